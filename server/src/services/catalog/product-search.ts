/** The shop's product search: a page of listed products whose name holds the text. */
import type { ProductSearchPage, ProductSearchQuery } from '@/lib/schemas/product-search';
import type { Database } from '@server/db/client';
import { searchListedProducts } from '@server/repositories/products';
import { toProducts } from './products';

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
  return {
    items: await toProducts(db, tenant, rows),
    page: query.page,
    pageSize: query.pageSize,
    hasMore,
  };
}
