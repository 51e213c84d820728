/**
 * A store's revenue over a span of time, as the dashboard, the analytics roll-up and the tax
 * report count it: the orders sold in the span before tax, less what was refunded in the span
 * before tax. A sale counts on the day it was placed and a refund on the day it was made, so a day
 * once counted never changes when an older order is refunded. Every query names the tenant.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PAID_STATUSES } from '@/lib/order-status';
import type { Database } from '../db/client';
import { orderItems, orderRefunds, orders } from '../db/schema';

/**
 * An order the store sold: one it holds money for (PAID_STATUSES), or one it was paid for and gave
 * some or all back (any refund: Refunded, or Cancelled after it was paid). An unpaid backorder that
 * was called off was never sold.
 */
export const isSoldOrder: SQL = or(
  inArray(orders.status, [...PAID_STATUSES]),
  sql`exists (select 1 from ${orderRefunds} where ${orderRefunds.tenantId} = ${orders.tenantId} and ${orderRefunds.orderId} = ${orders.id})`,
)!;

/** A span of time as SQL instants, [from, to). */
export type Span = { from: SQL; to: SQL };

/** A span between two instants given by the api, [from, to). */
export const spanOf = (from: Date, to: Date): Span => ({
  from: sql`${from.toISOString()}::timestamptz`,
  to: sql`${to.toISOString()}::timestamptz`,
});

export const within = (column: typeof orders.createdAt | typeof orderRefunds.createdAt, span: Span) =>
  sql`${column} >= ${span.from} and ${column} < ${span.to}`;

/** The store's days `from` to `to` (both included, yyyy-mm-dd) in `timeZone`, computed by the database so daylight-saving days last 23 or 25 hours. */
export const daysSpan = (from: string, to: string, timeZone: string): Span => ({
  from: sql`(${from}::date::timestamp at time zone ${timeZone})`,
  to: sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`,
});

/**
 * What an order's gift card lines come to: money the store holds, not a sale (the order a card
 * later pays counts as revenue then).
 */
export const giftCardLinesCents = sql<number>`coalesce((select sum(gi.${sql.raw(orderItems.priceCents.name)} * gi.${sql.raw(orderItems.quantity.name)}) from ${orderItems} gi
  where gi.tenant_id = ${orders.tenantId} and gi.order_id = ${orders.id} and gi.kind = 'gift_card'), 0)`;

/** The orders sold in the span: how many, their totals less their tax and the gift cards they bought, and their tax. */
export async function soldWithin(db: Database, tenantId: string, span: Span) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)`.mapWith(Number),
      netCents:
        sql<number>`coalesce(sum(${orders.totalCents} - ${orders.taxCents} - ${giftCardLinesCents}), 0)`.mapWith(
          Number,
        ),
      taxCents: sql<number>`coalesce(sum(${orders.taxCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), isSoldOrder, within(orders.createdAt, span)));
  return row;
}

/** The refunds made in the span, of orders of any day: how many, their amounts less their tax, and their tax. */
export async function refundedWithin(db: Database, tenantId: string, span: Span) {
  const [row] = await db
    .select({
      refunds: sql<number>`count(*)`.mapWith(Number),
      netCents: sql<number>`coalesce(sum(${orderRefunds.amountCents} - ${orderRefunds.taxCents}), 0)`.mapWith(
        Number,
      ),
      taxCents: sql<number>`coalesce(sum(${orderRefunds.taxCents}), 0)`.mapWith(Number),
    })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.tenantId, tenantId), within(orderRefunds.createdAt, span)));
  return row;
}

/**
 * The orders sold in the span and the revenue of the span in cents: their totals less their tax,
 * less the refunds made in the span less the tax they gave back (which may make a span's revenue
 * negative, when more went back than came in).
 */
export async function revenueWithin(
  db: Database,
  tenantId: string,
  span: Span,
): Promise<{ orders: number; revenueCents: number }> {
  const [sales, refunds] = await Promise.all([
    soldWithin(db, tenantId, span),
    refundedWithin(db, tenantId, span),
  ]);
  return { orders: sales.orders, revenueCents: sales.netCents - refunds.netCents };
}
