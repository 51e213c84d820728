/**
 * The owner's orders: the list with the storefront's filters, one order in full, and the status
 * moves the owner may make (each mailed to the customer over real SMTP and shown in My Orders).
 */
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { confirmCard, createOrder, CUSTOMER_INFO, listProducts, startPayment } from './support/shop';
import { startSmtpMailbox } from './support/smtp';

const north = { 'x-tenant-id': 'north' };
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
let regular: { id: string; orderId: string };
let backorder: { id: string; orderId: string };

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, WEB_URL: 'http://shop.test' });
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  const products = await listProducts(t.app);
  const product = products.find((p) => p.totalInventory === null || p.totalInventory > 3)!;
  const intent = await startPayment(t.app, [{ product, quantity: 2 }], {}, shopper);
  expect(intent.statusCode).toBe(200);
  const { paymentIntentId } = intent.json();
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  const placed = await createOrder(t.app, paymentIntentId, shopper);
  expect(placed.statusCode).toBe(200);
  regular = placed.json();
  const soldOut = products.find((p) => p.totalInventory === 0);
  let soldOutId = soldOut?.id;
  if (!soldOutId) {
    soldOutId = products[products.length - 1].id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${soldOutId}/inventory`,
      headers: { ...demo, ...owner },
      payload: { totalInventory: 0 },
    });
  }
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
  backorder = { id: found.id, orderId: found.orderId };
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const asOwner = { ...demo };
const get = (url: string, headers: Record<string, string> = { ...asOwner, ...owner }) =>
  t.app.inject({ url, headers });
const move = (id: string, payload: unknown, headers: Record<string, string> = { ...asOwner, ...owner }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers,
    payload: payload as object,
  });
const statusOf = async (id: string) => (await get(`/api/admin/orders/${id}`)).json().status;
const myOrders = async () =>
  (
    await t.app.inject({ url: '/api/orders/history/shopper@demo.test', headers: { ...demo, ...shopper } })
  ).json() as { id: string; status: string }[];

describe('new orders reach the owner', () => {
  it('emails the store’s owner for a paid order and for a backorder', async () => {
    await smtp.waitForMail('owner@demo.test', 2);
    expect(smtp.mailsAbout('owner@demo.test', `New order ${regular.orderId}`)).toHaveLength(1);
    expect(smtp.mailsAbout('owner@demo.test', `New backorder ${backorder.orderId}`)).toHaveLength(1);
    expect(smtp.mailsTo('owner@north.test')).toHaveLength(0);
  });
});

describe('GET /api/admin/orders', () => {
  it('lists the store’s orders newest first with customer and item count', async () => {
    const body = (await get('/api/admin/orders')).json();
    expect(body).toMatchObject({ page: 1, pageSize: 25 });
    expect(body.items[0]).toMatchObject({
      id: backorder.id,
      status: 'Pending Payment',
      type: 'backorder',
      itemCount: 1,
      customerEmail: 'shopper@demo.test',
    });
    expect(body.items[1]).toMatchObject({
      id: regular.id,
      status: 'Paid',
      type: 'regular',
      itemCount: 2,
      customerName: CUSTOMER_INFO.name,
      customerEmail: CUSTOMER_INFO.email,
    });
  });

  it('filters by status and type as the storefront does', async () => {
    const ids = async (query: string) =>
      (await get(`/api/admin/orders${query}`)).json().items.map((o: { id: string }) => o.id);
    expect(await ids('?status=Paid')).toEqual([regular.id]);
    expect(await ids('?status=Pending%20Payment')).toEqual([backorder.id]);
    expect(await ids('?type=Backorder')).toEqual([backorder.id]);
    expect(await ids('?type=Regular')).toEqual([regular.id]);
    expect(await ids('?status=Paid&type=Backorder')).toEqual([]);
    expect(await ids('?status=Delivered')).toEqual([]);
  });

  it('searches by order id, customer name and email, and pages', async () => {
    const ids = async (query: string) =>
      (await get(`/api/admin/orders${query}`)).json().items.map((o: { id: string }) => o.id);
    expect(await ids(`?q=${regular.orderId.toLowerCase()}`)).toEqual([regular.id]);
    expect(await ids('?q=lovelace')).toEqual([regular.id]);
    expect(await ids('?q=shopper@demo')).toEqual([backorder.id]);
    const first = (await get('/api/admin/orders?pageSize=1')).json();
    const second = (await get('/api/admin/orders?pageSize=1&page=2')).json();
    expect([first.total, first.totalPages, first.items[0].id, second.items[0].id]).toEqual([
      2,
      2,
      backorder.id,
      regular.id,
    ]);
  });

  it('answers 400 naming the field for bad filters', async () => {
    for (const [query, field] of [
      ['?status=Lost', 'status'],
      ['?type=Gift', 'type'],
      ['?page=-1', 'page'],
      ['?sort=secret', 'sort'],
    ]) {
      const response = await get(`/api/admin/orders${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('answers items, the customer decrypted, the payment and the timeline', async () => {
    const response = await get(`/api/admin/orders/${regular.id}`);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order.items).toHaveLength(1);
    expect(order.items[0].quantity).toBe(2);
    expect(order.customer).toMatchObject({
      name: CUSTOMER_INFO.name,
      email: CUSTOMER_INFO.email,
      phone: CUSTOMER_INFO.phone,
      address: CUSTOMER_INFO.address,
      city: 'Sitka',
      zipCode: '99835',
    });
    expect(order.payment).toMatchObject({
      provider: 'test',
      status: 'succeeded',
      shipping: 11.99,
      serviceFee: 2.99,
    });
    expect(order.payment.total).toBeCloseTo(order.payment.subtotal + 11.99 + 2.99, 2);
    expect(order.timeline).toEqual([
      { from: null, status: 'Paid', at: expect.any(String), trackingNumber: null },
    ]);
    expect(order.nextStatuses).toEqual(['Shipped']);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({
      code: 'ORDER_NOT_FOUND',
      error: 'Order not found',
    });
    expect((await get('/api/admin/orders/not-an-id')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'id',
    });
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('refuses to skip Shipped, and changes nothing', async () => {
    const response = await move(regular.id, { status: 'Delivered' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'An order that is Paid cannot be marked Delivered.',
      code: 'TRANSITION_REFUSED',
      field: 'status',
    });
    expect(await statusOf(regular.id)).toBe('Paid');
  });

  it('refuses Paid for a regular order that is already paid', async () => {
    const response = await move(regular.id, { status: 'Paid' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'This order is already Paid.', code: 'STATUS_UNCHANGED' });
  });

  it('refuses a tracking number on any move but Shipped (400)', async () => {
    const response = await move(backorder.id, { status: 'Paid', trackingNumber: 'TRK1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TRACKING_NOT_ALLOWED', field: 'trackingNumber' });
    expect(await statusOf(backorder.id)).toBe('Pending Payment');
  });

  it('ships a paid order with a tracking number: timeline, email and My Orders follow', async () => {
    const before = smtp.mailsTo(CUSTOMER_INFO.email).length;
    const response = await move(regular.id, { status: 'Shipped', trackingNumber: '1Z 999 AA1' });
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'Shipped',
      trackingNumber: '1Z 999 AA1',
      nextStatuses: ['Delivered'],
    });
    expect(order.timeline.map((e: { from: string | null; status: string }) => [e.from, e.status])).toEqual([
      [null, 'Paid'],
      ['Paid', 'Shipped'],
    ]);
    await smtp.waitForMail(CUSTOMER_INFO.email, before + 1);
    const mails = smtp.mailsAbout(CUSTOMER_INFO.email, `Your order ${regular.orderId} is Shipped`);
    expect(mails).toHaveLength(1);
    expect(smtp.lastMailTo(CUSTOMER_INFO.email)).toContain('Tracking number: 1Z 999 AA1');
    expect((await myOrders()).find((o) => o.id === regular.id)?.status).toBe('Shipped');
  });

  it('refuses to ship twice and to go back', async () => {
    expect((await move(regular.id, { status: 'Shipped' })).json()).toMatchObject({
      code: 'STATUS_UNCHANGED',
    });
    expect((await move(regular.id, { status: 'Paid' })).json()).toEqual({
      error: 'An order that is Shipped cannot be marked Paid.',
      code: 'TRANSITION_REFUSED',
      field: 'status',
    });
  });

  it('delivers a shipped order and mails the customer', async () => {
    const response = await move(regular.id, { status: 'Delivered' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Delivered', nextStatuses: [] });
    await smtp.waitForMail(CUSTOMER_INFO.email, 3);
    expect(smtp.mailsAbout(CUSTOMER_INFO.email, `Your order ${regular.orderId} is Delivered`)).toHaveLength(
      1,
    );
    expect((await myOrders()).find((o) => o.id === regular.id)?.status).toBe('Delivered');
    expect((await move(regular.id, { status: 'Shipped' })).statusCode).toBe(409);
  });

  it('refuses to ship a backorder before it is paid, then marks it Paid when the owner took payment', async () => {
    const early = await move(backorder.id, { status: 'Shipped' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('An order that is Pending Payment cannot be marked Shipped.');
    const paid = await move(backorder.id, { status: 'Paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().timeline.map((e: { status: string }) => e.status)).toEqual([
      'Pending Payment',
      'Paid',
    ]);
    await smtp.waitForMail('shopper@demo.test', 1);
    expect(smtp.mailsAbout('shopper@demo.test', `Your order ${backorder.orderId} is Paid`)).toHaveLength(1);
    expect((await myOrders()).find((o) => o.id === backorder.id)?.status).toBe('Paid');
  });

  it('answers 400 for a status the owner cannot set or a bad tracking number', async () => {
    for (const payload of [
      { status: 'Refunded' },
      { status: 'Cancelled' },
      {},
      { status: 'Shipped', trackingNumber: '<script>' },
      { status: 'Shipped', trackingNumber: 'x'.repeat(101) },
    ]) {
      const response = await move(backorder.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: expect.any(String),
        field: expect.any(String),
      });
    }
  });
});

describe('only the store’s own owner', () => {
  it('401 without a token, 403 for a customer and for another store’s owner, on every route', async () => {
    for (const request of [
      (h: Record<string, string>) => get('/api/admin/orders', h),
      (h: Record<string, string>) => get(`/api/admin/orders/${backorder.id}`, h),
      (h: Record<string, string>) => move(backorder.id, { status: 'Shipped' }, h),
    ]) {
      expect((await request(demo)).statusCode).toBe(401);
      expect((await request({ ...demo, ...shopper })).statusCode).toBe(403);
      expect((await request({ ...demo, ...northOwner })).statusCode).toBe(403);
    }
  });

  it('404 for another store’s order ids, and nothing of this store in the other’s list', async () => {
    const theirs = { ...north, ...northOwner };
    expect((await get(`/api/admin/orders/${backorder.id}`, theirs)).statusCode).toBe(404);
    const moved = await move(backorder.id, { status: 'Shipped' }, theirs);
    expect(moved.statusCode).toBe(404);
    expect(await statusOf(backorder.id)).toBe('Paid');
    const list = (await get(`/api/admin/orders?q=${backorder.orderId}`, theirs)).json();
    expect(list.total).toBe(0);
  });
});
