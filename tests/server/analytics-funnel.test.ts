/**
 * The analytics funnel (visits → viewed a product → added to basket → started checkout → paid)
 * from what the storefront records, and each total against the period before.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CONSENT_HEADER } from '@/lib/constants/consent';
import { analyticsRollups, orders, products } from '@/server/src/db/schema';
import { addDays, localDate } from '@/server/src/services/analytics/rollup';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let productId: string;
const demo = { 'x-tenant-id': 'demo' };

beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
  [{ id: productId }] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.tenantId, 'demo'))
    .limit(1);
});
afterAll(() => t.close());

// A visitor who accepted analytics, as the web passes the consent cookie on (analytics-consent.test.ts
// has the visitors who did not).
const send = (path: string, payload: object, headers: Record<string, string> = demo) =>
  t.app.inject({
    method: 'POST',
    url: `/api/analytics/${path}`,
    headers: { ...headers, [CONSENT_HEADER]: 'accepted' },
    payload,
  });
const summary = async (headers: Record<string, string> = { ...demo, ...owner }) => {
  const response = await t.app.inject({ url: '/api/analytics/summary?days=7', headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the funnel', () => {
  it('counts the sessions that reached each step, and paid orders', async () => {
    const [s1, s2, s3, s4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const views: [string, string][] = [
      [s1, '/'],
      [s1, `/product/${productId}`],
      [s1, `/product/${productId}`],
      [s1, '/checkout'],
      [s2, '/'],
      [s2, `/customer/product/${productId}`],
      [s3, '/'],
      [s4, '/shop'],
    ];
    for (const [sessionId, pageId] of views)
      expect((await send('page-view', { sessionId, pageId })).statusCode).toBe(202);
    expect((await send('product-click', { sessionId: s4, productId, pageId: '/shop' })).statusCode).toBe(202);
    for (const sessionId of [s1, s1, s2])
      expect(
        (await send('cart-add', { sessionId, productId, pageId: `/product/${productId}` })).statusCode,
      ).toBe(202);
    await t.database.db.insert(orders).values({
      tenantId: 'demo',
      orderId: 'FUN-1',
      status: 'Paid',
      customerEmail: 'funnel@example.test',
      subtotalCents: 2_000,
      totalCents: 2_000,
    });
    const { funnel } = await summary();
    expect(funnel).toEqual([
      { step: 'visits', count: 4 },
      { step: 'productViews', count: 3 },
      { step: 'addedToBasket', count: 2 },
      { step: 'checkoutStarted', count: 1 },
      { step: 'paid', count: 1 },
    ]);
    // Another store's funnel is its own.
    const north = await summary({ 'x-tenant-id': 'north', ...northOwner });
    expect(north.funnel[0]).toEqual({ step: 'visits', count: 0 });
  });

  it("refuses an add to basket of another store's product or without a session", async () => {
    const northAdd = await send(
      'cart-add',
      { sessionId: randomUUID(), productId, pageId: '/shop' },
      { 'x-tenant-id': 'north' },
    );
    expect(northAdd.statusCode).toBe(404);
    const bad = await send('cart-add', { sessionId: 'nope', productId, pageId: '/shop' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/sessionId/);
  });
});

describe('the period before', () => {
  it('answers the same totals for the as many days before the range', async () => {
    const today = localDate(new Date());
    const before = await summary();
    const row = (day: string, pageViews: number, orders: number, revenueCents: number) => ({
      tenantId: 'demo',
      day,
      pageViews,
      sessions: pageViews,
      orders,
      revenueCents,
    });
    await t.database.db.insert(analyticsRollups).values([
      row(addDays(today, -7), 10, 2, 5_000),
      row(addDays(today, -13), 5, 1, 1_000),
      // Fourteen days ago is outside both weeks.
      row(addDays(today, -14), 99, 9, 99_000),
      row(addDays(today, -1), 6, 1, 3_000),
    ]);
    const after = await summary();
    expect(after.previousTotals).toMatchObject({ pageViews: 15, orders: 3, revenue: 60 });
    expect(after.totals.pageViews).toBe(before.totals.pageViews + 6);
    expect(after.totals.revenue).toBeCloseTo(before.totals.revenue + 30);
  });
});
