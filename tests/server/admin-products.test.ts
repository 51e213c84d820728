import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;
let owner: { authorization: string };
let shopper: { authorization: string };
let northOwner: { authorization: string };
let product: { id: string; name: string; totalInventory: number | null };

const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  t = await buildTestApp();
  [owner, shopper, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
  const list = (await t.app.inject({ url: '/api/products', headers: demo })).json().products;
  product = list.find(
    (p: { totalInventory: number | null }) => typeof p.totalInventory === 'number' && p.totalInventory > 0,
  );
});
afterAll(() => t.close());

const setStock = (headers: Record<string, string>, payload: unknown, id = product.id) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}/inventory`,
    headers,
    payload: payload as object,
  });

async function stockOf(id: string): Promise<number | null> {
  const response = await t.app.inject({ url: `/api/products/${id}`, headers: demo });
  expect(response.statusCode).toBe(200);
  return response.json().totalInventory;
}

async function listedStockOf(id: string): Promise<number | null> {
  const response = await t.app.inject({ url: '/api/products', headers: demo });
  return response.json().products.find((p: { id: string }) => p.id === id).totalInventory;
}

describe('PUT /api/admin/products/:id/inventory: who may set stock', () => {
  it('answers 401 without a token and leaves the stock alone', async () => {
    const before = await stockOf(product.id);
    const response = await setStock(demo, { totalInventory: 99 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication required', code: 'UNAUTHORIZED' });
    expect(await stockOf(product.id)).toBe(before);
  });

  it('answers 401 to a token that is not one of ours', async () => {
    const response = await setStock({ ...demo, authorization: 'Bearer not.a.token' }, { totalInventory: 99 });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('answers 403 to a signed-in customer', async () => {
    const before = await stockOf(product.id);
    const response = await setStock({ ...demo, ...shopper }, { totalInventory: 99 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    expect(await stockOf(product.id)).toBe(before);
  });

  it("answers 403 to another store's admin who names this store", async () => {
    const before = await stockOf(product.id);
    const response = await setStock({ ...demo, ...northOwner }, { totalInventory: 99 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'TENANT_MISMATCH' });
    expect(await stockOf(product.id)).toBe(before);
  });

  it("does not let another store's admin reach this store's product through their own store", async () => {
    const before = await stockOf(product.id);
    const response = await setStock({ ...north, ...northOwner }, { totalInventory: 99 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Product not found or unavailable', code: 'PRODUCT_NOT_FOUND' });
    expect(await stockOf(product.id)).toBe(before);
  });

  it('answers 404 to the admin for a product id that does not exist', async () => {
    const response = await setStock(
      { ...demo, ...owner },
      { totalInventory: 3 },
      '00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('PRODUCT_NOT_FOUND');
  });
});

describe('PUT /api/admin/products/:id/inventory: the store admin', () => {
  it('sets the stock, and the product and the cached list both show it', async () => {
    // Warm the list cache first, so the new stock can only show if the change dropped it.
    const before = await listedStockOf(product.id);
    const next = (before ?? 0) + 7;
    const response = await setStock({ ...demo, ...owner }, { totalInventory: next });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, productId: product.id, totalInventory: next });
    expect(await stockOf(product.id)).toBe(next);
    expect(await listedStockOf(product.id)).toBe(next);
  });

  it('gives the list a new ETag after a change, so a cached copy is not answered 304', async () => {
    const first = await t.app.inject({ url: '/api/products', headers: demo });
    await setStock({ ...demo, ...owner }, { totalInventory: 2 });
    const again = await t.app.inject({
      url: '/api/products',
      headers: { ...demo, 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(first.headers.etag);
  });

  it('sets zero, and null for unlimited stock', async () => {
    const zero = await setStock({ ...demo, ...owner }, { totalInventory: 0 });
    expect(zero.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(0);
    const unlimited = await setStock({ ...demo, ...owner }, { totalInventory: null });
    expect(unlimited.statusCode).toBe(200);
    expect(unlimited.json()).toEqual({ success: true, productId: product.id, totalInventory: null });
    expect(await stockOf(product.id)).toBeNull();
    expect(await listedStockOf(product.id)).toBeNull();
  });

  it('does not touch any other product', async () => {
    const list = (await t.app.inject({ url: '/api/products', headers: demo })).json().products;
    const other = list.find((p: { id: string }) => p.id !== product.id);
    const before = other.totalInventory;
    await setStock({ ...demo, ...owner }, { totalInventory: 5 });
    expect(await stockOf(other.id)).toBe(before);
  });
});

describe('PUT /api/admin/products/:id/inventory: bad stock values', () => {
  const bad: [string, unknown][] = [
    ['negative', { totalInventory: -1 }],
    ['fractional', { totalInventory: 2.5 }],
    ['a string', { totalInventory: '5' }],
    ['missing', {}],
    ['a boolean', { totalInventory: true }],
    ['too large', { totalInventory: 1_000_001 }],
  ];

  beforeAll(async () => {
    const response = await setStock({ ...demo, ...owner }, { totalInventory: 4 });
    expect(response.statusCode).toBe(200);
  });

  it.each(bad)(
    'answers 400 naming totalInventory when it is %s, and keeps the stock',
    async (_label, payload) => {
      const response = await setStock({ ...demo, ...owner }, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({
        error: expect.any(String),
        code: 'VALIDATION_ERROR',
        field: 'totalInventory',
      });
      expect(body.error).toMatch(/totalInventory/);
      expect(await stockOf(product.id)).toBe(4);
    },
  );

  it('answers 400 when there is no body at all, and keeps the stock', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/inventory`,
      headers: { ...demo, ...owner },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      code: 'VALIDATION_ERROR',
      field: 'body',
    });
    expect(await stockOf(product.id)).toBe(4);
  });

  it('answers 400 naming the id when it is not a product id', async () => {
    const response = await setStock({ ...demo, ...owner }, { totalInventory: 1 }, 'not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
  });
});
