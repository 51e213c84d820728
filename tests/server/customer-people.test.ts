/**
 * Customers as people: every buyer of a store is its customer, guests included (a store's
 * lower-cased email); an account made later with the same email is the same customer; the
 * customer page's figures, the owner's notes and the list's filter of unverified sign-ups.
 */
import { orders } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import { confirmCard, createOrder, CUSTOMER_INFO, demo, listProducts, startPayment } from './support/shop';

const north = { 'x-tenant-id': 'north' };
const GUEST = 'gina.guest@people.test';
let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let shopper: Record<string, string>;
let guestId: string;

const get = (url: string, headers: Record<string, string> = { ...demo, ...owner }) =>
  t.app.inject({ url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = { ...demo, ...owner }) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const findIn = async (query: string, headers?: Record<string, string>) =>
  (await get(`/api/admin/customers?${query}`, headers)).json();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  // A guest pays at the checkout, typing the email in capitals.
  const mug = (await listProducts(t.app)).find((product) => product.name === 'Kenai River Stoneware Mug')!;
  const started = await startPayment(
    t.app,
    [{ product: mug, quantity: 1 }],
    { customerInfo: { ...CUSTOMER_INFO, name: 'Gina Guest', email: 'Gina.Guest@People.test' } },
    {},
  );
  expect(started.statusCode).toBe(200);
  await confirmCard(t.app, started.json().paymentIntentId);
  expect((await createOrder(t.app, started.json().paymentIntentId, {})).statusCode).toBe(200);
  // Two older orders of hers: $40 paid 30 days ago, and a $25 backorder still unpaid.
  const order = (orderId: string, status: 'Paid' | 'Pending Payment', totalCents: number, days: number) => ({
    tenantId: 'demo',
    orderId,
    status,
    kind: status === 'Paid' ? ('regular' as const) : ('backorder' as const),
    customerEmail: GUEST,
    customerInfo: { name: 'Gina Guest' },
    subtotalCents: totalCents,
    totalCents,
    createdAt: daysAgo(days),
  });
  await t.app.db
    .insert(orders)
    .values([order('PPL-1', 'Paid', 4_000, 30), order('BO-PPL-2', 'Pending Payment', 2_500, 20)]);
  guestId = (await findIn('q=gina.guest')).items[0].id;
});
afterAll(() => t.close());

describe('guest buyers are customers', () => {
  it('lists a guest with their orders and spend, found by the name they gave', async () => {
    const page = await findIn('q=Gina');
    expect(page.total).toBe(1);
    const [gina] = page.items;
    expect(gina).toMatchObject({ email: GUEST, name: 'Gina Guest', phone: '(907) 555-0100', orders: 3 });
    expect(gina.totalSpent).toBeGreaterThan(40);
  });

  it('answers the customer page: figures, addresses, orders linked by id, no account', async () => {
    const response = await get(`/api/admin/customers/${guestId}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    const paidTotal = page.orderList
      .filter((o: { status: string }) => o.status !== 'Pending Payment')
      .reduce((sum: number, o: { total: number }) => sum + o.total, 0);
    expect(page).toMatchObject({ id: guestId, email: GUEST, account: null, orders: 3 });
    expect(page.lifetimeValue).toBeCloseTo(paidTotal);
    expect(page.lifetimeValue).toBe(page.totalSpent);
    expect(page.orderList.map((o: { orderId: string }) => o.orderId).slice(1)).toEqual(['BO-PPL-2', 'PPL-1']);
    expect(new Date(page.firstOrder).getTime()).toBeCloseTo(daysAgo(30).getTime(), -5);
    expect(new Date(page.lastOrder).getTime()).toBeGreaterThan(daysAgo(1).getTime());
    expect(page.addresses).toEqual([{ name: 'Gina Guest', lines: ['1 Lincoln St', 'Sitka, AK 99835'] }]);
    const order = await get(`/api/admin/orders/${page.orderList[0].id}`);
    expect(order.json().customer.email).toBe(GUEST);
  });

  it('joins an account made later with the same email to the same customer', async () => {
    const registered = await post(
      '/api/auth/register',
      { email: 'GINA.guest@people.test', password: 'Gina-pass-2026!' },
      demo,
    );
    expect(registered.statusCode).toBeLessThan(300);
    const page = await findIn('q=gina.guest');
    expect(page.items.map((c: { id: string }) => c.id)).toEqual([guestId]);
    const detail = (await get(`/api/admin/customers/${guestId}`)).json();
    expect(detail.account).toEqual({ verified: false, createdAt: expect.any(String) });
    expect(detail.orders).toBe(3);
  });

  it('never shows one store the customers of another', async () => {
    expect((await findIn('q=gina', { ...north, ...northOwner })).total).toBe(0);
    expect((await get(`/api/admin/customers/${guestId}`, { ...north, ...northOwner })).statusCode).toBe(404);
    expect(
      (await post(`/api/admin/customers/${guestId}/notes`, { body: 'x' }, { ...north, ...northOwner }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses shoppers and a malformed id', async () => {
    expect((await get(`/api/admin/customers/${guestId}`, { ...demo, ...shopper })).statusCode).toBe(403);
    const bad = await get('/api/admin/customers/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/customer id/);
  });
});

describe('unverified sign-ups', () => {
  it('hides sign-ups with no orders and no verified email unless asked', async () => {
    expect(
      (await post('/api/auth/register', { email: 'lurker@people.test', password: 'Lurk-pass-2026!' }, demo))
        .statusCode,
    ).toBeLessThan(300);
    expect((await findIn('q=lurker')).total).toBe(0);
    const shown = await findIn('q=lurker&unverified=true');
    expect(shown.items).toEqual([expect.objectContaining({ email: 'lurker@people.test', orders: 0 })]);
    expect((await get('/api/admin/customers?unverified=maybe')).statusCode).toBe(400);
  });
});

describe('notes on a customer', () => {
  it('adds notes the customer page lists newest first, with their author', async () => {
    const first = await post(`/api/admin/customers/${guestId}/notes`, { body: 'Prefers gift wrap' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ body: 'Prefers gift wrap', author: 'owner@demo.test' });
    await post(`/api/admin/customers/${guestId}/notes`, { body: '  Call before shipping  ' });
    const notes = (await get(`/api/admin/customers/${guestId}`)).json().notes;
    expect(notes.map((n: { body: string }) => n.body)).toEqual(['Call before shipping', 'Prefers gift wrap']);
  });

  it('refuses an empty note naming the field', async () => {
    const empty = await post(`/api/admin/customers/${guestId}/notes`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('body: Write the note first');
  });
});
