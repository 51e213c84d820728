/**
 * My Products: the owner's list, create, versioned edit, archive and images, with the live
 * storefront following (revalidated pages, inventoryUpdate on the socket).
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { io as connect, type Socket } from 'socket.io-client';
import { INVENTORY_UPDATE_EVENT } from '@/lib/constants/realtime';
import { products } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { startRevalidationListener } from './support/revalidation-listener';

const SECRET = 'revalidate-secret-for-admin-catalog-tests';
const north = { 'x-tenant-id': 'north' };
let t: TestApp;
let listener: Awaited<ReturnType<typeof startRevalidationListener>>;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
let socket: Socket;
const stockEvents: { productId: string; newInventory: number | null }[] = [];

beforeAll(async () => {
  listener = await startRevalidationListener(SECRET);
  t = await buildTestApp({ WEB_URL: listener.url, REVALIDATE_SECRET: SECRET });
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  socket = connect(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    auth: { tenantId: 'demo' },
    reconnection: false,
    forceNew: true,
  });
  socket.on(INVENTORY_UPDATE_EVENT, (event) => stockEvents.push(event));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}, 60_000);
afterAll(async () => {
  socket?.disconnect();
  await t.close();
  await listener?.close();
});

const mine = () => ({ ...demo, ...owner });
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = mine(),
) => t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const storefront = async () =>
  (await t.app.inject({ url: '/api/products', headers: demo })).json().products as {
    id: string;
    name: string;
    price: number;
  }[];
const waitFor = async (check: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};
const NEW = {
  name: 'Tide Pool Ring',
  price: 128.5,
  description: 'Sterling silver with a sea glass stone.',
  size: 7,
  totalInventory: 3,
  metals: ['Sterling Silver'],
  gemstones: ['Sea Glass'],
  featured: true,
};

async function created() {
  const response = await call('POST', '/api/admin/products', NEW);
  expect(response.statusCode).toBe(201);
  return response.json();
}

function multipart(bytes: Buffer, filename = 'photo.png') {
  const boundary = '----sitka-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
const upload = async (id: string, bytes: Buffer, headers: Record<string, string> = mine()) => {
  const form = multipart(bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/images`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
const colourOf = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
  return { r: data[0], g: data[1], b: data[2], width: info.width };
};

describe('GET /api/admin/products', () => {
  it('pages every product, archived included, and sorts by price both ways', async () => {
    const all = (await call('GET', '/api/admin/products?pageSize=100&sort=price')).json();
    expect(all.total).toBeGreaterThan((await storefront()).length);
    expect(all.items.some((p: { archived: boolean }) => p.archived)).toBe(true);
    const prices = all.items.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await call('GET', '/api/admin/products?pageSize=1&sort=price&dir=desc')).json().items[0]
      .price;
    expect(desc).toBe(Math.max(...prices));
    const page2 = (await call('GET', '/api/admin/products?pageSize=2&page=2&sort=price')).json();
    expect(page2.items.map((p: { id: string }) => p.id)).toEqual(
      all.items.slice(2, 4).map((p: { id: string }) => p.id),
    );
  });

  it('sorts by stock with unlimited last, and filters archived', async () => {
    const stock = (await call('GET', '/api/admin/products?pageSize=100&sort=stock'))
      .json()
      .items.map((p: { totalInventory: number | null }) => p.totalInventory);
    const numbers = stock.filter((s: number | null) => s !== null);
    expect(stock.slice(0, numbers.length)).toEqual([...numbers].sort((a: number, b: number) => a - b));
    const archived = (await call('GET', '/api/admin/products?archived=true&pageSize=100')).json().items;
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((p: { archived: boolean }) => p.archived)).toBe(true);
    const featuredFirst = (await call('GET', '/api/admin/products?sort=featured&dir=desc&pageSize=1')).json()
      .items[0];
    expect(featuredFirst.featured).toBe(true);
  });

  it('searches name and description', async () => {
    const [first] = await storefront();
    const found = (
      await call('GET', `/api/admin/products?q=${encodeURIComponent(first.name.toUpperCase())}`)
    ).json().items;
    expect(found.map((p: { id: string }) => p.id)).toContain(first.id);
    expect((await call('GET', '/api/admin/products?q=zzqx-nothing')).json()).toMatchObject({
      total: 0,
      items: [],
    });
  });
});

describe('POST /api/admin/products', () => {
  it('creates a product in dollars, kept in cents, shown in the shop at once', async () => {
    const before = listener.received.length;
    const product = await created();
    expect(product).toMatchObject({
      name: NEW.name,
      price: 128.5,
      size: 7,
      totalInventory: 3,
      Metal: ['Sterling Silver'],
      Gemstone: ['Sea Glass'],
      featured: true,
      archived: false,
      version: 1,
      images: [],
    });
    const [row] = await t.app.db
      .select({ cents: products.priceCents, tenant: products.tenantId })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row).toEqual({ cents: 12_850, tenant: 'demo' });
    expect((await storefront()).some((p) => p.id === product.id)).toBe(true);
    expect(
      await waitFor(() => listener.received.slice(before).some((tags) => tags.includes('products:demo'))),
    ).toBe(true);
  });

  it('refuses bad prices, stock and names with the field named, and creates nothing', async () => {
    const count = (await call('GET', '/api/admin/products?pageSize=1')).json().total;
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -1 }, 'price'],
      [{ price: 12.345 }, 'price'],
      [{ price: '12' }, 'price'],
      [{ price: 2_000_000 }, 'price'],
      [{ totalInventory: -1 }, 'totalInventory'],
      [{ totalInventory: 1.5 }, 'totalInventory'],
      [{ name: '   ' }, 'name'],
      [{ name: 'Ring\u0000' }, 'name'],
      [{ metals: 'Silver' }, 'metals'],
      [{ featured: 'yes' }, 'featured'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', '/api/admin/products', { ...NEW, ...change });
      expect([JSON.stringify(change), response.statusCode]).toEqual([JSON.stringify(change), 400]);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, error: expect.any(String) });
    }
    expect((await call('POST', '/api/admin/products', { price: 10 })).json()).toMatchObject({
      field: 'name',
      error: 'Name is required',
    });
    expect((await call('GET', '/api/admin/products?pageSize=1')).json().total).toBe(count);
  });
});

describe('PUT /api/admin/products/:id (versioned edits)', () => {
  it('keeps the first of two edits made from the same version and refuses the second with 409', async () => {
    const product = await created();
    const first = await call('PUT', `/api/admin/products/${product.id}`, {
      version: product.version,
      price: 140,
      name: 'Tide Pool Ring II',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      price: 140,
      name: 'Tide Pool Ring II',
      version: product.version + 1,
      description: NEW.description,
    });
    const second = await call('PUT', `/api/admin/products/${product.id}`, {
      version: product.version,
      price: 99,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'This product was changed elsewhere. Reload to see the latest version.',
      code: 'VERSION_CONFLICT',
      field: 'version',
    });
    const now = (await call('GET', `/api/admin/products/${product.id}`)).json();
    expect(now).toMatchObject({ price: 140, name: 'Tide Pool Ring II', version: product.version + 1 });
  });

  it('sends inventoryUpdate and revalidates the product page after a stock edit commits', async () => {
    const product = await created();
    const before = listener.received.length;
    const response = await call('PUT', `/api/admin/products/${product.id}`, {
      version: 1,
      totalInventory: 9,
    });
    expect(response.statusCode).toBe(200);
    expect(
      await waitFor(() => stockEvents.some((e) => e.productId === product.id && e.newInventory === 9)),
    ).toBe(true);
    expect(
      await waitFor(() =>
        listener.received.slice(before).some((tags) => tags.includes(`product:demo:${product.id}`)),
      ),
    ).toBe(true);
    const unlimited = await call('PUT', `/api/admin/products/${product.id}`, {
      version: 2,
      totalInventory: null,
    });
    expect(unlimited.json().totalInventory).toBeNull();
    expect(
      await waitFor(() => stockEvents.some((e) => e.productId === product.id && e.newInventory === null)),
    ).toBe(true);
  });

  it('answers 400 without a version and for bad values, 404 for an unknown product', async () => {
    const product = await created();
    expect((await call('PUT', `/api/admin/products/${product.id}`, { price: 5 })).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'version',
    });
    expect(
      (await call('PUT', `/api/admin/products/${product.id}`, { version: 1, price: -5 })).json(),
    ).toMatchObject({ field: 'price' });
    expect(
      (await call('PUT', `/api/admin/products/${product.id}`, { version: 1, totalInventory: 'many' })).json(),
    ).toMatchObject({ field: 'totalInventory' });
    expect((await call('GET', `/api/admin/products/${product.id}`)).json().version).toBe(1);
    expect(
      (
        await call('PUT', '/api/admin/products/00000000-0000-4000-8000-000000000000', {
          version: 1,
          price: 5,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/admin/products/:id/archived', () => {
  it('archives (gone from the shop) and unarchives, each from the current version', async () => {
    const product = await created();
    const archived = await call('PUT', `/api/admin/products/${product.id}/archived`, {
      version: 1,
      archived: true,
    });
    expect(archived.json()).toMatchObject({ archived: true, version: 2 });
    expect((await storefront()).some((p) => p.id === product.id)).toBe(false);
    expect(
      (await call('PUT', `/api/admin/products/${product.id}/archived`, { version: 1, archived: false }))
        .statusCode,
    ).toBe(409);
    const back = await call('PUT', `/api/admin/products/${product.id}/archived`, {
      version: 2,
      archived: false,
    });
    expect(back.json()).toMatchObject({ archived: false, version: 3 });
    expect((await storefront()).some((p) => p.id === product.id)).toBe(true);
  });
});

describe('product images', () => {
  it('stores 400 and 800 px WebP renditions, serves the first as the main image, and reorders', async () => {
    const product = await created();
    const red = await upload(product.id, await png('#ff0000'));
    expect(red.statusCode).toBe(201);
    const blue = await upload(product.id, await png('#0000ff'));
    const images = blue.json().images as { id: string; small: string; medium: string }[];
    expect(images).toHaveLength(2);
    expect(blue.json().productImage.small).toBe(`/api/images/${product.id}_400.webp`);
    const main = await colourOf(`/api/images/${product.id}_400.webp`);
    expect(main).toMatchObject({ width: 400 });
    expect(main.r).toBeGreaterThan(200);
    expect((await colourOf(images[1].medium)).width).toBe(800);

    const reordered = await call('PUT', `/api/admin/products/${product.id}/images/order`, {
      imageIds: [images[1].id, images[0].id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().images.map((i: { id: string }) => i.id)).toEqual([images[1].id, images[0].id]);
    const newMain = await colourOf(`/api/images/${product.id}_400.webp`);
    expect(newMain.b).toBeGreaterThan(200);
    expect((await colourOf(reordered.json().images[1].small)).r).toBeGreaterThan(200);

    const removed = await call('DELETE', `/api/admin/products/${product.id}/images/${images[1].id}`);
    expect(removed.json().images.map((i: { id: string }) => i.id)).toEqual([images[0].id]);
    expect((await colourOf(`/api/images/${product.id}_400.webp`)).r).toBeGreaterThan(200);
  });

  it('reorders a seeded product’s images, keeping each picture', async () => {
    const seeded = (await call('GET', '/api/admin/products?pageSize=100'))
      .json()
      .items.find((p: { images: unknown[] }) => p.images.length >= 2);
    const [a, b] = seeded.images as { id: string }[];
    const before = await colourOf(`/api/images/${seeded.id}_400.webp`);
    const rest = seeded.images.slice(2).map((i: { id: string }) => i.id);
    const response = await call('PUT', `/api/admin/products/${seeded.id}/images/order`, {
      imageIds: [b.id, a.id, ...rest],
    });
    expect(response.statusCode).toBe(200);
    expect(await colourOf(response.json().images[1].small)).toEqual(before);
  });

  it('refuses what is not an image, an order that does not list every image, and unknown images', async () => {
    const product = await created();
    const text = await upload(product.id, Buffer.from('just some text, not a picture'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'NOT_AN_IMAGE', field: 'file' });
    const one = (await upload(product.id, await png('#00ff00'))).json();
    const bad = await call('PUT', `/api/admin/products/${product.id}/images/order`, {
      imageIds: [one.images[0].id, one.images[0].id],
    });
    expect(bad.json()).toMatchObject({ code: 'IMAGE_ORDER_MISMATCH', field: 'imageIds' });
    expect(
      (await call('DELETE', `/api/admin/products/${product.id}/images/00000000-0000-4000-8000-000000000000`))
        .statusCode,
    ).toBe(404);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/images`,
      headers: mine(),
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });
});

describe('only the store’s own owner', () => {
  it('401, 403 and 404 on every product route, and nothing changes', async () => {
    const product = await created();
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/products', undefined],
      ['GET', `/api/admin/products/${product.id}`, undefined],
      ['POST', '/api/admin/products', NEW],
      ['PUT', `/api/admin/products/${product.id}`, { version: 1, price: 1 }],
      ['PUT', `/api/admin/products/${product.id}/archived`, { version: 1, archived: true }],
      ['PUT', `/api/admin/products/${product.id}/images/order`, { imageIds: [product.id] }],
    ];
    for (const [method, url, payload] of routes) {
      const send = (headers: Record<string, string>) => call(method as 'GET', url, payload, headers);
      expect([url, (await send(demo)).statusCode]).toEqual([url, 401]);
      expect([url, (await send({ ...demo, ...shopper })).statusCode]).toEqual([url, 403]);
      expect([url, (await send({ ...demo, ...northOwner })).statusCode]).toEqual([url, 403]);
      if (url.includes(product.id))
        expect([url, (await send({ ...north, ...northOwner })).statusCode]).toEqual([url, 404]);
    }
    expect((await upload(product.id, await png('#000000'), { ...north, ...northOwner })).statusCode).toBe(
      404,
    );
    const northList = (
      await call('GET', '/api/admin/products?pageSize=100', undefined, { ...north, ...northOwner })
    ).json();
    expect(northList.items.some((p: { id: string }) => p.id === product.id)).toBe(false);
    expect((await call('GET', `/api/admin/products/${product.id}`)).json()).toMatchObject({
      version: 1,
      price: NEW.price,
      archived: false,
      images: [],
    });
  });
});
