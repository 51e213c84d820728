/**
 * Product variants (a ring's sizes): the owner sets them, every product answer carries them, and
 * checkout prices, holds and sells each one from its own stock. Many buyers of one size at once, and
 * its stock never below zero: product-variants-at-once.test.ts.
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { INVENTORY_UPDATE_EVENT } from '@/lib/constants/realtime';
import { orderTotalCents } from '@/lib/money';
import { orderItems, orders, productVariants, products, stockHolds } from '@/server/src/db/schema';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { parseBackup } from '@/lib/backup';
import { reconcilePayments } from '@/server/src/jobs/reconcile';
import { writeProductBackup } from '@/server/src/services/backups/product-backups';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { confirmCard, createOrder } from './support/shop';
import { variantFixtures, type Product, type Variant } from './support/variant-fixtures';

let t: TestApp;
let owner: Record<string, string>;
let shopper: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
}, 120_000);
afterAll(() => t.close());

const { admin, ringWith, variantOf, variantStock, productStock, buy } = variantFixtures(() => ({ t, owner }));

async function paidOrderOf(product: Product, variantId: string, ip: string, quantity = 1) {
  const started = await buy(product, variantId, { ip, quantity });
  expect(started.statusCode).toBe(200);
  const { paymentIntentId } = started.json();
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  const placed = await createOrder(t.app, paymentIntentId);
  expect(placed.statusCode).toBe(200);
  return placed.json() as { id: string; orderId: string };
}

describe('the owner sets variants', () => {
  it('creates a ring with sizes: each answer carries them, and its stock is their sum', async () => {
    const ring = await ringWith({ 'Size 6': 1, 'Size 7': 4 });
    expect(ring.variants).toEqual([
      expect.objectContaining({ name: 'Size 6', sku: null, price: null, totalInventory: 1 }),
      expect.objectContaining({ name: 'Size 7', sku: null, price: null, totalInventory: 4 }),
    ]);
    expect(ring.totalInventory).toBe(5);
    const detail = (await t.app.inject({ url: `/api/products/${ring.id}`, headers: demo })).json();
    expect(detail.variants.map((v: Variant) => v.name)).toEqual(['Size 6', 'Size 7']);
    expect(detail.totalInventory).toBe(5);
    const list = (await t.app.inject({ url: '/api/products?limit=100', headers: demo })).json().products;
    expect(list.find((p: Product) => p.id === ring.id).variants).toHaveLength(2);
    // A product without variants answers an empty list.
    expect(list.find((p: Product) => p.id !== ring.id).variants).toEqual(expect.any(Array));
    const found = (
      await t.app.inject({ url: `/api/products/search?q=${encodeURIComponent(ring.name)}`, headers: demo })
    ).json();
    expect(found.items[0].variants).toHaveLength(2);
  });

  it('edits the list as a whole: keeps sent ids, adds new ones, removes the rest', async () => {
    const ring = await ringWith({ 'Size 5': 2, 'Size 6': 2 });
    const six = variantOf(ring, 'Size 6');
    const response = await admin('PUT', `/api/admin/products/${ring.id}`, {
      version: ring.version,
      variants: [
        { id: six.id, name: 'Size 6', totalInventory: 7, price: 135 },
        { name: 'Size 8', totalInventory: null, sku: 'RING-8' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const edited: Product = response.json();
    expect(edited.variants).toEqual([
      {
        id: six.id,
        name: 'Size 6',
        optionValues: [],
        sku: null,
        price: 135,
        totalInventory: 7,
        weightGrams: null,
      },
      {
        id: expect.any(String),
        name: 'Size 8',
        optionValues: [],
        sku: 'RING-8',
        price: null,
        totalInventory: null,
        weightGrams: null,
      },
    ]);
    // One size is unlimited, so the ring is too.
    expect(edited.totalInventory).toBeNull();
    expect(edited.version).toBe(ring.version + 1);
    // A stale version changes nothing.
    const stale = await admin('PUT', `/api/admin/products/${ring.id}`, {
      version: ring.version,
      variants: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', field: 'version' });
    const rows = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, ring.id));
    expect(rows.map((row) => row.name).sort()).toEqual(['Size 6', 'Size 8']);
  });

  it('refuses a SKU another product or variant holds, naming variants[i].sku, and writes nothing', async () => {
    const holder = await ringWith({ 'Size 9': 1 }, { sku: 'RING-HELD' });
    await ringWith(
      { Celadon: 1, Tenmoku: 1 },
      { variants: [{ name: 'Celadon', sku: 'MUG-CEL', totalInventory: 1 }] },
    );
    const before = (await t.database.db.select().from(products)).length;
    const clash = await admin('POST', '/api/admin/products', {
      name: 'Clashing Ring',
      price: 50,
      variants: [
        { name: 'Size 5', totalInventory: 1 },
        { name: 'Size 6', sku: 'RING-HELD', totalInventory: 1 },
      ],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'SKU_TAKEN', field: 'variants[1].sku' });
    const variantClash = await admin('POST', '/api/admin/products', {
      name: 'Clashing Mug',
      price: 50,
      variants: [{ name: 'Celadon', sku: 'MUG-CEL', totalInventory: 1 }],
    });
    expect(variantClash.json()).toMatchObject({ code: 'SKU_TAKEN', field: 'variants[0].sku' });
    const twice = await admin('POST', '/api/admin/products', {
      name: 'Twice Ring',
      price: 50,
      variants: [
        { name: 'A', sku: 'X-1', totalInventory: 1 },
        { name: 'B', sku: 'X-1', totalInventory: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ field: 'variants[1].sku' });
    // A product's own SKU may not be a variant's either.
    const own = await admin('POST', '/api/admin/products', { name: 'Own', price: 5, sku: 'MUG-CEL' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'SKU_TAKEN', field: 'sku' });
    expect((await t.database.db.select().from(products)).length).toBe(before);
    expect(holder.variants).toHaveLength(1);
  });

  it('keeps the stock of a product with variants on them: setting the product’s own is refused', async () => {
    const ring = await ringWith({ 'Size 6': 1 });
    const response = await admin('PUT', `/api/admin/products/${ring.id}/inventory`, { totalInventory: 40 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'HAS_VARIANTS', field: 'totalInventory' });
    expect(await productStock(ring.id)).toBe(1);
  });

  it('the demo store sells its Amethyst Stacking Ring in sizes 5 to 9, size 6 sold out', async () => {
    const list = (await t.app.inject({ url: '/api/products?limit=100', headers: demo })).json().products;
    const ring = list.find((p: Product) => p.name === 'Amethyst Stacking Ring');
    expect(ring.variants.map((v: Variant) => [v.name, v.totalInventory])).toEqual([
      ['Size 5', 1],
      ['Size 6', 0],
      ['Size 7', 1],
      ['Size 8', 1],
      ['Size 9', 1],
    ]);
    expect(ring.totalInventory).toBe(4);
  });

  it("refuses another product's variant id, naming variants[i].id", async () => {
    const a = await ringWith({ 'Size 5': 1 });
    const b = await ringWith({ 'Size 5': 1 });
    const response = await admin('PUT', `/api/admin/products/${b.id}`, {
      version: b.version,
      variants: [{ id: a.variants[0].id, name: 'Size 5', totalInventory: 9 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VARIANT_NOT_FOUND', field: 'variants[0].id' });
    expect(await variantStock(a.variants[0].id)).toBe(1);
  });
});

describe('checkout with variants', () => {
  it('asks which variant for a product that has them (400 naming items[i].variantId)', async () => {
    const ring = await ringWith({ 'Size 6': 2 });
    const none = await buy(ring, undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VARIANT_REQUIRED', field: 'items[0].variantId' });
    const other = await ringWith({ 'Size 6': 2 });
    const wrong = await buy(ring, other.variants[0].id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'items[0].variantId' });
    expect(await variantStock(ring.variants[0].id)).toBe(2);
  });

  it("charges the variant's price when it has one, else the product's, and answers the held variant", async () => {
    const ring = await ringWith(
      {},
      {
        variants: [
          { name: 'Size 6', totalInventory: 3, price: 150 },
          { name: 'Size 7', totalInventory: 3 },
        ],
      },
    );
    const six = variantOf(ring, 'Size 6');
    const atProductPrice = await buy(ring, six.id);
    expect(atProductPrice.statusCode).toBe(409);
    expect(atProductPrice.json()).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    const started = await buy(ring, six.id, { priceCents: 15000, ip: '10.9.1.1' });
    expect(started.statusCode).toBe(200);
    expect(started.json().items).toEqual([
      {
        productId: ring.id,
        variantId: six.id,
        variantName: 'Size 6',
        name: ring.name,
        quantity: 1,
        priceCents: 15000,
        personalisation: [],
      },
    ]);
    const seven = await buy(ring, variantOf(ring, 'Size 7').id, { priceCents: 12000, ip: '10.9.1.2' });
    expect(seven.statusCode).toBe(200);
  });

  it('holds per variant: a hold on Size 6 does not block Size 7', async () => {
    const ring = await ringWith({ 'Size 6': 1, 'Size 7': 1 });
    const first = await buy(ring, variantOf(ring, 'Size 6').id, { ip: '10.9.2.1' });
    expect(first.statusCode).toBe(200);
    const holds = await t.database.db
      .select()
      .from(stockHolds)
      .where(and(eq(stockHolds.productId, ring.id), eq(stockHolds.status, 'held')));
    expect(holds.map((hold) => hold.variantId)).toEqual([variantOf(ring, 'Size 6').id]);
    const blocked = await buy(ring, variantOf(ring, 'Size 6').id, { ip: '10.9.2.2' });
    expect(blocked.statusCode).toBe(409);
    const other = await buy(ring, variantOf(ring, 'Size 7').id, { ip: '10.9.2.3' });
    expect(other.statusCode).toBe(200);
    expect(await productStock(ring.id)).toBe(0);
  });

  it('an expired hold gives the stock back to its variant, so the next buyer gets it', async () => {
    const ring = await ringWith({ 'Size 6': 1, 'Size 7': 2 });
    const six = variantOf(ring, 'Size 6');
    expect((await buy(ring, six.id, { ip: '10.9.6.1' })).statusCode).toBe(200);
    expect(await variantStock(six.id)).toBe(0);
    await t.database.db
      .update(stockHolds)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(stockHolds.variantId, six.id));
    await reconcilePayments(t.app, new Date(Date.now() + 60_000));
    expect(await variantStock(six.id)).toBe(1);
    expect(await productStock(ring.id)).toBe(3);
    expect((await buy(ring, six.id, { ip: '10.9.6.2' })).statusCode).toBe(200);
  });

  it("writes the variant on the order's items and shows it beside the product's name", async () => {
    const ring = await ringWith({ 'Size 6': 2 });
    const six = ring.variants[0];
    const order = await paidOrderOf(ring, six.id, '10.9.3.1');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, order.orderId));
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(item).toMatchObject({ variantId: six.id, variantName: 'Size 6', name: ring.name });
    const detail = await t.app.inject({
      url: `/api/admin/orders/${row.id}`,
      headers: { ...demo, ...owner },
    });
    expect(detail.json().items[0].name).toBe(`${ring.name} — Size 6`);
    // The variant removed later: the order keeps its name.
    const current: Product = (
      await t.app.inject({ url: `/api/admin/products/${ring.id}`, headers: { ...demo, ...owner } })
    ).json();
    await admin('PUT', `/api/admin/products/${ring.id}`, { version: current.version, variants: [] });
    const [kept] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(kept).toMatchObject({ variantId: null, variantName: 'Size 6' });
  });

  it('a refund with restock puts the pieces back on the variant', async () => {
    const ring = await ringWith({ 'Size 6': 3, 'Size 7': 3 });
    const six = variantOf(ring, 'Size 6');
    const order = await paidOrderOf(ring, six.id, '10.9.4.1', 2);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, order.orderId));
    expect(await variantStock(six.id)).toBe(1);
    const facts = (
      await t.app.inject({ url: `/api/admin/orders/${row.id}`, headers: { ...demo, ...owner } })
    ).json();
    expect(facts.returnable).toEqual([{ productId: ring.id, variantId: six.id, quantity: 2 }]);
    const refund = await admin('POST', `/api/admin/orders/${row.id}/refund`, {
      amount: 100,
      restock: true,
      items: [{ productId: ring.id, variantId: six.id, quantity: 1 }],
      reason: 'Too small',
    });
    expect(refund.statusCode).toBe(200);
    expect(await variantStock(six.id)).toBe(2);
    expect(await variantStock(variantOf(ring, 'Size 7').id)).toBe(3);
    expect(await productStock(ring.id)).toBe(5);
    expect(refund.json().refunds[0].restocked).toEqual([
      { productId: ring.id, variantId: six.id, quantity: 1 },
    ]);
  });
  it("a restock of a size removed since puts nothing back, and the product keeps its sizes' sum", async () => {
    const ring = await ringWith({ 'Size 6': 3, 'Size 7': 3 });
    const six = variantOf(ring, 'Size 6');
    const seven = variantOf(ring, 'Size 7');
    const order = await paidOrderOf(ring, six.id, '10.9.4.2', 2);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, order.orderId));
    const edit = await admin('PUT', `/api/admin/products/${ring.id}`, {
      version: ring.version,
      variants: [{ id: seven.id, name: 'Size 7', totalInventory: 3 }],
    });
    expect(edit.json()).toMatchObject({ totalInventory: 3 });
    const refund = await admin('POST', `/api/admin/orders/${row.id}/refund`, {
      amount: 100,
      restock: true,
      items: [{ productId: ring.id, quantity: 2 }],
      reason: 'Too small',
    });
    expect(refund.json()).toMatchObject({ refunds: [{ restocked: [] }] });
    expect(await productStock(ring.id)).toBe(3);
    expect(await variantStock(seven.id)).toBe(3);
  });
});

describe('a size removed while a shopper pays', () => {
  it('answers 409 ITEM_UNAVAILABLE naming the item and holds nothing', async () => {
    const ring = await ringWith({ 'Size 6': 3, 'Size 7': 3 });
    const six = variantOf(ring, 'Size 6');
    // The owner removes Size 6 after the basket was priced, while its payment is being opened.
    const open = t.app.payments.createIntent;
    t.app.payments.createIntent = async (input) => {
      await t.database.db.delete(productVariants).where(eq(productVariants.id, six.id));
      return open(input);
    };
    try {
      const response = await buy(ring, six.id, { ip: '10.9.4.3' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'ITEM_UNAVAILABLE',
        field: 'items',
        productId: ring.id,
        variantId: six.id,
      });
    } finally {
      t.app.payments.createIntent = open;
    }
    const held = await t.database.db.select().from(stockHolds).where(eq(stockHolds.productId, ring.id));
    expect(held).toHaveLength(0);
    expect(await variantStock(variantOf(ring, 'Size 7').id)).toBe(3);
  });
});

describe('backorders with variants', () => {
  it('backorders a sold-out variant at its price, and asks which one', async () => {
    const ring = await ringWith(
      {},
      {
        variants: [
          { name: 'Size 6', totalInventory: 0, price: 99 },
          { name: 'Size 7', totalInventory: 2 },
        ],
      },
    );
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/backorders', headers: { ...demo, ...shopper }, payload });
    const missing = await post({ productId: ring.id, quantity: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VARIANT_REQUIRED', field: 'variantId' });
    const inStock = await post({ productId: ring.id, variantId: variantOf(ring, 'Size 7').id, quantity: 1 });
    expect(inStock.statusCode).toBe(409);
    const six = variantOf(ring, 'Size 6');
    const placed = await post({ productId: ring.id, variantId: six.id, quantity: 1 });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      variantId: six.id,
      total: orderTotalCents([{ priceCents: 9900, quantity: 1 }]).totalCents / 100,
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, placed.json().orderId));
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(item).toMatchObject({ variantId: six.id, variantName: 'Size 6', priceCents: 9900 });
  });
});

describe('live stock of a variant', () => {
  let socket: Socket;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    socket = connect(url, {
      transports: ['websocket'],
      auth: { tenantId: 'demo' },
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  });
  afterAll(() => socket.disconnect());

  it("sends the variant's stock and the product's after a hold", async () => {
    const ring = await ringWith({ 'Size 6': 2, 'Size 7': 3 });
    const received: unknown[] = [];
    socket.on(INVENTORY_UPDATE_EVENT, (event) => received.push(event));
    const six = variantOf(ring, 'Size 6');
    expect((await buy(ring, six.id, { ip: '10.9.5.1' })).statusCode).toBe(200);
    const deadline = Date.now() + 5_000;
    const held = (event: unknown) => (event as { newVariantInventory?: number }).newVariantInventory === 1;
    while (!received.some(held) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(received).toContainEqual({
      productId: ring.id,
      newInventory: 4,
      variantId: six.id,
      newVariantInventory: 1,
    });
  });
});

describe('the product backup carries variants', () => {
  it('writes them with their ids, and a restore puts changed and removed ones back', async () => {
    const ring = await ringWith(
      {},
      {
        variants: [
          { name: 'Size 6', totalInventory: 2, sku: 'BK-6', price: 130 },
          { name: 'Size 7', totalInventory: 4 },
        ],
      },
    );
    const day = new Date('2031-03-04T12:00:00Z');
    const { filename } = await writeProductBackup(t.app.db, t.app.storage, { id: 'demo', name: 'Demo' }, day);
    const file = JSON.parse((await t.app.storage.get(`demo/backups/${filename}`))!.toString('utf8'));
    const listed = parseBackup(file, 'demo').find((product) => product.id === ring.id)!;
    expect(listed.variants).toEqual(ring.variants);

    // The owner drops Size 7 and changes Size 6's stock; restoring the backup undoes both.
    const six = variantOf(ring, 'Size 6');
    const edit = await admin('PUT', `/api/admin/products/${ring.id}`, {
      version: ring.version,
      variants: [{ id: six.id, name: 'Size 6', sku: 'BK-6', price: 130, totalInventory: 9 }],
    });
    expect(edit.statusCode).toBe(200);
    const restore = (dryRun: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/backups/${filename}/restore`,
        headers: { ...demo, ...owner },
        payload: { dryRun },
      });
    const plan = await restore(true);
    expect(plan.statusCode).toBe(200);
    expect(plan.json().changed).toContainEqual({
      id: ring.id,
      name: ring.name,
      fields: ['totalInventory', 'variants'],
    });
    expect(await variantStock(six.id)).toBe(9);
    expect((await restore(false)).statusCode).toBe(200);
    const back: Product = (await t.app.inject({ url: `/api/products/${ring.id}`, headers: demo })).json();
    expect(
      back.variants.map(({ name, sku, price, totalInventory }) => ({ name, sku, price, totalInventory })),
    ).toEqual([
      { name: 'Size 6', sku: 'BK-6', price: 130, totalInventory: 2 },
      { name: 'Size 7', sku: null, price: null, totalInventory: 4 },
    ]);
    expect(back.variants[0].id).toBe(six.id);
    expect(back.totalInventory).toBe(6);
  });
});

describe('a backup restore with a SKU another product now holds', () => {
  it('is refused with 409 naming the product, in the dry run and the restore, and changes nothing', async () => {
    const ringA = await ringWith({}, { variants: [{ name: 'Size 6', totalInventory: 2, sku: 'RV-MOVE' }] });
    const day = new Date('2031-05-06T12:00:00Z');
    const { filename } = await writeProductBackup(t.app.db, t.app.storage, { id: 'demo', name: 'Demo' }, day);
    const six = variantOf(ringA, 'Size 6');
    const rename = await admin('PUT', `/api/admin/products/${ringA.id}`, {
      version: ringA.version,
      variants: [{ id: six.id, name: 'Size 6', sku: 'RV-MOVED', totalInventory: 2 }],
    });
    expect(rename.statusCode).toBe(200);
    const ringB = await ringWith({}, { variants: [{ name: 'Size 8', totalInventory: 1, sku: 'RV-MOVE' }] });
    for (const dryRun of [true, false]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/backups/${filename}/restore`,
        headers: { ...demo, ...owner },
        payload: { dryRun },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'SKU_TAKEN', field: 'filename' });
      expect(response.json().error).toContain(ringA.name);
      expect(response.json().error).toContain('RV-MOVE');
    }
    const skuOf = async (id: string) =>
      (await t.database.db.select().from(productVariants).where(eq(productVariants.id, id)))[0].sku;
    expect(await skuOf(six.id)).toBe('RV-MOVED');
    expect(await skuOf(variantOf(ringB, 'Size 8').id)).toBe('RV-MOVE');
  });
});

describe('a backup restore with a variant the store could not hold', () => {
  it.each([
    ['a stock past the limit', { totalInventory: 1e12 }],
    ['a price past the limit', { price: 1e12 }],
    ['a SKU the store refuses', { sku: 'NO SPACES!' }],
  ])('is refused as unreadable for %s and writes nothing', async (_, change) => {
    const ring = await ringWith({ 'Size 6': 2 });
    const day = new Date('2031-06-07T12:00:00Z');
    const { filename } = await writeProductBackup(t.app.db, t.app.storage, { id: 'demo', name: 'Demo' }, day);
    const key = `demo/backups/${filename}`;
    const file = JSON.parse((await t.app.storage.get(key))!.toString('utf8'));
    const records: Record<string, unknown>[] = file.products ?? file.databases.products;
    const record = records.find((entry) => JSON.stringify(entry).includes(ring.id))!;
    const variants = record.variants as Record<string, unknown>[];
    Object.assign(variants[0], change);
    await t.app.storage.put(key, JSON.stringify(file));
    for (const dryRun of [true, false]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/backups/${filename}/restore`,
        headers: { ...demo, ...owner },
        payload: { dryRun },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BACKUP_UNREADABLE', field: 'filename' });
    }
    expect(await variantStock(variantOf(ring, 'Size 6').id)).toBe(2);
  });
});

describe('the catalog CSV carries variants', () => {
  function multipart(csv: string) {
    const boundary = '----sitka-variant-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const importCsv = (csv: string, dryRun: boolean) => {
    const body = multipart(csv);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?dryRun=${dryRun}`,
      headers: { ...demo, ...owner, ...body.headers },
      payload: body.payload,
    });
  };
  const exported = async () =>
    parse((await t.app.inject({ url: '/api/admin/products/export', headers: { ...demo, ...owner } })).body, {
      columns: true,
      bom: true,
    }) as Record<string, string>[];

  it("refuses a product row's stock for a product with variants, naming the column, unless it is their sum", async () => {
    const ring = await ringWith({ 'Size 6': 0, 'Size 7': 0 });
    const csv = `ID,Variant Inventory Qty\n${ring.id},50\n`;
    const report = (await importCsv(csv, true)).json();
    expect(report.rows).toEqual([
      expect.objectContaining({
        action: 'error',
        errors: [
          {
            column: 'Variant Inventory Qty',
            message: "This product's stock is its variants'; give each variant's row its stock",
          },
        ],
      }),
    ]);
    await importCsv(csv, false);
    expect(await productStock(ring.id)).toBe(0);
    const same = (await importCsv(`ID,Variant Inventory Qty\n${ring.id},0\n`, true)).json();
    expect(same.summary).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });
  });

  it('exports a row per variant with its own SKU, price and stock, and reads it back unchanged', async () => {
    const ring = await ringWith(
      {},
      {
        variants: [
          { name: 'Size 6', sku: 'CSV-R-6', totalInventory: 1, price: 140 },
          { name: 'Size 7', totalInventory: 0 },
        ],
      },
    );
    const rows = (await exported()).filter((row) => row.ID === ring.id);
    expect(rows).toEqual([
      expect.objectContaining({
        Title: ring.name,
        'Option1 Name': 'Variant',
        'Option1 Value': 'Size 6',
        'Variant SKU': 'CSV-R-6',
        'Variant Price': '140.00',
        'Variant Inventory Qty': '1',
      }),
      expect.objectContaining({
        'Option1 Value': 'Size 7',
        'Variant SKU': '',
        // Every variant's row carries its price, as Shopify's export does: the product's, when it has none of its own.
        'Variant Price': ring.price.toFixed(2),
        'Variant Inventory Qty': '0',
      }),
    ]);
    const all = await exported();
    const report = (
      await importCsv(stringify(all, { header: true, columns: Object.keys(all[0]) }), true)
    ).json();
    expect(report.summary).toEqual({ create: 0, update: 0, unchanged: all.length, error: 0 });
  });

  it('matches variant rows by SKU, adds new ones to the product its ID names, and a dry run writes nothing', async () => {
    const ring = await ringWith(
      {},
      {
        variants: [
          { name: 'Size 6', sku: 'CSV-M-6', totalInventory: 1 },
          { name: 'Size 7', totalInventory: 2 },
        ],
      },
    );
    const csv = stringify(
      [
        {
          ID: '',
          'Option1 Value': 'Size 6',
          'Variant SKU': 'CSV-M-6',
          'Variant Price': '',
          'Variant Inventory Qty': '4',
        },
        {
          ID: ring.id,
          'Option1 Value': 'Size 8',
          'Variant SKU': 'CSV-M-8',
          'Variant Price': '150.00',
          'Variant Inventory Qty': '3',
        },
      ],
      { header: true },
    );
    const dry = (await importCsv(csv, true)).json();
    expect(dry.rows).toEqual([
      expect.objectContaining({
        row: 2,
        action: 'update',
        id: ring.id,
        title: `${ring.name} — Size 6`,
        changes: [{ column: 'Variant Inventory Qty', from: '1', to: '4' }],
      }),
      expect.objectContaining({ row: 3, action: 'create', id: ring.id, sku: 'CSV-M-8' }),
    ]);
    expect(await variantStock(variantOf(ring, 'Size 6').id)).toBe(1);

    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(200);
    const after: Product = (await t.app.inject({ url: `/api/products/${ring.id}`, headers: demo })).json();
    expect(
      after.variants.map(({ name, sku, price, totalInventory }) => ({ name, sku, price, totalInventory })),
    ).toEqual([
      { name: 'Size 6', sku: 'CSV-M-6', price: null, totalInventory: 4 },
      { name: 'Size 7', sku: null, price: null, totalInventory: 2 },
      { name: 'Size 8', sku: 'CSV-M-8', price: 150, totalInventory: 3 },
    ]);
    expect(after.totalInventory).toBe(9);
  });

  it("refuses a variant row whose SKU is another product's, naming the row and column, and writes nothing", async () => {
    const holder = await ringWith({ 'Size 5': 1 }, { sku: 'CSV-HELD' });
    const ring = await ringWith({ 'Size 6': 1 });
    const csv = stringify(
      [
        {
          ID: ring.id,
          'Option1 Value': 'Size 6',
          'Variant SKU': 'CSV-HELD',
          'Variant Price': '',
          'Variant Inventory Qty': '5',
        },
      ],
      { header: true },
    );
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().rows[0]).toMatchObject({
      row: 2,
      action: 'error',
      errors: [{ column: 'Variant SKU', message: `Another product (${holder.name}) already has this SKU` }],
    });
    expect(await variantStock(ring.variants[0].id)).toBe(1);
  });
});
