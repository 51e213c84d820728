/**
 * The daily analytics roll-up: a store's day (an Alaska day, ANALYTICS_TIME_ZONE) of raw page-view
 * and product-click events and of its orders, counted once into analytics_rollups and
 * analytics_product_rollups. Re-running a day replaces its rows, so a roll-up never doubles. A day's
 * revenue is its sales before tax less its own refunds before tax (repositories/revenue.ts): a
 * refund of an older order lowers the day it is made, so a day rolled up stays right.
 */
import { ANALYTICS_TIME_ZONE } from '@/lib/constants/analytics';
import type { AnalyticsSyncResult } from '@/lib/schemas/analytics';
import type { Database } from '@server/db/client';
import { countDay, replaceDayRollup } from '@server/repositories/analytics';
import { lockRollupDay } from '@server/repositories/locks';
import { analyticsRow, enqueueNotionRows } from '../notion/outbox';

/** The calendar date (YYYY-MM-DD) of an instant in the analytics time zone. */
export function localDate(at: Date, timeZone = ANALYTICS_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A calendar date `days` after (or before) another. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Rolls up one store's day, replacing an earlier roll-up of it. Returns the rows written. */
export async function rollUpDay(
  db: Database,
  tenantId: string,
  day: string,
  now = new Date(),
): Promise<number> {
  const counts = await countDay(db, tenantId, day);
  await db.transaction(async (tx) => {
    // Two roll-ups of the same store and day (a click on Sync during the nightly run) take turns.
    await lockRollupDay(tx, tenantId, day);
    await replaceDayRollup(tx, tenantId, day, counts, now);
    // The day's row in the store's Notion analytics database, when linked: written or brought up to date.
    await enqueueNotionRows(tx, tenantId, [analyticsRow(day, counts)], { update: true });
  });
  return 1 + counts.products.length;
}

/**
 * Rolls up yesterday (and today, when asked) for each store. A store that fails is reported in
 * `errors` and the others go on.
 */
export async function syncAnalytics(
  db: Database,
  tenantIds: string[],
  options: { includeToday?: boolean; now?: Date } = {},
): Promise<AnalyticsSyncResult> {
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
