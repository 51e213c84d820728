/**
 * The owner's order desk: internal notes (owner only, never to the customer), the shipping
 * address kept on the order when placed and correctable until shipped, and carrier tracking with
 * the carrier's page in the order, My Orders and the shipping mail.
 */
import { and, eq } from 'drizzle-orm';
import { shipByDay, storeToday } from '@/lib/making-time';
import type { MakingTime, WorkCalendar } from '@/lib/schemas/making-time';
import { orderItems, orders, products, stores } from '@/server/src/db/schema';
import { reconcilePayments } from '@/server/src/jobs/reconcile';
import { handleStripeEvent } from '@/server/src/services/checkout/stripe-events';
import { shipByOf } from '@/server/src/services/orders/ship-by';
import { groupLines } from '@/server/src/services/workbench';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import {
  basketTotal,
  confirmCard,
  createOrder,
  CUSTOMER_INFO,
  listProducts,
  startPayment,
  type ApiProduct,
} from './support/shop';
import { startSmtpMailbox } from './support/smtp';
import { unfoldQuotedPrintable } from '../support/smtp-capture';

const north = { 'x-tenant-id': 'north' };
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
let regular: { id: string; orderId: string };
let backorder: { id: string; orderId: string };

const PROFILE = {
  name: 'Ada Shopper',
  email: 'shopper@demo.test',
  phone: '9075550142',
  address: '12 Katlian St',
  addressLine2: 'Apt 3',
  city: 'Sitka',
  state: 'AK',
  zipCode: '99835',
};
const saveProfile = (change: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user-profile',
    headers: { ...demo, ...shopper },
    payload: { ...PROFILE, ...change },
  });

async function placeRegular(): Promise<{ id: string; orderId: string }> {
  const products = await listProducts(t.app);
  const product = products.find((p) => p.totalInventory === null || p.totalInventory > 3)!;
  const intent = await startPayment(t.app, [{ product, quantity: 2 }], {}, shopper);
  const { paymentIntentId } = intent.json();
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  const placed = await createOrder(t.app, paymentIntentId, shopper);
  expect(placed.statusCode).toBe(200);
  return placed.json();
}

async function placeBackorder(): Promise<{ id: string; orderId: string }> {
  const products = await listProducts(t.app);
  const soldOutId = products[products.length - 1].id;
  await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${soldOutId}/inventory`,
    headers: { ...demo, ...owner },
    payload: { totalInventory: 0 },
  });
  const bo = await t.app.inject({
    method: 'POST',
    url: '/api/backorders',
    headers: { ...demo, ...shopper },
    payload: { productId: soldOutId, quantity: 1 },
  });
  expect(bo.statusCode).toBe(201);
  const found = (
    await t.app.inject({ url: `/api/admin/orders?q=${bo.json().orderId}`, headers: { ...demo, ...owner } })
  ).json().items[0];
  return { id: found.id, orderId: found.orderId };
}

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, WEB_URL: 'http://shop.test' });
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  expect((await saveProfile({})).statusCode).toBe(200);
  regular = await placeRegular();
  backorder = await placeBackorder();
}, 180_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const asOwner = () => ({ ...demo, ...owner });
const detail = async (id: string) =>
  (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: asOwner() })).json();
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = asOwner()) =>
  t.app.inject({ method, url, headers, payload: payload as object });
const myOrders = async () =>
  (
    await t.app.inject({ url: '/api/orders/history/shopper@demo.test', headers: { ...demo, ...shopper } })
  ).json() as Record<string, unknown>[];
/** The text of the one mail to the customer with this subject, once it has arrived. */
async function mailAbout(subject: string): Promise<string> {
  const until = Date.now() + 5_000;
  while (smtp.mailsAbout(CUSTOMER_INFO.email, subject).length === 0) {
    if (Date.now() > until) throw new Error(`no mail "${subject}"`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const mails = smtp.mailsAbout(CUSTOMER_INFO.email, subject);
  expect(mails).toHaveLength(1);
  return unfoldQuotedPrintable(mails[0].raw);
}
const ship = (id: string, payload: Record<string, string> = {}) =>
  send('POST', `/api/admin/orders/${id}/status`, { status: 'Shipped', ...payload });

describe('internal notes', () => {
  const note = (id: string, payload: unknown, headers = asOwner()) =>
    send('POST', `/api/admin/orders/${id}/notes`, payload, headers);

  it('adds the owner’s note with its author and time, listed with the order oldest first', async () => {
    const first = await note(regular.id, { text: '  Customer called: gift wrap please.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().notes).toEqual([
      expect.objectContaining({ text: 'Customer called: gift wrap please.', author: 'owner@demo.test' }),
    ]);
    await note(regular.id, { text: 'Wrapped in blue paper.' });
    const order = await detail(regular.id);
    expect(order.notes.map((n: { text: string }) => n.text)).toEqual([
      'Customer called: gift wrap please.',
      'Wrapped in blue paper.',
    ]);
    expect(Date.parse(order.notes[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    ['no text', {}, 'text'],
    ['blank text', { text: '   ' }, 'text'],
    ['2001 characters', { text: 'x'.repeat(2001) }, 'text'],
    ['a number', { text: 42 }, 'text'],
  ])('refuses %s with 400 naming the field', async (_case, payload, field) => {
    const response = await note(regular.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, code: expect.any(String), error: expect.any(String) });
  });

  it('is the owner’s only: a customer is refused and another store’s owner finds no such order', async () => {
    expect((await note(regular.id, { text: 'sneaky' }, { ...demo, ...shopper })).statusCode).toBe(403);
    expect((await note(regular.id, { text: 'sneaky' }, { ...north, ...northOwner })).statusCode).toBe(404);
    const notes = (await detail(regular.id)).notes.map((n: { text: string }) => n.text);
    expect(notes).not.toContain('sneaky');
  });

  it('never reaches the customer: My Orders and the store’s order api carry no note', async () => {
    const history = JSON.stringify(await myOrders());
    expect(history).toContain(regular.orderId);
    expect(history).not.toContain('gift wrap');
    expect(history).not.toMatch(/"notes"/);
  });
});

describe('shipping address kept on the order', () => {
  it('keeps checkout’s address on a regular order', async () => {
    const order = await detail(regular.id);
    expect(order.shippingAddress).toEqual({
      name: CUSTOMER_INFO.name,
      address: CUSTOMER_INFO.address,
      addressLine2: '',
      city: CUSTOMER_INFO.city,
      state: CUSTOMER_INFO.state,
      zipCode: CUSTOMER_INFO.zipCode,
    });
    expect(order.addressEditable).toBe(true);
  });

  it('keeps the account’s address of the moment on a backorder, whatever the profile says later', async () => {
    expect((await saveProfile({ address: '99 Moved Away Rd', city: 'Juneau' })).statusCode).toBe(200);
    const order = await detail(backorder.id);
    expect(order.shippingAddress).toMatchObject({
      address: '12 Katlian St',
      addressLine2: 'Apt 3',
      city: 'Sitka',
    });
    expect(order.customer).toMatchObject({ address: '12 Katlian St', city: 'Sitka' });
  });

  it('lets the owner correct it with checkout’s rules until it ships, then refuses with 409', async () => {
    const order = await placeRegular();
    const url = `/api/admin/orders/${order.id}/address`;
    const address = {
      ...PROFILE,
      address: '400 Lincoln St',
      addressLine2: '',
      city: 'Sitka',
      zipCode: '99835',
    };
    const bad = await send('PUT', url, { ...address, zipCode: '9983' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('zipCode');
    expect((await send('PUT', url, { ...address, state: 'ZZ' })).json().field).toBe('state');
    const saved = await send('PUT', url, address);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().shippingAddress).toMatchObject({ address: '400 Lincoln St', name: PROFILE.name });
    expect((await send('PUT', url, address, { ...north, ...northOwner })).statusCode).toBe(404);
    expect((await send('PUT', url, address, { ...demo, ...shopper })).statusCode).toBe(403);

    expect((await ship(order.id)).statusCode).toBe(200);
    const late = await send('PUT', url, { ...address, address: '1 Too Late Ave' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ORDER_SHIPPED', field: 'address' });
    const after = await detail(order.id);
    expect(after.shippingAddress.address).toBe('400 Lincoln St');
    expect(after.addressEditable).toBe(false);
  });
});

describe('tracking with a carrier', () => {
  it('ships with a carrier: the order, My Orders and the shipping mail link the carrier’s page', async () => {
    const shipped = await ship(regular.id, { trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });
    expect(shipped.statusCode).toBe(200);
    const link = 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784';
    expect(shipped.json().tracking).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      url: link,
    });
    const mine = (await myOrders()).find((o) => o.id === regular.id);
    expect(mine?.tracking).toEqual({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784', url: link });
    expect(await mailAbout(`Your order ${regular.orderId} is Shipped`)).toContain(
      `(UPS)\r\nTrack your package: ${link}`,
    );
  });

  it('lets the owner correct the carrier and number after shipping and mails the new link', async () => {
    const url = `/api/admin/orders/${regular.id}/tracking`;
    const changed = await send('PUT', url, {
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000 0000 0000 00',
    });
    expect(changed.statusCode).toBe(200);
    const link = 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000';
    expect(changed.json().tracking).toMatchObject({ carrier: 'USPS', url: link });
    expect(changed.json().trackingNumber).toBe('9400 1000 0000 0000 0000 00');
    expect(await mailAbout(`New tracking for your order ${regular.orderId}`)).toContain(link);

    const other = await send('PUT', url, { carrier: 'Other', trackingNumber: 'LOCAL-42' });
    expect(other.json().tracking).toEqual({ carrier: 'Other', trackingNumber: 'LOCAL-42', url: null });
  });

  it.each([
    [{ carrier: 'Pigeon', trackingNumber: '123' }, 'carrier'],
    [{ trackingNumber: '123' }, 'carrier'],
    [{ carrier: 'UPS', trackingNumber: '' }, 'trackingNumber'],
    [{ carrier: 'UPS', trackingNumber: '<script>' }, 'trackingNumber'],
    [{ carrier: 'UPS', trackingNumber: '1'.repeat(101) }, 'trackingNumber'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const response = await send('PUT', `/api/admin/orders/${regular.id}/tracking`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('refuses a carrier outside the list when shipping, and tracking before the order ships', async () => {
    const order = await placeRegular();
    const bad = await ship(order.id, { trackingNumber: '123', carrier: 'Pigeon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('carrier');
    const early = await send('PUT', `/api/admin/orders/${order.id}/tracking`, {
      carrier: 'DHL',
      trackingNumber: '123',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ORDER_NOT_SHIPPED');
    const wrongStore = await send(
      'PUT',
      `/api/admin/orders/${regular.id}/tracking`,
      { carrier: 'DHL', trackingNumber: '123' },
      { ...north, ...northOwner },
    );
    expect(wrongStore.statusCode).toBe(404);
    expect((await detail(regular.id)).tracking.carrier).toBe('Other');
  });
});

describe('ship-by dates', () => {
  // A Friday afternoon in the store's time zone (Anchorage), the Tuesday after a holiday.
  const FRIDAY = new Date('2026-12-04T15:00:00-09:00');
  const CALENDAR = {
    defaultMakingTime: { kind: 'ready', days: 2 },
    workingDays: [1, 2, 3, 4, 5],
    holidays: ['2026-12-08'],
  };
  const MADE = { kind: 'made', min: 1, max: 1, unit: 'weeks' } as const;
  const db = () => t.database.db;
  let made: ApiProduct;
  let ready: ApiProduct;

  const setMakingTime = (id: string, makingTime: MakingTime | null) =>
    db()
      .update(products)
      .set({ makingTime })
      .where(and(eq(products.tenantId, 'demo'), eq(products.id, id)));
  const setShipBy = (id: string, shipBy: string | null) =>
    db().update(orders).set({ shipBy }).where(eq(orders.id, id));
  const pieces = (...ids: (string | null)[]) => ids.map((productId) => ({ productId }));
  const shipByIn = async (id: string) =>
    (await db().select({ shipBy: orders.shipBy }).from(orders).where(eq(orders.id, id)))[0].shipBy;
  const list = async (query: string, headers = asOwner()) =>
    (await t.app.inject({ url: `/api/admin/orders?${query}`, headers })).json() as {
      items: { id: string; shipBy: string | null; late: boolean; status: string }[];
      total: number;
    };

  async function placeOf(product: ApiProduct, headers: Record<string, string> = shopper, tenant = demo) {
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { ...tenant, ...headers },
      payload: {
        amount: basketTotal([{ product, quantity: 1 }]),
        currency: 'usd',
        items: [{ id: product.id, quantity: 1, price: product.price }],
        customerInfo: CUSTOMER_INFO,
      },
    });
    const { paymentIntentId } = paid.json();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/test/confirm',
          headers: tenant,
          payload: { paymentIntentId, cardNumber: '4242 4242 4242 4242' },
        })
      ).statusCode,
    ).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...tenant, ...headers },
      payload: { paymentIntentId, customerInfo: CUSTOMER_INFO },
    });
    expect(placed.statusCode).toBe(200);
    return { ...(placed.json() as { id: string; orderId: string }), paymentIntentId };
  }

  beforeAll(async () => {
    const stocked = (await listProducts(t.app)).filter(
      (p) => p.totalInventory === null || p.totalInventory > 3,
    );
    [made, ready] = stocked;
    await setMakingTime(made.id, MADE);
    await setMakingTime(ready.id, { kind: 'ready', days: 1 });
    await db()
      .update(stores)
      .set({ workCalendar: CALENDAR as WorkCalendar })
      .where(eq(stores.tenantId, 'demo'));
  });

  it('counts a made-to-order week from a Friday in working days, past the weekend and the holiday; the slowest piece decides', async () => {
    // Mon 7 (1), Tue 8 a holiday, Wed 9 (2), Thu 10 (3), Fri 11 (4), Mon 14 (5).
    expect(await shipByOf(db(), 'demo', pieces(made.id), FRIDAY)).toBe('2026-12-14');
    // One working day: Monday; two sizes of the made piece and the quick one: the week still.
    expect(await shipByOf(db(), 'demo', pieces(ready.id), FRIDAY)).toBe('2026-12-07');
    expect(await shipByOf(db(), 'demo', pieces(ready.id, made.id, made.id), FRIDAY)).toBe('2026-12-14');
    // No making time of its own, or a product gone: the store's default (two days: Mon 7, Wed 9).
    await setMakingTime(ready.id, null);
    expect(await shipByOf(db(), 'demo', pieces(ready.id), FRIDAY)).toBe('2026-12-09');
    expect(await shipByOf(db(), 'demo', pieces(null), FRIDAY)).toBe('2026-12-09');
    await setMakingTime(ready.id, { kind: 'ready', days: 1 });
  });

  it('gives a placed order its ship-by day once: a re-delivered payment leaves it, and the customer sees it', async () => {
    const before = shipByDay(new Date(), [MADE], CALENDAR as WorkCalendar);
    const order = await placeOf(made);
    const after = shipByDay(new Date(), [MADE], CALENDAR as WorkCalendar);
    const shown = await detail(order.id);
    expect([before, after]).toContain(shown.shipBy);
    expect(shown.shipBy > storeToday()).toBe(true);
    expect(shown.late).toBe(false);
    expect((await myOrders()).find((row) => row.id === order.id)).toMatchObject({ shipBy: shown.shipBy });

    // Kept as set, whatever the calendar says later: the webhook, reconciliation and the order call again.
    await setShipBy(order.id, '2026-01-05');
    await handleStripeEvent(t.app, {
      id: `evt_ship_${order.id}`,
      type: 'payment_intent.succeeded',
      providerPaymentId: order.paymentIntentId,
    });
    await reconcilePayments(t.app, new Date(Date.now() + 60_000));
    expect((await createOrder(t.app, order.paymentIntentId, shopper)).json().id).toBe(order.id);
    expect(await shipByIn(order.id)).toBe('2026-01-05');
  });

  it('gives a backorder marked Paid by hand its day, and keeps an older order without one', async () => {
    const bo = await placeBackorder();
    expect((await detail(bo.id)).shipBy).toBeNull();
    const moved = await send('POST', `/api/admin/orders/${bo.id}/status`, { status: 'Paid' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().shipBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(moved.json().shipBy > storeToday()).toBe(true);
    // An order from before ship-by dates: none, and never late.
    await setShipBy(regular.id, null);
    expect(await detail(regular.id)).toMatchObject({ shipBy: null, late: false });
  });

  it('lists the late orders and sorts by ship-by day, in SQL and within the store', async () => {
    const late = await placeOf(ready);
    const soon = await placeOf(ready);
    const shipped = await placeOf(ready);
    const northOrder = await placeOf(
      (await t.app.inject({ url: '/api/products', headers: north })).json().products[0],
      {},
      north,
    );
    await setShipBy(late.id, '2026-01-02');
    await setShipBy(soon.id, '2026-01-01');
    await setShipBy(shipped.id, '2025-12-31');
    await setShipBy(northOrder.id, '2025-01-01');
    expect((await ship(soon.id)).statusCode).toBe(200);
    await setShipBy(soon.id, '2099-01-01');
    expect((await ship(shipped.id)).statusCode).toBe(200);

    const lateOnes = await list('late=true&pageSize=100');
    expect(lateOnes.items.map((order) => order.id)).toContain(late.id);
    expect(lateOnes.items.map((order) => order.id)).not.toEqual(expect.arrayContaining([shipped.id]));
    expect(lateOnes.items.every((order) => order.late && order.status === 'Paid')).toBe(true);
    expect(lateOnes.items.every((order) => order.shipBy! < storeToday())).toBe(true);
    expect(lateOnes.total).toBe(lateOnes.items.length);
    expect(lateOnes.items.find((order) => order.id === late.id)).toMatchObject({
      shipBy: '2026-01-02',
      late: true,
    });
    // The other store's late order is its own.
    const northLate = await list('late=true', { ...north, ...northOwner });
    expect(northLate.items.map((order) => order.id)).toContain(northOrder.id);
    expect(lateOnes.items.map((order) => order.id)).not.toContain(northOrder.id);

    const sorted = (await list('sort=shipBy&dir=asc&pageSize=100')).items;
    const days = sorted.map((order) => order.shipBy);
    const dated = days.filter((day): day is string => day !== null);
    expect(dated).toEqual([...dated].sort());
    // Orders without a day come after every dated one.
    expect(days.slice(0, dated.length)).toEqual(dated);
    expect(sorted[0]).toMatchObject({ id: shipped.id, shipBy: '2025-12-31', late: false });
    expect(sorted.map((order) => order.id)).not.toContain(northOrder.id);
    expect((await list('sort=shipBy&dir=asc&late=true&pageSize=1')).items[0].id).toBe(late.id);
  });

  it('refuses a late filter that is not true or false', async () => {
    const response = await t.app.inject({ url: '/api/admin/orders?late=yes', headers: asOwner() });
    expect(response.statusCode).toBe(400);
  });
});

describe('workbench', () => {
  type Line = {
    itemId: string;
    orderId: string;
    orderNumber: string;
    customerName: string;
    quantity: number;
    madeCount: number;
    shipBy: string | null;
    late: boolean;
  };
  type Group = {
    productId: string | null;
    productName: string;
    sizeName: string | null;
    pieces: number;
    made: number;
    shipBy: string | null;
    late: boolean;
    lines: Line[];
  };
  const db = () => t.database.db;
  const bench = async (headers = asOwner()) =>
    (await t.app.inject({ url: '/api/admin/workbench', headers })).json() as { groups: Group[] };
  const mark = (itemId: string, payload: unknown, headers = asOwner()) =>
    send('PUT', `/api/admin/workbench/lines/${itemId}`, payload, headers);
  const setShipBy = (id: string, shipBy: string | null) =>
    db().update(orders).set({ shipBy }).where(eq(orders.id, id));
  const linesOf = (groups: Group[], orderId: string) =>
    groups.flatMap((group) => group.lines.filter((line) => line.orderId === orderId));

  async function place(product: ApiProduct, quantity: number, tenant = demo, headers = shopper) {
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { ...tenant, ...headers },
      payload: {
        amount: basketTotal([{ product, quantity }]),
        currency: 'usd',
        items: [{ id: product.id, quantity, price: product.price }],
        customerInfo: CUSTOMER_INFO,
      },
    });
    const { paymentIntentId } = intent.json();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      headers: tenant,
      payload: { paymentIntentId, cardNumber: '4242 4242 4242 4242' },
    });
    expect(confirmed.statusCode).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...tenant, ...headers },
      payload: { paymentIntentId, customerInfo: CUSTOMER_INFO },
    });
    expect(placed.statusCode).toBe(200);
    return placed.json() as { id: string; orderId: string };
  }

  let first: ApiProduct;
  let second: ApiProduct;
  let later: { id: string; orderId: string };
  let sooner: { id: string; orderId: string };
  let other: { id: string; orderId: string };
  let shipped: { id: string; orderId: string };
  let northOrder: { id: string; orderId: string };

  beforeAll(async () => {
    const stocked = (await listProducts(t.app)).filter(
      (p) => !p.variants?.length && (p.totalInventory === null || p.totalInventory > 6),
    );
    [first, second] = stocked;
    later = await place(first, 2);
    sooner = await place(first, 1);
    other = await place(second, 3);
    shipped = await place(first, 1);
    northOrder = await place(
      (await t.app.inject({ url: '/api/products', headers: north })).json().products[0],
      1,
      north,
      {},
    );
    await setShipBy(later.id, '2026-02-10');
    await setShipBy(sooner.id, '2026-02-03');
    await setShipBy(other.id, '1999-01-01');
    expect((await ship(shipped.id)).statusCode).toBe(200);
  }, 120_000);

  it('gathers the paid lines not yet shipped by product and size, soonest ship-by first, within the store', async () => {
    const { groups } = await bench();
    const firstGroup = groups.find((group) => group.productId === first.id)!;
    expect(firstGroup).toMatchObject({ productName: first.name, sizeName: null });
    const mine = firstGroup.lines.filter((line) => [later.id, sooner.id].includes(line.orderId));
    expect(mine.map((line) => line.orderId)).toEqual([sooner.id, later.id]);
    expect(mine[0]).toMatchObject({
      orderNumber: sooner.orderId,
      customerName: CUSTOMER_INFO.name,
      quantity: 1,
      madeCount: 0,
      shipBy: '2026-02-03',
      late: '2026-02-03' < storeToday(),
    });
    expect(firstGroup.pieces).toBe(firstGroup.lines.reduce((sum, line) => sum + line.quantity, 0));
    // The earliest ship-by day is the group's; groups go by it, those without one last.
    const days = groups.map((group) => group.shipBy);
    const dated = days.filter((day): day is string => day !== null);
    expect(dated).toEqual([...dated].sort());
    expect(days.slice(0, dated.length)).toEqual(dated);
    expect(groups[0]).toMatchObject({ productId: second.id, shipBy: '1999-01-01', late: true });
    for (const group of groups) {
      const lineDays = group.lines.map((line) => line.shipBy).filter((day) => day !== null);
      expect(lineDays).toEqual([...lineDays].sort());
      expect(group.shipBy).toBe(group.lines[0].shipBy);
    }
    // Shipped orders, other statuses and the other store's orders are not on the bench.
    expect(linesOf(groups, shipped.id)).toEqual([]);
    expect(linesOf(groups, northOrder.id)).toEqual([]);
    expect(linesOf(groups, backorder.id)).toEqual([]);
    const north = await bench({ 'x-tenant-id': 'north', ...northOwner });
    expect(linesOf(north.groups, northOrder.id)).toHaveLength(1);
    expect(linesOf(north.groups, later.id)).toEqual([]);
  });

  it('marks pieces made within the line’s quantity, and the order page shows them', async () => {
    const [line] = linesOf((await bench()).groups, later.id);
    const marked = await mark(line.itemId, { madeCount: 1 });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ itemId: line.itemId, madeCount: 1, quantity: 2 });
    expect((await mark(line.itemId, { madeCount: 2 })).statusCode).toBe(200);
    expect(linesOf((await bench()).groups, later.id)[0].madeCount).toBe(2);
    expect((await detail(later.id)).items[0]).toMatchObject({ quantity: 2, madeCount: 2 });
    expect((await detail(sooner.id)).items[0]).toMatchObject({ quantity: 1, madeCount: 0 });
    expect((await mark(line.itemId, { madeCount: 0 })).json().madeCount).toBe(0);
  });

  it('refuses a count outside 0..quantity naming madeCount', async () => {
    const [line] = linesOf((await bench()).groups, later.id);
    for (const madeCount of [3, -1, 1.5, '1', null]) {
      const refused = await mark(line.itemId, { madeCount });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('madeCount');
    }
    expect((await mark(line.itemId, {})).json().field).toBe('madeCount');
  });

  it('answers 404 for another store’s line or an unknown one, 409 once the order shipped', async () => {
    const [northLine] = linesOf(
      (await bench({ 'x-tenant-id': 'north', ...northOwner })).groups,
      northOrder.id,
    );
    const foreign = await mark(northLine.itemId, { madeCount: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('WORKBENCH_LINE_NOT_FOUND');
    expect((await mark('00000000-0000-4000-8000-000000000000', { madeCount: 0 })).statusCode).toBe(404);
    const [shippedItem] = (await detail(shipped.id)).items as { madeCount: number }[];
    expect(shippedItem.madeCount).toBe(0);
    const rows = await db().select().from(orderItems).where(eq(orderItems.orderId, shipped.id));
    const late = await mark(rows[0].id, { madeCount: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('WORKBENCH_ORDER_NOT_OPEN');
    // The other store's line kept its count.
    const northRows = await db().select().from(orderItems).where(eq(orderItems.id, northLine.itemId));
    expect(northRows[0].madeCount).toBe(0);
  });

  it('is the back-office’s only: no token, or a customer’s, is refused', async () => {
    const [line] = linesOf((await bench()).groups, sooner.id);
    expect((await t.app.inject({ url: '/api/admin/workbench', headers: demo })).statusCode).toBe(401);
    const asShopper = { ...demo, ...shopper };
    const read = await t.app.inject({ url: '/api/admin/workbench', headers: asShopper });
    expect([401, 403]).toContain(read.statusCode);
    expect((await mark(line.itemId, { madeCount: 1 }, demo)).statusCode).toBe(401);
    expect([401, 403]).toContain((await mark(line.itemId, { madeCount: 1 }, asShopper)).statusCode);
    expect(linesOf((await bench()).groups, sooner.id)[0].madeCount).toBe(0);
  });
});

describe('workbench groups', () => {
  const row = (
    itemId: string,
    variant: string | null,
    shipBy: string | null,
    quantity = 1,
    madeCount = 0,
  ) => ({
    itemId,
    productId: 'ring',
    variantId: variant && `v-${variant}`,
    name: 'Ring',
    variantName: variant,
    image: null,
    quantity,
    madeCount,
    orderId: `o-${itemId}`,
    orderNumber: `N-${itemId}`,
    status: 'Paid' as const,
    shipBy,
    customerName: '',
  });

  it('keeps each size apart, counts its pieces and those made, and takes its first line’s day', () => {
    const groups = groupLines(
      [
        row('a', 'Size 6', '2026-01-02', 2, 1),
        row('b', 'Size 7', '2026-01-03'),
        row('c', 'Size 6', '2026-01-05', 3),
        row('d', 'Size 8', null),
      ],
      '2026-01-04',
    );
    expect(
      groups.map((group) => [group.sizeName, group.pieces, group.made, group.shipBy, group.late]),
    ).toEqual([
      ['Size 6', 5, 1, '2026-01-02', true],
      ['Size 7', 1, 0, '2026-01-03', true],
      ['Size 8', 1, 0, null, false],
    ]);
    expect(groups[0].lines.map((line) => [line.itemId, line.late])).toEqual([
      ['a', true],
      ['c', false],
    ]);
  });
});
