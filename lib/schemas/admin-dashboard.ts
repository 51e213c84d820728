import { z } from 'zod';

/** An owner's day at a glance. "Today" is the store's day (STORE_TIME_ZONE). */
export const dashboardSummarySchema = z.object({
  /** Paid orders waiting to be shipped. */
  ordersToShip: z.number().int(),
  /** The store's day, yyyy-MM-dd, and its time zone. */
  day: z.string(),
  timeZone: z.string(),
  /**
   * Orders sold today (paid, whatever happened since), and today's revenue in dollars: their
   * totals before tax, less what was refunded today before tax (lower than zero on a day when more
   * went back than came in).
   */
  todayOrders: z.number().int(),
  todayRevenue: z.number(),
  /**
   * Listed products with stock under LOW_STOCK_THRESHOLD (unlimited stock is never low): how many,
   * and the first LOW_STOCK_SHOWN of them, lowest first.
   */
  lowStockThreshold: z.number().int(),
  lowStockCount: z.number().int(),
  lowStock: z.array(z.object({ id: z.string(), name: z.string(), totalInventory: z.number().int() })),
  /**
   * The store's events and markets, latest first, each with what was sold at it: the orders whose
   * event it is (sales made by hand at its stall), counted as today's orders are, and their
   * revenue in dollars (before tax, less what was refunded of them).
   */
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      orders: z.number().int(),
      revenue: z.number(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
