/**
 * What one order may come to is bounded by the money columns' integer range (about $21.47M): a
 * basket, a backorder or an amount past it is refused with a 400 naming the field, never a 500,
 * and nothing is written.
 */
import { eq } from 'drizzle-orm';
import { MAX_PRICE_CENTS } from '@/lib/constants/catalog';
import { MAX_ORDER_CENTS } from '@/lib/constants/orders';
import { orderTotalCents } from '@/lib/money';
import { orders, payments } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { CUSTOMER_INFO } from './support/shop';

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

/** A new product at the highest price the owner may set, with `stock` pieces. */
async function dearest(stock: number): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { ...demo, ...owner },
    payload: { name: `Commissioned Totem ${stock}`, price: MAX_PRICE_CENTS / 100, totalInventory: stock },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

const paymentCount = async () => (await t.database.db.select().from(payments)).length;

const checkout = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: demo,
    payload: { currency: 'usd', customerInfo: CUSTOMER_INFO, ...payload },
  });

it('refuses a basket whose exact total is past the range, naming the amount, and holds nothing', async () => {
  const id = await dearest(1000);
  const before = await paymentCount();
  const amount = orderTotalCents([{ priceCents: MAX_PRICE_CENTS, quantity: 999 }]).totalCents;
  const response = await checkout({ amount, items: [{ id, quantity: 999 }] });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'amount' });
  expect(await paymentCount()).toBe(before);
});

it('refuses a basket past the range even when a code would bring the charge under it', async () => {
  const id = await dearest(1000);
  const code = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    headers: { ...demo, ...owner },
    payload: { code: 'HALFTOTEM', kind: 'percent', value: 50 },
  });
  expect(code.statusCode).toBe(201);
  const quantity = Math.ceil(MAX_ORDER_CENTS / MAX_PRICE_CENTS) + 1;
  const totals = orderTotalCents([{ priceCents: MAX_PRICE_CENTS, quantity }]);
  const amount = totals.totalCents - Math.round((MAX_PRICE_CENTS * quantity) / 2);
  expect(amount).toBeLessThan(MAX_ORDER_CENTS);
  const before = await paymentCount();
  const response = await checkout({ amount, items: [{ id, quantity }], discountCode: 'HALFTOTEM' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'ORDER_TOO_LARGE', field: 'items' });
  expect(await paymentCount()).toBe(before);
});

it('refuses a backorder past the range, naming the quantity, and writes no order', async () => {
  const id = await dearest(0);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/backorders',
    headers: { ...demo, ...shopper },
    payload: { productId: id, quantity: 999 },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'ORDER_TOO_LARGE', field: 'quantity' });
  expect(response.json().error).toMatch(/more than one order can take/);
  const written = await t.database.db.select().from(orders).where(eq(orders.kind, 'backorder'));
  expect(written.filter((row) => row.totalCents > MAX_ORDER_CENTS)).toEqual([]);
  // Within the range, the same piece may still be backordered.
  const fits = await t.app.inject({
    method: 'POST',
    url: '/api/backorders',
    headers: { ...demo, ...shopper },
    payload: { productId: id, quantity: 2 },
  });
  expect(fits.statusCode).toBe(201);
});
