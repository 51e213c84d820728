import { eq } from 'drizzle-orm';
import { apiKeyDailyUsage, apiKeys } from '@/server/src/db/schema';
import { generateApiKey } from '@/server/src/services/api-keys';
import { buildPeerApp, buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function createKey(tenantId: string, isActive = true) {
  const key = generateApiKey();
  const [row] = await t.database.db.insert(apiKeys).values({ tenantId, name: `${tenantId} key`, keyHash: key.hash, keyPrefix: key.prefix, isActive }).returning();
  return { key: key.key, id: row.id };
}

it('accepts a store’s own key and counts each use per day', async () => {
  const { key, id } = await createKey('demo');
  for (let i = 0; i < 3; i += 1) {
    const response = await t.app.inject({ url: '/api/products/featured', headers: { 'x-tenant-id': 'demo', 'x-api-key': key } });
    expect(response.statusCode).toBe(200);
  }
  await t.app.apiKeyUsage.flush();
  const [usage] = await t.database.db.select().from(apiKeyDailyUsage).where(eq(apiKeyDailyUsage.apiKeyId, id));
  expect(usage).toMatchObject({ tenantId: 'demo', count: 3, day: new Date().toISOString().slice(0, 10) });
  const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
  expect(row.usageCount).toBe(3);
  expect(row.lastUsedAt).not.toBeNull();
});

it('refuses another store’s key and a revoked key, naming the header', async () => {
  const north = await createKey('north');
  const revoked = await createKey('demo', false);
  for (const key of [north.key, revoked.key]) {
    const response = await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'demo', 'x-api-key': key } });
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

  const get = (tenant: string, key: string) => platform.app.inject({ url: '/api/products/featured', headers: { 'x-tenant-id': tenant, 'x-api-key': key } });

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
    const without = await t.app.inject({ url: '/api/products/featured', headers: { 'x-tenant-id': 'demo', 'x-api-key': platformKey } });
    expect(without.statusCode).toBe(401);
  });
});
