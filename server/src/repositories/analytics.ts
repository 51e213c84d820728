/**
 * SQL for the analytics roll-up: counting a store's day (an Alaska day, ANALYTICS_TIME_ZONE) from
 * the raw events and orders, and the rolled-up rows. Every query names the tenant, except the
 * schedule's question whether some store's day was rolled up.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { ANALYTICS_TIME_ZONE } from '@/lib/constants/analytics';
import type { Database } from '../db/client';
import { analyticsEvents, analyticsProductRollups, analyticsRollups } from '../db/schema';
import { revenueWithin } from './revenue';
import type { Tx } from './stores';

export type DayCounts = {
  pageViews: number;
  sessions: number;
  productClicks: number;
  productViewSessions: number;
  cartSessions: number;
  checkoutSessions: number;
  orders: number;
  revenueCents: number;
  products: { productId: string; productName: string; clicks: number }[];
};
export type RollupRow = typeof analyticsRollups.$inferSelect;

/** The day's bounds as instants, computed by the database so daylight-saving days last 23 or 25 hours. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${ANALYTICS_TIME_ZONE})`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${ANALYTICS_TIME_ZONE})`;

/** A product page seen (as a visitor or signed in) or a product clicked. */
const isProductView = sql`(${analyticsEvents.kind} = 'product_click' or (${analyticsEvents.kind} = 'page_view' and (${analyticsEvents.pageId} like '/product/%' or ${analyticsEvents.pageId} like '/customer/product/%')))`;
/** The checkout page seen, as a visitor or signed in. */
const isCheckoutView = sql`(${analyticsEvents.kind} = 'page_view' and ${analyticsEvents.pageId} in ('/checkout', '/customer/checkout'))`;

/**
 * Counts one store's day from the raw events and its sales: the orders sold that day and the day's
 * revenue (before tax, less the day's refunds; repositories/revenue.ts).
 */
export async function countDay(db: Database, tenantId: string, day: string): Promise<DayCounts> {
  const inDay = (column: typeof analyticsEvents.createdAt) =>
    sql`${column} >= ${dayStart(day)} and ${column} < ${dayEnd(day)}`;
  const [events] = await db
    .select({
      pageViews: sql<number>`count(*) filter (where ${analyticsEvents.kind} = 'page_view')`.mapWith(Number),
      productClicks: sql<number>`count(*) filter (where ${analyticsEvents.kind} = 'product_click')`.mapWith(
        Number,
      ),
      sessions: sql<number>`count(distinct ${analyticsEvents.sessionId})`.mapWith(Number),
      // The funnel counts sessions, so a shopper who looks twice is one step reached, not two.
      productViewSessions:
        sql<number>`count(distinct ${analyticsEvents.sessionId}) filter (where ${isProductView})`.mapWith(
          Number,
        ),
      cartSessions:
        sql<number>`count(distinct ${analyticsEvents.sessionId}) filter (where ${analyticsEvents.kind} = 'cart_add')`.mapWith(
          Number,
        ),
      checkoutSessions:
        sql<number>`count(distinct ${analyticsEvents.sessionId}) filter (where ${isCheckoutView})`.mapWith(
          Number,
        ),
    })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.tenantId, tenantId), inDay(analyticsEvents.createdAt)));
  const products = await db
    .select({
      productId: sql<string>`${analyticsEvents.productId}`,
      productName: sql<string>`coalesce(max(${analyticsEvents.productName}), '')`,
      clicks: sql<number>`count(*)`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.tenantId, tenantId),
        eq(analyticsEvents.kind, 'product_click'),
        sql`${analyticsEvents.productId} is not null`,
        inDay(analyticsEvents.createdAt),
      ),
    )
    .groupBy(analyticsEvents.productId);
  const sales = await revenueWithin(db, tenantId, { from: dayStart(day), to: dayEnd(day) });
  return { ...events, ...sales, products };
}

/** Replaces the store's roll-up rows of `day` with `counts`. */
export async function replaceDayRollup(
  tx: Tx,
  tenantId: string,
  day: string,
  counts: DayCounts,
  computedAt: Date,
): Promise<void> {
  await tx
    .delete(analyticsProductRollups)
    .where(and(eq(analyticsProductRollups.tenantId, tenantId), eq(analyticsProductRollups.day, day)));
  await tx
    .delete(analyticsRollups)
    .where(and(eq(analyticsRollups.tenantId, tenantId), eq(analyticsRollups.day, day)));
  const { products, ...totals } = counts;
  await tx.insert(analyticsRollups).values({ tenantId, day, ...totals, computedAt });
  if (products.length)
    await tx
      .insert(analyticsProductRollups)
      .values(products.map((product) => ({ tenantId, day, ...product })));
}

/** Whether the day was already rolled up for some store at or after `since` (a scheduled run done by another instance). */
export async function rolledUpSince(db: Database, day: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ day: analyticsRollups.day })
    .from(analyticsRollups)
    .where(and(eq(analyticsRollups.day, day), gte(analyticsRollups.computedAt, since)))
    .limit(1);
  return Boolean(row);
}

/** The roll-up rows of a store between two days (inclusive), and its products' clicks summed over them. */
export async function readRollups(db: Database, tenantId: string, from: string, to: string) {
  const days = await db
    .select()
    .from(analyticsRollups)
    .where(
      and(
        eq(analyticsRollups.tenantId, tenantId),
        gte(analyticsRollups.day, from),
        lte(analyticsRollups.day, to),
      ),
    );
  const products = await db
    .select({
      productId: analyticsProductRollups.productId,
      name: sql<string>`max(${analyticsProductRollups.productName})`,
      clicks: sql<number>`sum(${analyticsProductRollups.clicks})`.mapWith(Number),
    })
    .from(analyticsProductRollups)
    .where(
      and(
        eq(analyticsProductRollups.tenantId, tenantId),
        gte(analyticsProductRollups.day, from),
        lte(analyticsProductRollups.day, to),
      ),
    )
    .groupBy(analyticsProductRollups.productId);
  return { days, products };
}
