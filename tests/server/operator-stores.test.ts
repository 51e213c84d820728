/**
 * The platform operator's view: every store with its owner and last 30 days, and suspending one,
 * which closes its checkout and back-office changes (reads and signing in still work) until it is
 * resumed; each is a line of the store's activity log. Only the operator token opens these routes.
 */
import { createTenant } from '@/server/src/services/stores/tenants';
import { bearerFor, buildPeerApp, buildTestApp, demo, type TestApp } from './support/build-app';
import { insertTaxedOrder } from './support/taxed-orders';

const token = 'operator-token-for-tests-0123456789abcdef';
const DAY = 86_400_000;
let t: TestApp;
let operator: Awaited<ReturnType<typeof buildPeerApp>>;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  operator = await buildPeerApp(t, { OPERATOR_TOKEN: token });
  await createTenant(t.database.db, {
    slug: 'figures',
    name: 'Figures & Co',
    adminEmail: 'owner@figures.test',
    adminPassword: 'Kiln-fired-2026!',
  });
  const db = t.database.db;
  const now = Date.now();
  await insertTaxedOrder(db, { tenantId: 'figures', at: new Date(now - 2 * DAY), netCents: 1500 });
  await insertTaxedOrder(db, { tenantId: 'figures', at: new Date(now - 20 * DAY), netCents: 2500 });
  await insertTaxedOrder(db, { tenantId: 'figures', at: new Date(now - 40 * DAY), netCents: 9900 });
  await insertTaxedOrder(db, {
    tenantId: 'figures',
    at: new Date(now - DAY),
    netCents: 7000,
    status: 'Pending Payment',
  });
  owner = await bearerFor(operator.app, 'owner@demo.test');
}, 120_000);
afterAll(async () => {
  await operator?.close();
  await t.close();
});

const asOperator = { 'x-operator-token': token };
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = asOperator) =>
  operator.app.inject({ method, url, headers });

type Listed = {
  id: string;
  name: string;
  ownerEmail: string | null;
  orders30Days: number;
  revenue30DaysCents: number;
  status: string;
  origin: string;
};

async function listed(id: string): Promise<Listed> {
  const response = await call('GET', '/api/tenants/stores');
  expect(response.statusCode).toBe(200);
  const body = response.json() as { stores: Listed[]; total: number; page: number };
  expect(body.total).toBeGreaterThanOrEqual(body.stores.length);
  return body.stores.find((store) => store.id === id)!;
}

it("lists every store with its owner, status, origin and last 30 days' sold orders", async () => {
  expect(await listed('figures')).toMatchObject({
    name: 'Figures & Co',
    ownerEmail: 'owner@figures.test',
    orders30Days: 2,
    revenue30DaysCents: 4000,
    status: 'active',
    origin: 'operator',
  });
  expect(await listed('demo')).toMatchObject({ ownerEmail: 'owner@demo.test', status: 'active' });
});

it('is closed without the operator token, with a wrong one, and to a store owner’s sign-in', async () => {
  expect((await call('GET', '/api/tenants/stores', {})).statusCode).toBe(401);
  expect((await call('GET', '/api/tenants/stores', { 'x-operator-token': 'x'.repeat(40) })).statusCode).toBe(
    401,
  );
  expect((await call('POST', '/api/tenants/stores/demo/suspend', { ...demo, ...owner })).statusCode).toBe(
    401,
  );
  expect((await listed('demo')).status).toBe('active');
});

it('suspends a store: checkout and back-office writes are refused, reads and signing in work; resuming opens it', async () => {
  const products = await operator.app.inject({
    url: '/api/admin/products?pageSize=1',
    headers: { ...demo, ...owner },
  });
  const [product] = (products.json() as { items: { id: string }[] }).items;
  const suspended = await call('POST', '/api/tenants/stores/demo/suspend');
  expect(suspended.statusCode).toBe(200);
  expect(suspended.json()).toEqual({ id: 'demo', status: 'suspended' });
  expect((await listed('demo')).status).toBe('suspended');

  const write = await operator.app.inject({
    method: 'POST',
    url: '/api/admin/categories',
    headers: { ...demo, ...owner },
    payload: { name: 'Closed shelf', slug: 'closed-shelf' },
  });
  expect(write.statusCode).toBe(423);
  expect(write.json()).toMatchObject({ code: 'STORE_SUSPENDED' });
  const checkout = await operator.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: demo,
    payload: { items: [{ productId: product.id, quantity: 1 }] },
  });
  expect(checkout.statusCode).toBe(423);
  // The store's own sign-in rule is a setting like any other, though its route is under /api/auth.
  const rule = await operator.app.inject({
    method: 'PUT',
    url: '/api/auth/two-factor/requirement',
    headers: { ...demo, ...owner },
    payload: { requireTwoFactor: true },
  });
  expect(rule.statusCode).toBe(423);
  const read = await operator.app.inject({
    url: '/api/admin/products?pageSize=1',
    headers: { ...demo, ...owner },
  });
  expect(read.statusCode).toBe(200);
  const store = await operator.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo });
  expect(store.json()).toMatchObject({ status: 'suspended' });
  await expect(bearerFor(operator.app, 'owner@demo.test')).resolves.toBeDefined();
  // Another store is untouched.
  expect(
    (
      await operator.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers: { 'x-tenant-id': 'figures' },
        payload: { name: 'x' },
      })
    ).statusCode,
  ).toBe(401);

  const resumed = await call('POST', '/api/tenants/stores/demo/resume');
  expect(resumed.json()).toEqual({ id: 'demo', status: 'active' });
  const again = await operator.app.inject({
    method: 'POST',
    url: '/api/admin/categories',
    headers: { ...demo, ...owner },
    payload: { name: 'Open shelf', slug: 'open-shelf' },
  });
  expect(again.statusCode).toBe(201);
});

it("writes the suspension and the resumption to the store's activity log, by the platform operator", async () => {
  const response = await operator.app.inject({
    url: '/api/admin/audit?kind=store',
    headers: { ...demo, ...owner },
  });
  expect(response.statusCode).toBe(200);
  const { entries } = response.json() as {
    entries: {
      action: string;
      actor: { email: string | null; role: string | null };
      changes: { field: string; from: unknown; to: unknown }[];
    }[];
  };
  expect(entries.map((entry) => entry.action)).toEqual(['store.resume', 'store.suspend']);
  expect(entries[1].actor).toMatchObject({ email: 'Platform operator', role: 'operator' });
  expect(entries[1].changes).toContainEqual({ field: 'status', from: 'active', to: 'suspended' });
  expect(entries[0].changes).toContainEqual({ field: 'status', from: 'suspended', to: 'active' });
});

it('answers 404 for an unknown store', async () => {
  expect((await call('POST', '/api/tenants/stores/nowhere/suspend')).statusCode).toBe(404);
});
