/**
 * Orders belong to accounts, and an address belongs to whoever opens its mail: paying with an
 * email proves possession of the payment only.
 */
import { eq } from 'drizzle-orm';
import { orders, users } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import {
  confirmCard,
  createOrder,
  CUSTOMER_INFO,
  demo,
  listProducts,
  startPayment,
  type ApiProduct,
} from './support/shop';
import { startSmtpMailbox } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
let mug: ApiProduct;

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, WEB_URL: 'http://shop.test' });
  // Unlimited stock, so every test can buy it.
  mug = (await listProducts(t.app)).find((product) => product.name === 'Kenai River Stoneware Mug')!;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...demo, ...headers }, payload: payload as object });
const verify = (token: string) => t.app.inject({ url: `/api/auth/verify-email/${token}`, headers: demo });
const historyOf = (email: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/orders/history/${email}`, headers: { ...demo, ...headers } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Pays for one mug with `email` typed as the contact, as a guest or signed in; returns the payment id. */
async function buyMug(email: string, headers: Record<string, string> = {}): Promise<string> {
  const started = await startPayment(
    t.app,
    [{ product: mug, quantity: 1 }],
    { customerInfo: { ...CUSTOMER_INFO, email } },
    headers,
  );
  expect(started.statusCode).toBe(200);
  const id = started.json().paymentIntentId;
  await confirmCard(t.app, id);
  expect((await createOrder(t.app, id, headers)).statusCode).toBe(200);
  return id;
}

const postPurchase = (email: string, paymentIntentId: string, password: string) =>
  post('/api/auth/register', {
    email,
    password,
    paymentIntentId,
    customerInfo: {
      name: 'Pat Buyer',
      phone: '9075550188',
      address: '4 Lake St',
      city: 'Sitka',
      state: 'AK',
      zipCode: '99835',
    },
  });

describe('post-purchase registration with someone else’s email', () => {
  it('signs the payer in to that one order only; the owner of the mailbox keeps the address and the earlier orders', async () => {
    const victim = 'victim@example.test';
    await buyMug(victim);
    await buyMug(victim);

    // The attacker pays with the victim's address and registers with that payment.
    const paid = await buyMug(victim);
    const attack = await postPurchase(victim, paid, 'Mallory-pass-1!');
    expect(attack.statusCode).toBe(201);
    const attacker = bearer(attack.json().login.token);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, victim));
    expect(account.emailVerifiedAt).toBeNull();
    const seen = (await historyOf(victim, attacker)).json();
    expect(seen).toHaveLength(1);
    const [paidOrder] = await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, paid));
    expect(seen[0].orderId).toBe(paidOrder.orderId);

    // Not verified: the password does not open the account a second time.
    const again = await post('/api/auth/login', { email: victim, password: 'Mallory-pass-1!' });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('EMAIL_NOT_VERIFIED');

    // The real owner registers: not "email taken", a link to the mailbox instead.
    const mailsBefore = smtp.mailsAbout(victim, 'Verify your email').length;
    const owner = await post('/api/auth/register', { email: victim, password: 'Owner-pass-2!' });
    expect(owner.statusCode).toBe(201);
    expect(owner.json()).toEqual({
      success: true,
      message: 'Registration successful! Please check your email to verify your account.',
    });
    expect(smtp.mailsAbout(victim, 'Verify your email')).toHaveLength(mailsBefore + 1);
    expect(smtp.lastMailTo(victim)).toContain('sets the password you just chose');

    const verified = await verify(smtp.verificationToken(victim));
    expect(verified.json()).toMatchObject({ success: true, alreadyVerified: false });
    // The attacker's session is over and their password no longer works; the owner's does.
    expect((await historyOf(victim, attacker)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: victim, password: 'Mallory-pass-1!' })).statusCode).toBe(
      401,
    );
    const ownerSession = await bearerFor(t.app, victim, 'demo', 'Owner-pass-2!');
    expect((await historyOf(victim, ownerSession)).json()).toHaveLength(3);
  });

  it('answers a plain registration for a new address and for an unverified one alike', async () => {
    const fresh = await post('/api/auth/register', {
      email: 'first-time@example.test',
      password: 'Fresh-start-3!',
    });
    const unverified = await post('/api/auth/register', {
      email: 'first-time@example.test',
      password: 'Fresh-start-4!',
    });
    expect([fresh.statusCode, unverified.statusCode]).toEqual([201, 201]);
    expect(unverified.json()).toEqual(fresh.json());
    expect(smtp.mailsAbout('first-time@example.test', 'Verify your email')).toHaveLength(2);
    // The second link sets the second password.
    await verify(smtp.verificationToken('first-time@example.test'));
    expect(
      (await post('/api/auth/login', { email: 'first-time@example.test', password: 'Fresh-start-3!' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'first-time@example.test', password: 'Fresh-start-4!' }))
        .statusCode,
    ).toBe(200);
  });

  it('still answers "email taken" for a verified address, after a purchase too', async () => {
    const plain = await post('/api/auth/register', { email: 'shopper@demo.test', password: 'Other-pass-5!' });
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    const paid = await buyMug('shopper@demo.test');
    const afterPurchase = await postPurchase('shopper@demo.test', paid, 'Other-pass-5!');
    expect(afterPurchase.statusCode).toBe(409);
    expect(afterPurchase.json().login).toBeUndefined();
  });

  it('sends a post-purchase registration for an unverified address to the mailbox, without signing in', async () => {
    await post('/api/auth/register', { email: 'waiting@example.test', password: 'Waiting-pass-6!' });
    const paid = await buyMug('waiting@example.test');
    const registered = await postPurchase('waiting@example.test', paid, 'Waiting-pass-7!');
    expect(registered.statusCode).toBe(201);
    expect(registered.json().login).toBeUndefined();
    expect(smtp.mailsAbout('waiting@example.test', 'Verify your email')).toHaveLength(2);
  });
});

describe('the genuine buyer', () => {
  it('is signed in at once, and sees earlier guest orders of the address once the emailed link is opened', async () => {
    const email = 'buyer@example.test';
    await buyMug(email);
    const paid = await buyMug(email);
    const registered = await postPurchase(email, paid, 'Buyer-pass-8!');
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toContain('You are now signed in');
    const session = bearer(registered.json().login.token);
    expect((await historyOf(email, session)).json()).toHaveLength(1);
    expect(smtp.lastMailTo(email)).toContain(
      'An account was created with this address when the order was paid',
    );

    expect((await verify(smtp.verificationToken(email))).json().alreadyVerified).toBe(false);
    // The same session carries on and now sees both orders; the password signs in from now on.
    expect((await historyOf(email, session)).json()).toHaveLength(2);
    expect((await post('/api/auth/login', { email, password: 'Buyer-pass-8!' })).statusCode).toBe(200);
  });
});

describe('order history by account', () => {
  it('lists an order placed while signed in, whatever contact email was typed, and no guest order of the typed address', async () => {
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const before = (await historyOf('shopper@demo.test', shopper)).json().length;
    const paid = await buyMug('gift-recipient@example.test', shopper);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.paymentIntentId, paid));
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'shopper@demo.test'));
    expect(order.userId).toBe(account.id);
    const history = (await historyOf('shopper@demo.test', shopper)).json();
    expect(history).toHaveLength(before + 1);
    expect(history[0].orderId).toBe(order.orderId);

    // A guest typing the shopper's address does not put an order in the shopper's account.
    await buyMug('shopper@demo.test');
    expect((await historyOf('shopper@demo.test', shopper)).json()).toHaveLength(before + 1);
  });

  it('gives the store owner an account’s orders and nothing for an address without an account', async () => {
    const owner = await bearerFor(t.app, 'owner@demo.test');
    expect((await historyOf('shopper@demo.test', owner)).json().length).toBeGreaterThan(0);
    await buyMug('no-account@example.test');
    expect((await historyOf('no-account@example.test', owner)).json()).toEqual([]);
  });
});
