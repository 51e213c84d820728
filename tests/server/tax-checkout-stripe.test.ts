/**
 * Tax in the money path with Stripe Tax (against the local Stripe, support/fake-stripe.ts): the
 * payment is priced by Stripe, the paid order's sale is recorded with Stripe, and a refund's tax
 * is reversed there.
 */
import { eq } from 'drizzle-orm';
import { orderRefunds, orders, orderTaxLines, paymentAccounts, payments } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { startFakeStripe } from './support/fake-stripe';
import { createOrder, CUSTOMER_INFO, listProducts, startPayment, type ApiProduct } from './support/shop';

const SECRET_KEY = 'sk_test_sitka_tax_checkout';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let owner: Record<string, string>;
let mug: ApiProduct;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  t = await buildTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_BASE: stripe.url });
  await t.database.db
    .insert(paymentAccounts)
    .values({ tenantId: 'demo', accountId: 'acct_demo_tax_checkout', accountStatus: 'complete' });
  owner = await bearerFor(t.app, 'owner@demo.test');
  mug = (await listProducts(t.app)).find((product) => product.name === 'Kenai River Stoneware Mug')!;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/tax-settings',
    headers: { ...demo, ...owner },
    payload: { pricesIncludeTax: false, registrations: [], provider: 'stripe' },
  });
  expect(saved.statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const SEATTLE = { ...CUSTOMER_INFO, city: 'Seattle', state: 'WA', zipCode: '98101' };
const calls = (path: string) => stripe.received.filter((request) => request.path === path);

it('charges Stripe’s tax, records the sale for the order and reverses a refund’s tax', async () => {
  const beforeTax = 4200 + 1199 + 299;
  const intent = await startPayment(t.app, [{ product: mug, quantity: 1 }], {
    amount: beforeTax,
    customerInfo: SEATTLE,
  });
  expect(intent.statusCode).toBe(200);
  // Washington 6.5%, Seattle 3.85% and the RTA's 1.4% on the mug's 42.00.
  const taxCents = 273 + 162 + 59;
  expect(intent.json()).toMatchObject({ amount: beforeTax + taxCents, taxCents });
  expect(calls('/v1/tax/calculations').at(-1)!.form.get('customer_details[address][postal_code]')).toBe(
    '98101',
  );

  const { paymentIntentId } = intent.json();
  stripe.succeed(paymentIntentId);
  const placed = await createOrder(t.app, paymentIntentId);
  expect(placed.statusCode).toBe(200);
  const [order] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.paymentIntentId, paymentIntentId));
  expect(order).toMatchObject({ totalCents: beforeTax + taxCents, taxCents });
  const lines = await t.database.db.select().from(orderTaxLines).where(eq(orderTaxLines.orderId, order.id));
  expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(taxCents);

  // The sale is recorded once, named by the order, and its transaction kept with the payment.
  const recorded = calls('/v1/tax/transactions/create_from_calculation');
  expect(recorded).toHaveLength(1);
  expect(recorded[0].form.get('reference')).toBe(order.id);
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, paymentIntentId));
  expect((payment.tax as { transactionReference?: string }).transactionReference).toMatch(/^tax_/);
  await createOrder(t.app, paymentIntentId);
  expect(calls('/v1/tax/transactions/create_from_calculation')).toHaveLength(1);

  const refunded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/refund`,
    headers: { ...demo, ...owner },
    payload: { amount: 20, restock: false },
  });
  expect(refunded.statusCode).toBe(200);
  const reversal = calls('/v1/tax/transactions/create_reversal').at(-1)!;
  expect(reversal.form.get('mode')).toBe('partial');
  expect(reversal.form.get('flat_amount')).toBe('-2000');
  const [refund] = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
  expect(refund.taxCents).toBe(Math.round((taxCents * 2000) / (beforeTax + taxCents)));
});
