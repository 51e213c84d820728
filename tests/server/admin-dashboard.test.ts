/** The owner's dashboard: orders to ship, today's paid orders and revenue (Alaska's day), low stock. */
import { eq } from 'drizzle-orm';
import { LOW_STOCK_SHOWN } from '@/lib/constants/admin';
import { orders, products } from '@/server/src/db/schema';
import { storeDay } from '@/server/src/services/analytics/dashboard';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';

const north = { 'x-tenant-id': 'north' };
let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
});
afterAll(() => t.close());

const summary = async (headers: Record<string, string> = { ...demo, ...owner }) => {
  const response = await t.app.inject({ url: '/api/admin/dashboard', headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};
let n = 0;
const order = (
  tenantId: string,
  status: 'Paid' | 'Shipped' | 'Pending Payment' | 'Refunded',
  totalCents: number,
  createdAt: Date,
) => ({
  tenantId,
  orderId: `DASH-${(n += 1)}`,
  status,
  customerEmail: 'someone@example.test',
  subtotalCents: totalCents,
  totalCents,
  createdAt,
});

describe('the store’s day', () => {
  it('is Alaska’s: winter (UTC−9) and summer (UTC−8) midnights', () => {
    expect(storeDay(new Date('2026-11-23T08:59:59Z')).day).toBe('2026-11-22');
    expect(storeDay(new Date('2026-11-23T09:00:00Z'))).toEqual({
      day: '2026-11-23',
      start: new Date('2026-11-23T09:00:00Z'),
      end: new Date('2026-11-24T09:00:00Z'),
    });
    expect(storeDay(new Date('2026-07-01T07:59:00Z')).day).toBe('2026-06-30');
    expect(storeDay(new Date('2026-07-01T08:00:00Z')).start).toEqual(new Date('2026-07-01T08:00:00Z'));
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts Paid orders to ship and today’s paid revenue, not yesterday’s or unpaid ones', async () => {
    const before = await summary();
    expect(before).toMatchObject({
      timeZone: 'America/Anchorage',
      day: storeDay(new Date()).day,
      lowStockThreshold: 5,
    });
    const { start } = storeDay(new Date());
    await t.app.db
      .insert(orders)
      .values([
        order('demo', 'Paid', 10_050, new Date(start.getTime() + 1_000)),
        order('demo', 'Shipped', 2_000, new Date()),
        order('demo', 'Pending Payment', 99_900, new Date()),
        order('demo', 'Refunded', 5_000, new Date()),
        order('demo', 'Paid', 7_000, new Date(start.getTime() - 1_000)),
        order('north', 'Paid', 123_400, new Date()),
      ]);
    const after = await summary();
    expect(after.ordersToShip - before.ordersToShip).toBe(2);
    expect(after.todayOrders - before.todayOrders).toBe(2);
    expect(after.todayRevenue - before.todayRevenue).toBeCloseTo(120.5, 2);
  });

  it('lists listed products with stock under 5, lowest first; never unlimited or archived ones', async () => {
    const { items } = (
      await t.app.inject({ url: '/api/admin/products?pageSize=100', headers: { ...demo, ...owner } })
    ).json();
    // A product sold in sizes takes its stock from them, not from this call.
    const listed = items.filter(
      (p: { archived: boolean; variants?: unknown[] }) => !p.archived && !p.variants?.length,
    );
    const archived = items.find((p: { archived: boolean }) => p.archived);
    const set = (id: string, totalInventory: number | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${id}/inventory`,
        headers: { ...demo, ...owner },
        payload: { totalInventory },
      });
    // Only the pieces set below are low, so all of them fit among those the dashboard names.
    await t.app.db.update(products).set({ totalInventory: 50 }).where(eq(products.tenantId, 'demo'));
    await set(listed[0].id, 4);
    await set(listed[1].id, 5);
    await set(listed[2].id, null);
    await set(listed[3].id, 0);
    if (archived) await set(archived.id, 1);
    const { lowStock, lowStockCount } = await summary();
    expect(lowStockCount).toBe(2);
    const ids = lowStock.map((p: { id: string }) => p.id);
    expect(lowStock.find((p: { id: string }) => p.id === listed[0].id)).toEqual({
      id: listed[0].id,
      name: listed[0].name,
      totalInventory: 4,
    });
    expect(ids).toContain(listed[3].id);
    expect(ids).not.toContain(listed[1].id);
    expect(ids).not.toContain(listed[2].id);
    if (archived) expect(ids).not.toContain(archived.id);
    const stocks = lowStock.map((p: { totalInventory: number }) => p.totalInventory);
    expect(stocks).toEqual([...stocks].sort((a: number, b: number) => a - b));
    expect(stocks.every((s: number) => s < 5)).toBe(true);
  });

  it('answers each store its own figures, and only to its owner', async () => {
    const theirs = await summary({ ...north, ...northOwner });
    const ours = await summary();
    expect(theirs.todayRevenue).toBeGreaterThanOrEqual(1_234);
    expect(ours.todayRevenue).toBeLessThan(1_234);
    expect(
      theirs.lowStock.some((p: { id: string }) => ours.lowStock.some((q: { id: string }) => q.id === p.id)),
    ).toBe(false);
    expect((await t.app.inject({ url: '/api/admin/dashboard', headers: demo })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/dashboard', headers: { ...demo, ...shopper } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/admin/dashboard', headers: { ...demo, ...northOwner } })).statusCode,
    ).toBe(403);
  });

  it('names only the first low-stock pieces, and counts them all', async () => {
    const before = (await summary()).lowStockCount;
    await t.app.db.insert(products).values(
      Array.from({ length: 30 }, (_, index) => ({
        tenantId: 'demo',
        name: `Last One ${index}`,
        priceCents: 1000,
        totalInventory: 1,
      })),
    );
    const after = await summary();
    expect(after.lowStockCount).toBe(before + 30);
    expect(after.lowStock).toHaveLength(LOW_STOCK_SHOWN);
  });
});
