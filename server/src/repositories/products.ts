/**
 * SQL for products: the shop's lists, the owner's screens, versioned edits, restores and Notion
 * pulls, and the image rows. Every query names the tenant, except asking whether an id is taken.
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogCursor } from '@/lib/catalog/cursor';
import type { SortDirection } from '@/lib/schemas/admin-list';
import type { Database } from '../db/client';
import { productImages, products } from '../db/schema';
import { listFilterConditions, type ListFilter } from './categories';
import { containsText } from './text-search';
import { recordPriceChanges } from './price-history';
import type { Tx } from './stores';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductImageRow = typeof productImages.$inferSelect;
export type ProductChanges = Partial<
  Pick<
    ProductRow,
    | 'name'
    | 'priceCents'
    | 'compareAtPriceCents'
    | 'weightGrams'
    | 'seoTitle'
    | 'seoDescription'
    | 'description'
    | 'size'
    | 'totalInventory'
    | 'metal'
    | 'gemstone'
    | 'featured'
    | 'archived'
    | 'sku'
    | 'taxCategory'
    | 'returnable'
    | 'handle'
    | 'makingTime'
    | 'personalisation'
  >
>;
export type AdminProductSort = 'name' | 'price' | 'stock' | 'featured' | 'archived';
export type AdminProductFilter = { q?: string; archived?: boolean };

function filterOf(tenantId: string, filter: AdminProductFilter) {
  const where: (SQL | undefined)[] = [eq(products.tenantId, tenantId)];
  if (filter.q)
    where.push(or(containsText(products.name, filter.q), containsText(products.description, filter.q)));
  if (filter.archived !== undefined) where.push(eq(products.archived, filter.archived));
  return and(...where);
}

export async function findAdminProducts(
  db: Database,
  tenantId: string,
  filter: AdminProductFilter,
  order: { sort: AdminProductSort; dir: SortDirection },
  window: { limit: number; offset: number },
): Promise<ProductRow[]> {
  const direction = order.dir === 'desc' ? desc : asc;
  const lowerName = sql`lower(${products.name})`;
  // Unlimited stock (null) counts as more than any number.
  const stock =
    order.dir === 'desc'
      ? sql`${products.totalInventory} desc nulls first`
      : sql`${products.totalInventory} asc nulls last`;
  const sortBy: Record<AdminProductSort, SQL[]> = {
    name: [direction(lowerName)],
    price: [direction(products.priceCents), direction(lowerName)],
    stock: [stock, direction(lowerName)],
    featured: [direction(products.featured), direction(lowerName)],
    archived: [direction(products.archived), direction(lowerName)],
  };
  // Ties go by name then id, the same way as the key: one index (products_tenant_*_idx) read
  // forwards or backwards gives either direction, so a deep page reads a range, not a sort.
  return db
    .select()
    .from(products)
    .where(filterOf(tenantId, filter))
    .orderBy(...sortBy[order.sort], direction(products.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countAdminProducts(
  db: Database,
  tenantId: string,
  filter: AdminProductFilter,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(filterOf(tenantId, filter));
  return Number(row.value);
}

/**
 * One page of the store's listed (not archived) products, featured or regular or both, in shop
 * order (sort order, name, id), strictly after `after`. Reads `limit + 1` rows so the caller knows
 * whether another page follows.
 */
export function findListedProductsPage(
  db: Database,
  tenantId: string,
  kind: 'all' | 'featured' | 'regular',
  page: { after: CatalogCursor | null; limit: number; filter?: ListFilter },
): Promise<ProductRow[]> {
  const filters = listFilterConditions(tenantId, kind, page.filter ?? {});
  if (page.after)
    filters.push(
      sql`(${products.sortOrder}, ${products.name}, ${products.id}) > (${page.after.sortOrder}, ${page.after.name}, ${page.after.id}::uuid)`,
    );
  return db
    .select()
    .from(products)
    .where(and(...filters))
    .orderBy(asc(products.sortOrder), asc(products.name), asc(products.id))
    .limit(page.limit + 1);
}

/** Every listed product of the store in shop order, for the product backup, which holds them all. */
export function findListedProducts(db: Database, tenantId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.archived, false)))
    .orderBy(asc(products.sortOrder), asc(products.name), asc(products.id));
}

/** The ids of the store's listed products, a sitemap part at a time (offset: crawlers only). */
export function findListedProductIds(
  db: Database,
  tenantId: string,
  window: { limit: number; offset: number },
): Promise<{ id: string; handle: string | null; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, handle: products.handle, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.archived, false)))
    .orderBy(asc(products.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countListedProducts(db: Database, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.archived, false)));
  return Number(row.value);
}

/**
 * One page of the store's listed products whose name holds `text` (any case), by name: the shop's
 * search and its suggestions. One row past the page says whether another follows.
 */
export async function searchListedProducts(
  db: Database,
  tenantId: string,
  text: string,
  window: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(eq(products.tenantId, tenantId), eq(products.archived, false), containsText(products.name, text)),
    )
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
    .limit(window.limit + 1)
    .offset(window.offset);
  return { rows: rows.slice(0, window.limit), hasMore: rows.length > window.limit };
}

/** Every product of the store, archived too; locked until the transaction ends when asked. */
export async function findStoreProductRows(
  db: Database | Tx,
  tenantId: string,
  options: { lock?: boolean } = {},
): Promise<ProductRow[]> {
  const query = db.select().from(products).where(eq(products.tenantId, tenantId));
  return options.lock ? query.for('update') : query;
}

/** The store's products pulled from these Notion pages, locked until the transaction ends. */
export async function lockProductsByNotionPage(
  tx: Tx,
  tenantId: string,
  pageIds: string[],
): Promise<ProductRow[]> {
  if (pageIds.length === 0) return [];
  return tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.notionPageId, pageIds)))
    .for('update');
}

/** Which of these ids are already a product's, of any store. */
export async function findTakenProductIds(db: Database | Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function findProductRow(
  db: Database | Tx,
  tenantId: string,
  id: string,
): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether an id is a product's (of any store): its main image is served under it and changes when
 * the images are reordered or replaced, unlike an image's own id. Images are not a store's secret.
 */
export async function isProductId(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return Boolean(row);
}

/** The product row, locked until the transaction ends (image changes go one at a time). */
export async function lockProductRow(tx: Tx, tenantId: string, id: string): Promise<ProductRow | null> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertProductRow(
  db: Database | Tx,
  row: typeof products.$inferInsert,
): Promise<ProductRow> {
  const [created] = await db.insert(products).values(row).returning();
  await recordPriceChanges(db, created.tenantId, [created.id]);
  return created;
}

/** Applies `changes` only if the product is still at `version`; null when it is not (or absent). */
export async function updateProductAtVersion(
  db: Database | Tx,
  tenantId: string,
  id: string,
  version: number,
  changes: ProductChanges,
): Promise<ProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ ...changes, version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id), eq(products.version, version)))
    .returning();
  if (row && changes.priceCents !== undefined) await recordPriceChanges(db, tenantId, [id]);
  return row ?? null;
}

/**
 * Writes `changes` as a new version, so an owner's edit made from the row before it is refused
 * (409). Restores and Notion pulls write this way.
 */
export async function updateProductRow(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: ProductChanges,
  at: Date,
): Promise<void> {
  // A price a pull or restore moves to or above the compare-at price ends the sale, rather than
  // failing the whole run on products_compare_at_above_price.
  const compareAt =
    changes.priceCents !== undefined && changes.compareAtPriceCents === undefined
      ? {
          compareAtPriceCents: sql`case when ${products.compareAtPriceCents} > ${changes.priceCents} then ${products.compareAtPriceCents} end`,
        }
      : {};
  await tx
    .update(products)
    .set({ ...changes, ...compareAt, version: sql`${products.version} + 1`, updatedAt: at })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  if (changes.priceCents !== undefined) await recordPriceChanges(tx, tenantId, [id]);
}

/** Archives the store's products with these ids, each as a new version. */
export async function archiveProductRows(tx: Tx, tenantId: string, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(products)
    .set({ archived: true, version: sql`${products.version} + 1`, updatedAt: at })
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)));
}

/** Inserts products; their ids and Notion pages, in the order given. */
export async function insertProductRows(
  tx: Tx,
  rows: NewProductRow[],
): Promise<{ id: string; notionPageId: string | null }[]> {
  if (rows.length === 0) return [];
  const created = await tx
    .insert(products)
    .values(rows)
    .returning({ id: products.id, tenantId: products.tenantId, notionPageId: products.notionPageId });
  for (const tenantId of new Set(created.map((row) => row.tenantId)))
    await recordPriceChanges(
      tx,
      tenantId,
      created.filter((row) => row.tenantId === tenantId).map((row) => row.id),
    );
  return created.map(({ id, notionPageId }) => ({ id, notionPageId }));
}

/** Sets a product's stock (null for unlimited); the new value, or undefined when the store has no such product. */
export async function setProductStock(
  db: Database,
  tenantId: string,
  id: string,
  totalInventory: number | null,
): Promise<{ id: string; totalInventory: number | null } | undefined> {
  const [row] = await db
    .update(products)
    .set({ totalInventory, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning({ id: products.id, totalInventory: products.totalInventory });
  return row;
}

/** Records the Notion image sources a product's images were last brought from. */
export async function setNotionImageKeys(
  tx: Tx,
  tenantId: string,
  id: string,
  keys: string[],
): Promise<void> {
  await tx
    .update(products)
    .set({ notionImageKeys: keys })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
}

export async function findImageRows(
  db: Database | Tx,
  tenantId: string,
  productIds: string[],
): Promise<ProductImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productImages)
    .where(and(eq(productImages.tenantId, tenantId), inArray(productImages.productId, productIds)))
    .orderBy(asc(productImages.position));
}

export async function insertImageRow(
  tx: Tx,
  row: typeof productImages.$inferInsert,
): Promise<ProductImageRow> {
  const [created] = await tx.insert(productImages).values(row).returning();
  return created;
}

export async function deleteImageRow(tx: Tx, tenantId: string, imageId: string): Promise<void> {
  await tx
    .delete(productImages)
    .where(and(eq(productImages.tenantId, tenantId), eq(productImages.id, imageId)));
}

/** Puts the images in the order of `imageIds` (positions 0, 1, …) without tripping the unique position index. */
export async function setImagePositions(
  tx: Tx,
  tenantId: string,
  productId: string,
  imageIds: string[],
): Promise<void> {
  const scope = and(eq(productImages.tenantId, tenantId), eq(productImages.productId, productId));
  await tx
    .update(productImages)
    .set({ position: sql`-1 - ${productImages.position}` })
    .where(scope);
  for (const [position, id] of imageIds.entries()) {
    await tx
      .update(productImages)
      .set({ position })
      .where(and(scope, eq(productImages.id, id)));
  }
}

/** Sets one image's alt text; false when the store has no such image of that product. */
export async function setImageAlt(
  db: Database,
  tenantId: string,
  productId: string,
  imageId: string,
  altText: string,
): Promise<boolean> {
  const rows = await db
    .update(productImages)
    .set({ altText })
    .where(
      and(
        eq(productImages.tenantId, tenantId),
        eq(productImages.productId, productId),
        eq(productImages.id, imageId),
      ),
    )
    .returning({ id: productImages.id });
  return rows.length > 0;
}

/** A batch of the store's products (archived too) after `afterId`, by id: the CSV export's keyset. */
export function findProductsAfterId(
  db: Database,
  tenantId: string,
  afterId: string | null,
  limit: number,
): Promise<ProductRow[]> {
  const where = [eq(products.tenantId, tenantId)];
  if (afterId) where.push(sql`${products.id} > ${afterId}::uuid`);
  return db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(asc(products.id))
    .limit(limit);
}

/** The store's products with one of these ids or SKUs; locked until the transaction ends when asked. */
export async function findProductsByIdsOrSkus(
  db: Database | Tx,
  tenantId: string,
  ids: string[],
  skus: string[],
  options: { lock?: boolean } = {},
): Promise<ProductRow[]> {
  const match: SQL[] = [];
  if (ids.length) match.push(inArray(products.id, ids));
  if (skus.length) match.push(inArray(products.sku, skus));
  if (match.length === 0) return [];
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), or(...match)));
  return options.lock ? query.for('update') : query;
}
