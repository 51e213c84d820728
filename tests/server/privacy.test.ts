/**
 * A person's data: the file a customer (or the owner for them) downloads holds their records and
 * nobody else's, not a look-alike customer of the same store nor the same email in another store;
 * closing an account ends its sign-in and sessions, and its orders keep their money facts without
 * the person's details; open orders hold the closing back; the owner's erasure by email.
 */
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import {
  customerNotes,
  discountRedemptions,
  newsletterSubscribers,
  orderItems,
  orderRefunds,
  orderTaxLines,
  orders,
  payments,
  profiles,
  taxDocuments,
  users,
} from '@/server/src/db/schema';
import { checkDiscount } from '@/server/src/services/discounts/apply';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import {
  PEOPLE_PASSWORD,
  insertAccount,
  insertCodeUse,
  insertConsentAndNote,
  insertHistoryOrder,
  type PlacedOrder,
} from './support/privacy-people';

const north = { 'x-tenant-id': 'north' };
const ALICE = 'alice@privacy.test';
const BOB = 'bob@privacy.test';
let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let alice: { id: string; token: Record<string, string> };
let bob: { id: string; token: Record<string, string> };
let aliceOrders: PlacedOrder[];
let bobOpen: PlacedOrder;
let northOrder: PlacedOrder;
let codeId: string;

async function signIn(email: string, tenant = demo) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: tenant,
    payload: { email, password: PEOPLE_PASSWORD },
  });
}

async function person(tenantId: string, email: string, name: string, street: string) {
  const user = await insertAccount(t.app, {
    tenantId,
    email,
    verified: true,
    name,
    street,
    phone: '9075550199',
  });
  const login = await signIn(email, { 'x-tenant-id': tenantId });
  return { id: user.id, token: { authorization: `Bearer ${login.json().token}` } };
}

beforeAll(async () => {
  t = await buildTestApp();
  [owner, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
  alice = await person('demo', ALICE, 'Alice Moss', '12 Alder Lane');
  // A look-alike: same store, same city and item, a name and street close to Alice's.
  bob = await person('demo', BOB, 'Alice Mossberg', '14 Alder Lane');
  const own = await insertHistoryOrder(t.app, {
    tenantId: 'demo',
    orderId: 'PRV-A1',
    email: ALICE,
    userId: alice.id,
    status: 'Delivered',
    name: 'Alice Moss',
    street: '12 Alder Lane',
  });
  // A guest order under her email (other case) before she had an account.
  const guest = await insertHistoryOrder(t.app, {
    tenantId: 'demo',
    orderId: 'PRV-A2',
    email: 'Alice@Privacy.test',
    userId: null,
    status: 'Delivered',
    name: 'Alice Moss',
    street: '12 Alder Lane',
  });
  aliceOrders = [own, guest];
  await insertHistoryOrder(t.app, {
    tenantId: 'demo',
    orderId: 'PRV-B1',
    email: BOB,
    userId: bob.id,
    status: 'Delivered',
    name: 'Alice Mossberg',
    street: '14 Alder Lane',
  });
  bobOpen = await insertHistoryOrder(t.app, {
    tenantId: 'demo',
    orderId: 'PRV-B2',
    email: BOB,
    userId: bob.id,
    status: 'Paid',
    name: 'Alice Mossberg',
    street: '14 Alder Lane',
  });
  await insertConsentAndNote(t.app, 'demo', ALICE, 'Prefers spruce over birch');
  await insertConsentAndNote(t.app, 'demo', BOB, 'Asked about birch bowls');
  // The same email in another store, with its own history.
  const northAlice = await insertAccount(t.app, {
    tenantId: 'north',
    email: ALICE,
    verified: true,
    name: 'Alice Moss',
    street: '9 North Road',
    phone: '9075550111',
  });
  northOrder = await insertHistoryOrder(t.app, {
    tenantId: 'north',
    orderId: 'PRV-N1',
    email: ALICE,
    userId: northAlice.id,
    status: 'Delivered',
    name: 'Alice Moss',
    street: '9 North Road',
  });
  await insertConsentAndNote(t.app, 'north', ALICE, 'North note');
  codeId = (
    await insertCodeUse(t.app, {
      tenantId: 'demo',
      code: 'ONCE10',
      key: `email:${ALICE}`,
      paymentId: own.paymentId,
      orderId: own.id,
    })
  ).id;
}, 120_000);
afterAll(() => t?.close());

describe('the data file', () => {
  it('holds the customer’s own profile, addresses, orders and consent, and nobody else’s', async () => {
    const response = await t.app.inject({ url: '/api/profile/export', headers: { ...demo, ...alice.token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-demo-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = response.json();
    expect(file.email).toBe(ALICE);
    expect(file.account).toMatchObject({ emailVerified: true });
    expect(file.profile).toMatchObject({ name: 'Alice Moss', address: '12 Alder Lane', phone: '9075550199' });
    expect(file.orders.map((order: { orderId: string }) => order.orderId)).toEqual(['PRV-A1', 'PRV-A2']);
    expect(file.orders[0]).toMatchObject({
      total: 47,
      tax: 2,
      items: [{ name: 'Spruce bowl', price: 40, quantity: 1 }],
      tracking: { carrier: 'UPS', trackingNumber: '1Z999' },
      refunds: [{ amount: 10, tax: 0.5, reason: 'Chipped rim' }],
      shippingAddress: { address: '12 Alder Lane', name: 'Alice Moss' },
    });
    expect(file.orders[0].documents.map((doc: { kind: string }) => doc.kind)).toEqual([
      'invoice',
      'credit_note',
    ]);
    expect(file.consents.newsletter).toMatchObject({
      status: 'confirmed',
      wording: 'Yes, send me news of new pieces.',
    });
    expect(file.notes).toBeUndefined();
    expect(file.keptForTheBooks).toContain('invoice and credit notes keep the buyer');
    for (const foreign of [
      BOB,
      'bob@',
      'PRV-B1',
      'PRV-B2',
      'Mossberg',
      '14 Alder Lane',
      'PRV-N1',
      '9 North Road',
      'North note',
      'birch',
    ])
      expect(response.body).not.toContain(foreign);
  });

  it('for the owner: by email, with their notes, in the owner’s store only', async () => {
    const demoFile = await t.app.inject({
      url: `/api/admin/customers/export?email=${encodeURIComponent(ALICE)}`,
      headers: { ...demo, ...owner },
    });
    expect(demoFile.statusCode).toBe(200);
    expect(demoFile.json().notes).toEqual([expect.objectContaining({ body: 'Prefers spruce over birch' })]);
    expect(demoFile.body).not.toContain('PRV-N1');
    expect(demoFile.body).not.toContain(BOB);
    const northFile = await t.app.inject({
      url: `/api/admin/customers/export?email=${encodeURIComponent(ALICE)}`,
      headers: { ...north, ...northOwner },
    });
    expect(northFile.json().orders.map((order: { orderId: string }) => order.orderId)).toEqual(['PRV-N1']);
    for (const foreign of ['PRV-A1', 'PRV-A2', '12 Alder Lane', 'Prefers spruce'])
      expect(northFile.body).not.toContain(foreign);
    const nobody = await t.app.inject({
      url: '/api/admin/customers/export?email=nobody%40privacy.test',
      headers: { ...demo, ...owner },
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'CUSTOMER_NOT_FOUND' });
  });

  it('of an unverified account (should one hold a token) leaves out the guest orders and consent under its email', async () => {
    const email = 'unproved@privacy.test';
    const user = await insertAccount(t.app, {
      tenantId: 'demo',
      email,
      verified: false,
      name: 'U',
      street: '1 Road',
      phone: '9075550100',
    });
    await insertHistoryOrder(t.app, {
      tenantId: 'demo',
      orderId: 'PRV-U1',
      email,
      userId: null,
      status: 'Delivered',
      name: 'Someone Else',
      street: '3 Other St',
    });
    await insertConsentAndNote(t.app, 'demo', email, 'note');
    const token = t.app.jwt.sign({ sub: user.id, tenant: 'demo', role: 'customer', ver: user.tokenVersion });
    const file = await t.app.inject({
      url: '/api/profile/export',
      headers: { ...demo, authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.json()).toMatchObject({ orders: [], consents: { newsletter: null } });
    expect(file.body).not.toContain('Someone Else');
  });
});

describe('closing an account', () => {
  it('asks for the password, and waits for open orders, naming them', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/profile/close',
      headers: { ...demo, ...bob.token },
      payload: { password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/profile/close',
      headers: { ...demo, ...bob.token },
      payload: { password: PEOPLE_PASSWORD },
    });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'ORDERS_STILL_OPEN' });
    expect(open.json().error).toContain(
      'Close your account after your open orders are delivered or cancelled',
    );
    expect(open.json().error).toContain(bobOpen.orderId);
    expect((await signIn(BOB)).statusCode).toBe(200);
  });

  it('is refused to the store’s owner, whose account goes with the store', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/close',
      headers: { ...demo, ...owner },
      payload: { password: 'Sitka-demo-2026!' },
    });
    expect(response.statusCode).toBe(409);
    expect((await bearerFor(t.app, 'owner@demo.test')).authorization).toMatch(/^Bearer /);
  });

  it('ends the account and its sessions; the orders keep their money facts without the person', async () => {
    const before = await moneyFacts(aliceOrders.map((order) => order.id));
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/profile/close',
      headers: { ...demo, ...alice.token },
      payload: { password: PEOPLE_PASSWORD },
    });
    expect(closed.statusCode).toBe(200);
    expect((await signIn(ALICE)).statusCode).toBe(401);
    const old = await t.app.inject({ url: '/api/profile/export', headers: { ...demo, ...alice.token } });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('TOKEN_REVOKED');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { ...demo, ...alice.token },
    });
    expect(refresh.statusCode).toBe(401);

    expect(await moneyFacts(aliceOrders.map((order) => order.id))).toEqual(before);
    const rows = await t.app.db
      .select()
      .from(orders)
      .where(
        sql`${orders.id} in (${sql.join(
          aliceOrders.map((o) => sql`${o.id}::uuid`),
          sql`, `,
        )})`,
      );
    for (const row of rows) {
      expect(row.customerEmail).toBe(`erased+${row.id}@invalid`);
      expect(row.customerInfo).toEqual({});
      expect(row.userId).toBeNull();
      expect(row.personalDataErasedAt).toBeInstanceOf(Date);
      expect(row.shippingAddress).toEqual({
        name: '',
        address: '',
        addressLine2: '',
        city: '',
        state: 'AK',
        zipCode: '99835',
      });
    }
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, aliceOrders[0].paymentId));
    expect(payment).toMatchObject({
      customerEmail: null,
      customerInfo: null,
      address: null,
      visitor: null,
      amountCents: 4_700,
    });
    await expectPersonGone('demo', ALICE, alice.id);
  });

  it('still counts a once-per-customer code against the closed mailbox, under a hash', async () => {
    const [use] = await t.app.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.codeId, codeId));
    expect(use.customerKey).toMatch(/^erased:[0-9a-f]{64}$/);
    await expect(
      checkDiscount(t.app.db, 'demo', {
        code: 'ONCE10',
        lines: [{ productId: 'x', quantity: 1, priceCents: 5_000 }],
        customer: { email: 'Alice+again@privacy.test' },
      }),
    ).rejects.toMatchObject({ code: 'DISCOUNT_ALREADY_USED' });
  });

  it('leaves the look-alike customer and the same email in another store untouched', async () => {
    const file = (
      await t.app.inject({ url: '/api/profile/export', headers: { ...demo, ...bob.token } })
    ).json();
    expect(file.orders.map((order: { orderId: string }) => order.orderId)).toEqual(['PRV-B1', 'PRV-B2']);
    expect(file.consents.newsletter).not.toBeNull();
    const northFile = await t.app.inject({
      url: `/api/admin/customers/export?email=${encodeURIComponent(ALICE)}`,
      headers: { ...north, ...northOwner },
    });
    expect(northFile.json()).toMatchObject({
      email: ALICE,
      orders: [{ orderId: 'PRV-N1', customer: { name: 'Alice Moss' } }],
      notes: [{ body: 'North note' }],
    });
    expect((await signIn(ALICE, north)).statusCode).toBe(200);
    const [kept] = await t.app.db.select().from(orders).where(eq(orders.id, northOrder.id));
    expect(kept.personalDataErasedAt).toBeNull();
  });

  it('leaves no customer behind in the owner’s list, placeholder or otherwise', async () => {
    const list = await t.app.inject({
      url: '/api/admin/customers?q=privacy.test&pageSize=50',
      headers: { ...demo, ...owner },
    });
    const emails = list.json().items.map((customer: { email: string }) => customer.email);
    expect(emails).toContain(BOB);
    expect(emails).not.toContain(ALICE);
    const erased = await t.app.inject({
      url: '/api/admin/customers?q=invalid&pageSize=50',
      headers: { ...demo, ...owner },
    });
    expect(erased.json().items).toEqual([]);
  });
});

describe('the owner’s erasure by email', () => {
  it('wants the email typed again, refuses the owner’s own, and answers 404 for nobody', async () => {
    const post = (payload: object, headers = { ...demo, ...owner }) =>
      t.app.inject({ method: 'POST', url: '/api/admin/customers/erase', headers, payload });
    expect((await post({ email: BOB, confirm: 'bob@privacy.tes' })).json()).toMatchObject({
      code: 'CONFIRM_MISMATCH',
      field: 'confirm',
    });
    expect((await post({ email: 'owner@demo.test', confirm: 'owner@demo.test' })).statusCode).toBe(409);
    expect((await post({ email: 'nobody@privacy.test', confirm: 'nobody@privacy.test' })).statusCode).toBe(
      404,
    );
    // Another store's owner finds nothing of this store's customer.
    const foreign = await post({ email: BOB, confirm: BOB }, { ...north, ...northOwner });
    expect(foreign.statusCode).toBe(404);
    expect((await post({ email: BOB, confirm: BOB.toUpperCase() })).json()).toMatchObject({
      code: 'ORDERS_STILL_OPEN',
    });
    expect((await signIn(BOB)).statusCode).toBe(200);
  });

  it('erases a guest’s orders, consent and notes by email', async () => {
    const email = 'guest@privacy.test';
    const order = await insertHistoryOrder(t.app, {
      tenantId: 'demo',
      orderId: 'PRV-G1',
      email,
      userId: null,
      status: 'Delivered',
      name: 'Gus Guest',
      street: '5 Spruce St',
    });
    await insertConsentAndNote(t.app, 'demo', email, 'Guest note');
    const before = await moneyFacts([order.id]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customers/erase',
      headers: { ...demo, ...owner },
      payload: { email, confirm: ` ${email.toUpperCase()} ` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, erasedOrders: 1, accountDeleted: false });
    expect(await moneyFacts([order.id])).toEqual(before);
    await expectPersonGone('demo', email, null);
    const again = await t.app.inject({
      url: `/api/admin/customers/export?email=${encodeURIComponent(email)}`,
      headers: { ...demo, ...owner },
    });
    expect(again.statusCode).toBe(404);
    // The activity log says an erasure was made, and not whose.
    const log = await t.app.inject({ url: '/api/admin/audit', headers: { ...demo, ...owner } });
    const line = log.json().entries.find((entry: { action: string }) => entry.action === 'customer.erase');
    expect(line).toBeDefined();
    expect(JSON.stringify(log.json().entries)).not.toContain(email);
  });
});

/** What the store's books read of orders: totals, tax lines, items, refunds, invoices and credit notes (details included). */
async function moneyFacts(ids: string[]) {
  const facts = [];
  for (const id of ids) {
    const [order] = await t.app.db
      .select({
        status: orders.status,
        subtotal: orders.subtotalCents,
        shipping: orders.shippingCents,
        tax: orders.taxCents,
        total: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.id, id));
    const of = <
      T extends typeof orderItems | typeof orderTaxLines | typeof orderRefunds | typeof taxDocuments,
    >(
      table: T,
    ) =>
      t.app.db
        .select()
        .from(table as typeof orderItems)
        .where(eq((table as typeof orderItems).orderId, id));
    facts.push({
      order,
      items: await of(orderItems),
      taxLines: await of(orderTaxLines),
      refunds: await of(orderRefunds),
      documents: await of(taxDocuments),
    });
  }
  expect(facts.every((fact) => fact.documents.length === 2 && fact.taxLines.length === 1)).toBe(true);
  return facts;
}

async function expectPersonGone(tenantId: string, email: string, userId: string | null) {
  const db = t.app.db;
  const match = (tenantColumn: SQLWrapper, emailColumn: SQLWrapper) =>
    and(eq(tenantColumn as typeof users.tenantId, tenantId), eq(sql`lower(${emailColumn})`, email));
  expect(await db.select().from(users).where(match(users.tenantId, users.email))).toEqual([]);
  if (userId) expect(await db.select().from(profiles).where(eq(profiles.userId, userId))).toEqual([]);
  const consent = match(newsletterSubscribers.tenantId, newsletterSubscribers.email);
  expect(await db.select().from(newsletterSubscribers).where(consent)).toEqual([]);
  const notes = match(customerNotes.tenantId, customerNotes.customerEmail);
  expect(await db.select().from(customerNotes).where(notes)).toEqual([]);
  const ordersLeft = match(orders.tenantId, orders.customerEmail);
  expect(await db.select({ id: orders.id }).from(orders).where(ordersLeft)).toEqual([]);
}
