/**
 * The daily analytics roll-up: a store's day (an Alaska day, ANALYTICS_TIME_ZONE) of raw page-view
 * and product-click events and of its orders, counted once into analytics_rollups and
 * analytics_product_rollups. Re-running a day replaces its rows, so a roll-up never doubles.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { ANALYTICS_TIME_ZONE } from '../../../lib/constants';
import type { AnalyticsSyncResult } from '../../../lib/schemas/analytics';
import type { Database } from '../db/client';
import { analyticsEvents, analyticsProductRollups, analyticsRollups, orders } from '../db/schema';
import { analyticsRow, enqueueNotionRows } from './notion/outbox';

/** Orders that count as sales: paid, whatever happened to them since (not unpaid, cancelled or refunded). */
export const SOLD_STATUSES = ['Paid', 'Shipped', 'Delivered'] as const;
const ROLLUP_LOCK_SPACE = 741_003;

export type DayCounts = { pageViews: number; sessions: number; productClicks: number; orders: number; revenueCents: number; products: { productId: string; productName: string; clicks: number }[] };

/** The calendar date (YYYY-MM-DD) of an instant in the analytics time zone. */
export function localDate(at: Date, timeZone = ANALYTICS_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A calendar date `days` after (or before) another. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day's bounds as instants, computed by the database so daylight-saving days last 23 or 25 hours. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${ANALYTICS_TIME_ZONE})`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${ANALYTICS_TIME_ZONE})`;

/** Counts one store's day from the raw events and orders, without writing anything. */
export async function countDay(db: Database, tenantId: string, day: string): Promise<DayCounts> {
  const inDay = (column: typeof analyticsEvents.createdAt | typeof orders.createdAt) => sql`${column} >= ${dayStart(day)} and ${column} < ${dayEnd(day)}`;
  const [events] = await db
    .select({
      pageViews: sql<number>`count(*) filter (where ${analyticsEvents.kind} = 'page_view')`.mapWith(Number),
      productClicks: sql<number>`count(*) filter (where ${analyticsEvents.kind} = 'product_click')`.mapWith(Number),
      sessions: sql<number>`count(distinct ${analyticsEvents.sessionId})`.mapWith(Number),
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
    .where(and(eq(analyticsEvents.tenantId, tenantId), eq(analyticsEvents.kind, 'product_click'), sql`${analyticsEvents.productId} is not null`, inDay(analyticsEvents.createdAt)))
    .groupBy(analyticsEvents.productId);
  const [sales] = await db
    .select({ orders: sql<number>`count(*)`.mapWith(Number), revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.status, [...SOLD_STATUSES]), inDay(orders.createdAt)));
  return { ...events, ...sales, products };
}

/** Rolls up one store's day, replacing an earlier roll-up of it. Returns the rows written. */
export async function rollUpDay(db: Database, tenantId: string, day: string, now = new Date()): Promise<number> {
  const counts = await countDay(db, tenantId, day);
  await db.transaction(async (tx) => {
    // Two roll-ups of the same store and day (a click on Sync during the nightly run) take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_SPACE}, hashtext(${`${tenantId}:${day}`}))`);
    await tx.delete(analyticsProductRollups).where(and(eq(analyticsProductRollups.tenantId, tenantId), eq(analyticsProductRollups.day, day)));
    await tx.delete(analyticsRollups).where(and(eq(analyticsRollups.tenantId, tenantId), eq(analyticsRollups.day, day)));
    const { products, ...totals } = counts;
    await tx.insert(analyticsRollups).values({ tenantId, day, ...totals, computedAt: now });
    if (products.length) await tx.insert(analyticsProductRollups).values(products.map((product) => ({ tenantId, day, ...product })));
    // The day's row in the store's Notion analytics database, when linked: written or brought up to date.
    await enqueueNotionRows(tx, tenantId, [analyticsRow(day, counts)], { update: true });
  });
  return 1 + counts.products.length;
}

/**
 * Rolls up yesterday (and today, when asked) for each store. A store that fails is reported in
 * `errors` and the others go on.
 */
export async function syncAnalytics(db: Database, tenantIds: string[], options: { includeToday?: boolean; now?: Date } = {}): Promise<AnalyticsSyncResult> {
  const now = options.now ?? new Date();
  const today = localDate(now);
  const days = options.includeToday ? [addDays(today, -1), today] : [addDays(today, -1)];
  const result: AnalyticsSyncResult = { tenantsProcessed: 0, entriesCreated: 0, errors: [] };
  for (const tenantId of tenantIds) {
    try {
      for (const day of days) result.entriesCreated += await rollUpDay(db, tenantId, day, now);
      result.tenantsProcessed += 1;
    } catch (error) {
      result.errors.push({ tenantId, error: 'ROLLUP_FAILED', message: (error as Error).message });
    }
  }
  return result;
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

/** The roll-up rows of a store between two days (inclusive). */
export async function readRollups(db: Database, tenantId: string, from: string, to: string) {
  const days = await db
    .select()
    .from(analyticsRollups)
    .where(and(eq(analyticsRollups.tenantId, tenantId), gte(analyticsRollups.day, from), lte(analyticsRollups.day, to)));
  const products = await db
    .select({ productId: analyticsProductRollups.productId, name: sql<string>`max(${analyticsProductRollups.productName})`, clicks: sql<number>`sum(${analyticsProductRollups.clicks})`.mapWith(Number) })
    .from(analyticsProductRollups)
    .where(and(eq(analyticsProductRollups.tenantId, tenantId), gte(analyticsProductRollups.day, from), lte(analyticsProductRollups.day, to)))
    .groupBy(analyticsProductRollups.productId);
  return { days, products };
}
