/**
 * Who the client is, and how often it may act: X-Forwarded-For counts only from the configured
 * proxy hops, and the limited routes answer 429 with Retry-After and the usual error shape.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { loadConfig } from '@/server/src/config';
import { products } from '@/server/src/db/schema';
import { resolveLimits } from '@/server/src/plugins/rate-limits';
import { bearerFor, buildPeerApp, buildTestApp, type TestApp } from './support/build-app';
import { demo, listProducts, startPayment, type ApiProduct } from './support/shop';

let t: TestApp;
let catalog: ApiProduct[];
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'payment-intent:ip=3/600,backorder:account=2/600' });
  catalog = await listProducts(t.app);
});
afterAll(() => t.close());

/** A call from a machine on the internet (not a trusted proxy), naming whatever address it likes. */
const fromOutside = (url: string, payload: object, forwardedFor: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...demo, 'x-forwarded-for': forwardedFor },
    payload,
    remoteAddress,
  });

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toMatchObject({
    code: 'RATE_LIMITED',
    error: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds/),
  });
}

describe('forwarded addresses', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: 30 wrong passwords, then 429 however the header rotates', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const response = await fromOutside(
        '/api/auth/login',
        { email: `rotate-${i}@example.test`, password: 'wrong-password-1!' },
        `198.51.100.${i}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another machine is a different address and is still served.
    const other = await fromOutside(
      '/api/auth/login',
      { email: 'rotate-x@example.test', password: 'wrong-password-1!' },
      '198.51.100.1',
      '203.0.113.8',
    );
    expect(other.statusCode).toBe(401);
  });

  it('believes the header from the configured proxy hop (its last entry), and no one else', async () => {
    const peer = await buildPeerApp(t, { TRUSTED_PROXIES: '10.9.0.0/16', RATE_LIMITS: 'login:ip=2/60' });
    try {
      const attempt = (forwardedFor: string, remoteAddress: string) =>
        peer.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { ...demo, 'x-forwarded-for': forwardedFor },
          payload: { email: 'hop@example.test', password: 'wrong-password-1!' },
          remoteAddress,
        });
      // Through the proxy, each client has its own allowance; what a browser put before the
      // proxy's own entry is not believed.
      const viaProxy = [];
      for (const forwarded of [
        '192.0.2.1, 198.51.100.20',
        '192.0.2.2, 198.51.100.20',
        '198.51.100.20',
        '198.51.100.21',
      ])
        viaProxy.push((await attempt(forwarded, '10.9.0.5')).statusCode);
      expect(viaProxy).toEqual([401, 401, 429, 401]);
      // Loopback is no longer listed: its rotating header is ignored and it counts as one address.
      const direct = [];
      for (const forwarded of ['198.51.100.30', '198.51.100.31', '198.51.100.32'])
        direct.push((await attempt(forwarded, '127.0.0.1')).statusCode);
      expect(direct).toEqual([401, 401, 429]);
    } finally {
      await peer.close();
    }
  });

  it('refuses a TRUSTED_PROXIES or RATE_LIMITS value it cannot read, naming the variable', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: 'everyone' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ RATE_LIMITS: 'login:ip=lots' })).toThrow(/RATE_LIMITS/);
    expect(() => resolveLimits('login:everything=1/1')).toThrow(/RATE_LIMITS/);
    expect(resolveLimits('login:ip=5/30')['login:ip']).toEqual({ points: 5, duration: 30 });
  });
});

describe('payment intents and backorders', () => {
  it('opens at most RATE_LIMITS payment intents per address, then answers 429 before holding stock', async () => {
    const ring = catalog.find((product) => (product.totalInventory ?? 1) > 5)!;
    const forwarded = { 'x-forwarded-for': '198.51.100.50' };
    for (let i = 0; i < 3; i += 1)
      expect((await startPayment(t.app, [{ product: ring, quantity: 1 }], {}, forwarded)).statusCode).toBe(
        200,
      );
    const [before] = await t.database.db
      .select({ stock: products.totalInventory })
      .from(products)
      .where(eq(products.id, ring.id));
    expectLimited(await startPayment(t.app, [{ product: ring, quantity: 1 }], {}, forwarded));
    const [after] = await t.database.db
      .select({ stock: products.totalInventory })
      .from(products)
      .where(eq(products.id, ring.id));
    expect(after.stock).toBe(before.stock);
    // Another shopper is not held back by this one.
    expect(
      (
        await startPayment(
          t.app,
          [{ product: ring, quantity: 1 }],
          {},
          { 'x-forwarded-for': '198.51.100.51' },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('takes at most RATE_LIMITS backorders per account, then 429', async () => {
    const soldOut = catalog.find((product) => product.totalInventory === 0)!;
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const backorder = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/backorders',
        headers: { ...demo, ...shopper },
        payload: { productId: soldOut.id, quantity: 1 },
      });
    expect((await backorder()).statusCode).toBe(201);
    expect((await backorder()).statusCode).toBe(201);
    expectLimited(await backorder());
  });
});

describe('shared through Redis', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = () => `sitka-test-jobs-${randomBytes(4).toString('hex')}`;

  it('counts sign-in attempts of one address across two api instances', async () => {
    const redis = { REDIS_URL, REDIS_PREFIX: prefix(), RATE_LIMITS: 'login:ip=4/60' };
    const a = await buildPeerApp(t, redis);
    const b = await buildPeerApp(t, redis);
    try {
      // A fresh address (and account) per run: the Redis counters outlive this test.
      const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const attempt = (app: typeof a.app) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { ...demo, 'x-forwarded-for': address },
          payload: { email: `nobody-${address}@example.test`, password: 'wrong-password-1!' },
        });
      const statuses = [
        await attempt(a.app),
        await attempt(b.app),
        await attempt(a.app),
        await attempt(b.app),
        await attempt(a.app),
      ].map((r) => r.statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('keeps the counts of two deployments on one Redis apart, each under its own prefix', async () => {
    const limits = { REDIS_URL, RATE_LIMITS: 'login:ip=2/60' };
    const [prefixA, prefixB] = [prefix(), prefix()];
    const a = await buildPeerApp(t, { ...limits, REDIS_PREFIX: prefixA });
    const b = await buildPeerApp(t, { ...limits, REDIS_PREFIX: prefixB });
    const redis = new Redis(REDIS_URL);
    try {
      const address = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const attempt = (app: typeof a.app) =>
        app
          .inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: { ...demo, 'x-forwarded-for': address },
            payload: { email: `nobody-${address}@example.test`, password: 'wrong-password-1!' },
          })
          .then((response) => response.statusCode);
      expect([await attempt(a.app), await attempt(a.app), await attempt(a.app)]).toEqual([401, 401, 429]);
      // The same address on deployment B has its own, untouched count.
      expect([await attempt(b.app), await attempt(b.app), await attempt(b.app)]).toEqual([401, 401, 429]);
      expect(await redis.keys(`${prefixA}:rl:login:ip*`)).toHaveLength(1);
      expect(await redis.keys(`${prefixB}:rl:login:ip*`)).toHaveLength(1);
    } finally {
      redis.disconnect();
      await b.close();
      await a.close();
    }
  });
});
