/**
 * A backorder's pieces are made to order and never taken from stock, so cancelling or refunding a
 * paid backorder with restock puts nothing back: no pieces appear that nobody made, and nobody
 * else can buy them. A regular order's restock still puts back what it took.
 */
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { confirmCard, createOrder, listProducts, startPayment } from './support/shop';

let t: TestApp;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let soldOutId: string;

const asOwner = () => ({ ...demo, ...owner });

beforeAll(async () => {
  t = await buildTestApp();
  [owner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  const product = (await listProducts(t.app)).find((p) => !p.variants?.length && p.totalInventory !== null)!;
  soldOutId = product.id;
  const emptied = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${soldOutId}/inventory`,
    headers: asOwner(),
    payload: { totalInventory: 0 },
  });
  expect(emptied.statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

const stockOf = async (id: string) => (await listProducts(t.app)).find((p) => p.id === id)?.totalInventory;

/** A backorder of `quantity` of the sold-out product, paid by the shopper; answers its id. */
async function paidBackorder(quantity: number) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/backorders',
    headers: { ...demo, ...shopper },
    payload: { productId: soldOutId, quantity },
  });
  expect(placed.statusCode).toBe(201);
  const found = (
    await t.app.inject({ url: `/api/admin/orders?q=${placed.json().orderId}`, headers: asOwner() })
  ).json();
  const id = found.items[0].id as string;
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/payment`,
    headers: { ...demo, ...shopper },
    payload: {},
  });
  expect(opened.statusCode).toBe(200);
  expect((await confirmCard(t.app, opened.json().paymentIntentId)).statusCode).toBe(200);
  expect((await createOrder(t.app, opened.json().paymentIntentId, shopper)).json().status).toBe('Paid');
  return id;
}

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asOwner(), payload });

it('cancelling a paid backorder refunds it and puts no pieces in stock', async () => {
  const id = await paidBackorder(25);
  const cancelled = await post(`/api/admin/orders/${id}/cancel`, {});
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json().status).toBe('Cancelled');
  expect(cancelled.json().refunds.at(-1).restocked).toEqual([]);
  expect(await stockOf(soldOutId)).toBe(0);
  // Nothing appeared to sell: a shopper asking for 5 is told it is out of stock.
  const product = (await listProducts(t.app)).find((p) => p.id === soldOutId)!;
  const bought = await startPayment(t.app, [{ product, quantity: 5 }]);
  expect(bought.statusCode).toBe(409);
  expect(bought.json().code).toBe('OUT_OF_STOCK');
});

it('a full refund of a paid backorder with restock puts nothing back, and naming its pieces is refused', async () => {
  const id = await paidBackorder(7);
  const named = await post(`/api/admin/orders/${id}/refund`, {
    restock: true,
    items: [{ productId: soldOutId, quantity: 7 }],
  });
  expect(named.statusCode).toBe(400);
  expect(named.json()).toMatchObject({ code: 'RESTOCK_TOO_MANY', field: 'items' });
  const refunded = await post(`/api/admin/orders/${id}/refund`, { restock: true });
  expect(refunded.statusCode).toBe(200);
  expect(refunded.json().status).toBe('Refunded');
  expect(refunded.json().returnable).toEqual([]);
  expect(await stockOf(soldOutId)).toBe(0);
});

it('cancelling a paid regular order still puts back the pieces it took', async () => {
  const product = (await listProducts(t.app)).find(
    (p) => !p.variants?.length && p.totalInventory !== null && p.totalInventory >= 3 && p.id !== soldOutId,
  )!;
  const before = product.totalInventory!;
  const started = await startPayment(t.app, [{ product, quantity: 2 }]);
  expect((await confirmCard(t.app, started.json().paymentIntentId)).statusCode).toBe(200);
  const placed = await createOrder(t.app, started.json().paymentIntentId);
  expect(await stockOf(product.id)).toBe(before - 2);
  const cancelled = await post(`/api/admin/orders/${placed.json().id}/cancel`, {});
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json().refunds.at(-1).restocked).toEqual([
    expect.objectContaining({ productId: product.id, quantity: 2 }),
  ]);
  expect(await stockOf(product.id)).toBe(before);
});
