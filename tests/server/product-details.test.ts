/**
 * Product details owners set: a compare-at price above the price, a weight in grams, the product
 * page's own search title and description, and alt text per image; the shop's answers carry them
 * and product backups bring them back.
 */
import sharp from 'sharp';
import { backupKey } from '@/server/src/services/backups/product-backups';
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
}, 60_000);
afterAll(() => t.close());

const mine = () => ({ ...demo, ...owner });
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers = mine()) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const BASE = { name: 'Raven Pendant', price: 80, totalInventory: 4 };

async function create(extra: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/products', { ...BASE, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function upload(id: string) {
  const bytes = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  const boundary = '----sitka-details-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="raven.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/images`,
    headers: { ...mine(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('compare-at price, weight and search texts', () => {
  it('keeps them on create and answers them to the shop, with the search texts trimmed', async () => {
    const product = await create({
      compareAtPrice: 95.5,
      weightGrams: 42,
      seoTitle: '  Raven pendant in sterling silver ',
      seoDescription: 'A hand-carved raven on a silver chain.',
    });
    expect(product).toMatchObject({
      compareAtPrice: 95.5,
      weightGrams: 42,
      seoTitle: 'Raven pendant in sterling silver',
    });
    const shop = (await t.app.inject({ url: `/api/products/${product.id}`, headers: demo })).json();
    expect(shop).toMatchObject({
      price: 80,
      compareAtPrice: 95.5,
      weightGrams: 42,
      seoTitle: 'Raven pendant in sterling silver',
      seoDescription: 'A hand-carved raven on a silver chain.',
    });
  });

  it('answers null for a product without them, and an empty search text clears one', async () => {
    const product = await create({ seoTitle: 'Old title' });
    expect(product).toMatchObject({ compareAtPrice: null, weightGrams: null, seoDescription: null });
    const edited = await call('PUT', `/api/admin/products/${product.id}`, {
      version: product.version,
      seoTitle: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().seoTitle).toBeNull();
  });

  it.each([
    ['equal to the price', { compareAtPrice: 80 }],
    ['below the price', { compareAtPrice: 79.99 }],
    ['negative', { compareAtPrice: -1 }],
    ['with three decimals', { compareAtPrice: 90.125 }],
    ['text', { compareAtPrice: 'ninety' }],
  ])('refuses a compare-at price %s with 400 naming compareAtPrice', async (_label, extra) => {
    const response = await call('POST', '/api/admin/products', { ...BASE, ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'compareAtPrice' });
  });

  it('refuses an edit whose new price reaches the compare-at price, and keeps the product', async () => {
    const product = await create({ compareAtPrice: 100 });
    const raised = await call('PUT', `/api/admin/products/${product.id}`, {
      version: product.version,
      price: 100,
    });
    expect(raised.statusCode).toBe(400);
    expect(raised.json()).toMatchObject({ field: 'compareAtPrice' });
    const lowered = await call('PUT', `/api/admin/products/${product.id}`, {
      version: product.version,
      compareAtPrice: 50,
    });
    expect(lowered.json()).toMatchObject({ field: 'compareAtPrice' });
    const now = (await call('GET', `/api/admin/products/${product.id}`)).json();
    expect(now).toMatchObject({ price: 80, compareAtPrice: 100, version: product.version });
    const cleared = await call('PUT', `/api/admin/products/${product.id}`, {
      version: product.version,
      price: 120,
      compareAtPrice: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ price: 120, compareAtPrice: null });
  });

  it.each([
    ['weightGrams', -5],
    ['weightGrams', 2.5],
    ['weightGrams', 5_000_000],
    ['seoTitle', 'x'.repeat(71)],
    ['seoDescription', 'x'.repeat(321)],
  ])('refuses a bad %s with 400 naming it', async (field, value) => {
    const response = await call('POST', '/api/admin/products', { ...BASE, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });
});

describe('making time', () => {
  const made = { kind: 'made', min: 2, max: 3, unit: 'weeks' };

  it("is set on create and edit, answered to the owner and the shop, and cleared back to the store's default", async () => {
    const product = await create({ makingTime: { kind: 'ready', days: 5 } });
    expect(product.makingTime).toEqual({ kind: 'ready', days: 5 });
    const edited = await call('PUT', `/api/admin/products/${product.id}`, {
      version: product.version,
      makingTime: made,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().makingTime).toEqual(made);
    const shop = (await t.app.inject({ url: `/api/products/${product.id}`, headers: demo })).json();
    expect(shop.makingTime).toEqual(made);
    const kept = await call('PUT', `/api/admin/products/${product.id}`, {
      version: edited.json().version,
      name: 'Raven Pendant II',
    });
    expect(kept.json().makingTime).toEqual(made);
    const cleared = await call('PUT', `/api/admin/products/${product.id}`, {
      version: kept.json().version,
      makingTime: null,
    });
    expect(cleared.json().makingTime).toBeNull();
    const after = (await t.app.inject({ url: `/api/products/${product.id}`, headers: demo })).json();
    expect(after).toMatchObject({ makingTime: null });
  });

  it('answers null to the shop for a product without one', async () => {
    const product = await create();
    expect(product.makingTime).toBeNull();
    const shop = (await t.app.inject({ url: `/api/products/${product.id}`, headers: demo })).json();
    expect(shop).toHaveProperty('makingTime', null);
  });

  it.each([
    ['makingTime.min', { kind: 'made', min: 4, max: 3, unit: 'weeks' }],
    ['makingTime.max', { kind: 'made', min: 1, max: 30, unit: 'weeks' }],
    ['makingTime.days', { kind: 'ready', days: -1 }],
    ['makingTime.days', { kind: 'ready', days: 1.5 }],
    ['makingTime.unit', { kind: 'made', min: 1, max: 2, unit: 'months' }],
    ['makingTime.kind', { kind: 'soon' }],
  ])('refuses a bad making time with 400 naming %s', async (field, makingTime) => {
    const response = await call('POST', '/api/admin/products', { ...BASE, makingTime });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    const product = await create();
    const edit = await call('PUT', `/api/admin/products/${product.id}`, {
      version: product.version,
      makingTime,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ field });
  });
});

describe('alt text per image', () => {
  it("starts as the product's name, is set per image, and reaches the shop in the images' order", async () => {
    const product = await create();
    await upload(product.id);
    const two = await upload(product.id);
    expect(two.images.map((image: { alt: string }) => image.alt)).toEqual(['Raven Pendant', 'Raven Pendant']);
    const [first, second] = two.images as { id: string }[];
    const set = await call('PATCH', `/api/admin/products/${product.id}/images/${second.id}`, {
      alt: '  The pendant on a model ',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().images.map((image: { alt: string }) => image.alt)).toEqual([
      'Raven Pendant',
      'The pendant on a model',
    ]);
    await call('PATCH', `/api/admin/products/${product.id}/images/${first.id}`, {
      alt: 'Raven pendant, front',
    });
    const shop = (await t.app.inject({ url: `/api/products/${product.id}`, headers: demo })).json();
    expect(shop.imageAlts).toEqual(['Raven pendant, front', 'The pendant on a model']);
    const listed = (await t.app.inject({ url: '/api/products?limit=100', headers: demo })).json().products;
    expect(listed.find((p: { id: string }) => p.id === product.id).imageAlts).toEqual(shop.imageAlts);
  });

  it('refuses alt text too long (400 naming alt), an image of another product (404) and another store (404)', async () => {
    const product = await create();
    const { images } = await upload(product.id);
    const other = await create();
    const long = await call('PATCH', `/api/admin/products/${product.id}/images/${images[0].id}`, {
      alt: 'x'.repeat(251),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'alt' });
    const wrong = await call('PATCH', `/api/admin/products/${other.id}/images/${images[0].id}`, {
      alt: 'no',
    });
    expect(wrong.statusCode).toBe(404);
    const foreign = await call(
      'PATCH',
      `/api/admin/products/${product.id}/images/${images[0].id}`,
      { alt: 'no' },
      { ...north, ...northOwner },
    );
    expect(foreign.statusCode).toBe(404);
    const now = (await call('GET', `/api/admin/products/${product.id}`)).json();
    expect(now.images[0].alt).toBe('Raven Pendant');
  });
});

describe('product backups', () => {
  it('carry the details and a restore brings back a changed compare-at price, weight and search texts', async () => {
    const product = await create({
      compareAtPrice: 99,
      weightGrams: 30,
      seoTitle: 'Backed up',
      seoDescription: 'Kept',
    });
    const run = await call('POST', '/api/backups/run');
    expect(run.statusCode).toBe(201);
    const { filename } = run.json().backup;
    const edited = await call('PUT', `/api/admin/products/${product.id}`, {
      version: product.version,
      compareAtPrice: null,
      weightGrams: 75,
      seoTitle: 'Changed',
      seoDescription: null,
    });
    expect(edited.statusCode).toBe(200);
    const restore = await call('POST', `/api/backups/${filename}/restore`, { dryRun: false });
    expect(restore.statusCode).toBe(200);
    const back = (await call('GET', `/api/admin/products/${product.id}`)).json();
    expect(back).toMatchObject({
      compareAtPrice: 99,
      weightGrams: 30,
      seoTitle: 'Backed up',
      seoDescription: 'Kept',
    });
  });
});

describe('a restore of a backup written before these details', () => {
  it("keeps the product's details, and a price raised to its compare-at price ends the sale instead of failing", async () => {
    const product = await create({ compareAtPrice: 99, weightGrams: 30, seoTitle: 'Kept' });
    // A run registers the file; its contents are then swapped for what an older api wrote.
    const { filename } = (await call('POST', '/api/backups/run')).json().backup;
    const record = { id: product.id, name: product.name, price: 120, description: '', totalInventory: 4 };
    await t.app.storage.put(
      backupKey('demo', filename),
      Buffer.from(JSON.stringify({ tenantId: 'demo', createdAt: '2026-01-02', products: [record] })),
    );
    const restore = await call('POST', `/api/backups/${filename}/restore`, { dryRun: false });
    expect(restore.statusCode).toBe(200);
    const back = (await call('GET', `/api/admin/products/${product.id}`)).json();
    expect(back).toMatchObject({ price: 120, compareAtPrice: null, weightGrams: 30, seoTitle: 'Kept' });
  });
});
