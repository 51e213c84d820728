/**
 * A once-per-customer code is used once per customer: a signed-in customer is their account
 * (and its email), whichever email the details carry; a guest is their mailbox, however it is
 * written (case, `+tag`, dots at Gmail). Checkout refuses a second use and the order call checks
 * again; the public Apply never tells whether an email has used a code.
 */
import { eq } from 'drizzle-orm';
import { canonicalMailbox } from '@/lib/mailbox';
import { discountRedemptions, orders, payments } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import {
  basketTotal,
  confirmCard,
  CUSTOMER_INFO,
  listProducts,
  startPayment,
  type ApiProduct,
} from './support/shop';

let t: TestApp;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let mug: ApiProduct;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  mug = (await listProducts(t.app)).find((product) => product.name === 'Kenai River Stoneware Mug')!;
}, 120_000);
afterAll(() => t.close());

let serial = 0;
/** A new once-per-customer code of 10% off; answers its text. */
async function onceCode(): Promise<string> {
  serial += 1;
  const code = `ONCE${serial}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    headers: { ...demo, ...owner },
    payload: { code, kind: 'percent', value: 10, oncePerCustomer: true },
  });
  expect(response.statusCode).toBe(201);
  return code;
}

const basket = () => [{ product: mug, quantity: 1 }];
/** 10% of one mug. */
const discounted = () => basketTotal(basket()) - Math.round(mug.price * 10);

let ip = 0;
/** Opens a payment with the code for the discounted total, as `headers` (signed in or not). */
function payWithCode(code: string, extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  ip += 1;
  return startPayment(
    t.app,
    basket(),
    { discountCode: code, amount: discounted(), ...extra },
    { 'x-forwarded-for': `10.77.0.${ip}`, ...headers },
  );
}

async function payAndPlace(paymentIntentId: string, payload: Record<string, unknown> = {}) {
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: demo,
    payload: { paymentIntentId, ...payload },
  });
}

const alreadyUsed = { code: 'DISCOUNT_ALREADY_USED', error: 'You have already used this discount code.' };

describe('canonical mailboxes', () => {
  it('reads case, +tags and Gmail dots as one mailbox, and other domains’ dots as written', () => {
    expect(canonicalMailbox(' Kit.Lee+promo@GMail.com ')).toBe('kitlee@gmail.com');
    expect(canonicalMailbox('k.i.t.lee@googlemail.com')).toBe('kitlee@gmail.com');
    expect(canonicalMailbox('kit.lee+x@example.test')).toBe('kit.lee@example.test');
    expect(canonicalMailbox('kitlee@example.test')).not.toBe(canonicalMailbox('kit.lee@example.test'));
  });
});

describe('a signed-in customer', () => {
  it('uses the code once, whichever email the details carry or none', async () => {
    const code = await onceCode();
    const first = await payWithCode(
      code,
      { customerInfo: { ...CUSTOMER_INFO, email: 'shopper@demo.test' } },
      shopper,
    );
    expect(first.statusCode).toBe(200);
    expect((await payAndPlace(first.json().paymentIntentId)).statusCode).toBe(200);

    const otherEmail = await payWithCode(
      code,
      { customerInfo: { ...CUSTOMER_INFO, email: 'someone-else@example.test' } },
      shopper,
    );
    expect(otherEmail.statusCode).toBe(409);
    expect(otherEmail.json()).toMatchObject({ ...alreadyUsed, field: 'discountCode' });

    const noDetails = await payWithCode(code, { customerInfo: undefined }, shopper);
    expect(noDetails.statusCode).toBe(409);
    expect(noDetails.json()).toMatchObject(alreadyUsed);
  });

  it('the order call refuses a second use the checkout could not see, and refunds it', async () => {
    const code = await onceCode();
    // Opened with no details (the email comes with the order call), then its hold lapses.
    const slow = await payWithCode(code, { customerInfo: undefined }, shopper);
    expect(slow.statusCode).toBe(200);
    const slowId = slow.json().paymentIntentId as string;
    const [slowPayment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, slowId));
    await t.database.db
      .update(discountRedemptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountRedemptions.paymentId, slowPayment!.id));
    // Meanwhile the same account uses the code with another email.
    const quick = await payWithCode(
      code,
      { customerInfo: { ...CUSTOMER_INFO, email: 'alias@example.test' } },
      shopper,
    );
    expect(quick.statusCode).toBe(200);
    expect((await payAndPlace(quick.json().paymentIntentId)).statusCode).toBe(200);

    const late = await payAndPlace(slowId, {
      customerInfo: { ...CUSTOMER_INFO, email: 'third@example.test' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REFUNDED');
    expect(late.json().error).toContain(alreadyUsed.error);
    expect(await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, slowId))).toHaveLength(
      0,
    );
  });
});

describe('guests', () => {
  it('cannot use the code again with dots or a +tag on the same Gmail mailbox', async () => {
    const code = await onceCode();
    const first = await payWithCode(code, { customerInfo: { ...CUSTOMER_INFO, email: 'kit.lee@gmail.com' } });
    expect(first.statusCode).toBe(200);
    expect((await payAndPlace(first.json().paymentIntentId)).statusCode).toBe(200);
    for (const email of ['kitlee@gmail.com', 'Kit.Lee+again@googlemail.com', 'k.itlee+2@gmail.com']) {
      const again = await payWithCode(code, { customerInfo: { ...CUSTOMER_INFO, email } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject(alreadyUsed);
    }
    const someoneElse = await payWithCode(code, {
      customerInfo: { ...CUSTOMER_INFO, email: 'kit.lee@example.test' },
    });
    expect(someoneElse.statusCode).toBe(200);
  });

  it('cannot use with a +tag the code an account used under its email', async () => {
    const code = await onceCode();
    const first = await payWithCode(code, { customerInfo: undefined }, shopper);
    expect(first.statusCode).toBe(200);
    expect(
      (await payAndPlace(first.json().paymentIntentId, { customerInfo: CUSTOMER_INFO })).statusCode,
    ).toBe(200);
    const guest = await payWithCode(code, {
      customerInfo: { ...CUSTOMER_INFO, email: 'shopper+guest@demo.test' },
    });
    expect(guest.statusCode).toBe(409);
    expect(guest.json()).toMatchObject(alreadyUsed);
  });
});

describe('the public check', () => {
  it('answers the same for an email that used the code and one that did not', async () => {
    const code = await onceCode();
    const first = await payWithCode(code, { customerInfo: { ...CUSTOMER_INFO, email: 'used@example.test' } });
    expect((await payAndPlace(first.json().paymentIntentId)).statusCode).toBe(200);
    const checkFor = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/discounts/check',
        headers: { ...demo, 'x-forwarded-for': '10.78.0.1' },
        payload: { code, items: [{ id: mug.id, quantity: 1 }], email },
      });
    const used = await checkFor('used@example.test');
    const unused = await checkFor('never-used@example.test');
    expect(used.statusCode).toBe(unused.statusCode);
    expect(used.json()).toEqual(unused.json());
    expect(used.statusCode).toBe(200);
    // Checkout is where it is refused.
    const again = await payWithCode(code, { customerInfo: { ...CUSTOMER_INFO, email: 'used@example.test' } });
    expect(again.json()).toMatchObject(alreadyUsed);
  });
});
