/**
 * The owner's tax settings: defaults until saved, saved whole, one store's never another's, only
 * the owner may read or change them, and bad input is a 400 naming the field.
 */
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
}, 120_000);
afterAll(() => t.close());

const URL = '/api/admin/tax-settings';
const read = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const write = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

const ALASKA_AND_GERMANY = {
  pricesIncludeTax: false,
  registrations: [
    { country: 'us', region: 'ak', rate: 6 },
    { country: 'DE', rate: null },
  ],
  provider: 'builtin',
  taxShipping: true,
};

describe('GET and PUT /api/admin/tax-settings', () => {
  it('answers the defaults until the owner saves: registered nowhere, built-in rates', async () => {
    const response = await read({ ...north, ...northOwner });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pricesIncludeTax: false,
      registrations: [],
      provider: 'builtin',
      taxShipping: false,
      taxServiceFee: false,
    });
  });

  it('keeps what the owner saves, codes upper-cased, and answers it back', async () => {
    const saved = await write({ ...demo, ...owner }, ALASKA_AND_GERMANY);
    expect(saved.statusCode).toBe(200);
    const expected = {
      pricesIncludeTax: false,
      registrations: [
        { country: 'US', region: 'AK', rate: 6 },
        { country: 'DE', region: null, rate: null },
      ],
      provider: 'builtin',
      taxShipping: true,
      taxServiceFee: false,
    };
    expect(saved.json()).toEqual(expected);
    expect((await read({ ...demo, ...owner })).json()).toEqual(expected);

    const changed = await write(
      { ...demo, ...owner },
      { pricesIncludeTax: true, registrations: [], provider: 'builtin' },
    );
    expect(changed.json()).toMatchObject({ pricesIncludeTax: true, registrations: [], taxShipping: false });
  });

  it('never shows one store’s settings to another', async () => {
    await write({ ...demo, ...owner }, ALASKA_AND_GERMANY);
    expect((await read({ ...north, ...northOwner })).json().registrations).toEqual([]);
    // The demo owner's token with the north store's header is refused, not answered with either store's.
    expect((await read({ ...north, ...owner })).statusCode).toBe(403);
    expect((await write({ ...north, ...owner }, ALASKA_AND_GERMANY)).statusCode).toBe(403);
    expect((await read({ ...north, ...northOwner })).json().registrations).toEqual([]);
  });

  it('refuses a shopper (403) and a caller without a token (401)', async () => {
    expect((await read({ ...demo, ...shopper })).statusCode).toBe(403);
    expect((await write({ ...demo, ...shopper }, ALASKA_AND_GERMANY)).statusCode).toBe(403);
    expect((await read(demo)).statusCode).toBe(401);
    expect((await write(demo, ALASKA_AND_GERMANY)).statusCode).toBe(401);
  });

  it.each([
    [{ registrations: [{ country: 'XX' }] }, 'registrations.0.country'],
    [{ registrations: [{ country: 'US' }] }, 'registrations.0.region'],
    [{ registrations: [{ country: 'US', region: 'AK', rate: 30 }] }, 'registrations.0.rate'],
    [{ provider: 'avalara' }, 'provider'],
  ])('answers bad input %j with 400 naming %s, and keeps what was saved', async (change, field) => {
    await write({ ...demo, ...owner }, ALASKA_AND_GERMANY);
    const response = await write({ ...demo, ...owner }, { ...ALASKA_AND_GERMANY, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(typeof response.json().error).toBe('string');
    expect((await read({ ...demo, ...owner })).json().registrations).toHaveLength(2);
  });
});
