/**
 * Refunds of one order asked for at once: a caller without a key sending a full refund twice, the
 * same press of Refund arriving twice, and two presses of the same amount. Each is refunded at
 * Stripe, recorded on the order and put back in stock exactly as often as the presses meant. These
 * are the refund checks whose outcome depends on the database server: PGlite takes one transaction
 * at a time, PostgreSQL many at once.
 */
import { openRefundStore, refundDesk, type RefundStore } from './support/refund-fixtures';
import type { ApiProduct } from './support/shop';

let store: RefundStore;
let product: ApiProduct;
beforeAll(async () => {
  store = await openRefundStore();
  ({ product } = store);
}, 120_000);
afterAll(async () => {
  await store.t.close();
  await store.stripe.close();
});

const { stockOf, detail, refund, refundOnce, stripeRefundsOf, paidOrder } = refundDesk(() => store);

describe('refunds', () => {
  it('refunds once when a caller without a key sends a full refund twice at once', async () => {
    const order = await paidOrder(2);
    const stock = await stockOf();
    const answers = await Promise.all([
      refund(order.id, { restock: true }),
      refund(order.id, { restock: true }),
    ]);
    // The second is either told the first's answer or that nothing is left; it refunds nothing.
    expect(answers.map((answer) => answer.statusCode)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(stripeRefundsOf(order.intentId)).toHaveLength(1);
    expect((await detail(order.id)).refunds).toHaveLength(1);
    expect(await stockOf()).toBe(stock + 2);
  });

  it('refunds a partial refund once when the same press arrives twice at once, and answers both alike', async () => {
    const order = await paidOrder(3);
    const stock = await stockOf();
    const body = { amount: 10, restock: true, items: [{ productId: product.id, quantity: 1 }] };
    const answers = await Promise.all([
      refundOnce(order.id, body, 'press-at-once-1'),
      refundOnce(order.id, body, 'press-at-once-1'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0].json()).toEqual(answers[1].json());
    expect(answers[0].json()).toMatchObject({ status: 'Partially Refunded', refunded: 10 });
    expect(stripeRefundsOf(order.intentId)).toHaveLength(1);
    expect((await detail(order.id)).refunds).toHaveLength(1);
    expect(await stockOf()).toBe(stock + 1);
  });

  it('makes two partial refunds of the same amount when they are two presses', async () => {
    const order = await paidOrder(3);
    const body = { amount: 10, restock: false };
    const answers = await Promise.all([
      refundOnce(order.id, body, 'press-one-of-two'),
      refundOnce(order.id, body, 'press-two-of-two'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await detail(order.id)).toMatchObject({ refunded: 20 });
    expect(stripeRefundsOf(order.intentId)).toHaveLength(2);
  });
});
