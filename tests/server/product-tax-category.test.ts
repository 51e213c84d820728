/**
 * What tax the owner's screens and the shelf read: a product's tax category (general unless the
 * owner marks it exempt) in the owner's product api, and the store's public record saying whether
 * its prices include tax and whether it collects any, each store its own.
 */
import { jest } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
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

describe('a product’s tax category in the catalog CSV (Variant Taxable)', () => {
  function multipart(csv: string) {
    const boundary = '----sitka-tax-csv-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const importCsv = (rows: Record<string, string>[], dryRun: boolean) => {
    const body = multipart(stringify(rows, { header: true, columns: Object.keys(rows[0]) }));
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?dryRun=${dryRun}`,
      headers: { ...mine(), ...body.headers },
      payload: body.payload,
    });
  };
  const exported = async (): Promise<Record<string, string>[]> =>
    parse((await call('GET', '/api/admin/products/export')).body, { columns: true, bom: true });

  it('exports true for a taxed product and false for an exempt one, and reads them back unchanged', async () => {
    const { id } = (
      await call('POST', '/api/admin/products', { ...BASE, name: 'Exempt Print', taxCategory: 'exempt' })
    ).json();
    const rows = await exported();
    expect(rows.find((row) => row.ID === id)?.['Variant Taxable']).toBe('false');
    // Every other product's rows that sell something (not a row carrying only an image) say true.
    const selling = rows.filter((row) => row.ID !== id && row['Variant Price']);
    expect(selling.length).toBeGreaterThan(0);
    expect(selling.every((row) => row['Variant Taxable'] === 'true')).toBe(true);
    const dry = await importCsv(rows, true);
    expect(dry.json().summary).toMatchObject({ update: 0, error: 0 });
  });

  it('sets the category from the column, creating and updating, and refuses another word naming the column', async () => {
    const { id } = (await call('POST', '/api/admin/products', { ...BASE, name: 'Taxed Mug' })).json();
    const applied = await importCsv([{ ID: id, 'Variant Taxable': 'FALSE' }], false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().rows[0]).toMatchObject({
      action: 'update',
      changes: [{ column: 'Variant Taxable', from: 'true', to: 'false' }],
    });
    expect((await call('GET', `/api/admin/products/${id}`)).json().taxCategory).toBe('exempt');
    const created = await importCsv(
      [{ Title: 'New Exempt Card', 'Variant Price': '4.00', 'Variant Taxable': 'false' }],
      false,
    );
    expect(created.statusCode).toBe(200);
    const newId = created.json().rows[0].id;
    expect((await call('GET', `/api/admin/products/${newId}`)).json().taxCategory).toBe('exempt');

    const refused = await importCsv([{ ID: id, 'Variant Taxable': 'sometimes' }], true);
    expect(refused.json().rows[0]).toMatchObject({
      action: 'error',
      errors: [{ column: 'Variant Taxable', message: 'Variant Taxable must be true or false' }],
    });
  });
});

describe('a registration’s number in the tax settings', () => {
  it('is kept inside the registration, answered back, and left out when none was given', async () => {
    const saved = await call('PUT', '/api/admin/tax-settings', {
      pricesIncludeTax: true,
      registrations: [
        { country: 'DE', number: ' DE123456789 ' },
        { country: 'FR', number: '' },
      ],
      provider: 'builtin',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().registrations).toEqual([
      { country: 'DE', region: null, rate: null, number: 'DE123456789' },
      { country: 'FR', region: null, rate: null },
    ]);
    expect((await call('GET', '/api/admin/tax-settings')).json().registrations[0]).toMatchObject({
      number: 'DE123456789',
    });
  });

  it('refuses a number with other characters, or too long, naming the registration’s field', async () => {
    for (const number of ['DE<123>', 'X'.repeat(33)]) {
      const refused = await call('PUT', '/api/admin/tax-settings', {
        pricesIncludeTax: false,
        registrations: [
          { country: 'US', region: 'AK' },
          { country: 'DE', number },
        ],
        provider: 'builtin',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'registrations.1.number' });
    }
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
