/**
 * The media routes as an outsider probes them: a store's logo and hero are served on its own
 * store only, keep their sandboxing headers through the web's BFF, and an upload writes no file
 * until its product (or store) and its bytes have both been checked.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { PRODUCT_IMAGES_MAX } from '@/lib/constants/catalog';
import { bearerFor, buildTestApp, demo, type TestApp } from '../support/build-app';

let t: TestApp;
let demoOwner: Record<string, string>;
let northOwner: Record<string, string>;
let demoStoreId: string;
let forwardToApi: typeof import('@/lib/api/forward').forwardToApi;

const north = { 'x-tenant-id': 'north' };
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#1F5F5B"/></svg>';
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

beforeAll(async () => {
  t = await buildTestApp();
  [demoOwner, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
  demoStoreId = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json()._id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.API_URL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // lib/env reads API_URL once, when it is first imported.
  ({ forwardToApi } = await import('@/lib/api/forward'));
}, 60_000);
afterAll(() => t?.close());

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function form(filename: string, type: string, data: Buffer) {
  const boundary = `----sitka${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (size = 120) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** A PNG whose header reads well and whose pixels are cut off half way: it sniffs as PNG and does not decode. */
async function brokenPng(): Promise<Buffer> {
  const noise = Buffer.from(randomBytes(400 * 300 * 3));
  const whole = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
    .png()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

const uploadProductImage = (
  productId: string,
  body: ReturnType<typeof form>,
  headers = { ...demo, ...demoOwner },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/images`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

const imageFiles = () => t.app.storage.list('images');

async function newProduct(name: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { ...demo, ...demoOwner },
    payload: {
      name,
      price: 40,
      description: 'A probe piece.',
      size: 7,
      totalInventory: 3,
      metals: ['Sterling Silver'],
      gemstones: [],
      featured: false,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

describe('a store’s logo and hero', () => {
  let svgUrl: string;

  beforeAll(async () => {
    const body = form('logo.svg', 'image/svg+xml', Buffer.from(SVG));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${demoStoreId}/media/logo`,
      headers: { ...demo, ...demoOwner, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    svgUrl = response.json().url;
  });

  it('is served in its own store, and not in another store’s name', async () => {
    const own = await t.app.inject({ url: svgUrl, headers: demo });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-security-policy']).toBe(SANDBOX);
    const elsewhere = await t.app.inject({ url: svgUrl, headers: north });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND' });
    expect(elsewhere.body).not.toContain('<svg');
  });

  it('keeps its sandboxing headers through the web, on its own host only', async () => {
    const path = svgUrl.replace(/^\/api\//, '').split('/');
    const onOwnHost = await forwardToApi(new Request(`http://demo.localhost:3000${svgUrl}`), path, {
      tenant: 'demo',
    });
    expect(onOwnHost.status).toBe(200);
    expect(onOwnHost.headers.get('content-type')).toBe('image/svg+xml');
    expect(onOwnHost.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(onOwnHost.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await onOwnHost.text()).toContain('<svg');

    const onOtherHost = await forwardToApi(new Request(`http://north.localhost:3000${svgUrl}`), path, {
      tenant: 'north',
    });
    expect(onOtherHost.status).toBe(404);
    expect(await onOtherHost.text()).not.toContain('<svg');
  });

  it('answers bytes that sniff as PNG but do not decode with a 400 on the file, and writes nothing', async () => {
    const before = await t.app.storage.list('demo/store-media');
    const body = form('broken.png', 'image/png', await brokenPng());
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${demoStoreId}/media/hero`,
      headers: { ...demo, ...demoOwner, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'NOT_AN_IMAGE', field: 'file' });
    expect(await t.app.storage.list('demo/store-media')).toEqual(before);
  });
});

describe('a product image upload', () => {
  it('answers bytes that sniff as PNG but do not decode with a 400 naming the file, and writes nothing', async () => {
    const productId = await newProduct('Broken Upload Pendant');
    const before = await imageFiles();
    const response = await uploadProductImage(productId, form('broken.png', 'image/png', await brokenPng()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'NOT_AN_IMAGE', field: 'file' });
    expect(response.json().error).toContain('broken.png');
    expect(await imageFiles()).toEqual(before);
  });

  it('checks the product before writing any file: unknown, another store’s, or full', async () => {
    const image = form('photo.png', 'image/png', await png());
    const before = await imageFiles();

    const unknown = await uploadProductImage('00000000-0000-4000-8000-000000000000', image);
    expect(unknown.statusCode).toBe(404);
    const northProduct = (await t.app.inject({ url: '/api/products', headers: north })).json().products[0]
      .id as string;
    const foreign = await uploadProductImage(northProduct, image);
    expect(foreign.statusCode).toBe(404);
    const asOtherOwner = await uploadProductImage(northProduct, image, { ...demo, ...northOwner });
    expect([401, 403]).toContain(asOtherOwner.statusCode);
    expect(await imageFiles()).toEqual(before);

    const productId = await newProduct('Full Gallery Bangle');
    for (let i = 0; i < PRODUCT_IMAGES_MAX; i += 1)
      expect(
        (await uploadProductImage(productId, form(`p${i}.png`, 'image/png', await png(60 + i)))).statusCode,
      ).toBe(201);
    const filled = await imageFiles();
    const full = await uploadProductImage(productId, image);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'TOO_MANY_IMAGES', field: 'file' });
    expect(await imageFiles()).toEqual(filled);
  }, 60_000);
});

describe('nosniff on what no route answers', () => {
  it('marks an unknown route, an unreadable address and a missing store alike', async () => {
    for (const url of ['/api/no-such-route', '/api/products/%E0%A4%A', '/api/products']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
