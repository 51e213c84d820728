/**
 * SQL for product variants (a ring's sizes, a mug's glazes). A product with variants keeps its own
 * `total_inventory` as their sum (null when one is unlimited), so the shop's lists, filters and
 * sold-out checks that read the product stay right. Stock only changes through a conditional
 * UPDATE, never below zero. Every query names the store.
 */
import { and, asc, eq, gte, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import type { Database } from '../db/client';
import { products, productVariants } from '../db/schema';
import { recordPriceChanges } from './price-history';
import type { Tx } from './stores';

export type VariantRow = typeof productVariants.$inferSelect;
export type NewVariantRow = typeof productVariants.$inferInsert;
/** A variant as the owner sets it: `id` keeps that one, none adds one. */
export type VariantWrite = {
  id?: string;
  name: string;
  sku: string | null;
  priceCents: number | null;
  totalInventory: number | null;
  /** Shipping weight in grams, null for the product's; undefined keeps a kept row's (a new row: null). */
  weightGrams?: number | null;
};

/** The variants of these products, in the owner's order, by product (one query for a whole list). */
export async function findVariantsByProduct(
  db: Database | Tx,
  tenantId: string,
  productIds: string[],
): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, tenantId), anyOf(productVariants.productId, productIds, 'uuid')))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Every variant of the store (the backup and the CSV export). */
export function findStoreVariants(db: Database | Tx, tenantId: string): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.tenantId, tenantId))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

/** The store's variants with these ids, whatever their product. */
export function findVariantsByIds(db: Database | Tx, tenantId: string, ids: string[]): Promise<VariantRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.id, ids)));
}

/** The store's variants holding one of these SKUs, except those of `exceptProductId`. */
export function findVariantsBySkus(
  db: Database | Tx,
  tenantId: string,
  skus: string[],
  exceptProductId?: string,
): Promise<VariantRow[]> {
  if (skus.length === 0) return Promise.resolve([]);
  const where = [eq(productVariants.tenantId, tenantId), inArray(productVariants.sku, skus)];
  if (exceptProductId) where.push(ne(productVariants.productId, exceptProductId));
  return db
    .select()
    .from(productVariants)
    .where(and(...where));
}

/** The store's products (not `exceptProductId`) holding one of these SKUs as their own. */
export function findProductsHoldingSkus(
  db: Database | Tx,
  tenantId: string,
  skus: string[],
  exceptProductId?: string,
): Promise<{ id: string; name: string; sku: string | null }[]> {
  if (skus.length === 0) return Promise.resolve([]);
  const where = [eq(products.tenantId, tenantId), inArray(products.sku, skus)];
  if (exceptProductId) where.push(ne(products.id, exceptProductId));
  return db
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(and(...where));
}

/**
 * Makes `variants` the product's whole list, in order: rows with a sent id are changed, the others
 * added, and the product's variants not sent removed (order lines keep their variant's name).
 * Ids that are not this product's are refused by the caller before this runs.
 */
export async function replaceProductVariants(
  tx: Tx,
  tenantId: string,
  productId: string,
  variants: VariantWrite[],
): Promise<void> {
  const scope = and(eq(productVariants.tenantId, tenantId), eq(productVariants.productId, productId));
  const kept = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  await tx
    .delete(productVariants)
    .where(kept.length ? and(scope, notInArray(productVariants.id, kept)) : scope);
  // SKUs move between kept rows without tripping the unique index: clear first those that change
  // (only those rows, so rows a checkout is holding are not written needlessly).
  const wanted = new Map(variants.flatMap((variant) => (variant.id ? [[variant.id, variant.sku]] : [])));
  const current = kept.length
    ? await tx
        .select({ id: productVariants.id, sku: productVariants.sku })
        .from(productVariants)
        .where(and(scope, inArray(productVariants.id, kept)))
    : [];
  const moving = current
    .filter((row) => row.sku !== null && row.sku !== wanted.get(row.id))
    .map((row) => row.id);
  if (moving.length)
    await tx
      .update(productVariants)
      .set({ sku: null })
      .where(and(scope, inArray(productVariants.id, moving)));
  for (const [position, variant] of variants.entries()) {
    const values = {
      name: variant.name,
      sku: variant.sku,
      priceCents: variant.priceCents,
      totalInventory: variant.totalInventory,
      ...(variant.weightGrams === undefined ? {} : { weightGrams: variant.weightGrams }),
      position,
    };
    if (variant.id)
      await tx
        .update(productVariants)
        .set({ ...values, updatedAt: new Date() })
        .where(and(scope, eq(productVariants.id, variant.id)));
    else await tx.insert(productVariants).values({ ...values, tenantId, productId });
  }
  await recordPriceChanges(tx, tenantId, [productId]);
}

/** Inserts variant rows as they are (restores and imports keep their ids). */
export async function insertVariantRows(tx: Tx, rows: NewVariantRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(productVariants).values(rows);
  for (const tenantId of new Set(rows.map((row) => row.tenantId)))
    await recordPriceChanges(
      tx,
      tenantId,
      rows.filter((row) => row.tenantId === tenantId).map((row) => row.productId),
    );
}

/** The product's stock as its variants' sum, null when one is unlimited. */
const variantSum = (tenantId: string, productId: string) =>
  sql<
    number | null
  >`(select case when bool_or(${productVariants.totalInventory} is null) then null else coalesce(sum(${productVariants.totalInventory}), 0)::int end from ${productVariants} where ${productVariants.tenantId} = ${tenantId} and ${productVariants.productId} = ${productId})`;

/**
 * Sets the product's stock to its variants' sum (a product without variants is left alone) and
 * answers it; undefined when it has none or the store has no such product.
 */
export async function syncProductStock(
  tx: Tx,
  tenantId: string,
  productId: string,
): Promise<{ newInventory: number | null } | undefined> {
  const [row] = await tx
    .update(products)
    .set({ totalInventory: variantSum(tenantId, productId), updatedAt: new Date() })
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.id, productId),
        sql`exists (select 1 from ${productVariants} where ${productVariants.tenantId} = ${tenantId} and ${productVariants.productId} = ${productId})`,
      ),
    )
    .returning({ newInventory: products.totalInventory });
  return row;
}

/**
 * Locks the product row of a variant stock move, so moves of one product's variants go one at a
 * time and in the same order as edits (product, then variants). Answers whether it is on sale.
 */
export async function lockVariantProduct(
  tx: Tx,
  tenantId: string,
  productId: string,
): Promise<{ archived: boolean } | undefined> {
  const [row] = await tx
    .select({ archived: products.archived })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
    // Not FOR UPDATE: holds being written hold a key-share lock on the product (their foreign key).
    .for('no key update');
  return row;
}

/** The one variant of a store's product that a stock move names. */
const oneVariant = (tenantId: string, productId: string, variantId: string) =>
  and(
    eq(productVariants.tenantId, tenantId),
    eq(productVariants.productId, productId),
    eq(productVariants.id, variantId),
  );

/** Takes `quantity` of a variant; undefined when it has fewer left (unlimited: never decremented). */
export async function removeVariantStock(
  tx: Tx,
  tenantId: string,
  productId: string,
  variantId: string,
  quantity: number,
): Promise<{ newVariantInventory: number | null } | undefined> {
  const [row] = await tx
    .update(productVariants)
    .set({ totalInventory: sql`${productVariants.totalInventory} - ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        oneVariant(tenantId, productId, variantId),
        or(isNull(productVariants.totalInventory), gte(productVariants.totalInventory, quantity)),
      ),
    )
    .returning({ newVariantInventory: productVariants.totalInventory });
  return row;
}

/** Gives back `quantity` of a variant; undefined when the variant is gone. */
export async function addVariantStock(
  tx: Tx,
  tenantId: string,
  productId: string,
  variantId: string,
  quantity: number,
): Promise<{ newVariantInventory: number | null } | undefined> {
  const [row] = await tx
    .update(productVariants)
    .set({ totalInventory: sql`${productVariants.totalInventory} + ${quantity}`, updatedAt: new Date() })
    .where(oneVariant(tenantId, productId, variantId))
    .returning({ newVariantInventory: productVariants.totalInventory });
  return row;
}

/** Changes one of the store's variants. */
export async function updateVariantRow(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<Pick<VariantRow, 'name' | 'sku' | 'priceCents' | 'totalInventory' | 'weightGrams'>>,
): Promise<void> {
  const rows = await tx
    .update(productVariants)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(productVariants.tenantId, tenantId), eq(productVariants.id, id)))
    .returning({ productId: productVariants.productId });
  if (changes.priceCents !== undefined)
    await recordPriceChanges(
      tx,
      tenantId,
      rows.map((row) => row.productId),
    );
}
