/**
 * Malformed input on every route: the answer is always a 4xx with `{ error, code }`, never a 500 and
 * never a framework-shaped body the web could not read.
 */
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;
let owner: { authorization: string };
let productId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await bearerFor(t.app, 'owner@demo.test');
  [{ id: productId }] = (
    await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'demo' } })
  ).json().products;
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const LONG = 'x'.repeat(100_000);
const SESSION = '8b7d3b3e-8a1d-4c6e-9d9b-3f2e1b0c5a11';

/** Asserts the answer a caller can handle: a 4xx (the given one, if any) with a JSON error and code. */
function expectClientError(response: LightMyRequestResponse, status?: number) {
  const label = `${response.statusCode} ${response.body.slice(0, 300)}`;
  expect({ label, clientError: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({
    label,
    clientError: true,
  });
  if (status) expect({ label, status: response.statusCode }).toEqual({ label, status });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect({ label, error: typeof body.error, code: typeof body.code }).toEqual({
    label,
    error: 'string',
    code: 'string',
  });
  expect(body.error.length).toBeGreaterThan(0);
  // Framework codes are answered without their FST_ERR_ prefix, like every other code.
  expect(body.code).not.toMatch(/^FST_ERR_/);
  return body;
}

/** Each store route that takes a body, with a valid request to vary. */
type BodyRoute = {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  body: () => Record<string, unknown>;
  auth?: boolean;
  nullable?: boolean;
};
const bodyRoutes: BodyRoute[] = [
  {
    name: 'newsletter',
    method: 'POST',
    url: () => '/api/newsletter/subscribe',
    body: () => ({ email: 'fan@example.com' }),
  },
  {
    name: 'page view',
    method: 'POST',
    url: () => '/api/analytics/page-view',
    body: () => ({ pageId: 'home', sessionId: SESSION }),
  },
  {
    name: 'product click',
    method: 'POST',
    url: () => '/api/analytics/product-click',
    body: () => ({ productId, pageId: 'home', sessionId: SESSION }),
  },
  {
    name: 'login',
    method: 'POST',
    url: () => '/api/auth/login',
    body: () => ({ email: 'owner@demo.test', password: 'wrong-password-1!' }),
  },
  {
    name: 'admin inventory',
    method: 'PUT',
    url: () => `/api/admin/products/${productId}/inventory`,
    body: () => ({ totalInventory: 3 }),
    auth: true,
    nullable: true,
  },
];

describe.each(bodyRoutes)('$method $name with a malformed body', ({ method, url, body, auth, nullable }) => {
  const send = (options: Omit<InjectOptions, 'method' | 'url'>) =>
    t.app.inject({
      method,
      url: url(),
      ...options,
      headers: { ...demo, ...(auth ? owner : {}), ...(options.headers as object) },
    });

  it('answers 400 to invalid JSON', async () => {
    expectClientError(await send({ headers: json, payload: '{"email": "a@b.co",' }), 400);
  });

  it('answers 400 to an empty JSON body', async () => {
    expectClientError(await send({ headers: json, payload: '' }), 400);
  });

  it('answers 415 to a form body, and 400 to plain text (read as a string, not an object)', async () => {
    expectClientError(
      await send({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.co',
      }),
      415,
    );
    expectClientError(
      await send({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' }),
      415,
    );
    expectClientError(
      await send({ headers: { 'content-type': 'text/plain' }, payload: 'email=a@b.co' }),
      400,
    );
  });

  it('answers 400 to an array, a string, a number or null instead of an object', async () => {
    for (const payload of ['[{"email":"a@b.co"}]', '"a@b.co"', '42', 'null']) {
      expectClientError(await send({ headers: json, payload }), 400);
    }
  });

  it('answers 400 to every field as null (where null means nothing), and every field as a very long string', async () => {
    const fields = Object.keys(body());
    // Stock is the one field where null has a meaning (unlimited); that case is tested with its route.
    if (!nullable)
      expectClientError(await send({ payload: Object.fromEntries(fields.map((key) => [key, null])) }), 400);
    expectClientError(await send({ payload: Object.fromEntries(fields.map((key) => [key, LONG])) }), 400);
  });

  it('answers 400 to numbers sent as strings and strings sent as numbers', async () => {
    const flipped = Object.fromEntries(
      Object.entries(body()).map(([key, value]) => [key, typeof value === 'number' ? String(value) : 12345]),
    );
    expectClientError(await send({ payload: flipped }), 400);
  });

  it('answers 413 to a body over the size limit', async () => {
    expectClientError(
      await send({ headers: json, payload: JSON.stringify({ ...body(), padding: 'x'.repeat(1_100_000) }) }),
      413,
    );
  });

  it('answers 404 naming the store to odd store ids', async () => {
    for (const tenant of [
      '../etc/passwd',
      "demo' or '1'='1",
      'démo',
      'demo,north',
      '%00',
      'd'.repeat(10_000),
      '-demo',
    ]) {
      const error = expectClientError(
        await send({ headers: { 'x-tenant-id': tenant }, payload: body() }),
        404,
      );
      expect(error).toMatchObject({ code: 'TENANT_NOT_FOUND', field: 'x-tenant-id' });
      expect(error.error.length).toBeLessThan(200);
    }
  });
});

describe('a NUL character in a string field', () => {
  // PostgreSQL cannot store U+0000 in text; it must be refused as bad input, never reach a query.
  const N = 'a\u0000b';
  const info = {
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: '9075550142',
    address: '1 Main St',
    addressLine2: '',
    city: 'Sitka',
    state: 'AK',
    zipCode: '99835',
  };
  const register = { email: 'nul-case@example.com', password: 'Long-enough-2026!' };
  // Every row names whether it signs in: jest reads a missing last argument as a done callback.
  type Case = [
    method: 'POST' | 'PUT',
    url: string,
    field: string,
    body: () => Record<string, unknown>,
    signedIn: boolean,
  ];
  const cases: Case[] = [
    ['POST', '/api/newsletter/subscribe', 'email', () => ({ email: `fan${N}@example.com` }), false],
    ['POST', '/api/analytics/page-view', 'pageId', () => ({ pageId: N, sessionId: SESSION }), false],
    [
      'POST',
      '/api/analytics/page-view',
      'referrer',
      () => ({ pageId: 'home', sessionId: SESSION, referrer: `https://x.test/${N}` }),
      false,
    ],
    [
      'POST',
      '/api/analytics/product-click',
      'productName',
      () => ({ productId, pageId: 'home', sessionId: SESSION, productName: N }),
      false,
    ],
    ['POST', '/api/auth/login', 'password', () => ({ email: 'owner@demo.test', password: N }), false],
    [
      'POST',
      '/api/auth/register',
      'password',
      () => ({ ...register, password: `Long-enough-${N}-2026!` }),
      false,
    ],
    [
      'POST',
      '/api/auth/register',
      'customerInfo.address',
      () => ({ ...register, customerInfo: { address: N } }),
      false,
    ],
    [
      'POST',
      '/api/auth/register',
      'paymentIntentId',
      () => ({ ...register, paymentIntentId: `pi_${N}` }),
      false,
    ],
    ['PUT', '/api/user-profile', 'addressLine2', () => ({ ...info, addressLine2: N }), true],
    [
      'POST',
      '/api/create-payment-intent',
      'customerInfo.address',
      () => ({ amount: 100, items: [{ id: productId, quantity: 1 }], customerInfo: { ...info, address: N } }),
      false,
    ],
    [
      'POST',
      '/api/payments/test/confirm',
      'paymentIntentId',
      () => ({ paymentIntentId: `pi_${N}`, cardNumber: '4242424242424242' }),
      false,
    ],
    ['POST', '/api/orders', 'paymentIntentId', () => ({ paymentIntentId: `pi_${N}` }), false],
    ['POST', '/api/backorders', 'orderId', () => ({ productId, quantity: 1, orderId: N }), true],
    [
      'PUT',
      '/api/auth/password',
      'newPassword',
      () => ({ currentPassword: 'Sitka-demo-2026!', newPassword: `New-pass-${N}-2026!` }),
      true,
    ],
  ];
  let shopper: { authorization: string };
  beforeAll(async () => {
    shopper = await bearerFor(t.app, 'shopper@demo.test');
  });

  it.each(cases)('%s %s answers 400 naming %s', async (method, url, field, body, signedIn) => {
    const response = await t.app.inject({
      method,
      url,
      payload: body(),
      headers: { ...demo, ...(signedIn ? shopper : {}) },
    });
    const error = expectClientError(response, 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(error.error).toContain('NUL');
  });

  it('writes nothing: the account of a refused registration does not exist', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...register, customerInfo: { address: N } },
      headers: demo,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: register,
      headers: demo,
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('GET routes with malformed input', () => {
  it('products: odd and overlong store ids, an unknown API key', async () => {
    expectClientError(await t.app.inject({ url: '/api/products' }), 400);
    expectClientError(await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': '' } }), 400);
    expectClientError(
      await t.app.inject({ url: '/api/products/featured', headers: { 'x-tenant-id': 'd'.repeat(8_000) } }),
      404,
    );
    expectClientError(
      await t.app.inject({ url: '/api/products/regular', headers: { 'x-tenant-id': '../../demo' } }),
      404,
    );
    expectClientError(
      await t.app.inject({ url: '/api/products', headers: { ...demo, 'x-api-key': 'sk_live_not-a-key' } }),
      401,
    );
  });

  it('product by id: not a UUID, overlong, badly encoded', async () => {
    expectClientError(await t.app.inject({ url: '/api/products/123', headers: demo }), 400);
    expectClientError(await t.app.inject({ url: `/api/products/${productId}'--`, headers: demo }), 400);
    expectClientError(await t.app.inject({ url: `/api/products/${'a'.repeat(5_000)}`, headers: demo }));
    expectClientError(await t.app.inject({ url: '/api/products/%E0%A4%A', headers: demo }), 400);
    expectClientError(
      await t.app.inject({ url: `/api/products/${productId}`, headers: { 'x-tenant-id': 'north' } }),
      404,
    );
  });

  it('stores/by-identifier: another store, odd characters, overlong', async () => {
    expectClientError(await t.app.inject({ url: '/api/stores/by-identifier/north', headers: demo }), 403);
    expectClientError(
      await t.app.inject({ url: '/api/stores/by-identifier/%3Cscript%3E', headers: demo }),
      403,
    );
    expectClientError(await t.app.inject({ url: '/api/stores/by-identifier/%E0%A4%A', headers: demo }), 400);
    expectClientError(
      await t.app.inject({ url: `/api/stores/by-identifier/${'a'.repeat(300)}`, headers: demo }),
    );
  });

  it('tenants/resolve: missing, repeated, overlong or odd host', async () => {
    for (const query of [
      '',
      '?host=',
      '?host=a&host=b',
      `?host=${'a'.repeat(300)}`,
      '?host=%00',
      '?host=exa%20mple.com',
      '?host[]=x',
    ]) {
      expectClientError(await t.app.inject({ url: `/api/tenants/resolve${query}` }), 400);
    }
    expectClientError(await t.app.inject({ url: '/api/tenants/resolve?host=unknown.example' }), 404);
  });

  it('admin inventory: a token that is garbage, overlong, or of the wrong scheme', async () => {
    const url = `/api/admin/products/${productId}/inventory`;
    for (const authorization of [
      'Bearer',
      'Bearer x.y.z',
      `Bearer ${'x'.repeat(8_000)}`,
      'Basic b3duZXI6cGFzcw==',
      owner.authorization.slice(0, -4),
    ]) {
      expectClientError(
        await t.app.inject({
          method: 'PUT',
          url,
          headers: { ...demo, authorization },
          payload: { totalInventory: 1 },
        }),
        401,
      );
    }
  });
});

describe('every documented operation', () => {
  type Operation = { method: string; path: string };
  let operations: Operation[];

  beforeAll(async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    operations = Object.entries<Record<string, unknown>>(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });

  const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

  it('never answers 5xx, and answers every 4xx as { error, code }, to malformed input', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    // A fresh token only for this sweep: a route such as logout may end it part-way, which is fine.
    const sweepToken = await bearerFor(t.app, 'shopper@demo.test');
    const tried: string[] = [];
    for (const { method, path } of operations) {
      const variants: InjectOptions[] = [];
      for (const value of ['not-valid', '%E0%A4%A', "x'--", 'a'.repeat(2_000)]) {
        variants.push({ url: fill(path, value), headers: demo });
      }
      for (const headers of [
        {},
        { 'x-tenant-id': 'n'.repeat(5_000) },
        { ...demo, authorization: 'Bearer junk' },
        { ...demo, ...sweepToken },
      ]) {
        variants.push({ url: fill(path, productId), headers });
        if (method !== 'GET') {
          variants.push({ url: fill(path, productId), headers: { ...headers, ...json }, payload: '{oops' });
          variants.push({ url: fill(path, productId), headers: { ...headers, ...json }, payload: '[]' });
          variants.push({
            url: fill(path, productId),
            headers: { ...headers, 'content-type': 'text/plain' },
            payload: LONG,
          });
        }
      }
      for (const variant of variants) {
        const response = await t.app.inject({ method: method as InjectOptions['method'], ...variant });
        tried.push(`${method} ${variant.url}`);
        expect({
          route: `${method} ${path}`,
          url: String(variant.url).slice(0, 80),
          status: response.statusCode < 500,
        }).toEqual({
          route: `${method} ${path}`,
          url: String(variant.url).slice(0, 80),
          status: true,
        });
        if (response.statusCode >= 400) expectClientError(response);
      }
    }
    expect(tried.length).toBeGreaterThan(operations.length * 10);
    // Every operation's variants in turn: a minute alone, up to three beside CI's browser suite.
  }, 240_000);
});

describe('over the network', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('answers headers too large for the server with 431 and { error, code }', async () => {
    const response = await fetch(`${base}/api/products`, {
      headers: { 'x-tenant-id': 'demo', 'x-padding': 'p'.repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });

  it('answers a badly encoded URL with 400 and { error, code }', async () => {
    const response = await fetch(`${base}/api/stores/by-identifier/%E0%A4%A`, { headers: demo });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    expect(body.code).not.toMatch(/^FST_ERR_/);
  });
});

describe('service routes', () => {
  it('GET /api/health answers ok with the database up, without a store header', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      uptimeSeconds: expect.any(Number),
    });
  });

  it('GET /api/docs/json is an OpenAPI document listing the product routes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Sitka API');
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/products/',
        '/api/products/featured',
        '/api/products/regular',
        '/api/products/{id}',
        '/api/admin/products/{id}/inventory',
      ]),
    );
    const detail = doc.paths['/api/products/{id}'].get;
    expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(detail.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]),
    );
  });

  it('answers an unknown route with 404 { error, code }', async () => {
    const body = expectClientError(await t.app.inject({ url: '/api/nothing-here', headers: demo }), 404);
    expect(body.code).toBe('ROUTE_NOT_FOUND');
  });
});
