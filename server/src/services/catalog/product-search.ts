/** The shop's product search: a page of listed products whose name holds the text. */
import type { ProductSearchPage, ProductSearchQuery } from '../../../../lib/schemas/product-search';
import type { Database } from '../../db/client';
import { searchListedProducts } from '../../repositories/products';
import { toApiProduct } from './product-serializer';
import { imageAltsOf, imageKeysOf, imagesByProduct } from './products';

/** Suggestions ask for a page of 5; the results page (`/shop?q=…`) for larger ones. */
export async function searchProducts(
  db: Database,
  tenant: { id: string; name: string },
  query: ProductSearchQuery,
): Promise<ProductSearchPage> {
  const { rows, hasMore } = await searchListedProducts(db, tenant.id, query.q, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const images = await imagesByProduct(
    db,
    tenant.id,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) =>
      toApiProduct(
        row,
        imageKeysOf(row.id, images.get(row.id) ?? []),
        tenant.name,
        imageAltsOf(images.get(row.id)),
      ),
    ),
    page: query.page,
    pageSize: query.pageSize,
    hasMore,
  };
}
