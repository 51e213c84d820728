import { eq } from 'drizzle-orm';
import { profiles, users, verificationTokens } from '@/server/src/db/schema';
import { PASSWORD_MESSAGES } from '@/lib/rules';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { startSmtpMailbox } from './support/smtp';
import { PHONE_INVALID_MESSAGE } from '@/lib/phone';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
const PASSWORD = 'Tundra-walk-42!';

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, WEB_URL: 'http://shop.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...demo, ...headers }, payload: payload as object });

describe('registration and email verification', () => {
  it('registers, mails a link, verifies, signs in, refreshes, and logs out for good', async () => {
    const email = 'river@example.test';
    const registered = await post('/api/auth/register', {
      email: ' River@Example.TEST ',
      password: PASSWORD,
      role: 'admin',
      tenantId: 'north',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().success).toBe(true);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'customer', tenantId: 'demo', emailVerifiedAt: null });

    const early = await post('/api/auth/login', { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe('Please verify your email before logging in.');

    const token = smtp.verificationToken(email);
    expect(smtp.lastMailTo(email)).toContain('http://demo.localhost/verify-email/');
    const verified = await t.app.inject({ url: `/api/auth/verify-email/${token}`, headers: demo });
    expect(verified.statusCode).toBe(200);
    // The same link a second time: the address is verified, and the answer says so.
    const again = await t.app.inject({ url: `/api/auth/verify-email/${token}`, headers: demo });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      alreadyVerified: true,
      message: 'This email address is already verified. You can log in.',
    });

    const login = await post('/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      role: 'customer',
      needsProfile: true,
      customerProfile: null,
      tenantId: 'demo',
    });
    const first = { authorization: `Bearer ${login.json().token}` };

    const refreshed = await post('/api/auth/refresh-token', {}, first);
    expect(refreshed.statusCode).toBe(200);
    const second = { authorization: `Bearer ${refreshed.json().token}` };

    expect((await post('/api/auth/logout', {}, second)).statusCode).toBe(200);
    for (const headers of [first, second]) {
      const refused = await t.app.inject({
        url: `/api/orders/history/${email}`,
        headers: { ...demo, ...headers },
      });
      expect(refused.statusCode).toBe(401);
    }
  });

  it('refuses a weak password on the server with every broken rule', async () => {
    const response = await post('/api/auth/register', { email: 'weak@example.test', password: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { param: 'password', msg: PASSWORD_MESSAGES.length },
      { param: 'password', msg: PASSWORD_MESSAGES.number },
      { param: 'password', msg: PASSWORD_MESSAGES.special },
    ]);
  });

  it('answers a verified email with 409, and an unverified one through its mailbox', async () => {
    const verified = await post('/api/auth/register', { email: 'shopper@demo.test', password: PASSWORD });
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    const first = await post('/api/auth/register', { email: 'twice@example.test', password: PASSWORD });
    const unverified = await post('/api/auth/register', { email: 'twice@example.test', password: PASSWORD });
    expect(unverified.statusCode).toBe(201);
    expect(unverified.json()).toEqual(first.json());
    expect(smtp.mailsTo('twice@example.test')).toHaveLength(2);
  });

  it('names an expired and an unknown link', async () => {
    await post('/api/auth/register', { email: 'late@example.test', password: PASSWORD });
    const token = smtp.verificationToken('late@example.test');
    await t.database.db.update(verificationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.app.inject({ url: `/api/auth/verify-email/${token}`, headers: demo });
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
    const unknown = await t.app.inject({
      url: '/api/auth/verify-email/not-a-real-token-at-all',
      headers: demo,
    });
    expect(unknown.json().code).toBe('TOKEN_INVALID');
    // A verification link of one store does nothing at another.
    await post('/api/auth/resend-verification', { email: 'late@example.test' });
    const fresh = smtp.verificationToken('late@example.test');
    const elsewhere = await t.app.inject({
      url: `/api/auth/verify-email/${fresh}`,
      headers: { 'x-tenant-id': 'north' },
    });
    expect(elsewhere.json().code).toBe('TOKEN_INVALID');
  });
});

describe('profiles, customers and history', () => {
  it('stores phone and address encrypted, and gives them back only to their owner', async () => {
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const empty = await t.app.inject({
      url: '/api/user-profile/shopper@demo.test',
      headers: { ...demo, ...shopper },
    });
    expect(empty.json()).toMatchObject({ isNewProfile: true, name: '' });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user-profile',
      headers: { ...demo, ...shopper },
      payload: {
        name: "Mary O'Neil",
        email: 'shopper@demo.test',
        phone: '1-907-555-0142',
        address: '12 Harbor Way',
        city: 'Sitka',
        state: 'AK',
        zipCode: '99835',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      phone: '(907) 555-0142',
      address: '12 Harbor Way',
      isNewProfile: false,
    });
    const [row] = await t.database.db.select().from(profiles);
    expect(row.phone.startsWith('ENC:')).toBe(true);
    expect(row.address.startsWith('ENC:')).toBe(true);
    expect(row.phone).not.toContain('9075550142');

    const owner = await bearerFor(t.app, 'owner@demo.test');
    const customers = await t.app.inject({ url: '/api/customers', headers: { ...demo, ...owner } });
    expect(customers.statusCode).toBe(200);
    expect(customers.json()).toContainEqual(
      expect.objectContaining({
        email: 'shopper@demo.test',
        name: "Mary O'Neil",
        phone: '(907) 555-0142',
      }),
    );
  });

  it('names the field of a bad profile', async () => {
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const cases: [Record<string, string>, string, string][] = [
      [{ phone: '555' }, 'phone', PHONE_INVALID_MESSAGE],
      [{ state: 'ZZ' }, 'state', 'Select a valid state'],
      [{ zipCode: '9983' }, 'zipCode', 'Invalid ZIP code'],
      [{ zipCode: '' }, 'zipCode', 'ZIP code is required'],
      [{ state: '' }, 'state', 'State is required'],
      [{ address: ' ' }, 'address', 'Address is required'],
      [{ name: 'X' }, 'name', 'Invalid full name'],
      [{ name: '' }, 'name', 'Full name is required'],
      [{ city: 'R2-D2' }, 'city', 'Invalid city'],
    ];
    for (const [change, field, message] of cases) {
      const payload = {
        name: 'Mary Smith',
        email: 'shopper@demo.test',
        phone: '9075550142',
        address: '1 Main',
        city: 'Sitka',
        state: 'AK',
        zipCode: '99835',
        ...change,
      };
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user-profile',
        headers: { ...demo, ...shopper },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field, error: message });
    }
  });

  it.each([
    ['José Núñez', 'St. Louis'],
    ["Mary-Jane O'Neil Jr.", 'Coeur d’Alene'],
    ['李小龙', '香港'],
  ])('saves the name %s and the city %s as they are written', async (name, city) => {
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const payload = {
      name,
      email: 'shopper@demo.test',
      phone: '9075550142',
      address: '1 Main',
      city,
      state: 'AK',
      zipCode: '99835',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user-profile',
      headers: { ...demo, ...shopper },
      payload,
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({
      url: '/api/user-profile/shopper@demo.test',
      headers: { ...demo, ...shopper },
    });
    expect(read.json()).toMatchObject({ name, city, isNewProfile: false });
  });

  it('keeps each customer to their own profile and history', async () => {
    await post('/api/auth/register', { email: 'other@example.test', password: PASSWORD });
    await t.app.inject({
      url: `/api/auth/verify-email/${smtp.verificationToken('other@example.test')}`,
      headers: demo,
    });
    const other = await bearerFor(t.app, 'other@example.test', 'demo', PASSWORD);
    const profile = await t.app.inject({
      url: '/api/user-profile/shopper@demo.test',
      headers: { ...demo, ...other },
    });
    const history = await t.app.inject({
      url: '/api/orders/history/shopper@demo.test',
      headers: { ...demo, ...other },
    });
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/user-profile',
      headers: { ...demo, ...other },
      payload: {
        name: 'Mallory Smith',
        email: 'shopper@demo.test',
        phone: '9075550142',
        address: '1 Main',
        city: 'Sitka',
        state: 'AK',
        zipCode: '99835',
      },
    });
    expect([profile.statusCode, history.statusCode, write.statusCode]).toEqual([403, 403, 403]);
    const own = await t.app.inject({
      url: '/api/orders/history/other@example.test',
      headers: { ...demo, ...other },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([]);
  });

  it("refuses another store's admin, and a customer, the customer list", async () => {
    const northOwner = await bearerFor(t.app, 'owner@north.test', 'north');
    const crossTenant = await t.app.inject({ url: '/api/customers', headers: { ...demo, ...northOwner } });
    expect(crossTenant.statusCode).toBe(403);
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const customer = await t.app.inject({ url: '/api/customers', headers: { ...demo, ...shopper } });
    expect(customer.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/customers', headers: demo })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password and ends the other sessions', async () => {
    const email = 'mover@example.test';
    await post('/api/auth/register', { email, password: PASSWORD });
    await t.app.inject({ url: `/api/auth/verify-email/${smtp.verificationToken(email)}`, headers: demo });
    const session = await bearerFor(t.app, email, 'demo', PASSWORD);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { ...demo, ...session },
      payload: { currentPassword: 'nope', newPassword: 'Another-path-7!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('currentPassword');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { ...demo, ...session },
      payload: { currentPassword: PASSWORD, newPassword: 'Another-path-7!' },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/orders/history/${email}`, headers: { ...demo, ...session } }))
        .statusCode,
    ).toBe(401);
    const next = { authorization: `Bearer ${changed.json().token}` };
    expect(
      (await t.app.inject({ url: `/api/orders/history/${email}`, headers: { ...demo, ...next } })).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'Another-path-7!' })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('evaluates at most 10 sign-in attempts a minute for one account, then answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 12; i += 1) {
      last = await post(
        '/api/auth/login',
        { email: 'limited@example.test', password: `wrong-${i}` },
        { 'x-forwarded-for': `10.0.0.${i}` },
      );
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().code).toBe('RATE_LIMITED');
    // Another account from the same addresses is not held back.
    expect(
      (
        await post(
          '/api/auth/login',
          { email: 'owner@demo.test', password: 'Sitka-demo-2026!' },
          { 'x-forwarded-for': '10.0.0.1' },
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('a profile abroad', () => {
  it('keeps a London address and its UK phone in E.164, shown in international form', async () => {
    const shopper = await bearerFor(t.app, 'shopper@demo.test');
    const london = {
      name: 'Ann Smith',
      email: 'shopper@demo.test',
      phone: '+44 20 7946 0958',
      address: '10 Downing Street',
      city: 'London',
      state: '',
      zipCode: 'SW1A 2AA',
      country: 'GB',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user-profile',
      headers: { ...demo, ...shopper },
      payload: london,
    });
    expect(saved.json()).toMatchObject({ city: 'London' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '+44 20 7946 0958', country: 'GB', zipCode: 'SW1A 2AA' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'shopper@demo.test'));
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(t.app.fieldCrypto.decrypt(row.phone)).toBe('+442079460958');

    // A UK number typed in its national form beside a UK address is read as a UK number.
    const national = await t.app.inject({
      method: 'PUT',
      url: '/api/user-profile',
      headers: { ...demo, ...shopper },
      payload: { ...london, phone: '020 7946 0958' },
    });
    expect(national.statusCode).toBe(200);
    expect(national.json().phone).toBe('+44 20 7946 0958');

    const owner = await bearerFor(t.app, 'owner@demo.test');
    const customers = await t.app.inject({ url: '/api/customers', headers: { ...demo, ...owner } });
    expect(customers.json()).toContainEqual(
      expect.objectContaining({ email: 'shopper@demo.test', phone: '+44 20 7946 0958' }),
    );

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/user-profile',
      headers: { ...demo, ...shopper },
      payload: { ...london, phone: '020 7946' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'phone', error: PHONE_INVALID_MESSAGE });
  });
});
