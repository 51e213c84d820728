/**
 * Tax in the money path: the payment is priced with the store's tax, the order made from it
 * carries the same tax (whichever path makes it), and refunds give back the tax on what they refund.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { orderItems, orderRefunds, orders, orderTaxLines, payments, stores } from '@/server/src/db/schema';
import { reconcilePayments } from '@/server/src/jobs/reconcile';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import {
  confirmCard,
  CUSTOMER_INFO,
  demo,
  listProducts,
  startPayment,
  type ApiProduct,
} from './support/shop';

let t: TestApp;
let owner: Record<string, string>;
let storeId: string;
let catalog: ApiProduct[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await bearerFor(t.app, 'owner@demo.test');
  storeId = (await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: demo })).json()._id;
  catalog = await listProducts(t.app);
  // Every way of delivery, abroad to Germany and France at a flat 24.50.
  const shipping = await t.app.inject({
    method: 'PUT',
    url: `/api/stores/${storeId}`,
    headers: { ...demo, ...owner },
    payload: {
      shippingMethods: { local: true, national: true, international: true },
      shippingSettings: {
        pickup: { address: '201 Lincoln St, Sitka', instructions: '' },
        international: { rateCents: 2450, freeOverCents: null },
        countries: ['DE', 'FR'],
      },
    },
  });
  expect(shipping.statusCode).toBe(200);
  // The store's own address: Sitka, Alaska.
  await t.database.db
    .update(stores)
    .set({
      businessInfo: sql`${stores.businessInfo} || ${JSON.stringify({
        address: { street: '201 Lincoln St', city: 'Sitka', state: 'AK', zipCode: '99835', country: 'US' },
      })}::jsonb`,
    })
    .where(eq(stores.id, storeId));
}, 120_000);
afterAll(() => t.close());

const MUG = () => catalog.find((product) => product.name === 'Kenai River Stoneware Mug')!; // 42.00, unlimited
const SERVICE_FEE = 299;
const PICKUP_INFO = { name: CUSTOMER_INFO.name, email: CUSTOMER_INFO.email, phone: CUSTOMER_INFO.phone };
const abroad = (country: string, zipCode: string) => ({
  ...CUSTOMER_INFO,
  phone: '+49 30 123456',
  address: '1 Hauptstrasse',
  city: 'Berlin',
  state: '',
  zipCode,
  country,
});
const GERMANY = abroad('DE', '10115');
const FRANCE = abroad('FR', '75008');

async function setTax(settings: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/tax-settings',
    headers: { ...demo, ...owner },
    payload: {
      pricesIncludeTax: false,
      provider: 'builtin',
      taxShipping: false,
      taxServiceFee: false,
      ...settings,
    },
  });
  expect(response.statusCode).toBe(200);
}

/** Opens a payment for `quantity` mugs whose shown total before tax is `beforeTax`. */
async function pay(quantity: number, beforeTax: number, extra: Record<string, unknown> = {}) {
  const intent = await startPayment(t.app, [{ product: MUG(), quantity }], { amount: beforeTax, ...extra });
  expect(intent.statusCode).toBe(200);
  expect((await confirmCard(t.app, intent.json().paymentIntentId)).statusCode).toBe(200);
  return intent.json();
}

async function placeOrder(paymentIntentId: string) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: demo,
    payload: { paymentIntentId },
  });
  expect(placed.statusCode).toBe(200);
  return placed.json();
}

async function storedOrder(paymentIntentId: string) {
  const [order] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.paymentIntentId, paymentIntentId));
  const lines = await t.database.db
    .select()
    .from(orderTaxLines)
    .where(eq(orderTaxLines.orderId, order.id))
    .orderBy(asc(orderTaxLines.kind), asc(orderTaxLines.jurisdiction));
  const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order, lines, items };
}

describe('tax at checkout', () => {
  it('charges no tax for a store registered nowhere', async () => {
    await setTax({ registrations: [] });
    const intent = await pay(1, 4200 + 1199 + SERVICE_FEE);
    expect(intent).toMatchObject({
      amount: 4200 + 1199 + SERVICE_FEE,
      taxCents: 0,
      taxLines: [],
      pricesIncludeTax: false,
      taxNote: 'NOT_REGISTERED',
    });
    await placeOrder(intent.paymentIntentId);
    const { order, lines } = await storedOrder(intent.paymentIntentId);
    expect(order).toMatchObject({ taxCents: 0, totalCents: intent.amount, taxNote: 'NOT_REGISTERED' });
    expect(lines).toEqual([]);
  });

  it('charges 6% on a pickup in a registered Alaska borough, and the order stores what was charged', async () => {
    await setTax({ registrations: [{ country: 'US', region: 'AK', rate: 6 }] });
    const intent = await pay(2, 8400 + SERVICE_FEE, { shippingMethod: 'pickup', customerInfo: PICKUP_INFO });
    expect(intent).toMatchObject({
      amount: 8400 + SERVICE_FEE + 504,
      taxCents: 504,
      taxLines: [{ jurisdiction: 'US-AK-LOCAL', rate: 6, amount: 504 }],
      pricesIncludeTax: false,
      taxNote: null,
    });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, intent.paymentIntentId));
    expect(payment).toMatchObject({ amountCents: intent.amount, taxCents: 504 });

    const placed = await placeOrder(intent.paymentIntentId);
    const { order, lines, items } = await storedOrder(intent.paymentIntentId);
    expect(order).toMatchObject({
      totalCents: intent.amount,
      taxCents: 504,
      pricesIncludeTax: false,
      taxNote: null,
    });
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'item',
        orderItemId: items[0].id,
        jurisdiction: 'US-AK-LOCAL',
        rate: 6000,
        taxableCents: 8400,
        amountCents: 504,
      }),
    ]);
    expect(placed).toMatchObject({
      taxCents: 504,
      tax: [{ jurisdiction: 'US-AK-LOCAL', rate: 6, amount: 5.04 }],
    });
  });

  it('charges nothing shipped to a state the store is not registered in, and the state’s rate where it is', async () => {
    await setTax({ registrations: [{ country: 'US', region: 'WA' }] });
    const alaska = await pay(1, 4200 + 1199 + SERVICE_FEE);
    expect(alaska).toMatchObject({ taxCents: 0, taxNote: 'DESTINATION_NOT_REGISTERED' });
    const washington = await pay(1, 4200 + 1199 + SERVICE_FEE, {
      customerInfo: { ...CUSTOMER_INFO, city: 'Seattle', state: 'WA', zipCode: '98101' },
    });
    // Washington's 6.5% on the mug; shipping and the fee are not taxed by these settings.
    expect(washington).toMatchObject({
      amount: 4200 + 1199 + SERVICE_FEE + 273,
      taxCents: 273,
      taxLines: [{ jurisdiction: 'US-WA', rate: 6.5, amount: 273 }],
    });
    await placeOrder(washington.paymentIntentId);
    expect((await storedOrder(washington.paymentIntentId)).order.totalCents).toBe(washington.amount);
  });

  it('taxes shipping and the service fee when the settings say so', async () => {
    await setTax({
      registrations: [{ country: 'US', region: 'WA' }],
      taxShipping: true,
      taxServiceFee: true,
    });
    const intent = await pay(1, 4200 + 1199 + SERVICE_FEE, {
      customerInfo: { ...CUSTOMER_INFO, city: 'Seattle', state: 'WA', zipCode: '98101' },
    });
    // 6.5% of 42.00, 11.99 and 2.99, each rounded: 2.73 + 0.78 + 0.19.
    expect(intent.taxCents).toBe(273 + 78 + 19);
    await placeOrder(intent.paymentIntentId);
    const { lines } = await storedOrder(intent.paymentIntentId);
    expect(lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['item', 273],
      ['service_fee', 19],
      ['shipping', 78],
    ]);
  });

  it('charges the shelf price with the VAT inside it in Germany (19/119) and France (20/120)', async () => {
    await setTax({ pricesIncludeTax: true, registrations: [{ country: 'DE' }, { country: 'FR' }] });
    const shelf = 2 * 4200 + 2450 + SERVICE_FEE;
    const german = await pay(2, shelf, { shippingMethod: 'international', customerInfo: GERMANY });
    expect(german).toMatchObject({
      amount: shelf,
      taxCents: 1341, // 8400 × 19/119
      taxLines: [{ jurisdiction: 'DE', rate: 19, amount: 1341 }],
      pricesIncludeTax: true,
    });
    const french = await pay(2, shelf, { shippingMethod: 'international', customerInfo: FRANCE });
    expect(french).toMatchObject({ amount: shelf, taxCents: 1400, pricesIncludeTax: true }); // 8400 × 20/120
    await placeOrder(german.paymentIntentId);
    const { order, lines } = await storedOrder(german.paymentIntentId);
    expect(order).toMatchObject({ totalCents: shelf, taxCents: 1341, pricesIncludeTax: true });
    expect(lines).toEqual([expect.objectContaining({ jurisdiction: 'DE', taxableCents: 8400 - 1341 })]);
  });

  it('charges no VAT on an EU parcel over the import limit, and says why', async () => {
    await setTax({ registrations: [{ country: 'DE' }] });
    const intent = await pay(4, 4 * 4200 + 2450 + SERVICE_FEE, {
      shippingMethod: 'international',
      customerInfo: GERMANY,
    });
    expect(intent).toMatchObject({
      amount: 4 * 4200 + 2450 + SERVICE_FEE,
      taxCents: 0,
      taxNote: 'IOSS_OVER_LIMIT',
    });
    const placed = await placeOrder(intent.paymentIntentId);
    expect(placed).toMatchObject({ taxCents: 0, tax: [], taxNote: 'IOSS_OVER_LIMIT' });
  });

  it('taxes the discounted amount', async () => {
    await setTax({ registrations: [{ country: 'US', region: 'AK', rate: 6 }] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: { ...demo, ...owner },
      payload: { code: 'TAXTEN', kind: 'amount', value: 10 },
    });
    expect(created.statusCode).toBe(201);
    const intent = await pay(1, 4200 - 1000 + SERVICE_FEE, {
      shippingMethod: 'pickup',
      customerInfo: PICKUP_INFO,
      discountCode: 'TAXTEN',
    });
    // 6% of 32.00, not of 42.00.
    expect(intent).toMatchObject({ discountCents: 1000, taxCents: 192, amount: 3200 + SERVICE_FEE + 192 });
    await placeOrder(intent.paymentIntentId);
    const { order, lines } = await storedOrder(intent.paymentIntentId);
    expect(order).toMatchObject({ totalCents: intent.amount, taxCents: 192, discountCents: 1000 });
    expect(lines).toEqual([expect.objectContaining({ taxableCents: 3200, amountCents: 192 })]);
  });

  it('taxes the discounted amount again when the shopper places again a checkout holding a code’s last use', async () => {
    await setTax({ registrations: [{ country: 'US', region: 'AK', rate: 6 }] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: { ...demo, ...owner },
      payload: { code: 'LASTTEN', kind: 'amount', value: 10, usageLimit: 1 },
    });
    expect(created.statusCode).toBe(201);
    const again = () =>
      startPayment(
        t.app,
        [{ product: MUG(), quantity: 1 }],
        {
          amount: 4200 - 1000 + SERVICE_FEE,
          shippingMethod: 'pickup',
          customerInfo: PICKUP_INFO,
          discountCode: 'LASTTEN',
          checkoutKey: 'tax_again_0123456789abcdef',
        },
        { 'x-forwarded-for': '10.7.0.1' },
      );
    const first = await again();
    expect(first.statusCode).toBe(200);
    const second = await again();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      discountCents: 1000,
      taxCents: 192,
      amount: 3200 + SERVICE_FEE + 192,
    });
  });

  it('makes the same order with the same tax lines when reconciliation finds the payment', async () => {
    await setTax({ registrations: [{ country: 'US', region: 'AK', rate: 6 }], taxServiceFee: true });
    const info = { shippingMethod: 'pickup', customerInfo: PICKUP_INFO };
    const byCall = await pay(3, 3 * 4200 + SERVICE_FEE, info);
    await placeOrder(byCall.paymentIntentId);
    const byJob = await pay(3, 3 * 4200 + SERVICE_FEE, info);
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(payments.providerPaymentId, byJob.paymentIntentId));
    expect((await reconcilePayments(t.app)).ordersCreated).toBeGreaterThanOrEqual(1);
    const [called, reconciled] = [
      await storedOrder(byCall.paymentIntentId),
      await storedOrder(byJob.paymentIntentId),
    ];
    const shape = ({ order, lines }: Awaited<ReturnType<typeof storedOrder>>) => ({
      total: order.totalCents,
      tax: order.taxCents,
      lines: lines.map(({ kind, jurisdiction, rate, taxableCents, amountCents, orderItemId }) => ({
        kind,
        jurisdiction,
        rate,
        taxableCents,
        amountCents,
        forItem: orderItemId !== null,
      })),
    });
    expect(shape(reconciled)).toEqual(shape(called));
    expect(reconciled.order).toMatchObject({ totalCents: byJob.amount, taxCents: 756 + 18 });
  });
});

describe('the tax before the payment opens', () => {
  const quote = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout/tax',
      headers: demo,
      payload: { items: [{ id: MUG().id, quantity: 2 }], ...payload },
    });

  it('quotes what the payment then charges, to the destination typed so far and after the code', async () => {
    await setTax({ registrations: [{ country: 'US', region: 'WA' }, { country: 'DE' }] });
    const unknown = await quote({});
    expect(unknown.json()).toMatchObject({ taxCents: 0, taxNote: 'DESTINATION_NOT_REGISTERED' });
    const seattle = await quote({ destination: { state: 'WA', zipCode: '98101' }, discountCode: 'TAXTEN' });
    expect(seattle.statusCode).toBe(200);
    // 6.5% of 84.00 less the code's 10.00.
    expect(seattle.json()).toEqual({
      taxCents: 481,
      taxLines: [{ jurisdiction: 'US-WA', rate: 6.5, amount: 481 }],
      pricesIncludeTax: false,
      taxNote: null,
      // The delivery as the payment charges it, and the day it would ship by.
      shippingCents: 1199,
      shipBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const intent = await pay(2, 8400 - 1000 + 1199 + SERVICE_FEE, {
      customerInfo: { ...CUSTOMER_INFO, city: 'Seattle', state: 'WA', zipCode: '98101' },
      discountCode: 'TAXTEN',
    });
    expect(intent.taxCents).toBe(seattle.json().taxCents);
    const abroad = await quote({ shippingMethod: 'international', destination: { country: 'de' } });
    expect(abroad.json()).toMatchObject({ taxCents: 1596, taxLines: [{ jurisdiction: 'DE', rate: 19 }] });
  });

  it('refuses a basket it cannot price with a 4xx naming the field', async () => {
    const response = await quote({ items: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), field: 'items' });
  });
});

describe('tax on orders as read', () => {
  it('shows the tax per jurisdiction and rate on the shopper’s and the owner’s order', async () => {
    await setTax({ registrations: [{ country: 'US', region: 'AK', rate: 6 }], taxServiceFee: true });
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const intent = await startPayment(
      t.app,
      [{ product: MUG(), quantity: 1 }],
      { amount: 4200 + SERVICE_FEE, shippingMethod: 'pickup', customerInfo: PICKUP_INFO },
      shopper,
    );
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId, amount } = intent.json();
    await confirmCard(t.app, paymentIntentId);
    const { id } = await placeOrder(paymentIntentId);
    // 6% of 42.00 and of the 2.99 fee, one line each, summed under one jurisdiction and rate.
    const tax = {
      taxCents: 252 + 18,
      tax: [{ jurisdiction: 'US-AK-LOCAL', rate: 6, amount: 2.7 }],
      pricesIncludeTax: false,
      taxNote: null,
    };
    const history = await t.app.inject({
      url: '/api/orders/history/shopper@demo.test',
      headers: { ...demo, ...shopper },
    });
    expect(history.json().find((order: { id: string }) => order.id === id)).toMatchObject({
      total: amount / 100,
      ...tax,
    });
    const detail = await t.app.inject({ url: `/api/admin/orders/${id}`, headers: { ...demo, ...owner } });
    expect(detail.json()).toMatchObject(tax);
  });
});

describe('tax on backorders', () => {
  it('taxes a backorder when placed, to the account’s address, and its payment charges that total', async () => {
    await setTax({ registrations: [{ country: 'US', region: 'AK', rate: 6 }] });
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/user-profile',
      headers: { ...demo, ...shopper },
      payload: {
        name: 'Ann Shopper',
        email: 'shopper@demo.test',
        phone: '(907) 555-0142',
        address: '12 Harbor Way',
        city: 'Sitka',
        state: 'AK',
        zipCode: '99835',
      },
    });
    expect(profile.statusCode).toBe(200);
    const soldOut = catalog.find((product) => product.totalInventory === 0)!;
    const priceCents = Math.round(soldOut.price * 100);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/backorders',
      headers: { ...demo, ...shopper },
      payload: { productId: soldOut.id, quantity: 1 },
    });
    expect(placed.statusCode).toBe(201);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, placed.json().orderId));
    const taxCents = Math.round(priceCents * 0.06);
    expect(order).toMatchObject({ taxCents, totalCents: priceCents + 1199 + SERVICE_FEE + taxCents });
    const lines = await t.database.db.select().from(orderTaxLines).where(eq(orderTaxLines.orderId, order.id));
    expect(lines).toEqual([expect.objectContaining({ kind: 'item', amountCents: taxCents })]);

    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: { ...demo, ...shopper },
      payload: {},
    });
    expect(payment.statusCode).toBe(200);
    expect(payment.json()).toMatchObject({
      amount: order.totalCents,
      taxCents,
      taxLines: [{ jurisdiction: 'US-AK-LOCAL', rate: 6, amount: taxCents }],
    });
  });
});

describe('tax on refunds', () => {
  it('gives back half the tax when half is refunded, and the rest with the rest', async () => {
    await setTax({ registrations: [{ country: 'US', region: 'AK', rate: 6 }] });
    const intent = await pay(2, 8400 + SERVICE_FEE, { shippingMethod: 'pickup', customerInfo: PICKUP_INFO });
    const { id } = await placeOrder(intent.paymentIntentId);
    const refund = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/refund`,
        headers: { ...demo, ...owner },
        payload,
      });
    const half = intent.amount / 2; // 9203 / 2 is not whole: refund 46.01 of 92.03
    expect((await refund({ amount: Math.floor(half) / 100, restock: false })).statusCode).toBe(200);
    const [first] = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
    expect(first.amountCents).toBe(Math.floor(half));
    expect(first.taxCents).toBe(Math.round((504 * Math.floor(half)) / intent.amount));
    expect((await refund({ restock: false })).statusCode).toBe(200);
    const all = await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
    expect(all.reduce((sum, row) => sum + row.taxCents, 0)).toBe(504);
  });
});
