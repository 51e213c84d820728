import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  analyticsEvents,
  analyticsProductRollups,
  analyticsRollups,
  orders,
  products,
} from '@/server/src/db/schema';
import { analyticsSchedule, runScheduledAnalytics } from '@/server/src/jobs/analytics';
import { addDays, localDate, rollUpDay } from '@/server/src/services/analytics/rollup';
import { bearerFor, buildPeerApp, buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
let demoProducts: { id: string; name: string }[];
beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  demoProducts = await t.database.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.tenantId, 'demo'))
    .limit(2);
});
afterAll(() => t.close());

const demo = () => ({ 'x-tenant-id': 'demo', ...owner });
let orderNumber = 0;
const order = (
  tenantId: string,
  status: (typeof orders.$inferInsert)['status'],
  totalCents: number,
  at: string,
) => ({
  tenantId,
  orderId: `AN-${(orderNumber += 1)}`,
  status,
  customerEmail: 'buyer@example.test',
  subtotalCents: totalCents,
  totalCents,
  createdAt: new Date(at),
});
const view = (tenantId: string, sessionId: string, at: string) => ({
  tenantId,
  kind: 'page_view' as const,
  pageId: 'home',
  sessionId,
  createdAt: new Date(at),
});
const click = (tenantId: string, sessionId: string, product: { id: string; name: string }, at: string) => ({
  tenantId,
  kind: 'product_click' as const,
  pageId: 'shop',
  sessionId,
  productId: product.id,
  productName: product.name,
  createdAt: new Date(at),
});

const rollupOf = async (tenantId: string, day: string) =>
  t.database.db
    .select()
    .from(analyticsRollups)
    .where(and(eq(analyticsRollups.tenantId, tenantId), eq(analyticsRollups.day, day)));
const clicksOf = async (tenantId: string, day: string) =>
  (
    await t.database.db
      .select()
      .from(analyticsProductRollups)
      .where(and(eq(analyticsProductRollups.tenantId, tenantId), eq(analyticsProductRollups.day, day)))
  )
    .map((row) => ({ productId: row.productId, clicks: row.clicks }))
    .sort((a, b) => b.clicks - a.clicks);

describe('the daily roll-up', () => {
  // 8 March 2026 in Alaska: the day clocks spring forward, 09:00Z (AKST midnight) to 08:00Z next day (AKDT midnight).
  const day = '2026-03-08';
  const [s1, s2, s3] = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    const [p1, p2] = demoProducts;
    await t.database.db.insert(analyticsEvents).values([
      view('demo', s1, '2026-03-08T09:00:00Z'),
      view('demo', s1, '2026-03-08T20:00:00Z'),
      view('demo', s2, '2026-03-09T07:59:59Z'),
      click('demo', s1, p1, '2026-03-08T10:00:00Z'),
      click('demo', s3, p1, '2026-03-08T11:00:00Z'),
      click('demo', s3, p2, '2026-03-08T12:00:00Z'),
      // Outside the Alaska day, on either side, and another store's.
      view('demo', s1, '2026-03-08T08:59:59Z'),
      view('demo', s1, '2026-03-09T08:00:00Z'),
      view('north', s1, '2026-03-08T15:00:00Z'),
    ]);
    await t.database.db
      .insert(orders)
      .values([
        order('demo', 'Paid', 4200, '2026-03-08T18:00:00Z'),
        order('demo', 'Delivered', 1050, '2026-03-09T07:00:00Z'),
        order('demo', 'Cancelled', 9900, '2026-03-08T18:00:00Z'),
        order('demo', 'Pending Payment', 9900, '2026-03-08T18:00:00Z'),
        order('demo', 'Paid', 9900, '2026-03-09T08:30:00Z'),
        order('north', 'Paid', 9900, '2026-03-08T18:00:00Z'),
      ]);
  });

  it('counts an Alaska day exactly: views, sessions, clicks per product, paid orders and revenue', async () => {
    expect(await rollUpDay(t.app.db, 'demo', day)).toBe(3);
    const [row] = await rollupOf('demo', day);
    expect(row).toMatchObject({ pageViews: 3, sessions: 3, productClicks: 3, orders: 2, revenueCents: 5250 });
    expect(await clicksOf('demo', day)).toEqual([
      { productId: demoProducts[0].id, clicks: 2 },
      { productId: demoProducts[1].id, clicks: 1 },
    ]);
    expect(await rollupOf('north', day)).toEqual([]);
  });

  it('replaces a day when run again, never doubling it', async () => {
    await rollUpDay(t.app.db, 'demo', day);
    await rollUpDay(t.app.db, 'demo', day);
    expect(await rollupOf('demo', day)).toHaveLength(1);
    expect((await rollupOf('demo', day))[0]).toMatchObject({ pageViews: 3, productClicks: 3, orders: 2 });
    expect(await clicksOf('demo', day)).toHaveLength(2);
    // A late event for the day is taken in by the next run.
    await t.database.db.insert(analyticsEvents).values(view('demo', randomUUID(), '2026-03-08T23:00:00Z'));
    await rollUpDay(t.app.db, 'demo', day);
    expect((await rollupOf('demo', day))[0]).toMatchObject({ pageViews: 4, sessions: 4 });
  });
});

describe('POST /api/analytics/sync and GET /api/analytics/summary', () => {
  const today = localDate(new Date());
  const yesterday = addDays(today, -1);
  const session = randomUUID();

  beforeAll(async () => {
    // Noon yesterday and an hour ago, in Alaska terms (both inside their Alaska day).
    const yesterdayNoon = new Date(`${yesterday}T21:00:00Z`).toISOString();
    await t.database.db
      .insert(analyticsEvents)
      .values([
        view('demo', session, yesterdayNoon),
        view('demo', randomUUID(), yesterdayNoon),
        click('demo', session, demoProducts[0], yesterdayNoon),
        view('north', session, yesterdayNoon),
      ]);
    await t.database.db.insert(orders).values(order('demo', 'Paid', 2500, yesterdayNoon));
  });

  it("rolls up yesterday and today for the caller's store only", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/sync',
      headers: demo(),
      payload: { includeToday: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tenantsProcessed: 1, entriesCreated: 3, errors: [] });
    expect((await rollupOf('demo', yesterday))[0]).toMatchObject({
      pageViews: 2,
      sessions: 2,
      productClicks: 1,
      orders: 1,
      revenueCents: 2500,
    });
    expect(await rollupOf('demo', today)).toHaveLength(1);
    expect(await rollupOf('north', yesterday)).toEqual([]);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/sync',
      headers: demo(),
      payload: {},
    });
    expect(plain.json()).toEqual({ tenantsProcessed: 1, entriesCreated: 2, errors: [] });
  });

  it('answers the charts from the roll-up: a day each, conversion and top products', async () => {
    // An event after the roll-up is not seen for yesterday until the next one.
    await t.database.db
      .insert(analyticsEvents)
      .values(view('demo', randomUUID(), new Date(`${yesterday}T22:00:00Z`).toISOString()));
    const response = await t.app.inject({ url: '/api/analytics/summary?days=7', headers: demo() });
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.timeZone).toBe('America/Anchorage');
    expect(summary.days.map((entry: { date: string }) => entry.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)),
    );
    expect(summary.days.at(-2)).toEqual({
      date: yesterday,
      pageViews: 2,
      sessions: 2,
      productClicks: 1,
      orders: 1,
      revenue: 25,
      conversion: 0.5,
    });
    expect(summary.topProducts[0]).toEqual({
      productId: demoProducts[0].id,
      name: demoProducts[0].name,
      clicks: 1,
    });
    expect(summary.rolledUpAt).not.toBeNull();
    expect(
      (await t.app.inject({ url: '/api/analytics/summary?days=30', headers: demo() })).json().days,
    ).toHaveLength(30);
  });

  it('refuses other ranges, and anyone but the store owner', async () => {
    const bad = await t.app.inject({ url: '/api/analytics/summary?days=5', headers: demo() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'days' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/analytics/sync',
          payload: { includeToday: 'yes' },
          headers: demo(),
        })
      ).statusCode,
    ).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/sync',
      headers: { 'x-tenant-id': 'demo' },
      payload: {},
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/analytics/sync',
          headers: { 'x-tenant-id': 'demo', ...shopper },
          payload: {},
        })
      ).json(),
    ).toMatchObject({ code: 'ADMIN_ONLY' });
    expect(
      (
        await t.app.inject({
          url: '/api/analytics/summary',
          headers: { 'x-tenant-id': 'demo', ...northOwner },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the nightly schedule', () => {
  const next = (from: string, count = 3) =>
    analyticsSchedule()
      .nextRuns(count, new Date(from))
      .map((date) => date.toISOString());

  it('fires at 3:00 AM Alaska time across the March change (AKST to AKDT)', () => {
    expect(next('2026-03-06T13:00:00Z')).toEqual([
      '2026-03-07T12:00:00.000Z',
      '2026-03-08T11:00:00.000Z',
      '2026-03-09T11:00:00.000Z',
    ]);
  });

  it('fires at 3:00 AM Alaska time across the November change (AKDT to AKST)', () => {
    expect(next('2026-10-30T12:00:00Z')).toEqual([
      '2026-10-31T11:00:00.000Z',
      '2026-11-01T12:00:00.000Z',
      '2026-11-02T12:00:00.000Z',
    ]);
  });

  it('runs once when two instances fire together, and not again for the same firing', async () => {
    const peer = await buildPeerApp(t);
    try {
      // The firing of 10 March 2026, 3:00 AM AKDT: it rolls up 9 March, which nothing else here touches.
      const firedAt = new Date('2026-03-10T11:00:00Z');
      const outcomes = await Promise.all([
        runScheduledAnalytics(t.app, firedAt),
        runScheduledAnalytics(peer.app, firedAt),
      ]);
      const ran = outcomes.filter((outcome) => outcome.ran);
      expect(ran).toHaveLength(1);
      expect(ran[0]).toMatchObject({ ran: true, result: { tenantsProcessed: 2, errors: [] } });
      expect(outcomes.find((outcome) => !outcome.ran)).toMatchObject({
        ran: false,
        reason: expect.stringMatching(/^(locked|done)$/),
      });
      expect(await runScheduledAnalytics(peer.app, firedAt)).toEqual({ ran: false, reason: 'done' });
      const yesterday = addDays(localDate(firedAt), -1);
      const rows = await t.database.db
        .select()
        .from(analyticsRollups)
        .where(eq(analyticsRollups.day, yesterday));
      expect(rows.map((row) => row.tenantId).sort()).toEqual(['demo', 'north']);
      expect(rows.every((row) => row.computedAt.getTime() === firedAt.getTime())).toBe(true);
    } finally {
      await peer.close();
    }
  });
});
