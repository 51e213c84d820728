import { eq } from 'drizzle-orm';
import { apiKeyDailyUsage, apiKeys, orderItems, orders } from '@/server/src/db/schema';
import { generateApiKey, hashApiKey } from '@/server/src/services/auth/api-keys';
import { bearerFor, buildPeerApp, buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function createKey(tenantId: string, isActive = true) {
  const key = generateApiKey();
  const [row] = await t.database.db
    .insert(apiKeys)
    .values({ tenantId, name: `${tenantId} key`, keyHash: key.hash, keyPrefix: key.prefix, isActive })
    .returning();
  return { key: key.key, id: row.id };
}

it('accepts a store’s own key and counts each use per day', async () => {
  const { key, id } = await createKey('demo');
  for (let i = 0; i < 3; i += 1) {
    const response = await t.app.inject({
      url: '/api/products/featured',
      headers: { 'x-tenant-id': 'demo', 'x-api-key': key },
    });
    expect(response.statusCode).toBe(200);
  }
  await t.app.apiKeyUsage.flush();
  const [usage] = await t.database.db
    .select()
    .from(apiKeyDailyUsage)
    .where(eq(apiKeyDailyUsage.apiKeyId, id));
  expect(usage).toMatchObject({ tenantId: 'demo', count: 3, day: new Date().toISOString().slice(0, 10) });
  const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
  expect(row.usageCount).toBe(3);
  expect(row.lastUsedAt).not.toBeNull();
});

it('refuses another store’s key and a revoked key, naming the header', async () => {
  const north = await createKey('north');
  const revoked = await createKey('demo', false);
  for (const key of [north.key, revoked.key]) {
    const response = await t.app.inject({
      url: '/api/products',
      headers: { 'x-tenant-id': 'demo', 'x-api-key': key },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_API_KEY', field: 'x-api-key' });
  }
});

describe('the platform key (PLATFORM_API_KEY)', () => {
  const platformKey = 'platform-key-for-every-store-0123456789';
  let platform: Awaited<ReturnType<typeof buildPeerApp>>;
  beforeAll(async () => {
    platform = await buildPeerApp(t, { PLATFORM_API_KEY: platformKey });
  });
  afterAll(() => platform.close());

  const get = (tenant: string, key: string) =>
    platform.app.inject({
      url: '/api/products/featured',
      headers: { 'x-tenant-id': tenant, 'x-api-key': key },
    });

  it('is accepted by every store, so one web can serve many', async () => {
    for (const tenant of ['demo', 'north']) expect((await get(tenant, platformKey)).statusCode).toBe(200);
  });

  it('leaves a store’s own keys valid for their store only', async () => {
    const north = await createKey('north');
    expect((await get('north', north.key)).statusCode).toBe(200);
    const elsewhere = await get('demo', north.key);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toMatchObject({ code: 'INVALID_API_KEY', field: 'x-api-key' });
  });

  it('refuses a near miss and is refused by an api that has none configured', async () => {
    expect((await get('demo', `${platformKey}x`)).statusCode).toBe(401);
    const without = await t.app.inject({
      url: '/api/products/featured',
      headers: { 'x-tenant-id': 'demo', 'x-api-key': platformKey },
    });
    expect(without.statusCode).toBe(401);
  });
});

describe('API Key Management (/api/api-keys)', () => {
  let owner: Record<string, string>;
  let northOwner: Record<string, string>;
  let shopper: Record<string, string>;
  const demo = { 'x-tenant-id': 'demo' };
  const north = { 'x-tenant-id': 'north' };
  beforeAll(async () => {
    [owner, northOwner, shopper] = await Promise.all([
      bearerFor(t.app, 'owner@demo.test'),
      bearerFor(t.app, 'owner@north.test', 'north'),
      bearerFor(t.app, 'shopper@demo.test'),
    ]);
  });

  const create = (name: unknown, headers = { ...demo, ...owner }) =>
    t.app.inject({ method: 'POST', url: '/api/api-keys', headers, payload: { name } });
  const list = async (query = '', headers = { ...demo, ...owner }) =>
    (await t.app.inject({ url: `/api/api-keys${query}`, headers })).json().apiKeys as {
      _id: string;
      name: string;
      isActive: boolean;
      usageCount: number;
      lastUsed: string | null;
    }[];
  const read = (key: string, url = '/api/products', headers: Record<string, string> = demo) =>
    t.app.inject({ url, headers: { ...headers, 'x-api-key': key } });

  it('requires a name, with the spec’s text', async () => {
    for (const name of ['', '   ', undefined]) {
      const response = await create(name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'API key name is required',
        code: 'VALIDATION_ERROR',
        field: 'name',
      });
    }
  });

  it('shows the secret once and stores only its hash', async () => {
    const response = await create('Bookkeeping');
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: 'Bookkeeping', isActive: true, usageCount: 0, lastUsed: null });
    // The store takes test payments (the built-in provider), so its keys read as test keys.
    expect(t.app.payments.name).toBe('test');
    expect(created.key).toMatch(/^sk_test_/);
    expect(created.mode).toBe('test');
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created._id));
    expect(row.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const listed = await t.app.inject({ url: '/api/api-keys', headers: { ...demo, ...owner } });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.key);
    expect(listed.json().apiKeys.find((key: { _id: string }) => key._id === created._id)).toMatchObject({
      name: 'Bookkeeping',
      isActive: true,
    });
    expect(listed.json().apiKeys.every((key: object) => !('key' in key))).toBe(true);
  });

  it('reads the store’s catalog, stock and orders with a key and counts each use per day', async () => {
    const { key, _id } = (await create('Fulfilment')).json();
    const catalog = await read(key);
    expect(catalog.statusCode).toBe(200);
    const productId = catalog.json().products[0].id;
    expect((await read(key, `/api/products/${productId}`)).json()).toMatchObject({ id: productId });
    await t.database.db.insert(orders).values([
      {
        tenantId: 'demo',
        orderId: 'KEY-DEMO-1',
        status: 'Paid',
        customerEmail: 'a@demo.test',
        subtotalCents: 4200,
        totalCents: 4200,
      },
      {
        tenantId: 'north',
        orderId: 'KEY-NORTH-1',
        status: 'Paid',
        customerEmail: 'a@north.test',
        subtotalCents: 999,
        totalCents: 999,
      },
    ]);
    const listed = await read(key, '/api/orders?limit=5');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ limit: 5, offset: 0 });
    const orderIds = listed.json().orders.map((order: { orderId: string }) => order.orderId);
    expect(orderIds).toContain('KEY-DEMO-1');
    expect(orderIds).not.toContain('KEY-NORTH-1');
    expect(
      listed.json().orders.find((order: { orderId: string }) => order.orderId === 'KEY-DEMO-1'),
    ).toMatchObject({ status: 'Paid', total: 42 });

    const usage = await t.app.inject({ url: `/api/api-keys/${_id}/usage`, headers: { ...demo, ...owner } });
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({
      _id,
      usageCount: 3,
      usageHistory: [{ date: new Date().toISOString().slice(0, 10), count: 3 }],
    });
    expect(Date.parse(usage.json().lastUsed)).toBeGreaterThan(Date.now() - 60_000);
    expect((await list()).find((entry) => entry._id === _id)).toMatchObject({ usageCount: 3 });
  });

  it('reads orders only with a store key of the store itself', async () => {
    const noKey = await t.app.inject({ url: '/api/orders', headers: { ...demo, ...owner } });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json()).toMatchObject({ code: 'API_KEY_REQUIRED', field: 'x-api-key' });
    const northKey = (await create('North tools', { ...north, ...northOwner })).json().key;
    expect((await read(northKey, '/api/orders', north)).statusCode).toBe(200);
    const elsewhere = await read(northKey, '/api/orders', demo);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toMatchObject({ code: 'INVALID_API_KEY' });
  });

  it('pages the store’s orders newest first, each with its own items', async () => {
    const { key } = (await create('Paging')).json();
    const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const placed = await t.database.db
      .insert(orders)
      .values(
        [1, 2, 3].map((n) => ({
          tenantId: 'demo',
          orderId: `PAGE-${n}`,
          status: 'Shipped' as const,
          customerEmail: `p${n}@demo.test`,
          subtotalCents: n * 1000,
          totalCents: n * 1000,
          createdAt: soon(60 + n),
        })),
      )
      .returning();
    await t.database.db.insert(orderItems).values(
      placed.map((order, i) => ({
        tenantId: 'demo',
        orderId: order.id,
        name: `Piece ${i + 1}`,
        priceCents: order.totalCents,
        quantity: 1,
      })),
    );
    const page = async (query: string) =>
      (await read(key, `/api/orders?${query}`)).json().orders as {
        orderId: string;
        products: { name: string }[];
      }[];
    expect((await page('limit=2')).map((order) => order.orderId)).toEqual(['PAGE-3', 'PAGE-2']);
    const [second] = await page('limit=1&offset=1');
    expect(second).toMatchObject({ orderId: 'PAGE-2', products: [{ name: 'Piece 2' }] });
  });

  it('rotates a key: same key record, new secret shown once, the old one refused at once', async () => {
    const first = (await create('Rotating')).json();
    expect((await read(first.key)).statusCode).toBe(200);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/api-keys/${first._id}/rotate`,
      headers: { ...demo, ...owner },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toMatchObject({ _id: first._id, name: 'Rotating', isActive: true });
    expect(rotated.json().key).not.toBe(first.key);
    expect((await read(first.key)).statusCode).toBe(401);
    expect((await read(rotated.json().key)).statusCode).toBe(200);
  });

  const rotate = (id: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api-keys/${id}/rotate`,
      headers: { ...demo, ...owner },
      ...(payload ? { payload } : {}),
    });

  it('keeps the old secret working for the grace chosen, and refuses it after', async () => {
    const first = (await create('Graceful')).json();
    const rotated = await rotate(first._id, { grace: '1h' });
    expect(rotated.statusCode).toBe(200);
    const expires = new Date(rotated.json().previousKeyExpiresAt).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    // Within the grace both secrets work.
    expect((await read(first.key)).statusCode).toBe(200);
    expect((await read(rotated.json().key)).statusCode).toBe(200);
    // The hour passes.
    await t.database.db
      .update(apiKeys)
      .set({ previousExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(apiKeys.id, first._id));
    expect((await read(first.key)).statusCode).toBe(401);
    expect((await read(rotated.json().key)).statusCode).toBe(200);
    expect((await list()).find((key) => key._id === first._id)).toMatchObject({ previousKeyExpiresAt: null });
  });

  it('gives 24 hours when asked; none refuses the old secret at once; a revoke ends the grace too', async () => {
    const first = (await create('Daily')).json();
    const rotated = (await rotate(first._id, { grace: '24h' })).json();
    expect(new Date(rotated.previousKeyExpiresAt).getTime()).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);
    expect((await read(first.key)).statusCode).toBe(200);
    // Rotating again with none ends both older secrets.
    const again = (await rotate(first._id, { grace: 'none' })).json();
    expect(again.previousKeyExpiresAt).toBeNull();
    expect((await read(first.key)).statusCode).toBe(401);
    expect((await read(rotated.key)).statusCode).toBe(401);
    const third = (await rotate(first._id, { grace: '1h' })).json();
    expect((await read(again.key)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${first._id}`,
      headers: { ...demo, ...owner },
    });
    expect((await read(again.key)).statusCode).toBe(401);
    expect((await read(third.key)).statusCode).toBe(401);
  });

  it('refuses a grace it does not offer, naming it', async () => {
    const first = (await create('Strict')).json();
    const response = await rotate(first._id, { grace: '7d' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/grace must be none, 1h or 24h/);
    expect((await read(first.key)).statusCode).toBe(200);
  });

  it('revokes a key: refused at once, by every instance, and listed only with includeInactive', async () => {
    const peer = await buildPeerApp(t);
    try {
      const { key, _id } = (await create('Short lived')).json();
      // The peer has just accepted it, so a cache there would still hold it.
      expect(
        (await peer.app.inject({ url: '/api/products', headers: { ...demo, 'x-api-key': key } })).statusCode,
      ).toBe(200);
      const revoked = await t.app.inject({
        method: 'DELETE',
        url: `/api/api-keys/${_id}`,
        headers: { ...demo, ...owner },
      });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().apiKey).toMatchObject({ _id, isActive: false });
      expect((await read(key)).statusCode).toBe(401);
      expect(
        (await peer.app.inject({ url: '/api/products', headers: { ...demo, 'x-api-key': key } })).statusCode,
      ).toBe(401);
      expect((await list()).some((entry) => entry._id === _id)).toBe(false);
      expect((await list('?includeInactive=true')).find((entry) => entry._id === _id)).toMatchObject({
        isActive: false,
      });
      // A revoked key cannot be brought back by rotating it.
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/api-keys/${_id}/rotate`,
            headers: { ...demo, ...owner },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await peer.close();
    }
  });

  it('is the store owner’s alone: 401 without a token, 403 for a customer, 404 for another store’s key', async () => {
    const { _id } = (await create('Private')).json();
    expect((await t.app.inject({ url: '/api/api-keys', headers: demo })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/api-keys', headers: { ...demo, ...shopper } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ url: '/api/api-keys', headers: { ...demo, ...northOwner } })).statusCode,
    ).toBe(403);
    for (const [method, url] of [
      ['DELETE', `/api/api-keys/${_id}`],
      ['POST', `/api/api-keys/${_id}/rotate`],
      ['GET', `/api/api-keys/${_id}/usage`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { ...north, ...northOwner } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'API_KEY_NOT_FOUND' });
    }
    expect((await list('', { ...north, ...northOwner })).some((entry) => entry._id === _id)).toBe(false);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, _id));
    expect(row.isActive).toBe(true);
  });
});
