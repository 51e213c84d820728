/**
 * Paying a backorder: it carries shipping and the service fee, the owner's request mails a link,
 * the customer pays by card (signed in or through the link) and the order turns Paid exactly once,
 * whichever path sees the payment: the browser, the webhook or reconciliation.
 */
import { reconcilePayments } from '@/server/src/jobs/reconcile';
import { handleStripeEvent } from '@/server/src/services/checkout/stripe-events';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { confirmCard, createOrder, listProducts } from './support/shop';
import { startSmtpMailbox } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let soldOutId: string;
let soldOutPriceCents: number;

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    WEB_URL: 'http://shop.test',
    RATE_LIMITS: 'payment-request:order=3/3600',
  });
  [owner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  const products = await listProducts(t.app);
  const product = products.find((p) => p.totalInventory === 0) ?? products[products.length - 1];
  soldOutId = product.id;
  soldOutPriceCents = Math.round(product.price * 100);
  if (product.totalInventory !== 0) {
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${soldOutId}/inventory`,
      headers: { ...demo, ...owner },
      payload: { totalInventory: 0 },
    });
    expect(answer.statusCode).toBe(200);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const asOwner = () => ({ ...demo, ...owner });

/** A new backorder of the shopper's; answers its id and its BO- number. */
async function placeBackorder(quantity = 2) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/backorders',
    headers: { ...demo, ...shopper },
    payload: { productId: soldOutId, quantity },
  });
  expect(placed.statusCode).toBe(201);
  const { orderId } = placed.json();
  const found = (await t.app.inject({ url: `/api/admin/orders?q=${orderId}`, headers: asOwner() })).json();
  return {
    id: found.items[0].id as string,
    orderId: orderId as string,
    total: placed.json().total as number,
  };
}

const requestPayment = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/request-payment`, headers: asOwner() });
const openPayment = (id: string, headers: Record<string, string> = {}, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/payment`,
    headers: { ...demo, ...headers },
    payload,
  });
const detail = async (id: string) =>
  (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: asOwner() })).json();
const payLinkToken = () => {
  const match = /\/orders\/[0-9a-f-]+\/pay\?token=([A-Za-z0-9_-]+)/.exec(
    smtp.lastMailTo('shopper@demo.test'),
  );
  if (!match) throw new Error('no payment link in the mail');
  return match[1];
};

describe('a backorder is priced as any order', () => {
  it('adds shipping and the service fee to the items', async () => {
    const backorder = await placeBackorder(2);
    expect(backorder.total).toBeCloseTo((2 * soldOutPriceCents + 1199 + 299) / 100, 2);
    const order = await detail(backorder.id);
    expect(order.payment).toMatchObject({ shipping: 11.99, serviceFee: 2.99, total: backorder.total });
  });
});

describe('requesting payment', () => {
  it('mails the customer a link to pay, once per request', async () => {
    const backorder = await placeBackorder(1);
    const before = smtp.mailsAbout('shopper@demo.test', 'Your backorder').length;
    const allBefore = smtp.mailsTo('shopper@demo.test').length;
    const first = await requestPayment(backorder.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sentTo: 'shopper@demo.test' });
    await smtp.waitForMail('shopper@demo.test', allBefore + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mailsAbout('shopper@demo.test', 'Your backorder').length).toBe(before + 1);
    expect(smtp.lastMailTo('shopper@demo.test')).toContain(backorder.orderId);
    expect(smtp.lastMailTo('shopper@demo.test')).toContain(
      `http://demo.localhost/orders/${backorder.id}/pay?token=`,
    );
    const firstToken = payLinkToken();

    expect((await requestPayment(backorder.id)).statusCode).toBe(200);
    await smtp.waitForMail('shopper@demo.test', allBefore + 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mailsAbout('shopper@demo.test', 'Your backorder').length).toBe(before + 2);
    expect(payLinkToken()).not.toBe(firstToken);

    // A customer is not flooded: past the limit per order, the owner is told to wait.
    expect((await requestPayment(backorder.id)).statusCode).toBe(200);
    const flood = await requestPayment(backorder.id);
    expect(flood.statusCode).toBe(429);
    expect(flood.json().code).toBeTruthy();
  });

  it('is for the store’s owner only, and only for an unpaid backorder', async () => {
    const backorder = await placeBackorder(1);
    const asShopper = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${backorder.id}/request-payment`,
      headers: { ...demo, ...shopper },
    });
    expect(asShopper.statusCode).toBe(403);
    const unknown = await requestPayment('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const bad = await requestPayment('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field ?? bad.json().code).toBeTruthy();
  });
});

describe('paying a backorder', () => {
  it('the signed-in customer pays it by card and it turns Paid exactly once', async () => {
    const backorder = await placeBackorder(2);
    const opened = await openPayment(backorder.id, shopper);
    expect(opened.statusCode).toBe(200);
    const intent = opened.json();
    expect(intent).toMatchObject({
      id: backorder.id,
      orderId: backorder.orderId,
      amount: Math.round(backorder.total * 100),
      shippingCents: 1199,
      serviceFeeCents: 299,
      provider: 'test',
    });
    expect((await confirmCard(t.app, intent.paymentIntentId)).statusCode).toBe(200);
    const placed = await createOrder(t.app, intent.paymentIntentId, shopper);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ id: backorder.id, orderId: backorder.orderId, status: 'Paid' });

    // The same payment seen again: the webhook, reconciliation and another order call add nothing.
    const event = { id: `evt_${backorder.id}`, type: 'payment_intent.succeeded' };
    await handleStripeEvent(t.app, { ...event, providerPaymentId: intent.paymentIntentId });
    const reconciled = await reconcilePayments(t.app, new Date(Date.now() + 60_000));
    expect(reconciled).toMatchObject({ ordersCreated: 0, refunded: 0 });
    expect((await createOrder(t.app, intent.paymentIntentId, shopper)).json().id).toBe(backorder.id);

    const order = await detail(backorder.id);
    expect(order.status).toBe('Paid');
    expect(order.payment).toMatchObject({ status: 'succeeded', paymentIntentId: intent.paymentIntentId });
    // Paid by card: its ship-by day counted from now, set once.
    expect(order.shipBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.shipBy > new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
    expect(order.timeline.filter((step: { status: string }) => step.status === 'Paid')).toHaveLength(1);
    const history = (
      await t.app.inject({ url: '/api/orders/history/shopper@demo.test', headers: { ...demo, ...shopper } })
    ).json() as { id: string; status: string }[];
    expect(history.filter((row) => row.id === backorder.id)).toEqual([
      expect.objectContaining({ status: 'Paid' }),
    ]);
    const found = (
      await t.app.inject({ url: `/api/admin/orders?q=${backorder.orderId}`, headers: asOwner() })
    ).json();
    expect(found.total).toBe(1);

    const again = await openPayment(backorder.id, shopper);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PAID');
    expect((await requestPayment(backorder.id)).statusCode).toBe(409);
  });

  it('a payment only the webhook or reconciliation sees still marks it Paid once', async () => {
    const backorder = await placeBackorder(1);
    const intent = (await openPayment(backorder.id, shopper)).json();
    expect((await confirmCard(t.app, intent.paymentIntentId)).statusCode).toBe(200);
    const first = await reconcilePayments(t.app, new Date(Date.now() + 60_000));
    expect(first.ordersCreated).toBe(1);
    await handleStripeEvent(t.app, {
      id: `evt_r_${backorder.id}`,
      type: 'payment_intent.succeeded',
      providerPaymentId: intent.paymentIntentId,
    });
    const second = await reconcilePayments(t.app, new Date(Date.now() + 60_000));
    expect(second.ordersCreated).toBe(0);
    const order = await detail(backorder.id);
    expect(order.status).toBe('Paid');
    expect(order.shipBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.timeline.filter((step: { status: string }) => step.status === 'Paid')).toHaveLength(1);
  });

  it('pays through the mailed link without signing in', async () => {
    const backorder = await placeBackorder(1);
    const mails = smtp.mailsTo('shopper@demo.test').length;
    expect((await requestPayment(backorder.id)).statusCode).toBe(200);
    await smtp.waitForMail('shopper@demo.test', mails + 1);
    const token = payLinkToken();
    expect((await openPayment(backorder.id)).statusCode).toBe(404);
    expect((await openPayment(backorder.id, {}, { token: 'x'.repeat(43) })).statusCode).toBe(404);
    const opened = await openPayment(backorder.id, {}, { token });
    expect(opened.statusCode).toBe(200);
    const { paymentIntentId } = opened.json();
    expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
    expect((await createOrder(t.app, paymentIntentId)).json()).toMatchObject({ status: 'Paid' });
    expect((await openPayment(backorder.id, {}, { token })).statusCode).toBe(409);
  });

  it('refuses another customer’s backorder, another store, and a token for another order', async () => {
    const backorder = await placeBackorder(1);
    const other = await placeBackorder(1);
    const mails = smtp.mailsTo('shopper@demo.test').length;
    expect((await requestPayment(other.id)).statusCode).toBe(200);
    await smtp.waitForMail('shopper@demo.test', mails + 1);
    const otherToken = payLinkToken();
    const stranger = await bearerFor(t.app, 'owner@demo.test');
    const refused = await openPayment(backorder.id, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('ORDER_NOT_FOUND');
    expect((await openPayment(backorder.id, {}, { token: otherToken })).statusCode).toBe(404);
    const north = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${backorder.id}/payment`,
      headers: { 'x-tenant-id': 'north' },
      payload: { token: otherToken },
    });
    expect(north.statusCode).toBe(404);
    const badToken = await openPayment(backorder.id, {}, { token: 'short' });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().field).toBe('token');
  });

  it('refunds a payment that arrives after the owner marked the backorder paid by hand', async () => {
    const backorder = await placeBackorder(1);
    const intent = (await openPayment(backorder.id, shopper)).json();
    const byHand = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${backorder.id}/status`,
      headers: asOwner(),
      payload: { status: 'Paid' },
    });
    expect(byHand.statusCode).toBe(200);
    expect((await confirmCard(t.app, intent.paymentIntentId)).statusCode).toBe(200);
    const late = await createOrder(t.app, intent.paymentIntentId, shopper);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REFUNDED');
    const order = await detail(backorder.id);
    expect(order.timeline.filter((step: { status: string }) => step.status === 'Paid')).toHaveLength(1);
  });
});
