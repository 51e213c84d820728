/**
 * Honest sale prices: every price a product or a size has is kept from when, by each path that
 * changes one (the owner's edit, sizes, CSV import, Notion sync), and the catalog shows, beside a
 * compare-at price, the lowest price of the 30 days before the reduction.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { priceHistory, products } from '@/server/src/db/schema';
import { RATE_LIMITS } from '@/server/src/plugins/rate-limits';
import { buildTestApp, type TestApp } from './support/build-app';
import { startFakeNotion } from './support/fake-notion';
import { connectNotionStore, productRecord } from './support/notion-store';
import { prepareTwoStores, type TwoStores } from './support/two-stores';

const CLIENT_ID = 'sitka-notion-client';
const CLIENT_SECRET = 'sitka-notion-secret';
const DAY = 24 * 60 * 60 * 1000;

type Variant = { id: string; name: string; price: number | null; lowestPrice30Days?: number };
type Product = {
  id: string;
  price: number;
  version: number;
  compareAtPrice?: number | null;
  lowestPrice30Days?: number;
  highestPrice30Days?: number;
  variants: Variant[];
};

let fake: Awaited<ReturnType<typeof startFakeNotion>>;
let t: TestApp;
let stores: TwoStores;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
const A = () => ({ ...stores.headers('A'), ...adminA });
const B = () => ({ ...stores.headers('B'), ...adminB });

beforeAll(async () => {
  fake = await startFakeNotion(CLIENT_ID, CLIENT_SECRET);
  const generous = Object.keys(RATE_LIMITS)
    .map((name) => `${name}=1000000/1`)
    .join(',');
  t = await buildTestApp({
    NOTION_CLIENT_ID: CLIENT_ID,
    NOTION_CLIENT_SECRET: CLIENT_SECRET,
    NOTION_API_URL: fake.url,
    RATE_LIMITS: generous,
  });
  stores = await prepareTwoStores(t.app);
  adminA = await stores.token('adminA');
  adminB = await stores.token('adminB');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method, url, headers, payload });

async function create(headers: Record<string, string>, body: object): Promise<Product> {
  const response = await send('POST', '/api/admin/products', headers, {
    name: `Price piece ${randomUUID().slice(0, 8)}`,
    totalInventory: 5,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function edit(product: Product, body: object, headers = A()): Promise<Product> {
  const current = (await t.app.inject({ url: `/api/admin/products/${product.id}`, headers })).json();
  const response = await send('PUT', `/api/admin/products/${product.id}`, headers, {
    version: current.version,
    ...body,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const shopProduct = async (id: string, headers = stores.headers('A')): Promise<Product> =>
  (await t.app.inject({ url: `/api/products/${id}`, headers })).json();

/** The product's own recorded prices (cents), oldest first. */
async function history(productId: string, variantId: string | null = null) {
  const rows = await t.app.db
    .select()
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.productId, productId),
        variantId ? eq(priceHistory.variantId, variantId) : isNull(priceHistory.variantId),
      ),
    )
    .orderBy(priceHistory.fromAt);
  return rows;
}

/** Moves the last recorded price of the product (or size) `days` back in time. */
async function backdate(productId: string, variantId: string | null, days: number) {
  const rows = await history(productId, variantId);
  const last = rows.at(-1)!;
  await t.app.db
    .update(priceHistory)
    .set({ fromAt: new Date(Date.now() - days * DAY) })
    .where(eq(priceHistory.id, last.id));
}

describe('price history', () => {
  it('keeps each price the owner sets and shows the lowest of the 30 days before a reduction', async () => {
    const piece = await create(A(), { price: 50 });
    expect((await history(piece.id)).map((row) => row.priceCents)).toEqual([5000]);
    await backdate(piece.id, null, 40);

    await edit(piece, { price: 45 });
    await backdate(piece.id, null, 10);
    // An edit that does not move the price records nothing.
    await edit(piece, { description: 'Hammered by hand' });
    expect((await history(piece.id)).map((row) => row.priceCents)).toEqual([5000, 4500]);

    // No compare-at price: no 30-day line.
    expect((await shopProduct(piece.id)).lowestPrice30Days).toBeUndefined();

    await edit(piece, { price: 40, compareAtPrice: 60 });
    expect((await history(piece.id)).map((row) => row.priceCents)).toEqual([5000, 4500, 4000]);
    // 50 until ten days ago, then 45: the lowest before today's reduction is 45.
    const onSale = await shopProduct(piece.id);
    expect(onSale).toMatchObject({ price: 40, compareAtPrice: 60, lowestPrice30Days: 45 });

    // The lists carry it too.
    const list = await t.app.inject({
      url: '/api/products?search=Price%20piece',
      headers: stores.headers('A'),
    });
    const listed = (list.json().products as Product[]).find((row) => row.id === piece.id);
    expect(listed?.lowestPrice30Days).toBe(45);
  });

  it('measures from the reduction: a price older than 30 days before it does not count', async () => {
    const piece = await create(A(), { price: 30 });
    await backdate(piece.id, null, 70);
    await edit(piece, { price: 55 });
    await backdate(piece.id, null, 35);
    await edit(piece, { price: 50, compareAtPrice: 80 });
    // 30 ended 35 days ago, before the window: 55 is the lowest of the 30 days before today.
    expect((await shopProduct(piece.id)).lowestPrice30Days).toBe(55);
  });

  it('keeps a size’s price and shows the size’s own lowest price', async () => {
    const ring = await create(A(), {
      price: 100,
      variants: [
        { name: 'Size 6', totalInventory: 2 },
        { name: 'Size 9', price: 120, totalInventory: 2 },
      ],
    });
    const [six, nine] = ring.variants;
    expect((await history(ring.id, six.id)).map((row) => row.priceCents)).toEqual([10000]);
    expect((await history(ring.id, nine.id)).map((row) => row.priceCents)).toEqual([12000]);
    await backdate(ring.id, nine.id, 20);
    await backdate(ring.id, six.id, 20);
    await backdate(ring.id, null, 20);

    await edit(ring, {
      compareAtPrice: 150,
      variants: [
        { id: six.id, name: 'Size 6', totalInventory: 2 },
        { id: nine.id, name: 'Size 9', price: 110, totalInventory: 2 },
      ],
    });
    expect((await history(ring.id, nine.id)).map((row) => row.priceCents)).toEqual([12000, 11000]);
    // Size 6 kept the product's price: nothing new for it.
    expect((await history(ring.id, six.id)).map((row) => row.priceCents)).toEqual([10000]);

    const shown = await shopProduct(ring.id);
    expect(shown.variants.find((variant) => variant.id === nine.id)?.lowestPrice30Days).toBe(120);
    expect(shown.variants.find((variant) => variant.id === six.id)?.lowestPrice30Days).toBe(100);

    // The product's price moving moves a size that has none of its own.
    await edit(ring, { price: 95 });
    expect((await history(ring.id, six.id)).map((row) => row.priceCents)).toEqual([10000, 9500]);
    expect((await shopProduct(ring.id)).variants.find((v) => v.id === six.id)?.lowestPrice30Days).toBe(100);
  });

  it('gives the owner the highest price of the last 30 days', async () => {
    const piece = await create(A(), { price: 70 });
    await backdate(piece.id, null, 45);
    await edit(piece, { price: 65 });
    await backdate(piece.id, null, 20);
    const edited = await edit(piece, { price: 60 });
    // 70 ended 20 days ago, inside the last 30 days.
    expect(edited.highestPrice30Days).toBe(70);
    const read = (await t.app.inject({ url: `/api/admin/products/${piece.id}`, headers: A() })).json();
    expect(read.highestPrice30Days).toBe(70);
  });

  it('records a price changed by a CSV import', async () => {
    const piece = await create(A(), { price: 20 });
    const csv = stringify([{ ID: piece.id, Title: 'Imported price', 'Variant Price': '18.50' }], {
      header: true,
    });
    const boundary = '----sitka-price-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=false',
      headers: { ...A(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect((await history(piece.id)).map((row) => row.priceCents)).toEqual([2000, 1850]);
  });

  it('records a price changed by a Notion sync', async () => {
    const { databases } = await connectNotionStore(t, fake, A(), 'Price workspace');
    const pageId = randomUUID();
    databases.products.rows.push({ id: pageId, properties: productRecord('Notion price ring', 33, 4) });
    const pull = () => t.app.inject({ method: 'POST', url: '/api/admin/notion-sync/products', headers: A() });
    expect((await pull()).statusCode).toBe(200);
    const [ring] = await t.app.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, stores.A.tenant), eq(products.notionPageId, pageId)));
    expect((await history(ring.id)).map((row) => row.priceCents)).toEqual([3300]);

    databases.products.rows[0].properties = productRecord('Notion price ring', 29, 4);
    expect((await pull()).statusCode).toBe(200);
    expect((await history(ring.id)).map((row) => row.priceCents)).toEqual([3300, 2900]);
  });

  it('keeps each store’s history to itself', async () => {
    const piece = await create(A(), { price: 90, compareAtPrice: 120 });
    const other = await create(B(), { price: 90, compareAtPrice: 120 });
    expect((await history(piece.id))[0].tenantId).toBe(stores.A.tenant);
    expect((await history(other.id))[0].tenantId).toBe(stores.B.tenant);
    // Another store's product is not found through this store, nor its price line.
    const crossed = await t.app.inject({ url: `/api/products/${other.id}`, headers: stores.headers('A') });
    expect(crossed.statusCode).toBe(404);
    expect((await shopProduct(other.id, stores.headers('B'))).lowestPrice30Days).toBe(90);
  });
});
