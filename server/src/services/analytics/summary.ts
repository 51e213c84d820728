/**
 * What the analytics charts read: a series a day for the last 7, 30 or 90 days from the roll-up,
 * with today (not rolled up yet) counted live, and the most clicked products of the range.
 */
import { ANALYTICS_TIME_ZONE, ANALYTICS_TOP_PRODUCTS } from '../../../../lib/constants/analytics';
import { toDollars } from '../../../../lib/money';
import type { AnalyticsDay, AnalyticsSummary } from '../../../../lib/schemas/analytics';
import type { Database } from '../../db/client';
import { countDay, readRollups } from '../../repositories/analytics';
import { addDays, localDate } from './rollup';

type Totals = {
  pageViews: number;
  sessions: number;
  productClicks: number;
  orders: number;
  revenueCents: number;
};

function toDay(date: string, totals: Totals): AnalyticsDay {
  return {
    date,
    pageViews: totals.pageViews,
    sessions: totals.sessions,
    productClicks: totals.productClicks,
    orders: totals.orders,
    revenue: toDollars(totals.revenueCents),
    conversion: totals.sessions > 0 ? Math.round((totals.orders / totals.sessions) * 10_000) / 10_000 : 0,
  };
}

export async function analyticsSummary(
  db: Database,
  tenantId: string,
  days: number,
  now = new Date(),
): Promise<AnalyticsSummary> {
  const today = localDate(now);
  const from = addDays(today, -(days - 1));
  const rolled = await readRollups(db, tenantId, from, addDays(today, -1));
  const live = await countDay(db, tenantId, today);
  const byDay = new Map<string, Totals>(rolled.days.map((row) => [String(row.day), row]));
  byDay.set(today, live);

  const zero: Totals = { pageViews: 0, sessions: 0, productClicks: 0, orders: 0, revenueCents: 0 };
  const series = Array.from({ length: days }, (_, index) => addDays(from, index)).map((date) => ({
    date,
    totals: byDay.get(date) ?? zero,
  }));
  const sum = series.reduce<Totals>(
    (acc, { totals }) => ({
      pageViews: acc.pageViews + totals.pageViews,
      sessions: acc.sessions + totals.sessions,
      productClicks: acc.productClicks + totals.productClicks,
      orders: acc.orders + totals.orders,
      revenueCents: acc.revenueCents + totals.revenueCents,
    }),
    zero,
  );

  const clicks = new Map<string, { productId: string; name: string; clicks: number }>();
  for (const product of [
    ...rolled.products,
    ...live.products.map((entry) => ({
      productId: entry.productId,
      name: entry.productName,
      clicks: entry.clicks,
    })),
  ]) {
    const seen = clicks.get(product.productId);
    clicks.set(product.productId, {
      productId: product.productId,
      name: product.name || seen?.name || '',
      clicks: (seen?.clicks ?? 0) + product.clicks,
    });
  }
  const newest = rolled.days.reduce<Date | null>(
    (latest, row) => (!latest || row.computedAt > latest ? row.computedAt : latest),
    null,
  );
  const { date, ...totals } = toDay('', sum);
  void date; // the totals are no day's
  return {
    timeZone: ANALYTICS_TIME_ZONE,
    days: series.map(({ date, totals: dayTotals }) => toDay(date, dayTotals)),
    totals,
    topProducts: [...clicks.values()]
      .sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name))
      .slice(0, ANALYTICS_TOP_PRODUCTS),
    rolledUpAt: newest?.toISOString() ?? null,
  };
}
