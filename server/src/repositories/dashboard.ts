/** SQL for the owner's dashboard figures. Every query names the tenant. */
import { and, asc, count, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderRefunds, orders, products, storeEvents } from '../db/schema';
import { giftCardLinesCents, isSoldOrder } from './revenue';

export async function countOrdersWithStatus(db: Database, tenantId: string, status: 'Paid'): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.status, status)));
  return Number(row.value);
}

const lowStockOf = (tenantId: string, threshold: number) =>
  and(
    eq(products.tenantId, tenantId),
    eq(products.archived, false),
    isNotNull(products.totalInventory),
    lt(products.totalInventory, threshold),
  );

/** The first `limit` listed products with a stock below `threshold` (unlimited is never low), lowest first. */
export async function findLowStock(db: Database, tenantId: string, threshold: number, limit: number) {
  const rows = await db
    .select({ id: products.id, name: products.name, totalInventory: products.totalInventory })
    .from(products)
    .where(lowStockOf(tenantId, threshold))
    .orderBy(asc(products.totalInventory), asc(products.name), asc(products.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, totalInventory: row.totalInventory ?? 0 }));
}

export async function countLowStock(db: Database, tenantId: string, threshold: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(lowStockOf(tenantId, threshold));
  return Number(row.value);
}

/**
 * Each of the store's events, latest first, with the orders sold at it (orders whose event it is,
 * counted as the dashboard counts sales) and their revenue in cents: totals before tax, less what
 * was refunded of them before tax.
 */
export async function findEventSales(db: Database, tenantId: string) {
  const refunded = sql<number>`coalesce((select sum(r.amount_cents - r.tax_cents) from ${orderRefunds} r
    join ${orders} ro on ro.tenant_id = r.tenant_id and ro.id = r.order_id
    where r.tenant_id = ${storeEvents.tenantId} and ro.event_id = ${storeEvents.id}), 0)`;
  return db
    .select({
      id: storeEvents.id,
      title: storeEvents.title,
      startsOn: storeEvents.startsOn,
      endsOn: storeEvents.endsOn,
      orders: sql<number>`count(${orders.id}) filter (where ${isSoldOrder})`.mapWith(Number),
      revenueCents:
        sql<number>`coalesce(sum(${orders.totalCents} - ${orders.taxCents} - ${giftCardLinesCents}) filter (where ${isSoldOrder}), 0) - ${refunded}`.mapWith(
          Number,
        ),
    })
    .from(storeEvents)
    .leftJoin(orders, and(eq(orders.tenantId, storeEvents.tenantId), eq(orders.eventId, storeEvents.id)))
    .where(eq(storeEvents.tenantId, tenantId))
    .groupBy(storeEvents.id)
    .orderBy(desc(storeEvents.startsOn), desc(storeEvents.createdAt));
}
