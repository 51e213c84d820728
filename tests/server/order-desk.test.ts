/**
 * The owner's order desk: internal notes (owner only, never to the customer), the shipping
 * address kept on the order when placed and correctable until shipped, and carrier tracking with
 * the carrier's page in the order, My Orders and the shipping mail.
 */
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { confirmCard, createOrder, CUSTOMER_INFO, listProducts, startPayment } from './support/shop';
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
