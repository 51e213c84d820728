/**
 * The owner gives money back: refunds (part, all, too much, a press sent again, refused or
 * unanswered by Stripe), cancelling before shipping, and refunds made in Stripe's dashboard reaching
 * the order through the signed webhook. The real Stripe SDK talks to the local stand-in; mail goes
 * over SMTP. Refunds of one order asked for at once are in order-refunds-at-once.test.ts.
 */
import Stripe from 'stripe';
import { demo, type TestApp } from './support/build-app';
import {
  openRefundStore,
  REFUNDS_ACCOUNT,
  REFUNDS_WEBHOOK_SECRET,
  refundDesk,
  type RefundStore,
} from './support/refund-fixtures';
import { CUSTOMER_INFO, listProducts, type ApiProduct } from './support/shop';
import { startSmtpMailbox } from './support/smtp';
import { unfoldQuotedPrintable } from '../support/smtp-capture';

let store: RefundStore;
let t: TestApp;
let stripe: RefundStore['stripe'];
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
let product: ApiProduct;
const northStore = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  store = await openRefundStore({ SMTP_URL: smtp.url });
  ({ t, stripe, northOwner, shopper, product } = store);
}, 120_000);
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), smtp.close()]);
});

const { asOwner, stockOf, detail, refund, refundOnce, stripeRefundsOf, paidOrder } = refundDesk(() => store);
const cancel = (id: string, payload: object = {}, headers = asOwner()) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/cancel`, headers, payload });
const refundCalls = (intentId: string) =>
  stripe.received.filter(
    (call) =>
      call.method === 'POST' && call.path === '/v1/refunds' && call.form.get('payment_intent') === intentId,
  );

/** A webhook delivery signed as Stripe signs it. */
function deliver(event: { id: string; type: string; object: unknown }) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    account: REFUNDS_ACCOUNT,
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: REFUNDS_WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('refunds', () => {
  it('refunds part of an order at Stripe, puts the named pieces back in stock, and tells the customer', async () => {
    const order = await paidOrder(3);
    const stock = await stockOf();
    const response = await refund(order.id, {
      amount: 10.5,
      restock: true,
      reason: 'One ring was scratched',
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'Partially Refunded', refunded: 10.5, canRefund: true });
    expect(body.refundable).toBeCloseTo(order.total - 10.5, 2);
    expect(body.returnable).toEqual([{ productId: product.id, quantity: 2 }]);
    expect(body.timeline.at(-1)).toMatchObject({
      from: 'Paid',
      status: 'Partially Refunded',
      refund: { amount: 10.5, reason: 'One ring was scratched', by: 'owner@demo.test' },
    });
    expect(await stockOf()).toBe(stock + 1);
    const [call] = refundCalls(order.intentId);
    expect(call.form.get('amount')).toBe('1050');
    expect(call.form.get('metadata[reason]')).toBe('One ring was scratched');
    expect(call.headers['stripe-account']).toBe('acct_demo_refunds');
    // Stripe's key names this refund request, not what was refunded before it.
    expect(call.headers['idempotency-key']).toMatch(new RegExp(`^refund-${order.id}-[0-9a-f]{32}$`));
    await smtp.waitForMailAbout(CUSTOMER_INFO.email, `Refund of \\$10.50 for your order ${order.orderId}`);
    expect(
      smtp.mailsAbout(CUSTOMER_INFO.email, `Refund of \\$10.50 for your order ${order.orderId}`),
    ).toHaveLength(1);
  });

  it('an order refunded in part still counts in its customer’s spend', async () => {
    const spent = async () => {
      const list = await t.app.inject({
        url: `/api/admin/customers?unverified=true&q=${encodeURIComponent(CUSTOMER_INFO.email)}`,
        headers: asOwner(),
      });
      expect(list.statusCode).toBe(200);
      return (list.json() as { items: { totalSpent: number }[] }).items[0].totalSpent;
    };
    const order = await paidOrder(1);
    const before = await spent();
    expect((await refund(order.id, { amount: 1, restock: false })).json()).toMatchObject({
      status: 'Partially Refunded',
    });
    expect(await spent()).toBeCloseTo(before, 2);
  });

  it('still ships and delivers an order refunded in part before it shipped', async () => {
    const order = await paidOrder(2);
    const partly = await refund(order.id, { amount: 4, restock: false });
    expect(partly.json()).toMatchObject({ status: 'Partially Refunded', nextStatuses: ['Shipped'] });
    const move = (status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: asOwner(),
        payload: { status },
      });
    expect((await move('Delivered')).statusCode).toBe(409);
    expect((await move('Shipped')).json()).toMatchObject({ status: 'Shipped', nextStatuses: ['Delivered'] });
    const again = await refund(order.id, { amount: 1, restock: false });
    expect(again.json()).toMatchObject({
      status: 'Partially Refunded',
      nextStatuses: ['Delivered'],
      refunded: 5,
    });
  });

  it('refunds all that is left when no amount is given, and every piece not yet back goes back', async () => {
    const order = await paidOrder(3);
    await refund(order.id, { amount: 5, restock: true, items: [{ productId: product.id, quantity: 1 }] });
    const stock = await stockOf();
    const response = await refund(order.id, { restock: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Refunded',
      refundable: 0,
      canRefund: false,
      returnable: [],
    });
    expect(response.json().refunded).toBeCloseTo(order.total, 2);
    expect(await stockOf()).toBe(stock + 2);
    expect(refundCalls(order.intentId).at(-1)!.form.get('amount')).toBe(
      String(Math.round(order.total * 100) - 500),
    );
    const again = await refund(order.id, { restock: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REFUND_NOT_ALLOWED');
  });

  it('refuses more than is left with a 400 naming amount, and changes nothing', async () => {
    const order = await paidOrder(1);
    const response = await refund(order.id, { amount: order.total + 0.01, restock: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AMOUNT_TOO_HIGH', field: 'amount' });
    expect(await detail(order.id)).toMatchObject({ status: 'Paid', refunds: [] });
    expect(refundCalls(order.intentId)).toHaveLength(0);
  });

  it('asks which pieces go back to stock on a partial refund', async () => {
    const order = await paidOrder(2);
    const response = await refund(order.id, { amount: 1, restock: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ITEMS_REQUIRED', field: 'items' });
    const tooMany = await refund(order.id, {
      amount: 1,
      restock: true,
      items: [{ productId: product.id, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('items');
  });

  it('answers a retried press with the first answer and refunds nothing more', async () => {
    const order = await paidOrder(3);
    const stock = await stockOf();
    const body = { amount: 10, restock: true, items: [{ productId: product.id, quantity: 1 }] };
    const first = await refundOnce(order.id, body, 'press-retried-1');
    expect(first.statusCode).toBe(200);
    const retry = await refundOnce(order.id, body, 'press-retried-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(stripeRefundsOf(order.intentId)).toHaveLength(1);
    expect(await stockOf()).toBe(stock + 1);
    // The same key for another refund is refused by its header, and changes nothing.
    const other = await refundOnce(order.id, { amount: 5, restock: false }, 'press-retried-1');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });
    expect(await detail(order.id)).toMatchObject({ refunded: 10 });
  });

  it('refunds once when the first answer is lost after the refund committed', async () => {
    const order = await paidOrder(3);
    const stock = await stockOf();
    const body = { amount: 10, restock: true, items: [{ productId: product.id, quantity: 1 }] };
    // The api fails right after the commit: the refund is made, the owner's browser gets no answer.
    const kick = t.app.notionOutbox.kick;
    t.app.notionOutbox.kick = () => {
      throw new Error('lost after the commit');
    };
    const lost = await refundOnce(order.id, body, 'press-lost-1').finally(() => {
      t.app.notionOutbox.kick = kick;
    });
    expect(lost.statusCode).toBe(500);
    expect(await stockOf()).toBe(stock + 1);
    const retry = await refundOnce(order.id, body, 'press-lost-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'Partially Refunded', refunded: 10 });
    expect(retry.json().refunds).toHaveLength(1);
    expect(stripeRefundsOf(order.intentId)).toHaveLength(1);
    expect(await stockOf()).toBe(stock + 1);
  });

  it('leaves the order as it was when Stripe does not answer, and says so', async () => {
    const order = await paidOrder(1);
    const stock = await stockOf();
    stripe.outage(true);
    const response = await refund(order.id, { restock: true }).finally(() => stripe.outage(false));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(response.json().error).toMatch(/nothing was refunded/);
    expect(await detail(order.id)).toMatchObject({ status: 'Paid', refunds: [], refunded: 0 });
    expect(await stockOf()).toBe(stock);
  });

  it('leaves the order as it was when Stripe refuses the refund, with Stripe’s reason', async () => {
    const order = await paidOrder(1);
    stripe.refundInDashboard(order.intentId, Math.round(order.total * 100));
    const response = await refund(order.id, { amount: 1, restock: false });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REFUND_REFUSED');
    expect(response.json().error).toMatch(/already been refunded/);
    expect(await detail(order.id)).toMatchObject({ status: 'Paid', refunds: [] });
  });

  it('follows a refund made in Stripe’s dashboard, once however often Stripe tells of it', async () => {
    const order = await paidOrder(1);
    const made = stripe.refundInDashboard(order.intentId, 700, 'requested_by_customer');
    const charge = {
      id: 'ch_dash_1',
      object: 'charge',
      payment_intent: order.intentId,
      amount_refunded: 700,
    };
    for (const event of [
      { id: 'evt_dash_refunded', type: 'charge.refunded', object: charge },
      { id: 'evt_dash_refunded', type: 'charge.refunded', object: charge },
      { id: 'evt_dash_updated', type: 'refund.updated', object: made },
    ])
      expect((await deliver(event)).statusCode).toBe(200);
    const after = await detail(order.id);
    expect(after).toMatchObject({ status: 'Partially Refunded', refunded: 7 });
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount: 7, by: null, restocked: [], reason: 'Requested by customer' }),
    ]);

    // The rest, refunded in the dashboard too: the order is Refunded.
    const rest = stripe.refundInDashboard(order.intentId, Math.round(order.total * 100) - 700);
    expect((await deliver({ id: 'evt_dash_rest', type: 'refund.created', object: rest })).statusCode).toBe(
      200,
    );
    expect(await detail(order.id)).toMatchObject({ status: 'Refunded', refundable: 0 });
  });

  it('answers 404 to another store’s owner, and a refund of our own is not recorded twice by its webhook', async () => {
    const order = await paidOrder(1);
    const north = await refund(order.id, { restock: false }, { 'x-tenant-id': 'north', ...northOwner });
    expect(north.statusCode).toBe(404);
    expect(north.json().code).toBe('ORDER_NOT_FOUND');
    const northCancel = await cancel(order.id, {}, { 'x-tenant-id': 'north', ...northOwner });
    expect(northCancel.statusCode).toBe(404);
    const shopperTry = await refund(order.id, { restock: false }, { ...demo, ...shopper });
    expect(shopperTry.statusCode).toBe(403);
    expect(await detail(order.id)).toMatchObject({ status: 'Paid', refunds: [] });

    const ours = await refund(order.id, { amount: 2, restock: false });
    expect(ours.statusCode).toBe(200);
    const made = [...stripe.refunds.values()].find((r) => r.payment_intent === order.intentId)!;
    expect((await deliver({ id: 'evt_ours_1', type: 'refund.created', object: made })).statusCode).toBe(200);
    expect((await detail(order.id)).refunds).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('cancels a paid order: refunds it all, puts every piece back and tells the customer', async () => {
    const order = await paidOrder(2);
    const stock = await stockOf();
    const response = await cancel(order.id, { reason: 'Sold out at the market' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Cancelled',
      canCancel: false,
      canRefund: false,
      refundable: 0,
    });
    expect(response.json().timeline.at(-1)).toMatchObject({ from: 'Paid', status: 'Cancelled' });
    expect(await stockOf()).toBe(stock + 2);
    expect(refundCalls(order.intentId).at(-1)!.form.get('amount')).toBe(
      String(Math.round(order.total * 100)),
    );
    const until = Date.now() + 5_000;
    while (
      !smtp.mailsAbout(CUSTOMER_INFO.email, `Your order ${order.orderId} is cancelled`).length &&
      Date.now() < until
    )
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(smtp.mailsAbout(CUSTOMER_INFO.email, `Your order ${order.orderId} is cancelled`)).toHaveLength(1);
  });

  it('closes a backorder still waiting for payment, with nothing to refund', async () => {
    const soldOut = (await listProducts(t.app)).find(
      (p) => p.id !== product.id && p.totalInventory !== null,
    )!;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${soldOut.id}/inventory`,
      headers: asOwner(),
      payload: { totalInventory: 0 },
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/backorders',
      headers: { ...demo, ...shopper },
      payload: { productId: soldOut.id, quantity: 1 },
    });
    expect(placed.statusCode).toBe(201);
    const list = await t.app.inject({
      url: `/api/admin/orders?q=${placed.json().orderId}`,
      headers: asOwner(),
    });
    const id = list.json().items[0].id;
    const calls = stripe.received.length;
    const response = await cancel(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Cancelled', refunds: [], nextStatuses: [] });
    expect(stripe.received.length).toBe(calls);
    expect(await stockOf()).toBeGreaterThan(0);
  });

  it('refuses to cancel an order that has shipped', async () => {
    const order = await paidOrder(1);
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: asOwner(),
      payload: { status: 'Shipped' },
    });
    expect(shipped.statusCode).toBe(200);
    const response = await cancel(order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CANCEL_NOT_ALLOWED');
    expect(await detail(order.id)).toMatchObject({ status: 'Shipped', refunds: [] });
    expect(refundCalls(order.intentId)).toHaveLength(0);
  });
});

describe('moving the ship-by day', () => {
  const moveDay = (id: string, shipBy: unknown, headers = asOwner()) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/ship-by`, headers, payload: { shipBy } });
  const delayMails = (orderId: string) =>
    smtp.mailsAbout(CUSTOMER_INFO.email, `Your order ${orderId} will now ship`);
  const dayAfter = (day: string, days: number) => {
    const date = new Date(`${day}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const cancelWith = (id: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel-delayed`,
      headers: demo,
      payload: { token },
    });
  /** Moves the order's day a week later and answers the token of the link mailed for it. */
  async function delayed(order: { id: string; orderId: string }) {
    const shipBy = dayAfter((await detail(order.id)).shipBy, 7);
    expect((await moveDay(order.id, shipBy)).statusCode).toBe(200);
    await smtp.waitForMailAbout(CUSTOMER_INFO.email, `Your order ${order.orderId} will now ship`);
    const text = unfoldQuotedPrintable(delayMails(order.orderId).at(-1)!.raw);
    const link = /\/orders\/([0-9a-f-]+)\/cancel-delayed\?token=([A-Za-z0-9_.-]+)/.exec(text)!;
    expect(link[1]).toBe(order.id);
    return { token: link[2], shipBy };
  }

  it('mails the buyer once when the day moves later, and nothing on a retry, an earlier or the same day', async () => {
    const order = await paidOrder(1);
    const start: string = (await detail(order.id)).shipBy;
    const later = dayAfter(start, 10);
    const moved = await moveDay(order.id, later);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ shipBy: later, status: 'Paid' });
    await smtp.waitForMailAbout(CUSTOMER_INFO.email, `Your order ${order.orderId} will now ship`);
    const text = unfoldQuotedPrintable(delayMails(order.orderId)[0].raw);
    expect(text).toContain('cancel it for a full refund');
    expect((await moveDay(order.id, later)).statusCode).toBe(200);
    const earlier = dayAfter(later, -3);
    expect((await moveDay(order.id, earlier)).json()).toMatchObject({ shipBy: earlier });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(delayMails(order.orderId)).toHaveLength(1);
  });

  it('refuses a day that is not one, before today or over a year ahead, with a 400 naming shipBy', async () => {
    const order = await paidOrder(1);
    const start: string = (await detail(order.id)).shipBy;
    const today = new Date().toISOString().slice(0, 10);
    for (const shipBy of ['2026-02-30', 'soon', dayAfter(today, -2), dayAfter(today, 400)]) {
      const response = await moveDay(order.id, shipBy);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('shipBy');
    }
    expect((await detail(order.id)).shipBy).toBe(start);
  });

  it('moves only a paid order not yet shipped (409), and another store’s is 404', async () => {
    const order = await paidOrder(1);
    const later = dayAfter((await detail(order.id)).shipBy, 2);
    expect((await moveDay(order.id, later, { ...northStore, ...northOwner })).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: asOwner(),
      payload: { status: 'Shipped' },
    });
    const response = await moveDay(order.id, later);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SHIP_BY_NOT_MOVABLE',
      error: expect.stringContaining('Shipped'),
    });
  });

  it('cancels with the mailed link once: refunded in full, stock back; a second use refunds nothing', async () => {
    const order = await paidOrder(2);
    const { token, shipBy } = await delayed(order);
    const page = await t.app.inject({
      url: `/api/orders/${order.id}/cancel-delayed?token=${token}`,
      headers: demo,
    });
    expect(page.json()).toEqual({ orderNumber: order.orderId, shipBy, status: 'Paid', cancellable: true });
    expect((await detail(order.id)).status).toBe('Paid');
    const stock = await stockOf();
    const first = await cancelWith(order.id, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      orderNumber: order.orderId,
      status: 'Cancelled',
      alreadyCancelled: false,
      refunded: order.total,
    });
    const second = await cancelWith(order.id, token);
    expect(second.json()).toMatchObject({ status: 'Cancelled', alreadyCancelled: true, refunded: 0 });
    const after = await detail(order.id);
    expect(after.status).toBe('Cancelled');
    expect(after.refunds).toHaveLength(1);
    expect(refundCalls(order.intentId)).toHaveLength(1);
    expect(await stockOf()).toBe(stock + 2);
    await smtp.waitForMailAbout(CUSTOMER_INFO.email, `Your order ${order.orderId} is cancelled`);
  });

  it('refuses a token for another order or store, and an order shipped meanwhile (409)', async () => {
    const [mine, other] = [await paidOrder(1), await paidOrder(1)];
    const { token } = await delayed(other);
    const wrong = await cancelWith(mine.id, token);
    expect(wrong.statusCode).toBe(404);
    expect((await cancelWith(mine.id, `${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${other.id}/cancel-delayed`,
      headers: northStore,
      payload: { token },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await detail(mine.id)).toMatchObject({ status: 'Paid', refunds: [] });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${other.id}/status`,
      headers: asOwner(),
      payload: { status: 'Shipped' },
    });
    const shipped = await cancelWith(other.id, token);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().error).toContain('Shipped');
    expect(refundCalls(other.intentId)).toHaveLength(0);
  });
});
