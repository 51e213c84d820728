/**
 * Sales made by hand in the back-office: a cash sale at a market takes its stock once (a retry
 * once it is gone is refused and takes nothing), shows sold out in the shop, counts in revenue
 * and under its event on the dashboard, and mails its receipt; a sale paid by link waits for
 * payment with the link mailed; another store's event, a shopper and bad input are refused.
 */
import { and, eq } from 'drizzle-orm';
import { storeEvents, users } from '@/server/src/db/schema';
import { hashPassword } from '@/server/src/services/auth/passwords';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { handleStripeEvent } from '@/server/src/services/checkout/stripe-events';
import { confirmCard, createOrder, listProducts, type ApiProduct } from './support/shop';
import { startSmtpMailbox } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let ordersStaff: Record<string, string>;
let lastUnit: ApiProduct;
let other: ApiProduct;
let marketId: string;
let northEventId: string;

const asOwner = () => ({ ...demo, ...owner });

async function setStock(id: string, totalInventory: number) {
  const answer = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}/inventory`,
    headers: asOwner(),
    payload: { totalInventory },
  });
  expect(answer.statusCode).toBe(200);
}

/** An Orders person of the demo store, signed in. */
async function ordersPerson() {
  await t.database.db.insert(users).values({
    tenantId: 'demo',
    email: 'orders-desk@demo.test',
    role: 'admin',
    staffRole: 'orders',
    passwordHash: await hashPassword('Sitka-demo-2026!'),
    emailVerifiedAt: new Date(),
  });
  const [person] = await t.database.db
    .select({ id: users.id, ver: users.tokenVersion })
    .from(users)
    .where(and(eq(users.tenantId, 'demo'), eq(users.email, 'orders-desk@demo.test')));
  const token = t.app.jwt.sign({ sub: person.id, tenant: 'demo', role: 'admin', ver: person.ver });
  return { authorization: `Bearer ${token}` };
}

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, WEB_URL: 'http://shop.test' });
  [owner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  ordersStaff = await ordersPerson();
  const plain = (await listProducts(t.app)).filter((product) => !product.variants?.length);
  [lastUnit, other] = plain;
  await setStock(lastUnit.id, 2);
  await setStock(other.id, 5);
  const market = await t.app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: asOwner(),
    payload: { title: 'Harbor Holiday Market', startsOn: '2026-12-05', location: 'Sitka' },
  });
  expect(market.statusCode).toBe(201);
  marketId = market.json().id;
  const [north] = await t.database.db
    .insert(storeEvents)
    .values({
      tenantId: 'north',
      title: 'North Fair',
      startsOn: '2026-12-05',
      endsOn: '2026-12-05',
      location: 'Juneau',
    })
    .returning({ id: storeEvents.id });
  northEventId = north.id;
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const sell = (payload: object, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders', headers: { ...demo, ...headers }, payload });
const stockOf = async (id: string) =>
  (await t.app.inject({ url: `/api/products/${id}`, headers: demo })).json().totalInventory as number | null;
const dashboard = async () =>
  (await t.app.inject({ url: '/api/admin/dashboard', headers: asOwner() })).json();
const manualOrders = async () =>
  (await t.app.inject({ url: '/api/admin/orders?q=MO-&limit=50', headers: asOwner() })).json().items as {
    id: string;
    orderId: string;
  }[];

describe('a cash sale at a market', () => {
  const body = () => ({
    lines: [
      { productId: lastUnit.id, quantity: 2 },
      { productId: other.id, quantity: 1 },
    ],
    customer: { email: 'market-buyer@example.test' },
    payment: { method: 'cash' },
    eventId: marketId,
  });

  it('takes the stock once, is handed over, and a retry once the stock is gone takes nothing', async () => {
    const before = await dashboard();
    const sale = await sell(body());
    expect(sale.statusCode).toBe(201);
    const result = sale.json();
    expect(result).toMatchObject({ status: 'Delivered', mailedTo: 'market-buyer@example.test' });
    expect(result.orderId).toMatch(/^MO-\d{6}-[0-9A-F]{6}$/);
    expect(result.totalCents).toBeGreaterThanOrEqual(Math.round((lastUnit.price * 2 + other.price) * 100));
    // The last units are gone: the shop shows the piece sold out.
    expect(await stockOf(lastUnit.id)).toBe(0);
    expect(await stockOf(other.id)).toBe(4);

    const ordersBefore = (await manualOrders()).length;
    const retry = await sell(body());
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ code: 'OUT_OF_STOCK', field: 'lines.0.quantity' });
    expect(retry.json().error).toContain(lastUnit.name);
    expect(await stockOf(other.id)).toBe(4);
    expect(await manualOrders()).toHaveLength(ordersBefore);

    // Counted in today's revenue like any paid order, and under its event.
    const after = await dashboard();
    expect(after.todayOrders).toBe(before.todayOrders + 1);
    const detail = (await t.app.inject({ url: `/api/admin/orders/${result.id}`, headers: asOwner() })).json();
    const beforeTax = (result.totalCents - detail.taxCents) / 100;
    expect(after.todayRevenue).toBeCloseTo(before.todayRevenue + beforeTax, 2);
    expect(after.events.find((event: { id: string }) => event.id === marketId)).toMatchObject({
      title: 'Harbor Holiday Market',
      orders: 1,
      revenue: beforeTax,
    });
    expect(detail).toMatchObject({
      status: 'Delivered',
      type: 'manual',
      sale: { paidWith: 'cash', event: { id: marketId, title: 'Harbor Holiday Market' } },
    });
    expect(detail.timeline.map((step: { status: string }) => step.status)).toEqual(['Paid', 'Delivered']);

    // The receipt: the order confirmation, to the buyer.
    await smtp.waitForMail('market-buyer@example.test');
    expect(smtp.lastMailTo('market-buyer@example.test')).toContain(result.orderId);
  });

  it('lists the pieces to sell with their stock, the sold-out one at 0', async () => {
    const answer = await t.app.inject({
      url: `/api/admin/orders/pieces?q=${encodeURIComponent(lastUnit.name)}`,
      headers: { ...demo, ...ordersStaff },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().pieces.find((piece: { id: string }) => piece.id === lastUnit.id)).toMatchObject({
      name: lastUnit.name,
      stock: 0,
      sizes: [],
    });
  });
});

describe('the last unit, at two stalls at once', () => {
  it('is sold once: one sale, and the other refused by its line', async () => {
    const piece = (await listProducts(t.app)).filter((product) => !product.variants?.length)[2];
    await setStock(piece.id, 1);
    const body = { lines: [{ productId: piece.id, quantity: 1 }], payment: { method: 'cash' } };
    const answers = await Promise.all([sell(body), sell(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      field: 'lines.0.quantity',
    });
    expect(await stockOf(piece.id)).toBe(0);
  });
});

describe('a store code', () => {
  it('takes its share off and counts one use, once its last use is gone it is refused', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: asOwner(),
      payload: { code: 'STALL10', kind: 'percent', value: 10, usageLimit: 1 },
    });
    expect(created.statusCode).toBe(201);
    const body = {
      lines: [{ name: 'Seconds bowl', priceCents: 2000, quantity: 1 }],
      discount: { code: 'stall10' },
      payment: { method: 'cash' },
    };
    const sale = await sell(body);
    expect(sale.statusCode).toBe(201);
    const detail = (
      await t.app.inject({ url: `/api/admin/orders/${sale.json().id}`, headers: asOwner() })
    ).json();
    expect(detail.payment).toMatchObject({ subtotal: 20, discount: 2, discountCode: 'STALL10' });
    const again = await sell(body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DISCOUNT_USED_UP', field: 'discount.code' });
  });
});

describe('a sale paid by link', () => {
  it('waits for payment with the backorder’s link mailed; a custom line works', async () => {
    const before = await dashboard();
    const sale = await sell({
      lines: [{ name: 'Commission: driftwood sign', priceCents: 4500, quantity: 1 }],
      delivery: {
        kind: 'ship',
        method: 'national',
        address: {
          name: 'Ada Lovelace',
          address: '1 Lincoln St',
          addressLine2: '',
          city: 'Sitka',
          state: 'AK',
          zipCode: '99835',
        },
      },
      discount: { amountCents: 500 },
      customer: { email: 'phone-buyer@example.test', name: 'Ada Lovelace' },
      payment: { method: 'link' },
    });
    expect(sale.statusCode).toBe(201);
    const result = sale.json();
    expect(result).toMatchObject({ status: 'Pending Payment', mailedTo: 'phone-buyer@example.test' });
    const detail = (await t.app.inject({ url: `/api/admin/orders/${result.id}`, headers: asOwner() })).json();
    expect(detail.items).toEqual([
      expect.objectContaining({
        productId: null,
        name: 'Commission: driftwood sign',
        price: 45,
        quantity: 1,
      }),
    ]);
    expect(detail.payment).toMatchObject({ subtotal: 45, discount: 5, shippingMethod: 'national' });
    expect(detail.sale).toEqual({ paidWith: 'link', event: null });
    expect(detail.payment.shipping).toBeGreaterThan(0);
    await smtp.waitForMail('phone-buyer@example.test');
    const mail = smtp.lastMailTo('phone-buyer@example.test');
    expect(mail).toContain(result.orderId);
    expect(mail).toMatch(/\/orders\/[0-9a-f-]+\/pay\?token=/);
    // Not paid yet: not counted in today's sales.
    expect((await dashboard()).todayOrders).toBe(before.todayOrders);
  });

  it('takes its pieces from stock at once, and gives them back when it is cancelled unpaid', async () => {
    const stock = (await stockOf(other.id))!;
    const sale = await sell({
      lines: [{ productId: other.id, quantity: 2 }],
      customer: { email: 'later-payer@example.test' },
      payment: { method: 'link' },
    });
    expect(sale.statusCode).toBe(201);
    expect(await stockOf(other.id)).toBe(stock - 2);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${sale.json().id}/cancel`,
      headers: asOwner(),
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled' });
    expect(await stockOf(other.id)).toBe(stock);
  });

  it('counts its pieces in the product’s sales once, when the link is paid', async () => {
    const salesOf = async (id: string) =>
      (await t.app.inject({ url: `/api/products/${id}`, headers: demo })).json().sales as number;
    const before = await salesOf(other.id);
    const mails = smtp.mailsTo('link-payer@example.test').length;
    const sale = await sell({
      lines: [
        { productId: other.id, quantity: 2 },
        { name: 'Gift box', priceCents: 400, quantity: 1 },
      ],
      customer: { email: 'link-payer@example.test' },
      payment: { method: 'link' },
    });
    expect(sale.statusCode).toBe(201);
    const { id } = sale.json();
    // Not sold yet: the buyer has not paid.
    expect(await salesOf(other.id)).toBe(before);
    await smtp.waitForMail('link-payer@example.test', mails + 1);
    const token = /\/orders\/[0-9a-f-]+\/pay\?token=([A-Za-z0-9_-]+)/.exec(
      smtp.lastMailTo('link-payer@example.test'),
    )![1];
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/payment`,
      headers: demo,
      payload: { token },
    });
    expect(opened.statusCode).toBe(200);
    const { paymentIntentId } = opened.json();
    expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
    expect((await createOrder(t.app, paymentIntentId)).json()).toMatchObject({ status: 'Paid' });
    expect(await salesOf(other.id)).toBe(before + 2);
    // The same payment seen again (the browser again, the webhook) counts nothing more.
    expect((await createOrder(t.app, paymentIntentId)).json()).toMatchObject({ status: 'Paid' });
    await handleStripeEvent(t.app, {
      id: `evt_manual_${id}`,
      type: 'payment_intent.succeeded',
      providerPaymentId: paymentIntentId,
    });
    expect(await salesOf(other.id)).toBe(before + 2);
  });

  it('counts its pieces in the product’s sales when the owner marks it Paid', async () => {
    const salesOf = async (id: string) =>
      (await t.app.inject({ url: `/api/products/${id}`, headers: demo })).json().sales as number;
    const before = await salesOf(other.id);
    const sale = await sell({
      lines: [{ productId: other.id, quantity: 1 }],
      customer: { email: 'paid-by-transfer@example.test' },
      payment: { method: 'link' },
    });
    expect(sale.statusCode).toBe(201);
    expect(await salesOf(other.id)).toBe(before);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${sale.json().id}/status`,
      headers: asOwner(),
      payload: { status: 'Paid' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'Paid' });
    expect(await salesOf(other.id)).toBe(before + 1);
  });

  it('needs the buyer’s email', async () => {
    const sale = await sell({
      lines: [{ name: 'Gift wrap', priceCents: 300, quantity: 1 }],
      payment: { method: 'link' },
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'customer.email' });
  });
});

describe('who may sell, and what is refused', () => {
  const oneOf = (extra: object = {}) => ({
    lines: [{ productId: other.id, quantity: 1 }],
    payment: { method: 'card_reader' },
    ...extra,
  });

  it('refuses another store’s event by its field, taking nothing', async () => {
    const stock = await stockOf(other.id);
    const sale = await sell(oneOf({ eventId: northEventId }));
    expect(sale.statusCode).toBe(400);
    expect(sale.json()).toMatchObject({ code: 'EVENT_NOT_FOUND', field: 'eventId' });
    expect(await stockOf(other.id)).toBe(stock);
  });

  it('lets an Orders person sell, and refuses a shopper', async () => {
    const stock = (await stockOf(other.id))!;
    const staffSale = await sell(oneOf(), ordersStaff);
    expect(staffSale.statusCode).toBe(201);
    expect(staffSale.json()).toMatchObject({ status: 'Delivered', mailedTo: null });
    expect(await stockOf(other.id)).toBe(stock - 1);
    const shopperSale = await sell(oneOf(), shopper);
    expect(shopperSale.statusCode).toBe(403);
    expect(await stockOf(other.id)).toBe(stock - 1);
  });

  it('tells the owner of a sale an Orders person made, naming who; not of the owner’s own', async () => {
    const stall = (extra: object = {}) => ({
      lines: [{ name: 'Stall print', priceCents: 1200, quantity: 1 }],
      payment: { method: 'card_reader' },
      ...extra,
    });
    const ownSale = await sell(stall());
    expect(ownSale.statusCode).toBe(201);
    const staffSale = await sell(stall({ customer: { email: 'stall-buyer@example.test' } }), ordersStaff);
    expect(staffSale.statusCode).toBe(201);
    const { orderId } = staffSale.json();
    await smtp.waitForMailAbout('owner@demo.test', `New order ${orderId}`);
    const mail = smtp.lastMailTo('owner@demo.test');
    expect(mail).toContain('Recorded by: orders-desk@demo.test');
    expect(mail).toContain('Customer: stall-buyer@example.test');
    expect(mail).toContain('It was paid and handed over.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mailsAbout('owner@demo.test', `New order ${ownSale.json().orderId}`)).toHaveLength(0);
    expect(smtp.mailsAbout('orders-desk@demo.test', 'New order')).toHaveLength(0);
  });

  it('refuses a discount over the pieces, an unknown piece and an empty sale, each by its field', async () => {
    const over = await sell(oneOf({ discount: { amountCents: Math.round(other.price * 100) + 1 } }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ field: 'discount.amountCents' });
    const unknown = await sell({
      lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      payment: { method: 'cash' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', field: 'lines.0.productId' });
    const empty = await sell({ lines: [], payment: { method: 'cash' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'lines' });
  });
});

describe('the order desk', () => {
  it('lists the sales made by hand under Type Manual, and says how each was paid', async () => {
    const sale = await sell({
      lines: [{ name: 'Card-reader sale', priceCents: 1500, quantity: 1 }],
      payment: { method: 'card_reader' },
    });
    expect(sale.statusCode).toBe(201);
    const listed = await t.app.inject({
      url: '/api/admin/orders?type=Manual&pageSize=100',
      headers: asOwner(),
    });
    expect(listed.statusCode).toBe(200);
    const items = listed.json().items as { id: string; type: string }[];
    expect(items.map((item) => item.id)).toContain(sale.json().id);
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['manual']));
    // A backorder of the shopper's, of the sold-out piece: under Backorder, never under Manual.
    const backorder = await t.app.inject({
      method: 'POST',
      url: '/api/backorders',
      headers: { ...demo, ...shopper },
      payload: { productId: lastUnit.id, quantity: 1 },
    });
    expect(backorder.statusCode).toBe(201);
    const backorders = (
      await t.app.inject({ url: '/api/admin/orders?type=Backorder&pageSize=100', headers: asOwner() })
    ).json().items as { id: string; orderId: string; type: string }[];
    const placed = backorders.find((item) => item.orderId === backorder.json().orderId)!;
    expect(placed).toMatchObject({ type: 'backorder' });
    expect(backorders.some((item) => item.type === 'manual')).toBe(false);
    expect(items.map((item) => item.id)).not.toContain(placed.id);
    const detail = (
      await t.app.inject({ url: `/api/admin/orders/${sale.json().id}`, headers: asOwner() })
    ).json();
    expect(detail.sale).toEqual({ paidWith: 'card_reader', event: null });
    // Other orders carry no sale.
    const other = (await t.app.inject({ url: `/api/admin/orders/${placed.id}`, headers: asOwner() })).json();
    expect(other.sale).toBeNull();
  });
});

describe('refunding and cancelling a sale paid there', () => {
  let piece: ApiProduct;
  const shipped = {
    kind: 'ship',
    method: 'national',
    address: {
      name: 'Ada Lovelace',
      address: '1 Lincoln St',
      addressLine2: '',
      city: 'Sitka',
      state: 'AK',
      zipCode: '99835',
    },
  };
  const order = async (id: string) =>
    (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: asOwner() })).json();

  beforeAll(async () => {
    piece = (await listProducts(t.app)).filter((product) => !product.variants?.length)[3];
    await setStock(piece.id, 6);
  });

  it('records part of a cash sale given back: Partially Refunded, the refund listed, its credit note', async () => {
    const sale = await sell({
      lines: [{ productId: piece.id, quantity: 2 }],
      customer: { email: 'cash-refund@example.test' },
      payment: { method: 'cash' },
      eventId: marketId,
    });
    expect(sale.statusCode).toBe(201);
    const { id } = sale.json();
    const before = await order(id);
    expect(before).toMatchObject({ status: 'Delivered', canRefund: true });
    const mails = smtp.mailsTo('cash-refund@example.test').length;
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: asOwner(),
      payload: { amount: 5, restock: false, reason: 'Chipped glaze' },
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'Partially Refunded', refunded: 5, canRefund: true });
    expect(refunded.json().refunds).toEqual([
      expect.objectContaining({ amount: 5, reason: 'Chipped glaze', restocked: [] }),
    ]);
    expect(refunded.json().timeline.at(-1)).toMatchObject({
      from: 'Delivered',
      status: 'Partially Refunded',
      refund: expect.objectContaining({ amount: 5 }),
    });
    const papers = (
      await t.app.inject({ url: `/api/admin/orders/${id}/documents`, headers: asOwner() })
    ).json().documents as { kind: string; total: number }[];
    expect(papers.map((paper) => paper.kind)).toEqual(['invoice', 'credit_note']);
    expect(papers[1].total).toBe(5);
    // The buyer is told, without a card that was never used.
    await smtp.waitForMail('cash-refund@example.test', mails + 1);
    expect(smtp.lastMailTo('cash-refund@example.test')).toContain(
      'We have refunded $5.00 the way you paid us.',
    );

    // The rest given back with the pieces: Refunded, both pieces back in stock.
    const stock = (await stockOf(piece.id))!;
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: asOwner(),
      payload: { restock: true },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'Refunded', refundable: 0, canRefund: false });
    expect(await stockOf(piece.id)).toBe(stock + 2);
  });

  it('cancels a card-reader sale not yet shipped: Cancelled, refunded in full, its pieces back', async () => {
    const stock = (await stockOf(piece.id))!;
    const sale = await sell({
      lines: [{ productId: piece.id, quantity: 3 }],
      delivery: shipped,
      customer: { email: 'reader-cancel@example.test', name: 'Ada Lovelace' },
      payment: { method: 'card_reader' },
    });
    expect(sale.statusCode).toBe(201);
    expect(sale.json()).toMatchObject({ status: 'Paid' });
    expect(await stockOf(piece.id)).toBe(stock - 3);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${sale.json().id}/cancel`,
      headers: asOwner(),
      payload: { reason: 'Buyer changed their mind' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', refundable: 0 });
    expect(cancelled.json().refunds).toEqual([
      expect.objectContaining({ amount: sale.json().totalCents / 100, reason: 'Buyer changed their mind' }),
    ]);
    expect(await stockOf(piece.id)).toBe(stock);
  });
});
