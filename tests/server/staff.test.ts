/**
 * The store's team: an invitation mailed with a link on the store's own address and accepted (a new
 * account, or a customer's own), signing in with the role; the Orders role's refund limit (per
 * order) and the areas it is refused; a removed person's token refused at once; ownership handed over
 * with one owner kept; another store's token refused; an acceptance as a new person refused when
 * the address registered meanwhile. A role change or a removal arriving with a hand-over is in
 * staff-at-once.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { users } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { confirmCard, createOrder, listProducts, startPayment } from './support/shop';
import { startSmtpMailbox } from './support/smtp';
import { PASSWORD, staffSteps, type Headers } from './support/staff-fixtures';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let owner: Headers;

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  owner = await bearerFor(t.app, 'owner@demo.test');
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const { call, login, invite, join, asOwner } = staffSteps(
  () => ({ t, smtp, owner }),
  (headers) => (owner = headers),
);

async function paidOrder() {
  const product = (await listProducts(t.app)).find(
    (p) => p.totalInventory !== null && p.totalInventory >= 5,
  )!;
  const started = await startPayment(t.app, [{ product, quantity: 2 }]);
  const { paymentIntentId } = started.json();
  expect((await confirmCard(t.app, paymentIntentId)).statusCode).toBe(200);
  return (await createOrder(t.app, paymentIntentId)).json().id as string;
}

it('invites by mail; a new person accepts once and signs in with the role', async () => {
  const token = await invite('packer@example.test', 'orders');
  const mail = smtp.lastMailTo('packer@example.test');
  expect(mail).toContain(`demo.localhost:3000/invite/${token}`);
  expect(mail).toContain('7 days');
  const preview = await call('GET', `/api/staff/invitations/${token}`, {});
  expect(preview.json()).toMatchObject({ email: 'packer@example.test', role: 'orders', hasAccount: false });

  const again = await call('POST', '/api/admin/staff/invitations', owner, {
    email: 'packer@example.test',
    role: 'catalog',
  });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ code: 'STAFF_ALREADY_INVITED', field: 'email' });

  const weak = await call('POST', `/api/staff/invitations/${token}/accept`, {}, { password: 'short' });
  expect(weak.statusCode).toBe(400);
  const accepted = await call(
    'POST',
    `/api/staff/invitations/${token}/accept`,
    {},
    { password: PASSWORD, name: 'Pat' },
  );
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json()).toEqual({ email: 'packer@example.test', role: 'orders' });
  expect(
    (await call('POST', `/api/staff/invitations/${token}/accept`, {}, { password: PASSWORD })).statusCode,
  ).toBe(404);
  expect((await call('GET', `/api/staff/invitations/${token}`, {})).statusCode).toBe(404);

  const signedIn = await login('packer@example.test');
  expect(signedIn.json()).toMatchObject({ role: 'admin', staffRole: 'orders' });
  expect((await login('owner@demo.test')).json().staffRole).toBe('owner');

  const listed = (await call('GET', '/api/admin/staff', owner)).json();
  expect(listed.staff).toContainEqual(
    expect.objectContaining({ email: 'packer@example.test', role: 'orders', name: 'Pat' }),
  );
  expect(listed.invitations).toEqual([]);
  const staffAgain = await call('POST', '/api/admin/staff/invitations', owner, {
    email: 'packer@example.test',
    role: 'catalog',
  });
  expect(staffAgain.json()).toMatchObject({ code: 'STAFF_EXISTS', field: 'email' });
});

it("a customer joins with their own account's password and keeps it when removed", async () => {
  const token = await invite('shopper@demo.test', 'catalog');
  expect((await call('GET', `/api/staff/invitations/${token}`, {})).json()).toMatchObject({
    hasAccount: true,
  });
  const wrong = await call(
    'POST',
    `/api/staff/invitations/${token}/accept`,
    {},
    { password: 'Not-the-password-1!' },
  );
  expect(wrong.json()).toMatchObject({ code: 'INVITATION_PASSWORD_WRONG', field: 'password' });
  expect(
    (await call('POST', `/api/staff/invitations/${token}/accept`, {}, { password: PASSWORD })).statusCode,
  ).toBe(200);
  const catalog = await bearerFor(t.app, 'shopper@demo.test');
  expect((await login('shopper@demo.test')).json().staffRole).toBe('catalog');
  expect((await call('GET', '/api/admin/products', catalog)).statusCode).toBe(200);

  const [row] = await t.database.db.select().from(users).where(eq(users.email, 'shopper@demo.test'));
  expect((await call('DELETE', `/api/admin/staff/${row.id}`, owner)).statusCode).toBe(204);
  const refused = await call('GET', '/api/admin/products', catalog);
  expect(refused.statusCode).toBe(401);
  expect(refused.json().code).toBe('TOKEN_REVOKED');
  const after = await login('shopper@demo.test');
  expect(after.json()).toMatchObject({ role: 'customer', staffRole: null });
});

it('an Orders person refunds up to the limit and is refused domains, API keys and staff', async () => {
  const orders = await join('clerk@example.test', 'orders');
  const limit = await call('PUT', '/api/admin/staff/settings', owner, { ordersRefundLimitCents: 150 });
  expect(limit.json()).toMatchObject({ ordersRefundLimitCents: 150 });
  const id = await paidOrder();
  const refund = (amount: number) =>
    call('POST', `/api/admin/orders/${id}/refund`, orders, { amount, restock: false });
  const over = await refund(2);
  expect(over.statusCode).toBe(403);
  expect(over.json()).toMatchObject({ code: 'REFUND_OVER_LIMIT', field: 'amount' });
  expect(over.json().error).toContain('$1.50');
  expect((await refund(1.5)).statusCode).toBe(200);
  const cancel = await call('POST', `/api/admin/orders/${await paidOrder()}/cancel`, orders, {});
  expect(cancel.json().code).toBe('REFUND_OVER_LIMIT');

  for (const [method, url] of [
    ['GET', '/api/admin/domains'],
    ['GET', '/api/api-keys'],
    ['GET', '/api/admin/staff'],
  ] as const) {
    const response = await call(method, url, orders);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "You don't have access to this", code: 'ROLE_NOT_ALLOWED' });
  }
});

it("an Orders person's refunds on one order add up against the limit", async () => {
  const orders = await join('splitter@example.test', 'orders');
  await call('PUT', '/api/admin/staff/settings', owner, { ordersRefundLimitCents: 150 });
  const id = await paidOrder();
  const refund = (amount: number, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refund`,
      headers: { ...demo, ...orders, 'idempotency-key': key },
      payload: { amount, restock: false },
    });
  expect((await refund(1, 'split-refund-1')).statusCode).toBe(200);
  const second = await refund(1, 'split-refund-2');
  expect(second.statusCode).toBe(403);
  expect(second.json()).toMatchObject({ code: 'REFUND_OVER_LIMIT', field: 'amount' });
  expect(second.json().error).toBe('Refunds on one order by the Orders role are limited to $1.50.');
  expect((await refund(0.5, 'split-refund-3')).statusCode).toBe(200);
  // The owner has no limit and may refund the rest.
  const rest = await call('POST', `/api/admin/orders/${id}/refund`, owner, { amount: 1, restock: false });
  expect(rest.statusCode).toBe(200);
});

it('hands ownership over in one step, keeping one owner', async () => {
  const manager = await join('deputy@example.test', 'manager');
  const [deputy] = await t.database.db.select().from(users).where(eq(users.email, 'deputy@example.test'));
  expect((await call('POST', `/api/admin/staff/${deputy.id}/ownership`, manager)).statusCode).toBe(403);
  expect((await call('POST', `/api/admin/staff/${deputy.id}/ownership`, owner)).statusCode).toBe(200);
  const owners = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, 'demo'), eq(users.staffRole, 'owner')));
  expect(owners).toEqual([{ email: 'deputy@example.test' }]);
  expect((await login('owner@demo.test')).json().staffRole).toBe('manager');
  // The old owner's token now carries a Manager: the staff area is the new owner's.
  expect((await call('GET', '/api/admin/staff', owner)).json().code).toBe('ROLE_NOT_ALLOWED');
  expect((await call('GET', '/api/admin/staff', manager)).statusCode).toBe(200);
});

it("refuses another store's token", async () => {
  const north = await bearerFor(t.app, 'owner@north.test', 'north');
  const response = await call('GET', '/api/admin/staff', north);
  expect(response.statusCode).toBe(403);
  expect(response.json().code).toBe('TENANT_MISMATCH');
});

it('refuses a new-account acceptance when an account with the address registered meanwhile', async () => {
  await asOwner();
  const email = 'late-signup@example.test';
  const token = await invite(email, 'manager');
  expect((await call('GET', `/api/staff/invitations/${token}`, {})).json().hasAccount).toBe(false);
  // Someone registers the invited address between the acceptance's first read and its transaction.
  const db = t.app.db;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    db.transaction = transaction;
    const registered = await call('POST', '/api/auth/register', {}, { email, password: 'Other-person-9!' });
    expect(registered.statusCode).toBeLessThan(300);
    return transaction(...args);
  }) as typeof db.transaction;
  const accepted = await call('POST', `/api/staff/invitations/${token}/accept`, {}, { password: PASSWORD });
  db.transaction = transaction;
  expect(accepted.statusCode).toBe(404);
  expect(accepted.json().code).toBe('INVITATION_NOT_FOUND');
  const [account] = await t.database.db
    .select({ role: users.role, staffRole: users.staffRole })
    .from(users)
    .where(and(eq(users.tenantId, 'demo'), eq(users.email, email)));
  expect(account).toEqual({ role: 'customer', staffRole: null });
  // The invitation is still open for the account's owner, who proves it with its password.
  expect(
    (await call('POST', `/api/staff/invitations/${token}/accept`, {}, { password: 'Other-person-9!' }))
      .statusCode,
  ).toBe(200);
});
