/**
 * SQL for price history: a row for every price a product or a size had, from when. Every write of
 * a product's or a variant's price in the repositories ends with `recordPriceChanges`, so each
 * path (the owner's edits, sizes, CSV import, Notion sync, restores) keeps the history alike.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { priceHistory, products, productVariants } from '../db/schema';
import type { Tx } from './stores';

export type PriceHistoryRow = typeof priceHistory.$inferSelect;

/**
 * Writes a row for each of these products, and each of their sizes, whose price (a size's own, else
 * the product's) is not the one its history last recorded. Nothing for a price that did not move.
 */
export async function recordPriceChanges(db: Database | Tx, tenantId: string, productIds: string[]) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${priceHistory} (tenant_id, product_id, variant_id, price_cents, from_at)
    select p.tenant_id, p.id, null, p.price_cents, clock_timestamp()
    from ${products} p
    where p.tenant_id = ${tenantId} and p.id in (${idList})
      and p.price_cents is distinct from (
        select h.price_cents from ${priceHistory} h
        where h.tenant_id = p.tenant_id and h.product_id = p.id and h.variant_id is null
        order by h.from_at desc limit 1)`);
  await db.execute(sql`
    insert into ${priceHistory} (tenant_id, product_id, variant_id, price_cents, from_at)
    select v.tenant_id, v.product_id, v.id, coalesce(v.price_cents, p.price_cents), clock_timestamp()
    from ${productVariants} v
    join ${products} p on p.tenant_id = v.tenant_id and p.id = v.product_id
    where v.tenant_id = ${tenantId} and v.product_id in (${idList})
      and coalesce(v.price_cents, p.price_cents) is distinct from (
        select h.price_cents from ${priceHistory} h
        where h.tenant_id = v.tenant_id and h.product_id = v.product_id and h.variant_id = v.id
        order by h.from_at desc limit 1)`);
}

/** Every recorded price of these products and their sizes, oldest first. */
export function findPriceHistory(
  db: Database | Tx,
  tenantId: string,
  productIds: string[],
): Promise<PriceHistoryRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(priceHistory)
    .where(and(eq(priceHistory.tenantId, tenantId), inArray(priceHistory.productId, productIds)))
    .orderBy(asc(priceHistory.fromAt));
}

/** The product's own recorded prices (not its sizes'), oldest first. */
export function findProductPriceHistory(
  db: Database | Tx,
  tenantId: string,
  productId: string,
): Promise<PriceHistoryRow[]> {
  return db
    .select()
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.tenantId, tenantId),
        eq(priceHistory.productId, productId),
        isNull(priceHistory.variantId),
      ),
    )
    .orderBy(asc(priceHistory.fromAt));
}
