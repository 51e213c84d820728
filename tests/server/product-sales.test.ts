/**
 * A product's sales count: an order records its pieces beside the product instead of updating it,
 * every answer that shows sales adds what is recorded, and the minute's fold moves the records
 * into the products, store by store. Orders asked for many times at once and folds running at once
 * are in product-sales-at-once.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { payments, products, stockHolds } from '@/server/src/db/schema';
import { foldAllSales } from '@/server/src/jobs/sales';
import { reconcilePayments } from '@/server/src/jobs/reconcile';
import { foldSales, salesOf } from '@/server/src/repositories/product-sales';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import { salesInsert, salesReads } from './support/product-sales-fixtures';
import { confirmCard, createOrder, listProducts, startPayment, type ApiProduct } from './support/shop';

let t: TestApp;
let catalog: ApiProduct[];
let owner: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  catalog = await listProducts(t.app);
  owner = await bearerFor(t.app, 'owner@demo.test');
});
afterAll(() => t.close());

const { shownSales, foldedSales, recorded } = salesReads(() => ({ t, owner }));

const byName = (name: string) => catalog.find((product) => product.name === name)!;
let address = 0;
/** Each purchase from its own address, so no per-visitor limit is met. */
const nextAddress = () => ({ 'x-forwarded-for': `203.0.113.${(address += 1)}` });

async function buy(lines: { product: ApiProduct; quantity: number }[]) {
  const headers = nextAddress();
  const started = await startPayment(t.app, lines, {}, headers);
  expect(started.statusCode).toBe(200);
  const id: string = started.json().paymentIntentId;
  expect((await confirmCard(t.app, id)).statusCode).toBe(200);
  return { id, order: await createOrder(t.app, id, headers) };
}

describe('an order’s sales', () => {
  it('show at once wherever sales are shown, and the fold moves them into the product once', async () => {
    const mug = byName('Kenai River Stoneware Mug'); // unlimited stock
    const before = (await shownSales(mug.id)).page as number;
    await foldAllSales(t.app);
    const { order } = await buy([{ product: mug, quantity: 3 }]);
    expect(order.statusCode).toBe(200);
    expect(await shownSales(mug.id)).toEqual({ page: before + 3, listed: before + 3, admin: before + 3 });
    // The order did not touch the product row: its pieces wait beside it.
    expect(await foldedSales(mug.id)).toBe(before);

    expect((await foldAllSales(t.app)).pieces).toBeGreaterThanOrEqual(3);
    expect(await foldedSales(mug.id)).toBe(before + 3);
    expect(await shownSales(mug.id)).toEqual({ page: before + 3, listed: before + 3, admin: before + 3 });
    expect(await foldAllSales(t.app)).toEqual({ pieces: 0, stores: 0 });
    expect(await foldedSales(mug.id)).toBe(before + 3);
  });
});

describe('the sales fold', () => {
  it('folds each store’s sales into its own products only', async () => {
    const [northProduct] = await t.database.db.select().from(products).where(eq(products.tenantId, 'north'));
    const mug = byName('Kenai River Stoneware Mug');
    await foldAllSales(t.app);
    const northBefore = northProduct.sales;
    const mugBefore = await foldedSales(mug.id);
    await t.database.db.transaction(async (tx) => {
      await salesInsert(tx, 'north', [{ productId: northProduct.id, quantity: 7 }]);
      await salesInsert(tx, 'demo', [{ productId: mug.id, quantity: 1 }]);
    });
    // One store's reads never count another's records, even when asked for its product ids.
    expect((await salesOf(t.database.db, 'demo', [northProduct.id])).size).toBe(0);
    expect((await salesOf(t.database.db, 'north', [northProduct.id])).get(northProduct.id)).toBe(
      northBefore + 7,
    );

    expect(await foldSales(t.database.db, 'demo')).toBe(1);
    expect(await recorded('north')).toHaveLength(1);
    expect(await foldedSales(northProduct.id)).toBe(northBefore);
    expect(await foldedSales(mug.id)).toBe(mugBefore + 1);

    expect(await foldSales(t.database.db, 'north')).toBe(7);
    expect(await foldedSales(northProduct.id)).toBe(northBefore + 7);
    expect(await recorded('north')).toEqual([]);
  });
});

/** The provider says the card went through after the hold had expired and was given back. */
const paidLate = (providerPaymentId: string) =>
  t.database.db
    .update(payments)
    .set({ status: 'succeeded' })
    .where(eq(payments.providerPaymentId, providerPaymentId));

describe('an order after its hold expired', () => {
  it('takes nothing and counts no sale when part of the stock is gone: the payment is refunded', async () => {
    const [cuff, opal] = [byName('Denali Cuff Bracelet'), byName('Aurora Opal Pendant')];
    await t.database.db.update(products).set({ totalInventory: 5 }).where(eq(products.id, cuff.id));
    await t.database.db.update(products).set({ totalInventory: 1 }).where(eq(products.id, opal.id));
    const headers = nextAddress();
    const started = await startPayment(
      t.app,
      [
        { product: cuff, quantity: 1 },
        { product: opal, quantity: 1 },
      ],
      {},
      headers,
    );
    const id: string = started.json().paymentIntentId;
    const [paymentId] = (
      await t.database.db
        .select({ id: stockHolds.paymentId })
        .from(stockHolds)
        .where(eq(stockHolds.productId, opal.id))
    ).map((row) => row.id);
    await t.database.db
      .update(stockHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stockHolds.paymentId, paymentId));
    await reconcilePayments(t.app, new Date(Date.now() + 60_000));
    // Released: both back in stock; then the pendant sells to someone else.
    await t.database.db.update(products).set({ totalInventory: 0 }).where(eq(products.id, opal.id));
    const stockBefore = await t.database.db
      .select({ n: products.totalInventory })
      .from(products)
      .where(eq(products.id, cuff.id));
    const salesBefore = (await shownSales(cuff.id)).page;
    // The shopper's card went through after all.
    await paidLate(id);
    const late = await createOrder(t.app, id, headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REFUNDED');
    const stockAfter = await t.database.db
      .select({ n: products.totalInventory })
      .from(products)
      .where(eq(products.id, cuff.id));
    expect(stockAfter).toEqual(stockBefore);
    expect((await shownSales(cuff.id)).page).toBe(salesBefore);
    const holds = await t.database.db
      .select({ status: stockHolds.status })
      .from(stockHolds)
      .where(and(eq(stockHolds.tenantId, 'demo'), eq(stockHolds.paymentId, paymentId)));
    expect(holds.map((hold) => hold.status)).toEqual(['released', 'released']);
  });

  it('takes the stock again and is sold when it is still there', async () => {
    const cuff = byName('Denali Cuff Bracelet');
    await t.database.db.update(products).set({ totalInventory: 4 }).where(eq(products.id, cuff.id));
    const headers = nextAddress();
    const started = await startPayment(t.app, [{ product: cuff, quantity: 2 }], {}, headers);
    const id: string = started.json().paymentIntentId;
    await t.database.db
      .update(stockHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(stockHolds.productId, cuff.id), eq(stockHolds.status, 'held')));
    await reconcilePayments(t.app, new Date(Date.now() + 60_000));
    const salesBefore = (await shownSales(cuff.id)).page;
    await paidLate(id);
    expect((await createOrder(t.app, id, headers)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ n: products.totalInventory })
      .from(products)
      .where(eq(products.id, cuff.id));
    expect(row.n).toBe(2);
    expect((await shownSales(cuff.id)).page).toBe(salesBefore + 2);
  });
});
