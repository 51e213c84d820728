/** Analytics: the daily roll-up (sync) and what the charts read. */
import { z } from 'zod';
import { ANALYTICS_RANGES } from '../constants/analytics';

export const analyticsSyncBodySchema = z
  .object({ includeToday: z.boolean().default(false) })
  .default({ includeToday: false });

export const analyticsSyncResultSchema = z.object({
  tenantsProcessed: z.number().int(),
  entriesCreated: z.number().int(),
  errors: z.array(
    z.object({
      tenantId: z.string().optional(),
      error: z.string().optional(),
      message: z.string().optional(),
    }),
  ),
});
export type AnalyticsSyncResult = z.infer<typeof analyticsSyncResultSchema>;

export const analyticsSummaryQuerySchema = z.object({
  days: z
    .enum(ANALYTICS_RANGES.map(String) as ['7', '30', '90'], {
      error: `days must be one of ${ANALYTICS_RANGES.join(', ')}`,
    })
    .default('7'),
});

export const analyticsDaySchema = z.object({
  date: z.string(),
  pageViews: z.number().int(),
  sessions: z.number().int(),
  productClicks: z.number().int(),
  orders: z.number().int(),
  /** Dollars: the day's sales before tax, less the day's refunds before tax. */
  revenue: z.number(),
  /** Orders per session, 0 on a day without sessions. */
  conversion: z.number(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const ANALYTICS_FUNNEL_STEPS = [
  'visits',
  'productViews',
  'addedToBasket',
  'checkoutStarted',
  'paid',
] as const;
export const ANALYTICS_FUNNEL_LABELS: Record<(typeof ANALYTICS_FUNNEL_STEPS)[number], string> = {
  visits: 'Visits',
  productViews: 'Viewed a product',
  addedToBasket: 'Added to basket',
  checkoutStarted: 'Started checkout',
  paid: 'Paid',
};
export const analyticsFunnelStepSchema = z.object({
  step: z.enum(ANALYTICS_FUNNEL_STEPS),
  count: z.number().int(),
});
export type AnalyticsFunnelStep = z.infer<typeof analyticsFunnelStepSchema>;

export const analyticsSummarySchema = z.object({
  timeZone: z.string(),
  days: z.array(analyticsDaySchema),
  totals: analyticsDaySchema.omit({ date: true }),
  /** The same totals for the as many days just before the range, to compare with. */
  previousTotals: analyticsDaySchema.omit({ date: true }),
  /** Sessions that visited, viewed a product, added to the basket, started checkout; and orders paid. */
  funnel: z.array(analyticsFunnelStepSchema),
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), clicks: z.number().int() })),
  /** When the newest rolled-up day was computed; null before the first roll-up. */
  rolledUpAt: z.string().nullable(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 7;

/** The range a `?days=` query names; anything else is the default week. */
export function parseAnalyticsRange(value: unknown): AnalyticsRange {
  const days = Number(Array.isArray(value) ? value[0] : value);
  return (ANALYTICS_RANGES as readonly number[]).includes(days)
    ? (days as AnalyticsRange)
    : DEFAULT_ANALYTICS_RANGE;
}

/** The analytics screen's own texts; its sync messages are the spec's, in INTEGRATION_MESSAGES. */
export const ANALYTICS_TEXT = {
  autoSync: 'Analytics auto-syncs daily at 3:00 AM Alaska Time.',
  summaryFailed: 'Failed to load analytics. Please try again.',
  empty: (days: number) =>
    `No visits or orders in the last ${days} days yet. Figures appear here once shoppers visit the store.`,
} as const;
