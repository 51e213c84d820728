/** Forgotten passwords: an emailed single-use link, valid an hour, that ends every session. */
import { eq } from 'drizzle-orm';
import { users, verificationTokens } from '@/server/src/db/schema';
import { PASSWORD_MESSAGES } from '@/lib/rules';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import { demo } from './support/shop';
import { startSmtpMailbox } from './support/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, WEB_URL: 'http://shop.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const SAME_ANSWER = {
  success: true,
  message:
    'If an account exists for this email, we have sent a link to reset your password. It is valid for 1 hour.',
};
let ipCounter = 0;
/** Each call from its own address unless one is given, so the per-address limit is what a test meets. */
const post = (url: string, payload: unknown, ip = `10.9.0.${++ipCounter}`) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...demo, 'x-forwarded-for': ip },
    payload: payload as object,
  });
const forgot = (email: string, ip?: string) => post('/api/auth/forgot-password', { email }, ip);
const reset = (token: string, password: string) => post('/api/auth/reset-password', { token, password });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

async function registeredAndVerified(email: string, password: string) {
  await post('/api/auth/register', { email, password });
  await t.app.inject({ url: `/api/auth/verify-email/${smtp.verificationToken(email)}`, headers: demo });
}

describe('asking for a reset link', () => {
  it('answers the same for an address with and without an account, and mails only the account', async () => {
    const email = 'forgetful@example.test';
    await registeredAndVerified(email, 'Old-password-1!');
    const unknown = await forgot('nobody-here@example.test');
    const known = await forgot(' Forgetful@Example.TEST ');
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(SAME_ANSWER);
    expect(unknown.json()).toEqual(SAME_ANSWER);

    await smtp.waitForMail(email, 2);
    const mail = smtp.lastMailTo(email);
    expect(mail).toContain('Subject: Reset your password for Sitka Silver & Clay');
    expect(mail).toContain('http://demo.localhost/login?tab=reset&token=');
    expect(smtp.mailsTo('nobody-here@example.test')).toHaveLength(0);

    // Only a hash is stored, and the link is good for one hour.
    const token = smtp.resetToken(email);
    const [row] = await t.database.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.purpose, 'reset-password'));
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1_000);
  });

  it('limits requests per address (whether or not it has an account) and per IP with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await forgot('limited-reset@example.test')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const fromOneIp: number[] = [];
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await forgot(`someone-${i}@example.test`, '10.8.0.1');
      fromOneIp.push(last.statusCode);
    }
    expect(fromOneIp.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(fromOneIp[10]).toBe(429);
    expect(last!.json().code).toBe('RATE_LIMITED');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('names the field of bad input', async () => {
    const noEmail = await post('/api/auth/forgot-password', {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ field: 'email' });
    const badEmail = await post('/api/auth/forgot-password', { email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().field).toBe('email');
    const noToken = await post('/api/auth/reset-password', { password: 'Good-pass-1!' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().field).toBe('token');
  });
});

describe('choosing a new password', () => {
  it('follows the password rules, ends every session, and works once', async () => {
    const email = 'resetter@example.test';
    await registeredAndVerified(email, 'Old-password-2!');
    const sessions = [
      await bearerFor(t.app, email, 'demo', 'Old-password-2!'),
      await bearerFor(t.app, email, 'demo', 'Old-password-2!'),
    ];
    await forgot(email);
    await smtp.waitForMail(email, 2);
    const token = smtp.resetToken(email);

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'password', error: PASSWORD_MESSAGES.length });
    expect(weak.json().errors).toEqual([
      { param: 'password', msg: PASSWORD_MESSAGES.length },
      { param: 'password', msg: PASSWORD_MESSAGES.number },
      { param: 'password', msg: PASSWORD_MESSAGES.special },
    ]);

    const done = await reset(token, 'New-password-3!');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password has been reset. You can now log in.',
    });
    for (const session of sessions) {
      expect(
        (await t.app.inject({ url: `/api/orders/history/${email}`, headers: { ...demo, ...session } }))
          .statusCode,
      ).toBe(401);
    }
    expect((await login(email, 'Old-password-2!')).statusCode).toBe(401);
    expect((await login(email, 'New-password-3!')).statusCode).toBe(200);

    const twice = await reset(token, 'Another-one-4!');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'TOKEN_USED', field: 'token' });
    expect((await login(email, 'New-password-3!')).statusCode).toBe(200);
  });

  it('refuses an expired link, another store’s link, and a verification link', async () => {
    const email = 'expiring@example.test';
    await registeredAndVerified(email, 'Old-password-5!');
    const verification = smtp.verificationToken(email);
    await forgot(email);
    await smtp.waitForMail(email, 2);
    const token = smtp.resetToken(email);

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          headers: { 'x-tenant-id': 'north' },
          payload: { token, password: 'New-password-6!' },
        })
      ).json().code,
    ).toBe('TOKEN_INVALID');
    expect((await reset(verification, 'New-password-6!')).json().code).toBe('TOKEN_INVALID');

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verificationTokens.userId, user.id));
    const expired = await reset(token, 'New-password-6!');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      error: 'This password reset link has expired. Please request a new one.',
    });
    expect((await login(email, 'Old-password-5!')).statusCode).toBe(200);
  });

  it('verifies an unverified address, since the link proves the mailbox', async () => {
    const email = 'never-verified@example.test';
    await post('/api/auth/register', { email, password: 'Someone-else-7!' });
    await forgot(email);
    await smtp.waitForMail(email, 2);
    expect((await reset(smtp.resetToken(email), 'Mine-at-last-8!')).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user.emailVerifiedAt).not.toBeNull();
    expect((await login(email, 'Someone-else-7!')).statusCode).toBe(401);
    expect((await login(email, 'Mine-at-last-8!')).statusCode).toBe(200);
  });
});

describe('the api document', () => {
  it('lists both recovery routes with their request bodies', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const forgotDoc = doc.paths['/api/auth/forgot-password'].post;
    const resetDoc = doc.paths['/api/auth/reset-password'].post;
    expect(Object.keys(forgotDoc.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['email', 'recaptchaToken']),
    );
    expect(resetDoc.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['token', 'password']),
    );
    expect(Object.keys(resetDoc.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
  });
});
