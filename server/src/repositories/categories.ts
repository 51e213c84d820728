/**
 * SQL for a store's categories and which products are in them, and the shop's filtered and sorted
 * product pages. Every query names the tenant.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogSort, SortedCursor } from '@/lib/catalog/cursor';
import type { Database } from '../db/client';
import { categories, productCategories, products } from '../db/schema';
import type { ProductRow } from './products';
import type { Tx } from './stores';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = Omit<typeof categories.$inferInsert, 'id' | 'createdAt' | 'tenantId'>;
type Executor = Database | Tx;

/** The store's categories in their order, each with how many listed products it holds. */
export async function listCategoryRows(
  db: Executor,
  tenantId: string,
): Promise<(CategoryRow & { productCount: number })[]> {
  const counts = db
    .select({ categoryId: productCategories.categoryId, n: count().as('n') })
    .from(productCategories)
    .innerJoin(
      products,
      and(eq(products.tenantId, productCategories.tenantId), eq(products.id, productCategories.productId)),
    )
    .where(and(eq(productCategories.tenantId, tenantId), eq(products.archived, false)))
    .groupBy(productCategories.categoryId)
    .as('counts');
  const rows = await db
    .select({ category: categories, n: counts.n })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(eq(categories.tenantId, tenantId))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
  return rows.map((row) => ({ ...row.category, productCount: Number(row.n ?? 0) }));
}

export async function countCategoryRows(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(categories).where(eq(categories.tenantId, tenantId));
  return Number(row?.value ?? 0);
}

export async function findCategoryRow(
  db: Executor,
  tenantId: string,
  id: string,
): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findCategoryBySlug(
  db: Executor,
  tenantId: string,
  slug: string,
): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function insertCategoryRows(
  db: Executor,
  tenantId: string,
  rows: NewCategoryRow[],
): Promise<CategoryRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(categories)
    .values(rows.map((row) => ({ ...row, tenantId })))
    .returning();
}

export async function updateCategoryRow(
  db: Executor,
  tenantId: string,
  id: string,
  changes: NewCategoryRow,
): Promise<CategoryRow | null> {
  const [row] = await db
    .update(categories)
    .set({ ...changes, tenantId })
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCategoryRow(db: Executor, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Which of `ids` are categories of the store. */
export async function findStoreCategoryIds(
  db: Executor,
  tenantId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Each of the products' category ids. */
export async function findProductCategoryIds(
  db: Executor,
  tenantId: string,
  productIds: string[],
): Promise<Map<string, string[]>> {
  const byProduct = new Map<string, string[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(and(eq(productCategories.tenantId, tenantId), inArray(productCategories.productId, productIds)));
  for (const row of rows)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.categoryId]);
  return byProduct;
}

/** Puts a product in exactly these categories (ids already checked to be the store's). */
export async function setProductCategoryRows(
  db: Executor,
  tenantId: string,
  productId: string,
  categoryIds: string[],
): Promise<void> {
  await db
    .delete(productCategories)
    .where(and(eq(productCategories.tenantId, tenantId), eq(productCategories.productId, productId)));
  if (categoryIds.length > 0)
    await db
      .insert(productCategories)
      .values(categoryIds.map((categoryId) => ({ tenantId, productId, categoryId })))
      .onConflictDoNothing();
}

/** What the shop filters on; prices in cents. */
export type ListFilter = { categoryId?: string; metal?: string; minCents?: number; maxCents?: number };

/** A listed product and its value in the page's sort, as its cursor carries it. */
export type SortedProductRow = { product: ProductRow; key: string | number };

const sortColumns: Record<CatalogSort, { key: SQL; order: SQL[]; after: (c: SortedCursor) => SQL }> = {
  // created_at as text keeps its microseconds, which a JavaScript date would round away.
  newest: {
    key: sql`${products.createdAt}::text`,
    order: [desc(products.createdAt), desc(products.id)],
    after: (c) =>
      sql`(${products.createdAt}, ${products.id}) < (${String(c.key)}::timestamptz, ${c.id}::uuid)`,
  },
  'price-asc': {
    key: sql`${products.priceCents}`,
    order: [asc(products.priceCents), asc(products.id)],
    after: (c) => sql`(${products.priceCents}, ${products.id}) > (${Number(c.key)}, ${c.id}::uuid)`,
  },
  'price-desc': {
    key: sql`${products.priceCents}`,
    order: [desc(products.priceCents), desc(products.id)],
    after: (c) => sql`(${products.priceCents}, ${products.id}) < (${Number(c.key)}, ${c.id}::uuid)`,
  },
  name: {
    key: sql`${products.name}`,
    order: [asc(products.name), asc(products.id)],
    after: (c) => sql`(${products.name}, ${products.id}) > (${String(c.key)}, ${c.id}::uuid)`,
  },
};

/** The filter's conditions on listed products (featured or regular or both). */
export function listFilterConditions(
  tenantId: string,
  kind: 'all' | 'featured' | 'regular',
  filter: ListFilter,
): SQL[] {
  const where: SQL[] = [eq(products.tenantId, tenantId), eq(products.archived, false)];
  if (kind !== 'all') where.push(eq(products.featured, kind === 'featured'));
  if (filter.categoryId)
    where.push(
      inArray(
        products.id,
        sql`(select ${productCategories.productId} from ${productCategories} where ${productCategories.tenantId} = ${tenantId} and ${productCategories.categoryId} = ${filter.categoryId}::uuid)`,
      ),
    );
  if (filter.metal) where.push(sql`${products.metal} @> array[${filter.metal}]::text[]`);
  if (filter.minCents !== undefined) where.push(sql`${products.priceCents} >= ${filter.minCents}`);
  if (filter.maxCents !== undefined) where.push(sql`${products.priceCents} <= ${filter.maxCents}`);
  return where;
}

/**
 * One page of listed products in one of the shop's sorts, strictly after `after`, by keyset.
 * Reads `limit + 1` rows so the caller knows whether another page follows.
 */
export async function findSortedProductsPage(
  db: Database,
  tenantId: string,
  kind: 'all' | 'featured' | 'regular',
  page: { sort: CatalogSort; filter: ListFilter; after: SortedCursor | null; limit: number },
): Promise<SortedProductRow[]> {
  const column = sortColumns[page.sort];
  const where = listFilterConditions(tenantId, kind, page.filter);
  if (page.after) where.push(column.after(page.after));
  const rows = await db
    .select({ product: products, key: column.key })
    .from(products)
    .where(and(...where))
    .orderBy(...column.order)
    .limit(page.limit + 1);
  return rows.map((row) => ({ product: row.product, key: row.key as string | number }));
}

/** The store's listed metals, for the shop's metal filter. */
export async function findListedMetals(db: Database, tenantId: string): Promise<string[]> {
  const metal = sql<string>`unnest(${products.metal})`;
  const rows = await db
    .selectDistinct({ metal })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.archived, false)))
    .orderBy(metal);
  return rows.map((row) => row.metal);
}
