import { createTenant } from '@/server/src/services/stores/tenants';
import { buildPeerApp, buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it("creates a store with its domain and first admin, who can sign in there only; the store record is the owner's to make", async () => {
  await createTenant(t.database.db, {
    slug: 'fjord',
    name: 'Fjord Ceramics',
    domain: 'Fjord.Example.com',
    adminEmail: 'Owner@Fjord.test',
    adminPassword: 'Kiln-fired-2026!',
  });
  const resolved = await t.app.inject({ url: '/api/tenants/resolve?host=fjord.example.com' });
  expect(resolved.json()).toEqual({ tenantId: 'fjord', opened: true });
  const store = await t.app.inject({
    url: '/api/stores/by-identifier/fjord',
    headers: { 'x-tenant-id': 'fjord' },
  });
  expect(store.statusCode).toBe(404);
  expect(store.json()).toMatchObject({ code: 'STORE_NOT_FOUND' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant-id': 'fjord' },
    payload: { email: 'owner@fjord.test', password: 'Kiln-fired-2026!' },
  });
  expect(login.json()).toMatchObject({ role: 'admin', tenantId: 'fjord' });
  const elsewhere = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant-id': 'demo' },
    payload: { email: 'owner@fjord.test', password: 'Kiln-fired-2026!' },
  });
  expect(elsewhere.statusCode).toBe(401);
});

it('refuses a bad slug, a weak password and a slug that exists', async () => {
  const base = { name: 'X', adminEmail: 'a@b.test', adminPassword: 'Kiln-fired-2026!' };
  await expect(createTenant(t.database.db, { ...base, slug: 'Bad Slug' })).rejects.toThrow('slug');
  await expect(
    createTenant(t.database.db, { ...base, slug: 'weak', adminPassword: 'short' }),
  ).rejects.toThrow('Password must be at least 8 characters long');
  await expect(createTenant(t.database.db, { ...base, slug: 'demo' })).rejects.toThrow();
  // The first segments of the site's own addresses (public/'s folders, the BFF) are no store's.
  for (const slug of ['gallery', 'events', 'templates', 'api', 'backups'])
    await expect(createTenant(t.database.db, { ...base, slug })).rejects.toThrow(
      "names one of the site's own addresses",
    );
});

describe('creating a store through the api (operator route)', () => {
  const token = 'operator-token-for-tests-0123456789abcdef';
  let operator: Awaited<ReturnType<typeof buildPeerApp>>;
  beforeAll(async () => {
    operator = await buildPeerApp(t, { OPERATOR_TOKEN: token });
  });
  afterAll(() => operator.close());

  const store = {
    slug: 'tundra',
    name: 'Tundra Glass',
    domain: 'Tundra.Example.com',
    adminEmail: 'owner@tundra.test',
    adminPassword: 'Kiln-fired-2026!',
  };
  const create = (payload: object, headers: Record<string, string> = { 'x-operator-token': token }) =>
    operator.app.inject({ method: 'POST', url: '/api/tenants', headers, payload });

  it('creates the store for the operator; its admin signs in there', async () => {
    const response = await create(store);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      tenantId: 'tundra',
      domain: 'tundra.example.com',
      adminEmail: 'owner@tundra.test',
    });
    expect(
      (await operator.app.inject({ url: '/api/tenants/resolve?host=tundra.example.com' })).json(),
    ).toEqual({ tenantId: 'tundra', opened: true });
    const login = await operator.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant-id': 'tundra' },
      payload: { email: 'owner@tundra.test', password: 'Kiln-fired-2026!' },
    });
    expect(login.json()).toMatchObject({ role: 'admin', tenantId: 'tundra' });
  });

  it('is served by every instance at once, even one that was asked for it before it existed', async () => {
    const slug = 'sound';
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-tenant-id': slug },
        payload: { email: 'owner@sound.test', password: 'Kiln-fired-2026!' },
      });
    const before = await ask();
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'TENANT_NOT_FOUND' });
    expect(
      (await create({ ...store, slug, domain: undefined, adminEmail: 'owner@sound.test' })).statusCode,
    ).toBe(201);
    const after = await ask();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ role: 'admin', tenantId: slug });
  });

  it('refuses anyone without the operator token, naming the header', async () => {
    for (const headers of [{}, { 'x-operator-token': `${token}x` }] as Record<string, string>[]) {
      const response = await create({ ...store, slug: 'intruder', domain: undefined }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_OPERATOR_TOKEN', field: 'x-operator-token' });
    }
    expect(
      (
        await operator.app.inject({
          url: '/api/stores/by-identifier/intruder',
          headers: { 'x-tenant-id': 'intruder' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('names the field of bad input and of a slug or domain already taken, writing nothing', async () => {
    const cases: [object, number, string][] = [
      [{ ...store, slug: 'Bad Slug' }, 400, 'slug'],
      [{ ...store, slug: 'weak', adminPassword: 'short' }, 400, 'adminPassword'],
      [{ ...store, slug: 'mail', adminEmail: 'not-an-address' }, 400, 'adminEmail'],
      [{ ...store, domain: 'other.example.com' }, 409, 'slug'],
      [{ ...store, slug: 'second' }, 409, 'domain'],
    ];
    for (const [payload, status, field] of cases) {
      const response = await create(payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ field, error: expect.any(String), code: expect.any(String) });
    }
    const second = await operator.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant-id': 'second' },
      payload: { email: store.adminEmail, password: store.adminPassword },
    });
    expect(second.statusCode).toBe(404);
  });

  it('is closed in production when no operator token is configured', async () => {
    const production = await buildPeerApp(t, {
      NODE_ENV: 'production',
      FIELD_ENCRYPTION_KEY: 'ab'.repeat(32),
      REVALIDATE_SECRET: 'r'.repeat(40),
      PAYMENTS_PROVIDER: 'test',
    });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/tenants',
        headers: { 'x-operator-token': token },
        payload: store,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'OPERATOR_DISABLED' });
    } finally {
      await production.close();
    }
  });
});

describe("a store's primary domain (absolute page URLs)", () => {
  it('names the store and its primary domain for the request, not another store’s', async () => {
    const demo = await t.app.inject({ url: '/api/tenants/current', headers: { 'x-tenant-id': 'demo' } });
    expect(demo.statusCode).toBe(200);
    // The demo lists localhost, 127.0.0.1 and demo.localhost: the named one is its primary.
    expect(demo.json()).toEqual({ tenantId: 'demo', primaryDomain: 'demo.localhost' });
    const north = await t.app.inject({ url: '/api/tenants/current', headers: { 'x-tenant-id': 'north' } });
    expect(north.json()).toEqual({ tenantId: 'north', primaryDomain: 'north.localhost' });
  });

  it('answers 400 without a store to name', async () => {
    const response = await t.app.inject({ url: '/api/tenants/current' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });
});
