import { buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/products', () => {
  it('lists every listed product of the store, never an archived one', async () => {
    const response = await t.app.inject({ url: '/api/products', headers: demo });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.dataSource).toBe('live');
    expect(body.products.length).toBeGreaterThanOrEqual(24);
    expect(
      body.products.every(
        (p: { archived: boolean; tenantId: string }) => !p.archived && p.tenantId === 'demo',
      ),
    ).toBe(true);
    expect(body.products.map((p: { name: string }) => p.name)).not.toContain('Winter Solstice Earrings');
  });

  it('splits featured and regular products', async () => {
    const featured = (await t.app.inject({ url: '/api/products/featured', headers: demo })).json().products;
    const regular = (await t.app.inject({ url: '/api/products/regular', headers: demo })).json().products;
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p: { featured: boolean }) => p.featured)).toBe(true);
    expect(regular.every((p: { featured: boolean }) => !p.featured)).toBe(true);
  });

  it('answers 304 to a matching ETag and lets caches keep the list 5 minutes', async () => {
    const first = await t.app.inject({ url: '/api/products/featured', headers: demo });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await t.app.inject({
      url: '/api/products/featured',
      headers: { ...demo, 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('refuses a request without a store, and names an unknown store with 404', async () => {
    const missing = await t.app.inject({ url: '/api/products' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'TENANT_REQUIRED', field: 'x-tenant-id' });
    const unknown = await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'nowhere' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'TENANT_NOT_FOUND' });
  });
});

describe('GET /api/products/:id', () => {
  it('answers the product, and 404 for another store’s product', async () => {
    const [northProduct] = (
      await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'north' } })
    ).json().products;
    const own = await t.app.inject({
      url: `/api/products/${northProduct.id}`,
      headers: { 'x-tenant-id': 'north' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe(northProduct.name);
    const cross = await t.app.inject({ url: `/api/products/${northProduct.id}`, headers: demo });
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toEqual({ error: 'Product not found or unavailable', code: 'PRODUCT_NOT_FOUND' });
  });

  it('answers 400 naming the id when it is not a product id', async () => {
    const response = await t.app.inject({ url: '/api/products/not-an-id', headers: demo });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
  });
});
