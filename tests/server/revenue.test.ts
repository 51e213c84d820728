/**
 * Revenue as the dashboard and analytics show it: sales before tax, less refunds before tax, each
 * on the day it happened, one store at a time.
 */
import { eq } from 'drizzle-orm';
import { orders } from '@/server/src/db/schema';
import { storeDay } from '@/server/src/services/analytics/dashboard';
import { rollUpDay } from '@/server/src/services/analytics/rollup';
import { analyticsSummary } from '@/server/src/services/analytics/summary';
import { demo, type TestApp, ownerApp } from './support/build-app';
import { insertRefund, insertTaxedOrder } from './support/taxed-orders';

let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  ({ t, owner } = await ownerApp());
});
afterAll(() => t.close());

const dashboard = async () => {
  const response = await t.app.inject({ url: '/api/admin/dashboard', headers: { ...demo, ...owner } });
  expect(response.statusCode).toBe(200);
  return response.json() as { todayOrders: number; todayRevenue: number };
};
const taxed = (netCents: number, taxCents: number) => [
  { jurisdiction: 'US-WA', rate: 6500, taxableCents: netCents, amountCents: taxCents },
];

describe('today’s revenue on the dashboard', () => {
  it('leaves the tax out and takes off what was refunded today, of any day’s order', async () => {
    const before = await dashboard();
    const { start } = storeDay(new Date());
    const yesterday = new Date(start.getTime() - 3_600_000);
    const earlier = await insertTaxedOrder(t.app.db, {
      tenantId: 'demo',
      at: yesterday,
      netCents: 20_000,
      lines: taxed(20_000, 1_300),
    });
    await insertTaxedOrder(t.app.db, {
      tenantId: 'demo',
      at: new Date(),
      netCents: 10_000,
      lines: taxed(10_000, 650),
    });
    await insertRefund(t.app.db, {
      tenantId: 'demo',
      orderId: earlier.id,
      at: new Date(),
      amountCents: 5_325,
      taxCents: 325,
    });
    // Another store's sale and refund today change nothing here.
    const north = await insertTaxedOrder(t.app.db, { tenantId: 'north', at: new Date(), netCents: 50_000 });
    await insertRefund(t.app.db, {
      tenantId: 'north',
      orderId: north.id,
      at: new Date(),
      amountCents: 9_000,
      taxCents: 0,
    });

    const after = await dashboard();
    expect(after.todayOrders - before.todayOrders).toBe(1);
    // 100.00 sold before tax, 50.00 given back before tax.
    expect(after.todayRevenue - before.todayRevenue).toBeCloseTo(50, 2);
  });

  it('counts an order refunded in full today as sold, and its refund as taken back', async () => {
    const before = await dashboard();
    const order = await insertTaxedOrder(t.app.db, {
      tenantId: 'demo',
      at: new Date(),
      netCents: 4_000,
      lines: taxed(4_000, 260),
      status: 'Refunded',
    });
    await insertRefund(t.app.db, {
      tenantId: 'demo',
      orderId: order.id,
      at: new Date(),
      amountCents: order.totalCents,
      taxCents: order.taxCents,
    });
    const after = await dashboard();
    expect(after.todayOrders - before.todayOrders).toBe(1);
    expect(after.todayRevenue - before.todayRevenue).toBeCloseTo(0, 2);
  });
});

describe('revenue in analytics', () => {
  // 20 May 2026 in Alaska (AKDT, UTC−8): the days start at 08:00Z.
  const now = new Date('2026-05-20T20:00:00Z');

  it('counts a refund on the day it is made, so a day rolled up before it stays right', async () => {
    const order = await insertTaxedOrder(t.app.db, {
      tenantId: 'demo',
      at: new Date('2026-05-18T18:00:00Z'),
      netCents: 10_000,
      lines: taxed(10_000, 800),
    });
    await rollUpDay(t.app.db, 'demo', '2026-05-18', now);
    await insertRefund(t.app.db, {
      tenantId: 'demo',
      orderId: order.id,
      at: new Date('2026-05-19T18:00:00Z'),
      amountCents: 5_400,
      taxCents: 400,
    });
    await t.app.db.update(orders).set({ status: 'Partially Refunded' }).where(eq(orders.id, order.id));
    await rollUpDay(t.app.db, 'demo', '2026-05-19', now);
    // Today, not rolled up yet: counted live.
    await insertRefund(t.app.db, {
      tenantId: 'demo',
      orderId: order.id,
      at: new Date('2026-05-20T18:00:00Z'),
      amountCents: 1_080,
      taxCents: 80,
    });
    const north = await insertTaxedOrder(t.app.db, {
      tenantId: 'north',
      at: new Date('2026-05-19T18:00:00Z'),
      netCents: 7_000,
    });
    await insertRefund(t.app.db, {
      tenantId: 'north',
      orderId: north.id,
      at: new Date('2026-05-19T19:00:00Z'),
      amountCents: 7_000,
      taxCents: 0,
    });

    const summary = await analyticsSummary(t.app.db, 'demo', 7, now);
    const revenueOf = (date: string) => summary.days.find((day) => day.date === date)?.revenue;
    expect(revenueOf('2026-05-18')).toBe(100);
    expect(revenueOf('2026-05-19')).toBe(-50);
    expect(revenueOf('2026-05-20')).toBe(-10);
    expect(summary.totals.revenue).toBe(40);
    expect(summary.totals.orders).toBe(1);

    // Rolling the day of the sale up again, after its refunds, gives the same day.
    await rollUpDay(t.app.db, 'demo', '2026-05-18', now);
    expect(
      (await analyticsSummary(t.app.db, 'demo', 7, now)).days.find((d) => d.date === '2026-05-18'),
    ).toMatchObject({ orders: 1, revenue: 100 });
  });
});
