/**
 * Discount codes: the owner's codes, the shopper's Apply, and the code taken off inside the
 * payment's stock hold, so what is charged is always the summary the shopper confirmed. A code's
 * last use sought by two shoppers at once, and an order asked for several times at once:
 * discounts-at-once.test.ts.
 */
import { eq } from 'drizzle-orm';
import {
  categories,
  discountCodes,
  discountRedemptions,
  emailOutbox,
  orderItems,
  orders,
  payments,
  productCategories,
  stockHolds,
} from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { discountFixtures } from './support/discount-fixtures';
import { basketTotal, CUSTOMER_INFO, listProducts, type ApiProduct } from './support/shop';

let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let catalog: ApiProduct[];
const north = { 'x-tenant-id': 'north' };

beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
  catalog = await listProducts(t.app);
}, 120_000);
afterAll(() => t.close());

const { MUG, RING, call, makeCode, itemsOf, check, payWithCode, payAndPlace, listed } = discountFixtures(
  () => ({
    t,
    owner,
    catalog,
  }),
);

describe('the owner’s codes', () => {
  it('adds, changes and deletes a code; the shopper may type it in any case', async () => {
    const created = await call('POST', '/api/admin/discounts', owner, {
      code: 'market-weekend',
      kind: 'amount',
      value: 5.5,
      minOrder: 20,
      usageLimit: 3,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'MARKET-WEEKEND',
      kind: 'amount',
      value: 5.5,
      minOrder: 20,
      usageLimit: 3,
      uses: 0,
      revenue: 0,
    });
    const id = created.json().id;
    const changed = await call('PUT', `/api/admin/discounts/${id}`, owner, {
      code: 'MARKET-WEEKEND',
      kind: 'percent',
      value: 15,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ kind: 'percent', value: 15, minOrder: null, usageLimit: null });
    const applied = await check('market-weekend', [{ product: MUG(), quantity: 1 }]);
    expect(applied.json()).toEqual({ code: 'MARKET-WEEKEND', discountCents: 630 });
    expect((await call('DELETE', `/api/admin/discounts/${id}`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/discounts/${id}`, owner)).statusCode).toBe(404);
    expect((await check('MARKET-WEEKEND', [{ product: MUG(), quantity: 1 }])).json()).toMatchObject({
      code: 'DISCOUNT_INVALID',
      field: 'discountCode',
    });
  });

  it('refuses a code the store has in another case with 409 naming code', async () => {
    const code = await makeCode();
    const again = await call('POST', '/api/admin/discounts', owner, {
      code: code.toLowerCase(),
      kind: 'percent',
      value: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CODE_TAKEN', field: 'code' });
  });

  it.each([
    [{ code: 'X', kind: 'percent', value: 10 }, 'code'],
    [{ code: 'BIG', kind: 'percent', value: 150 }, 'value'],
    [{ code: 'HALF', kind: 'percent', value: 10.5 }, 'value'],
    [{ code: 'CENTS', kind: 'amount', value: 1.234 }, 'value'],
    [{ code: 'ZERO', kind: 'amount', value: 0 }, 'value'],
    [{ code: 'TINY1', kind: 'amount', value: 1e-9 }, 'value'],
    [{ code: 'TINY2', kind: 'amount', value: 5e-324 }, 'value'],
    [{ code: 'TINY3', kind: 'percent', value: 1e-9 }, 'value'],
    [{ code: 'TINYMIN', kind: 'percent', value: 5, minOrder: 1e-9 }, 'minOrder'],
    [{ code: 'KIND', kind: 'free', value: 1 }, 'kind'],
    [{ code: 'NOPRODUCTS', kind: 'percent', value: 5, appliesTo: 'products' }, 'productIds'],
    [{ code: 'NOCATS', kind: 'percent', value: 5, appliesTo: 'categories' }, 'categoryIds'],
    [
      {
        code: 'BACKWARDS',
        kind: 'percent',
        value: 5,
        startsAt: '2026-06-02T00:00:00Z',
        endsAt: '2026-06-01T00:00:00Z',
      },
      'endsAt',
    ],
    [{ code: 'LIMIT', kind: 'percent', value: 5, usageLimit: 0 }, 'usageLimit'],
  ])('refuses %j with 400 naming %s, writing nothing', async (body, field) => {
    const response = await call('POST', '/api/admin/discounts', owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    const rows = await t.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, String(body.code).toUpperCase()));
    expect(rows).toHaveLength(0);
  });

  it('refuses products of another store, and keeps each store’s codes to itself', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: { ...north, ...northOwner },
      payload: {
        code: 'NORTHRING',
        kind: 'percent',
        value: 10,
        appliesTo: 'products',
        productIds: [RING().id],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('productIds');
    const code = await makeCode();
    const mine = await listed(code);
    const asNorth = { ...north, ...northOwner };
    const [northProduct] = (await t.app.inject({ url: '/api/products', headers: north })).json().products;
    const theirs = await t.app.inject({ url: '/api/admin/discounts', headers: asNorth });
    expect(theirs.json().discounts.map((row: { code: string }) => row.code)).not.toContain(code);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/discounts/${mine.id}`,
      headers: asNorth,
    });
    expect(del.statusCode).toBe(404);
    const tried = await t.app.inject({
      method: 'POST',
      url: '/api/discounts/check',
      headers: north,
      payload: { code, items: [{ id: northProduct.id, quantity: 1 }] },
    });
    expect(tried.json().code).toBe('DISCOUNT_INVALID');
  });

  it('lets only the owner in', async () => {
    const shopper = await t.app.inject({ url: '/api/admin/discounts', headers: demo });
    expect(shopper.statusCode).toBe(401);
  });
});

describe('the rules of a code', () => {
  it('is refused before its start and from its end', async () => {
    const soon = await makeCode({ startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    const over = await makeCode({ endsAt: new Date(Date.now() - 1000).toISOString() });
    const live = await makeCode({
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const basket = [{ product: MUG(), quantity: 1 }];
    expect((await check(soon, basket)).json()).toMatchObject({
      code: 'DISCOUNT_NOT_STARTED',
      error: 'This discount code is not active yet.',
    });
    expect((await check(over, basket)).json()).toMatchObject({
      code: 'DISCOUNT_EXPIRED',
      error: 'This discount code has expired.',
    });
    const expired = await payWithCode(basket, over, { amount: basketTotal(basket) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('DISCOUNT_EXPIRED');
    expect((await check(live, basket)).json()).toEqual({ code: live, discountCents: 420 });
  });

  it('needs its minimum order, counted on the items', async () => {
    const code = await makeCode({ kind: 'amount', value: 10, minOrder: 84 });
    const one = await check(code, [{ product: MUG(), quantity: 1 }]);
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({
      code: 'DISCOUNT_MIN_ORDER',
      error: 'This discount code needs an order of at least $84.00.',
    });
    expect((await check(code, [{ product: MUG(), quantity: 2 }])).json().discountCents).toBe(1000);
  });

  it('takes off only the chosen products, and an amount at most what they cost', async () => {
    const code = await makeCode({
      kind: 'amount',
      value: 500,
      appliesTo: 'products',
      productIds: [MUG().id],
    });
    const mixed = await check(code, [
      { product: RING(), quantity: 1 },
      { product: MUG(), quantity: 1 },
    ]);
    expect(mixed.json().discountCents).toBe(4200);
    const without = await check(code, [{ product: RING(), quantity: 1 }]);
    expect(without.statusCode).toBe(400);
    expect(without.json().code).toBe('DISCOUNT_NOT_APPLICABLE');
  });

  it('takes off only products in the chosen categories', async () => {
    const [category] = await t.database.db
      .insert(categories)
      .values({ tenantId: 'demo', name: 'Mugs on sale', slug: 'mugs-on-sale' })
      .returning();
    await t.database.db
      .insert(productCategories)
      .values({ tenantId: 'demo', productId: MUG().id, categoryId: category!.id });
    const code = await makeCode({
      kind: 'percent',
      value: 50,
      appliesTo: 'categories',
      categoryIds: [category!.id],
    });
    const response = await check(code, [
      { product: RING(), quantity: 1 },
      { product: MUG(), quantity: 2 },
    ]);
    expect(response.json().discountCents).toBe(4200);
  });
});

describe('paying with a code', () => {
  it('charges the total less the discount, shows it in the summary and keeps it on the order', async () => {
    const code = await makeCode({ kind: 'percent', value: 15 });
    const basket = [
      { product: MUG(), quantity: 2 },
      { product: RING(), quantity: 1 },
    ];
    const started = await payWithCode(basket, code);
    expect(started.statusCode).toBe(200);
    const summary = started.json();
    const discount = Math.round((2 * 4200 + 14800) * 0.15);
    expect(summary).toMatchObject({ discountCents: discount, discountCode: code });
    expect(summary.amount).toBe(
      summary.subtotalCents + summary.shippingCents + summary.serviceFeeCents - summary.discountCents,
    );
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, summary.paymentIntentId));
    expect(payment!.amountCents).toBe(summary.amount);
    const placed = await payAndPlace(summary.paymentIntentId);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().total * 100).toBeCloseTo(summary.amount, 6);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(order).toMatchObject({ discountCode: code, discountCents: discount, totalCents: summary.amount });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.reduce((sum, item) => sum + item.discountCents, 0)).toBe(discount);
  });

  it('refuses an amount that does not take the code off, holding nothing and opening no payment', async () => {
    const code = await makeCode({ kind: 'percent', value: 20 });
    const basket = [{ product: RING(), quantity: 1 }];
    const holdsBefore = (await t.database.db.select().from(stockHolds)).length;
    const opened = jest.spyOn(t.app.payments, 'createIntent');
    const response = await payWithCode(basket, code, { amount: basketTotal(basket) });
    expect(opened).not.toHaveBeenCalled();
    opened.mockRestore();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'AMOUNT_MISMATCH',
      expectedAmount: basketTotal(basket) - 2960,
    });
    expect((await t.database.db.select().from(stockHolds)).length).toBe(holdsBefore);
  });

  it('refuses an unknown code at payment with 400 naming discountCode', async () => {
    const basket = [{ product: MUG(), quantity: 1 }];
    const response = await payWithCode(basket, 'NO-SUCH-CODE', { amount: basketTotal(basket) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'DISCOUNT_INVALID', field: 'discountCode' });
  });

  it('lets a shopper replace their own payment (a reload) without using up a one-use code', async () => {
    const code = await makeCode({ usageLimit: 1 });
    const basket = [{ product: MUG(), quantity: 1 }];
    const key = { checkoutKey: 'ckD_0123456789abcdefghijkl' };
    expect((await payWithCode(basket, code, key, '10.3.0.1')).statusCode).toBe(200);
    const again = await payWithCode(basket, code, key, '10.3.0.1');
    expect(again.statusCode).toBe(200);
    expect((await payAndPlace(again.json().paymentIntentId)).statusCode).toBe(200);
    expect(await listed(code)).toMatchObject({ uses: 1 });
  });

  it('lets each customer use a once-per-customer code once, whatever the case of their email', async () => {
    const code = await makeCode({ oncePerCustomer: true });
    const basket = [{ product: MUG(), quantity: 1 }];
    const first = await payWithCode(basket, code, {
      customerInfo: { ...CUSTOMER_INFO, email: 'kit@example.test' },
    });
    expect((await payAndPlace(first.json().paymentIntentId)).statusCode).toBe(200);
    const second = await payWithCode(
      basket,
      code,
      { amount: basketTotal(basket) - 420, customerInfo: { ...CUSTOMER_INFO, email: 'KIT@example.test' } },
      '10.4.0.2',
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'DISCOUNT_ALREADY_USED',
      error: 'You have already used this discount code.',
    });
    const other = await payWithCode(basket, code, {
      customerInfo: { ...CUSTOMER_INFO, email: 'lee@example.test' },
    });
    expect(other.statusCode).toBe(200);
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/discounts/check',
      headers: demo,
      payload: { code, items: itemsOf(basket) },
    });
    expect(nobody.json().code).toBe('DISCOUNT_NEEDS_EMAIL');
  });

  it('refunds a payment whose hold lapsed while another shopper took the last use', async () => {
    const code = await makeCode({ usageLimit: 1 });
    const basket = [{ product: MUG(), quantity: 1 }];
    const slow = await payWithCode(
      basket,
      code,
      { customerInfo: { ...CUSTOMER_INFO, email: 'slow@example.test' } },
      '10.5.0.1',
    );
    const slowId = slow.json().paymentIntentId;
    const [slowPayment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, slowId));
    await t.database.db
      .update(discountRedemptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountRedemptions.paymentId, slowPayment!.id));
    const quick = await payWithCode(
      basket,
      code,
      { customerInfo: { ...CUSTOMER_INFO, email: 'quick@example.test' } },
      '10.5.0.2',
    );
    expect(quick.statusCode).toBe(200);
    expect((await payAndPlace(quick.json().paymentIntentId)).statusCode).toBe(200);
    const late = await payAndPlace(slowId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REFUNDED');
    expect(await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, slowId))).toHaveLength(
      0,
    );
    expect(await listed(code)).toMatchObject({ uses: 1 });
  });
});

describe('what an order shows of its discount', () => {
  it('the owner’s order page, the shopper’s confirmation mail and the owner’s new-order mail', async () => {
    const code = await makeCode({ kind: 'amount', value: 7.5 });
    const email = 'shown@example.test';
    const started = await payWithCode([{ product: MUG(), quantity: 1 }], code, {
      customerInfo: { ...CUSTOMER_INFO, email },
    });
    const placed = await payAndPlace(started.json().paymentIntentId);
    const detail = (await call('GET', `/api/admin/orders/${placed.json().id}`, owner)).json();
    expect(detail.payment).toMatchObject({
      discount: 7.5,
      discountCode: code,
      total: started.json().amount / 100,
    });
    expect(detail.items[0]).toMatchObject({ discount: 7.5 });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails.map((mail) => mail.text).join('\n')).toContain(`Discount (${code}): −$7.50`);
    const ownerMail = (await t.database.db.select().from(emailOutbox)).find(
      (mail) => mail.text.includes(placed.json().orderId) && mail.to !== email,
    );
    expect(ownerMail?.text).toContain(`Discount (${code}): −$7.50`);
  });
});

describe('refunds of a discounted order', () => {
  it('refunds at most what was paid, and the code’s revenue drops by the refund', async () => {
    const code = await makeCode({ kind: 'amount', value: 30 });
    const basket = [{ product: RING(), quantity: 1 }];
    const started = await payWithCode(basket, code);
    const paid = started.json().amount;
    const placed = await payAndPlace(started.json().paymentIntentId);
    const id = placed.json().id;
    const detail = await call('GET', `/api/admin/orders/${id}`, owner);
    expect(detail.json()).toMatchObject({ refundable: paid / 100 });
    const tooMuch = await call('POST', `/api/admin/orders/${id}/refund`, owner, {
      amount: basketTotal(basket) / 100,
      restock: false,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe('AMOUNT_TOO_HIGH');
    const part = await call('POST', `/api/admin/orders/${id}/refund`, owner, { amount: 10, restock: false });
    expect(part.statusCode).toBe(200);
    expect(await listed(code)).toMatchObject({ uses: 1, revenue: (paid - 1000) / 100, discounted: 30 });
  });
});
