/**
 * Refunds through the built-in test provider (no Stripe set up): the same rules, and each refund
 * keeps the provider's id, one refund per idempotency key.
 */
import { eq } from 'drizzle-orm';
import { orderRefunds } from '@/server/src/db/schema';
import { demo, type TestApp, ownerApp } from './support/build-app';
import { confirmCard, createOrder, listProducts, startPayment } from './support/shop';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  ({ t, owner } = await ownerApp());
}, 120_000);
afterAll(() => t.close());

async function paidOrder() {
  const product = (await listProducts(t.app)).find(
    (p) => p.totalInventory !== null && p.totalInventory >= 5,
  )!;
  const started = await startPayment(t.app, [{ product, quantity: 2 }]);
  const { paymentIntentId } = started.json();
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  const placed = await createOrder(t.app, paymentIntentId);
  expect(placed.statusCode).toBe(200);
  return { id: placed.json().id as string, product };
}

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...demo, ...owner }, payload });

it('refunds part, then the rest, each with the provider’s own refund id', async () => {
  const { id, product } = await paidOrder();
  const part = await post(`/api/admin/orders/${id}/refund`, {
    amount: 3,
    restock: true,
    items: [{ productId: product.id, quantity: 1 }],
  });
  expect(part.statusCode).toBe(200);
  expect(part.json()).toMatchObject({ status: 'Partially Refunded', refunded: 3 });
  const rest = await post(`/api/admin/orders/${id}/refund`, { restock: false, reason: 'Goodwill' });
  expect(rest.statusCode).toBe(200);
  expect(rest.json()).toMatchObject({ status: 'Refunded', refundable: 0 });
  const rows = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
  expect(rows).toHaveLength(2);
  expect(new Set(rows.map((row) => row.providerRefundId)).size).toBe(2);
  for (const row of rows) expect(row.providerRefundId).toMatch(/^re_test_[0-9a-f]{24}$/);
  expect(rows.find((row) => row.reason === 'Goodwill')!.restocked).toEqual([]);
});

it('refunds a press once however often it is sent, and two presses of the same amount twice', async () => {
  const { id } = await paidOrder();
  const send = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: { ...demo, ...owner, 'idempotency-key': key },
      payload: { amount: 1, restock: false },
    });
  const once = await Promise.all([send('builtin-press-1'), send('builtin-press-1')]);
  expect(once.map((answer) => answer.statusCode)).toEqual([200, 200]);
  expect(once[1].json()).toEqual(once[0].json());
  expect((await send('builtin-press-1')).json()).toMatchObject({ refunded: 1 });
  expect((await send('builtin-press-2')).json()).toMatchObject({ refunded: 2 });
  const rows = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
  expect(rows).toHaveLength(2);
  expect(new Set(rows.map((row) => row.providerRefundId)).size).toBe(2);
});

it('cancels a paid order: all of it refunded and Cancelled, never offered again', async () => {
  const { id } = await paidOrder();
  const response = await post(`/api/admin/orders/${id}/cancel`, {});
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ status: 'Cancelled', canRefund: false, canCancel: false });
  expect(response.json().refunded).toBe(response.json().total);
  const again = await post(`/api/admin/orders/${id}/cancel`, {});
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ code: 'CANCEL_NOT_ALLOWED' });
});

it('refuses an amount below a cent by its field, and refunds nothing', async () => {
  const { id } = await paidOrder();
  for (const amount of [5e-324, 0.004]) {
    const response = await post(`/api/admin/orders/${id}/refund`, { amount, restock: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Amount must be more than zero', field: 'amount' });
  }
  const rows = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
  expect(rows).toHaveLength(0);
});
