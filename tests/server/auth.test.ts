import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { users } from '@/server/src/db/schema';
import { hashPassword } from '@/server/src/services/auth/passwords';
import { buildPeerApp, buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Sitka-demo-2026!';
const login = (payload: unknown, tenant = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant-id': tenant },
    payload: payload as object,
  });

/** The claims of a JWT, read the way a browser would: base64url JSON in the middle part. */
function claimsOf(token: string): Record<string, unknown> {
  const parts = token.split('.');
  expect(parts).toHaveLength(3);
  return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
}

describe('POST /api/auth/login: success', () => {
  it("answers the spec's Login result for the store owner, with the staff role the back-office reads", async () => {
    const response = await login({ email: 'owner@demo.test', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'customerProfile',
        'email',
        'needsProfile',
        'role',
        'staffRole',
        'success',
        'tenantId',
        'token',
        'tokenExpiration',
        'userId',
      ].sort(),
    );
    expect(body).toMatchObject({
      success: true,
      email: 'owner@demo.test',
      role: 'admin',
      staffRole: 'owner',
      tenantId: 'demo',
      needsProfile: false,
      customerProfile: null,
    });
    expect(body.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof body.token).toBe('string');
  });

  it('gives a JWT whose claims name the user, store and role, expiring when tokenExpiration says', async () => {
    const before = Math.floor(Date.now() / 1000);
    const body = (await login({ email: 'owner@demo.test', password: PASSWORD })).json();
    const claims = claimsOf(body.token);
    expect(claims).toMatchObject({ sub: body.userId, tenant: 'demo', role: 'admin' });
    expect(claims.exp).toBe(body.tokenExpiration);
    // exp is in seconds (not milliseconds) and about an hour out, the configured lifetime.
    expect(body.tokenExpiration).toBeGreaterThanOrEqual(before + 3600 - 5);
    expect(body.tokenExpiration).toBeLessThanOrEqual(before + 3600 + 5);
  });

  it('signs a customer in as a customer who still needs a profile', async () => {
    const response = await login({ email: 'shopper@demo.test', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      email: 'shopper@demo.test',
      role: 'customer',
      tenantId: 'demo',
      needsProfile: true,
    });
    expect(claimsOf(body.token)).toMatchObject({ role: 'customer', tenant: 'demo' });
  });

  it('trims and lower-cases the email before looking it up', async () => {
    const response = await login({ email: ' Owner@Demo.TEST ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'owner@demo.test', role: 'admin' });
  });

  it('gives a token the api then accepts as a bearer', async () => {
    const { token } = (await login({ email: 'owner@demo.test', password: PASSWORD })).json();
    const list = (await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'demo' } })).json()
      .products;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${list[0].id}/inventory`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${token}` },
      payload: { totalInventory: list[0].totalInventory },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/auth/login: failure', () => {
  it('answers a wrong password and an unknown email the same way', async () => {
    const wrongPassword = await login({ email: 'owner@demo.test', password: 'not-the-password-1!' });
    const unknownEmail = await login({ email: 'nobody@demo.test', password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it("does not sign a store's account in at another store", async () => {
    const response = await login({ email: 'owner@demo.test', password: PASSWORD }, 'north');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('refuses a customer who has not verified their email, after a right password only', async () => {
    await t.database.db.insert(users).values({
      tenantId: 'demo',
      email: 'unverified@demo.test',
      role: 'customer',
      passwordHash: await hashPassword(PASSWORD),
    });
    const right = await login({ email: 'unverified@demo.test', password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      error: 'Please verify your email before logging in.',
      code: 'EMAIL_NOT_VERIFIED',
    });
    const wrong = await login({ email: 'unverified@demo.test', password: 'not-the-password-1!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('answers 400 naming the password when it is missing or empty', async () => {
    for (const payload of [{ email: 'owner@demo.test' }, { email: 'owner@demo.test', password: '' }]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Email and password are required',
        code: 'VALIDATION_ERROR',
        field: 'password',
      });
    }
  });

  it('answers 400 naming the email when it is missing or not an address', async () => {
    const missing = await login({ password: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
    const malformed = await login({ email: 'owner-at-demo.test', password: PASSWORD });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: 'Please enter a valid email address.',
      code: 'VALIDATION_ERROR',
      field: 'email',
    });
  });

  it('answers 400 without a store, and 404 for a store that does not exist', async () => {
    const noStore = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@demo.test', password: PASSWORD },
    });
    expect(noStore.statusCode).toBe(400);
    expect(noStore.json()).toMatchObject({ code: 'TENANT_REQUIRED' });
    const unknown = await login({ email: 'owner@demo.test', password: PASSWORD }, 'nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'TENANT_NOT_FOUND' });
  });
});

describe('POST /api/auth/login: per-account limit', () => {
  // Each attempt from its own address, so only the account's allowance is in play.
  let next = 0;
  const attempt = (
    app: TestApp['app'],
    email: string,
    password: string,
    extra: Record<string, unknown> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant-id': 'demo', 'x-forwarded-for': `198.51.100.${(next += 1) % 250}` },
      payload: { email, password, ...extra },
    });
  const account = async (email: string) => {
    await t.database.db.insert(users).values({
      tenantId: 'demo',
      email,
      role: 'customer',
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
    });
    return email;
  };

  it("counts failed sign-ins only: the owner's own sign-ins never spend the account's allowance", async () => {
    const email = await account('counted@demo.test');
    for (let i = 0; i < 9; i += 1) expect((await attempt(t.app, email, `wrong-${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await attempt(t.app, email, PASSWORD)).statusCode).toBe(200);
    // The tenth failure is still evaluated; after it, without a captcha, the account waits.
    expect((await attempt(t.app, email, 'wrong-10')).statusCode).toBe(401);
    const limited = await attempt(t.app, email, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('asks a limited account for the security check instead of locking its owner out, when reCAPTCHA is configured', async () => {
    const siteverify = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () =>
        response
          .setHeader('content-type', 'application/json')
          .end(JSON.stringify({ success: new URLSearchParams(body).get('response') === 'human-token' })),
      );
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`;
    const peer = await buildPeerApp(t, { RECAPTCHA_SECRET: 'captcha-secret', RECAPTCHA_VERIFY_URL: url });
    try {
      const email = await account('guessed@demo.test');
      // Ten wrong passwords from ten addresses, each with a passed check (as a patient attacker).
      for (let i = 0; i < 10; i += 1)
        expect(
          (await attempt(peer.app, email, `wrong-${i}`, { recaptchaToken: 'human-token' })).statusCode,
        ).toBe(401);
      const noCheck = await attempt(peer.app, email, PASSWORD);
      expect(noCheck.statusCode).toBe(400);
      expect(noCheck.json()).toMatchObject({ code: 'CAPTCHA_FAILED', field: 'recaptchaToken' });
      const owner = await attempt(peer.app, email, PASSWORD, { recaptchaToken: 'human-token' });
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toMatchObject({ email, role: 'customer' });
    } finally {
      await peer.close();
      await new Promise((resolve) => siteverify.close(resolve));
    }
  });
});
