/**
 * SQL for stock and the holds checkout puts on it. Stock only changes through a conditional
 * UPDATE, so two buyers never take the same unit; unlimited stock (null) is never decremented.
 * Every query names the store.
 */
import { and, asc, eq, gt, gte, inArray, isNull, min, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, productVariants, stockHolds, stores } from '../db/schema';
import { namedQuery } from './prepared';
import type { Tx } from './stores';
import type { WorkCalendar } from '@/lib/schemas/making-time';

/** A committed stock change as the live socket sends it; a variant's also names it and its stock. */
export type StockChange = {
  productId: string;
  newInventory: number | null;
  variantId?: string;
  newVariantInventory?: number | null;
};
/** Some pieces of a product, of one of its variants when `variantId` is set. */
export type StockLine = { productId: string; variantId?: string | null; quantity: number };
export type StockHoldRow = typeof stockHolds.$inferSelect;

/** A product's stock moved by `quantity` (negative to take), as its live change. */
const stockChangeReturning = { productId: products.id, newInventory: products.totalInventory };
const preparedRemoveStock = namedQuery('remove_stock', (db) =>
  db
    .update(products)
    .set({
      totalInventory: sql`${products.totalInventory} - ${sql.placeholder('quantity')}`,
      // The api's clock, as every other write of the row stamps it.
      updatedAt: sql`${sql.placeholder('at')}::timestamptz`,
    })
    .where(
      and(
        eq(products.tenantId, sql.placeholder('tenant')),
        eq(products.id, sql.placeholder('id')),
        eq(products.archived, false),
        or(isNull(products.totalInventory), gte(products.totalInventory, sql.placeholder('quantity'))),
      ),
    )
    .returning(stockChangeReturning),
);
const preparedAddStock = namedQuery('add_stock', (db) =>
  db
    .update(products)
    .set({
      totalInventory: sql`${products.totalInventory} + ${sql.placeholder('quantity')}`,
      updatedAt: sql`${sql.placeholder('at')}::timestamptz`,
    })
    .where(and(eq(products.tenantId, sql.placeholder('tenant')), eq(products.id, sql.placeholder('id'))))
    .returning(stockChangeReturning),
);

/** Takes `quantity` of a product on sale; undefined when it is archived or has fewer left. */
export async function removeStock(
  tx: Tx,
  tenantId: string,
  productId: string,
  quantity: number,
): Promise<StockChange | undefined> {
  const [row] = await preparedRemoveStock(tx, { tenant: tenantId, id: productId, quantity, at: new Date() });
  return row;
}

/** Gives back `quantity` of a product; undefined when the store has no such product. */
export async function addStock(
  tx: Tx,
  tenantId: string,
  productId: string,
  quantity: number,
): Promise<StockChange | undefined> {
  const [row] = await preparedAddStock(tx, { tenant: tenantId, id: productId, quantity, at: new Date() });
  return row;
}

/** Current stock of some products, for messages and events. */
export async function stockOf(db: Database | Tx, tenantId: string, ids: string[]) {
  return db
    .select({ id: products.id, name: products.name, totalInventory: products.totalInventory })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)))
    .orderBy(asc(products.id));
}

/** Current stock of some products of a store and of each of their sizes: what a page catching up asks. */
export async function currentStockOf(db: Database, tenantId: string, ids: string[]) {
  const [pieces, sizes] = await Promise.all([
    db
      .select({ productId: products.id, totalInventory: products.totalInventory })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids))),
    db
      .select({
        productId: productVariants.productId,
        variantId: productVariants.id,
        totalInventory: productVariants.totalInventory,
      })
      .from(productVariants)
      .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.productId, ids))),
  ]);
  return { pieces, sizes };
}

/** Name, price, questions, whether it is archived and whether it has variants, of the products in a basket. */
const preparedBasketProducts = namedQuery('basket_products', (db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      weightGrams: products.weightGrams,
      makingTime: products.makingTime,
      archived: products.archived,
      taxCategory: products.taxCategory,
      /** The questions the product asks its buyer; each line's answers are checked against them. */
      personalisation: products.personalisation,
      // Spelled out: Drizzle leaves a one-table select's columns unqualified, which the subquery would misread.
      hasVariants: sql<boolean>`exists (select 1 from product_variants v where v.tenant_id = products.tenant_id and v.product_id = products.id)`,
      // The store's delivery settings, read with its products: what the basket's shipping costs.
      storeShipping: sql<StoreShipping | null>`(select json_build_object('methods', s.shipping_methods, 'settings', s.shipping_settings) from stores s where s.tenant_id = products.tenant_id)`,
      // The store's working days and default making time: when the basket would ship.
      workCalendar: sql<Partial<WorkCalendar> | null>`(select s.work_calendar from stores s where s.tenant_id = products.tenant_id)`,
      // The store's own address (its business details): where a pickup is taxed.
      storeAddress: sql<{
        state?: unknown;
        country?: unknown;
      } | null>`(select s.business_info->'address' from stores s where s.tenant_id = products.tenant_id)`,
    })
    .from(products)
    .where(
      and(
        eq(products.tenantId, sql.placeholder('tenant')),
        sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    ),
);

/** The basket's products as checkout prices them, each with its store's delivery settings. */
export async function findBasketProducts(db: Database, tenantId: string, ids: string[]) {
  return preparedBasketProducts(db, { tenant: tenantId, ids });
}

/** What a store offers for delivery and at what rates (its `stores` row's two columns). */
export type StoreShipping = {
  methods: (typeof stores.$inferSelect)['shippingMethods'];
  settings: (typeof stores.$inferSelect)['shippingSettings'];
};

/** A hold line of a payment as it was before it was marked sold, with its product's name now. */
export type SoldHold = StockLine & {
  variantId: string | null;
  was: StockHoldRow['status'];
  name: string | null;
};

/**
 * Marks every hold line of a payment sold and answers each as it was before, in one statement:
 * the lines are locked first, so `was` is what they were when the mark took them (a line an
 * expired hold released has to take its stock again). Each comes with its product's name, which
 * the order's items keep.
 */
export async function sellHoldsOfPayment(tx: Tx, tenantId: string, paymentId: string): Promise<SoldHold[]> {
  const result = await tx.execute(sql`
    with before as (
      select id, status from ${stockHolds}
      where tenant_id = ${tenantId} and payment_id = ${paymentId}
      for update
    )
    update ${stockHolds} h set status = 'sold' from before
    where h.tenant_id = ${tenantId} and h.id = before.id
    returning h.product_id as "productId", h.variant_id as "variantId", h.quantity, before.status as was,
      (select p.name from ${products} p where p.tenant_id = h.tenant_id and p.id = h.product_id) as name`);
  return (result as unknown as { rows: SoldHold[] }).rows;
}

/** Marks the held lines of some payments released and answers them; their stock is the caller's to give back. */
export async function markHoldsReleased(
  tx: Tx,
  tenantId: string,
  paymentIds: string[],
): Promise<StockLine[]> {
  if (paymentIds.length === 0) return [];
  return tx
    .update(stockHolds)
    .set({ status: 'released' })
    .where(
      and(
        eq(stockHolds.tenantId, tenantId),
        inArray(stockHolds.paymentId, paymentIds),
        eq(stockHolds.status, 'held'),
      ),
    )
    .returning({
      productId: stockHolds.productId,
      variantId: stockHolds.variantId,
      quantity: stockHolds.quantity,
    });
}

/**
 * A product's pieces that open checkouts hold now, by variant (null: the product itself): how
 * many, and when the soonest of those holds ends. Whose they are is not read.
 */
export async function findProductHolds(db: Database | Tx, tenantId: string, productId: string, now: Date) {
  return db
    .select({
      variantId: stockHolds.variantId,
      units: sql<number>`sum(${stockHolds.quantity})::int`,
      until: min(stockHolds.expiresAt),
    })
    .from(stockHolds)
    .where(
      and(
        eq(stockHolds.tenantId, tenantId),
        eq(stockHolds.productId, productId),
        eq(stockHolds.status, 'held'),
        gt(stockHolds.expiresAt, now),
      ),
    )
    .groupBy(stockHolds.variantId);
}
