/**
 * What the analytics charts read: a series a day for the last 7, 30 or 90 days from the roll-up,
 * with today (not rolled up yet) counted live, the most clicked products of the range, the same
 * totals for the period before (to compare with) and the range's funnel.
 */
import { ANALYTICS_TIME_ZONE, ANALYTICS_TOP_PRODUCTS } from '@/lib/constants/analytics';
import { toDollars } from '@/lib/money';
import type { AnalyticsDay, AnalyticsFunnelStep, AnalyticsSummary } from '@/lib/schemas/analytics';
import type { Database } from '@server/db/client';
import { countDay, readRollups } from '@server/repositories/analytics';
import { addDays, localDate } from './rollup';

type Totals = {
  pageViews: number;
  sessions: number;
  productClicks: number;
  productViewSessions: number;
  cartSessions: number;
  checkoutSessions: number;
  orders: number;
  revenueCents: number;
};

const ZERO: Totals = {
  pageViews: 0,
  sessions: 0,
  productClicks: 0,
  productViewSessions: 0,
  cartSessions: 0,
  checkoutSessions: 0,
  orders: 0,
  revenueCents: 0,
};

const add = (a: Totals, b: Totals): Totals =>
  Object.fromEntries(
    Object.keys(ZERO).map((key) => [key, a[key as keyof Totals] + b[key as keyof Totals]]),
  ) as Totals;

/** Visits, then each step a shopper takes towards paying, from the sessions that reached it. */
function funnelOf(totals: Totals): AnalyticsFunnelStep[] {
  return [
    { step: 'visits', count: totals.sessions },
    { step: 'productViews', count: totals.productViewSessions },
    { step: 'addedToBasket', count: totals.cartSessions },
    { step: 'checkoutStarted', count: totals.checkoutSessions },
    { step: 'paid', count: totals.orders },
  ];
}

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
  const before = await readRollups(db, tenantId, addDays(from, -days), addDays(from, -1));
  const live = await countDay(db, tenantId, today);
  const byDay = new Map<string, Totals>(rolled.days.map((row) => [String(row.day), row]));
  byDay.set(today, live);

  const series = Array.from({ length: days }, (_, index) => addDays(from, index)).map((date) => ({
    date,
    totals: byDay.get(date) ?? ZERO,
  }));
  const sum = series.reduce<Totals>((acc, { totals }) => add(acc, totals), ZERO);
  const previousSum = before.days.reduce<Totals>((acc, row) => add(acc, row), ZERO);

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
  const { date: previousDate, ...previousTotals } = toDay('', previousSum);
  void date; // the totals are no day's
  void previousDate;
  return {
    timeZone: ANALYTICS_TIME_ZONE,
    days: series.map(({ date, totals: dayTotals }) => toDay(date, dayTotals)),
    totals,
    previousTotals,
    funnel: funnelOf(sum),
    topProducts: [...clicks.values()]
      .sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name))
      .slice(0, ANALYTICS_TOP_PRODUCTS),
    rolledUpAt: newest?.toISOString() ?? null,
  };
}
