import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { orders, paymentAccounts, payments } from '@/server/src/db/schema';
import { reconcilePayments } from '@/server/src/jobs/reconcile';
import { buildTestApp, type TestApp } from './support/build-app';
import { startFakeStripe } from './support/fake-stripe';
import { basketTotal, createOrder, listProducts, startPayment, type ApiProduct } from './support/shop';

const SECRET_KEY = 'sk_test_sitka_local';
const WEBHOOK_SECRET = 'whsec_sitka_local';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let ring: ApiProduct;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  t = await buildTestApp({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
  await t.database.db
    .insert(paymentAccounts)
    .values({ tenantId: 'demo', accountId: 'acct_demo_studio', accountStatus: 'complete' });
  ring = (await listProducts(t.app)).find((product) => product.name === 'Glacier Blue Topaz Ring')!;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A webhook delivery signed with the SDK's own helper, as Stripe signs it. */
function deliver(event: { id: string; type: string; object: unknown }, signatureSecret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: signatureSecret });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

it('creates the PaymentIntent on the store’s connected account, for the api’s total, with an idempotency key', async () => {
  const response = await startPayment(t.app, [{ product: ring, quantity: 1 }]);
  expect(response.statusCode).toBe(200);
  expect(response.json().provider).toBe('stripe');
  const call = stripe.received.find(
    (request) => request.path === '/v1/payment_intents' && request.method === 'POST',
  )!;
  expect(call.form.get('amount')).toBe(String(basketTotal([{ product: ring, quantity: 1 }])));
  expect(call.form.get('currency')).toBe('usd');
  expect(call.headers['stripe-account']).toBe('acct_demo_studio');
  expect(call.headers['idempotency-key']).toMatch(/^create-pay_[0-9a-f]{32}$/);
  expect(response.json().clientSecret).toBe(
    stripe.intents.get(response.json().paymentIntentId)!.client_secret,
  );
});

it('makes one order from a webhook delivered three times and out of order, and the browser gets the same one', async () => {
  const started = await startPayment(t.app, [{ product: ring, quantity: 1 }]);
  const id = started.json().paymentIntentId;
  const succeeded = stripe.succeed(id);
  const failedEarlier = { ...succeeded, status: 'requires_payment_method' };
  const deliveries = [
    deliver({ id: 'evt_success_1', type: 'payment_intent.succeeded', object: succeeded }),
    deliver({ id: 'evt_success_1', type: 'payment_intent.succeeded', object: succeeded }),
    deliver({ id: 'evt_failed_0', type: 'payment_intent.payment_failed', object: failedEarlier }),
    deliver({ id: 'evt_success_1', type: 'payment_intent.succeeded', object: succeeded }),
  ];
  for (const delivery of deliveries) expect((await delivery).statusCode).toBe(200);
  const rows = await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, id));
  expect(rows).toHaveLength(1);
  expect(rows[0].status).toBe('Paid');
  const browser = await createOrder(t.app, id);
  expect(browser.statusCode).toBe(200);
  expect(browser.json().orderId).toBe(rows[0].orderId);
});

it('refuses a webhook whose signature was not made with our secret', async () => {
  const forged = await deliver(
    { id: 'evt_forged', type: 'payment_intent.succeeded', object: { id: 'pi_x', object: 'payment_intent' } },
    'whsec_someone_else',
  );
  expect(forged.statusCode).toBe(400);
  expect(forged.json().code).toBe('SIGNATURE_INVALID');
});

it('turns a succeeded payment into an order when the webhook was lost', async () => {
  const started = await startPayment(t.app, [{ product: ring, quantity: 1 }]);
  const id = started.json().paymentIntentId;
  stripe.succeed(id);
  await t.database.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(payments.providerPaymentId, id));
  const result = await reconcilePayments(t.app);
  expect(result.ordersCreated).toBeGreaterThanOrEqual(1);
  expect(await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, id))).toHaveLength(1);
});

describe('a checkout that asks again', () => {
  const again = (checkoutKey: string) =>
    startPayment(t.app, [{ product: ring, quantity: 1 }], { checkoutKey }, { 'x-forwarded-for': '10.9.0.1' });

  it('cancels the replaced PaymentIntent at Stripe, so it can no longer be paid', async () => {
    const first = await again('stripe_checkout_key_1_0123456789');
    const second = await again('stripe_checkout_key_1_0123456789');
    expect(second.statusCode).toBe(200);
    expect(stripe.intents.get(first.json().paymentIntentId)!.status).toBe('canceled');
    expect(stripe.intents.get(second.json().paymentIntentId)!.status).toBe('requires_payment_method');
  });

  it('makes the order of a replaced payment that was paid just before, for what it charged', async () => {
    const stockBefore = (await listProducts(t.app)).find(
      (product) => product.id === ring.id,
    )!.totalInventory!;
    const paid = await again('stripe_checkout_key_2_0123456789');
    stripe.succeed(paid.json().paymentIntentId);
    const next = await again('stripe_checkout_key_2_0123456789');
    expect(next.statusCode).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, paid.json().paymentIntentId));
    expect(order).toMatchObject({ status: 'Paid', totalCents: paid.json().amount });
    // One unit sold to the paid payment, one held for the new one.
    expect((await listProducts(t.app)).find((product) => product.id === ring.id)!.totalInventory).toBe(
      stockBefore - 2,
    );
  });
});
