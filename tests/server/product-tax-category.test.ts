/**
 * What tax the owner's screens and the shelf read: a product's tax category (general unless the
 * owner marks it exempt) in the owner's product api, and the store's public record saying whether
 * its prices include tax and whether it collects any, each store its own.
 */
import { jest } from '@jest/globals';
import { TAGS } from '@/lib/tags';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
}, 120_000);
afterAll(() => t.close());

const mine = () => ({ ...demo, ...owner });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = mine()) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const BASE = { name: 'Tide Pool Ring', price: 120, totalInventory: 3 };

describe('a product’s tax category in the owner’s api', () => {
  it('is general unless the owner says exempt, and is kept, read back and changed', async () => {
    const plain = await call('POST', '/api/admin/products', BASE);
    expect(plain.statusCode).toBe(201);
    expect(plain.json().taxCategory).toBe('general');

    const exempt = await call('POST', '/api/admin/products', { ...BASE, taxCategory: 'exempt' });
    expect(exempt.statusCode).toBe(201);
    const { id, version } = exempt.json();
    expect(exempt.json().taxCategory).toBe('exempt');
    expect((await call('GET', `/api/admin/products/${id}`)).json().taxCategory).toBe('exempt');

    const edited = await call('PUT', `/api/admin/products/${id}`, { version, taxCategory: 'general' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().taxCategory).toBe('general');
    // An edit that leaves it out keeps it.
    const renamed = await call('PUT', `/api/admin/products/${id}`, {
      version: edited.json().version,
      name: 'Tide Pool Ring II',
    });
    expect(renamed.json()).toMatchObject({ name: 'Tide Pool Ring II', taxCategory: 'general' });
    const listed = await call('GET', '/api/admin/products?q=Tide%20Pool%20Ring%20II');
    expect(listed.json().items.map((item: { taxCategory: string }) => item.taxCategory)).toEqual(['general']);
  });

  it('refuses a category it does not know with a 400 naming the field', async () => {
    const created = await call('POST', '/api/admin/products', { ...BASE, taxCategory: 'food' });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ field: 'taxCategory' });
    expect(created.json().error).toMatch(/general, exempt/);

    const { id, version } = (await call('POST', '/api/admin/products', BASE)).json();
    const edited = await call('PUT', `/api/admin/products/${id}`, { version, taxCategory: 'reduced' });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ field: 'taxCategory' });
    expect((await call('GET', `/api/admin/products/${id}`)).json().taxCategory).toBe('general');
  });

  it('changes only the store’s own product', async () => {
    const { id, version } = (await call('POST', '/api/admin/products', BASE)).json();
    const other = await call(
      'PUT',
      `/api/admin/products/${id}`,
      { version, taxCategory: 'exempt' },
      {
        ...north,
        ...northOwner,
      },
    );
    expect(other.statusCode).toBe(404);
    expect((await call('GET', `/api/admin/products/${id}`)).json().taxCategory).toBe('general');
  });
});

describe('the public store record’s tax wording', () => {
  const publicRecord = async (tenant: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/stores/by-identifier/${tenant}`,
      headers: { 'x-tenant-id': tenant },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('says prices exclude tax and none is collected until the owner saves', async () => {
    expect(await publicRecord('north')).toMatchObject({ pricesIncludeTax: false, collectsTax: false });
  });

  it('follows the owner’s tax settings, expires the store’s cached pages, and is the store’s own', async () => {
    const tags = jest.spyOn(t.app, 'revalidateTags');
    const saved = await call('PUT', '/api/admin/tax-settings', {
      pricesIncludeTax: true,
      registrations: [{ country: 'DE' }],
      provider: 'builtin',
    });
    expect(saved.statusCode).toBe(200);
    expect(tags).toHaveBeenCalledWith(expect.arrayContaining([TAGS.store('demo')]));
    tags.mockRestore();

    expect(await publicRecord('demo')).toMatchObject({ pricesIncludeTax: true, collectsTax: true });
    expect(await publicRecord('north')).toMatchObject({ pricesIncludeTax: false, collectsTax: false });

    await call('PUT', '/api/admin/tax-settings', {
      pricesIncludeTax: false,
      registrations: [{ country: 'US', region: 'AK', rate: 6 }],
      provider: 'builtin',
    });
    expect(await publicRecord('demo')).toMatchObject({ pricesIncludeTax: false, collectsTax: true });
  });
});
