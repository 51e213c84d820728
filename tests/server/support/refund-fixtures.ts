/**
 * The demo store taking payments through the local Stripe stand-in, with its owner, another
 * store's owner and a shopper signed in and a product stocked for every order the refund tests
 * place, and what those tests do with it: pay for an order through checkout and Stripe, refund it
 * as the back-office does, and read the order, the stock and Stripe's refunds back.
 */
import { paymentAccounts } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './build-app';
import { startFakeStripe } from './fake-stripe';
import { createOrder, listProducts, startPayment, type ApiProduct } from './shop';

export const REFUNDS_SECRET_KEY = 'sk_test_sitka_refunds';
export const REFUNDS_WEBHOOK_SECRET = 'whsec_sitka_refunds';
/** The demo store's connected Stripe account, which its webhook deliveries name. */
export const REFUNDS_ACCOUNT = 'acct_demo_refunds';

export type RefundStore = {
  t: TestApp;
  stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  owner: Record<string, string>;
  northOwner: Record<string, string>;
  shopper: Record<string, string>;
  /** A piece with enough stock for every order the tests place. */
  product: ApiProduct;
};

/** The api (with `env` beside the Stripe settings) and the Stripe stand-in, ready for paid orders. */
export async function openRefundStore(env: Record<string, string> = {}): Promise<RefundStore> {
  const stripe = await startFakeStripe(REFUNDS_SECRET_KEY);
  const t = await buildTestApp({
    STRIPE_SECRET_KEY: REFUNDS_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: REFUNDS_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    ...env,
  });
  await t.database.db
    .insert(paymentAccounts)
    .values({ tenantId: 'demo', accountId: REFUNDS_ACCOUNT, accountStatus: 'complete' });
  const [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  const products = await listProducts(t.app);
  const product = products.find((p) => p.totalInventory !== null && p.totalInventory >= 20)!;
  // Enough for every order these tests place.
  const stocked = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}/inventory`,
    headers: { ...demo, ...owner },
    payload: { totalInventory: 200 },
  });
  expect(stocked.statusCode).toBe(200);
  return { t, stripe, owner, northOwner, shopper, product };
}

/** The calls the refund tests make, on the store `current` answers once it is open. */
export function refundDesk(current: () => RefundStore) {
  let visitor = 0;
  const asOwner = () => ({ ...demo, ...current().owner });
  const stockOf = async () => {
    const { t, product } = current();
    return (await listProducts(t.app)).find((p) => p.id === product.id)!.totalInventory!;
  };
  const detail = async (id: string) =>
    (await current().t.app.inject({ url: `/api/admin/orders/${id}`, headers: asOwner() })).json();
  const refund = (id: string, payload: object, headers: Record<string, string> = asOwner()) =>
    current().t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refund`, headers, payload });
  /** A refund as the back-office sends it: one Idempotency-Key per press of Refund. */
  const refundOnce = (id: string, payload: object, key: string) =>
    refund(id, payload, { ...asOwner(), 'idempotency-key': key });
  const stripeRefundsOf = (intentId: string) =>
    [...current().stripe.refunds.values()].filter((r) => r.payment_intent === intentId);

  /** A paid order of `quantity` pieces, through checkout and Stripe. */
  async function paidOrder(quantity = 3) {
    const { t, stripe, product } = current();
    visitor += 1;
    const started = await startPayment(
      t.app,
      [{ product, quantity }],
      {},
      { 'x-forwarded-for': `10.7.0.${visitor}` },
    );
    expect(started.statusCode).toBe(200);
    const intentId: string = started.json().paymentIntentId;
    stripe.succeed(intentId);
    const placed = await createOrder(t.app, intentId);
    expect(placed.statusCode).toBe(200);
    const order = await detail(placed.json().id);
    return {
      id: order.id as string,
      orderId: order.orderId as string,
      total: order.total as number,
      intentId,
    };
  }

  return { asOwner, stockOf, detail, refund, refundOnce, stripeRefundsOf, paidOrder };
}
