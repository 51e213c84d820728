import { CATALOG_PAGE_SIZE } from '../constants/catalog';
import type { Product, ProductPageResponse } from '../schemas/product';
import { decodeCursor, encodeCursor } from './cursor';

export type CatalogListKind = 'all' | 'featured' | 'regular';

const KEEP: Record<CatalogListKind, (product: Product) => boolean> = {
  all: () => true,
  featured: (product) => product.featured,
  regular: (product) => !product.featured,
};

/**
 * One page of a backup's products, as the api pages its lists: `limit` products after the cursor's
 * product and a cursor to the next page (null at the end). A product backup holds the catalog in
 * shop order, so a cursor continues after its product's place in the file, whichever side gave
 * it; a cursor whose product the backup lacks starts from the top (shoppers' pages merge by id).
 * A backup holds no sort order, so its cursors carry 0 there.
 */
export function pageOfBackup(
  backup: Product[],
  kind: CatalogListKind,
  query: { limit?: number; cursor?: string },
): ProductPageResponse {
  const limit = query.limit ?? CATALOG_PAGE_SIZE;
  const listed = backup.filter(KEEP[kind]);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const start = after ? listed.findIndex((product) => product.id === after.id) + 1 : 0;
  const products = listed.slice(start, start + limit);
  const last = products.at(-1);
  const more = start + limit < listed.length;
  return {
    products,
    dataSource: 'backup',
    nextCursor: more && last ? encodeCursor({ sortOrder: 0, name: last.name, id: last.id }) : null,
  };
}
