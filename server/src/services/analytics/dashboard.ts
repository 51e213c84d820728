/**
 * An owner's day at a glance: orders to ship, today's revenue (the store's day; before tax, less
 * the day's refunds), low stock, and what each event or market sold.
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import type { FastifyInstance } from 'fastify';
import { STORE_TIME_ZONE } from '@/lib/constants/analytics';
import { LOW_STOCK_SHOWN } from '@/lib/constants/admin';
import { LOW_STOCK_THRESHOLD } from '@/lib/constants/catalog';
import { toDollars } from '@/lib/money';
import type { DashboardSummary } from '@/lib/schemas/admin-dashboard';
import {
  countLowStock,
  countOrdersWithStatus,
  findEventSales,
  findLowStock,
} from '@server/repositories/dashboard';
import { revenueWithin, spanOf } from '@server/repositories/revenue';

/** The store's day containing `now`, as [start, end) instants and its date. */
export function storeDay(now: Date, timeZone = STORE_TIME_ZONE) {
  const local = new TZDate(now.getTime(), timeZone);
  const start = startOfDay(local);
  return {
    day: format(local, 'yyyy-MM-dd'),
    start: new Date(start.getTime()),
    end: new Date(addDays(start, 1).getTime()),
  };
}

export async function dashboardSummary(
  app: FastifyInstance,
  tenantId: string,
  now = new Date(),
): Promise<DashboardSummary> {
  const { day, start, end } = storeDay(now);
  const [ordersToShip, today, lowStock, lowStockCount, events] = await Promise.all([
    countOrdersWithStatus(app.db, tenantId, 'Paid'),
    revenueWithin(app.db, tenantId, spanOf(start, end)),
    findLowStock(app.db, tenantId, LOW_STOCK_THRESHOLD, LOW_STOCK_SHOWN),
    countLowStock(app.db, tenantId, LOW_STOCK_THRESHOLD),
    findEventSales(app.db, tenantId),
  ]);
  return {
    ordersToShip,
    day,
    timeZone: STORE_TIME_ZONE,
    todayOrders: today.orders,
    todayRevenue: toDollars(today.revenueCents),
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    lowStockCount,
    lowStock,
    events: events.map(({ revenueCents, ...event }) => ({ ...event, revenue: toDollars(revenueCents) })),
  };
}
