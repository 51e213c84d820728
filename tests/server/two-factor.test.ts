/**
 * Two-factor sign-in and signed-in sessions: the code step after the password (each code once, a
 * recovery code once, wrong codes counted by the rate limit), the owner's requirement for staff,
 * and the session list (ending one, ending the others, a new password ending the others).
 */
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { TOTP_PERIOD_SECONDS } from '@/lib/constants/two-factor';
import { users, userTwoFactor } from '@/server/src/db/schema';
import { hashPassword } from '@/server/src/services/auth/passwords';
import { buildTestApp, demo, type TestApp } from './support/build-app';

let t: TestApp;
const PASSWORD = 'Sitka-demo-2026!';
const WRONG_CODES_ALLOWED = 3;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: `two-factor:account=${WRONG_CODES_ALLOWED}/300` });
  const passwordHash = await hashPassword(PASSWORD);
  await t.database.db.insert(users).values([
    {
      tenantId: 'demo',
      email: 'manager@demo.test',
      role: 'admin',
      staffRole: 'manager',
      passwordHash,
      emailVerifiedAt: new Date(),
    },
    {
      tenantId: 'demo',
      email: 'packer@demo.test',
      role: 'admin',
      staffRole: 'orders',
      passwordHash,
      emailVerifiedAt: new Date(),
    },
    {
      tenantId: 'demo',
      email: 'guess@demo.test',
      role: 'admin',
      staffRole: 'catalog',
      passwordHash,
      emailVerifiedAt: new Date(),
    },
  ]);
}, 120_000);
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) => t.app.inject({ method, url, headers: { ...demo, ...headers }, ...(payload ? { payload } : {}) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (email: string, password = PASSWORD, userAgent = 'jest') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...demo, 'user-agent': userAgent },
    payload: { email, password },
  });

/** The code an authenticator app shows for `secret`, `stepsAgo` steps back. */
const codeFor = (secret: string, stepsAgo = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() - stepsAgo * TOTP_PERIOD_SECONDS * 1000,
  });

/** Waits past the end of a step when it is about to turn, so "the previous step" stays one step back. */
async function awayFromStepEdge() {
  const intoStep = Date.now() % (TOTP_PERIOD_SECONDS * 1000);
  if (intoStep > TOTP_PERIOD_SECONDS * 1000 - 3000) await new Promise((r) => setTimeout(r, 3500));
}

/** Signs in with a password (no second factor on) and answers the token. */
async function tokenFor(email: string, userAgent = 'jest'): Promise<string> {
  const response = await login(email, PASSWORD, userAgent);
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

/**
 * Turns two-factor sign-in on for `email` as the Security page does and answers the secret and
 * recovery codes. The step used to confirm is then put back, as for an app set up long ago.
 */
async function turnOn(email: string): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
  const token = await tokenFor(email);
  const setup = await call('POST', '/api/auth/two-factor/setup', bearer(token));
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUri } = setup.json();
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauthUri).toContain(`secret=${secret}`);
  const enabled = await call('POST', '/api/auth/two-factor/enable', bearer(token), { code: codeFor(secret) });
  expect(enabled.statusCode).toBe(200);
  const { recoveryCodes } = enabled.json();
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [row] = await t.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
  expect(row.secret.startsWith('ENC:')).toBe(true);
  expect(row.secret).not.toContain(secret);
  await t.database.db
    .update(userTwoFactor)
    .set({ lastUsedStep: row.lastUsedStep! - 10 })
    .where(eq(userTwoFactor.userId, user.id));
  return { secret, recoveryCodes, token };
}

async function challengeFor(email: string): Promise<string> {
  const response = await login(email);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return body.challenge;
}

const secondStep = (payload: object) => call('POST', '/api/auth/two-factor', {}, payload);

describe('two-factor sign-in', () => {
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    ({ secret, recoveryCodes } = await turnOn('owner@demo.test'));
  });

  it('asks for the code after the password; a code of the previous step works once', async () => {
    await awayFromStepEdge();
    const code = codeFor(secret, 1);
    const first = await secondStep({ challenge: await challengeFor('owner@demo.test'), code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, email: 'owner@demo.test', role: 'admin' });
    expect((await call('GET', '/api/auth/security', bearer(first.json().token))).json()).toMatchObject({
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
      isOwner: true,
    });

    const replay = await secondStep({ challenge: await challengeFor('owner@demo.test'), code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_INVALID', field: 'code' });
  });

  it('refuses a challenge that is not one, and a bearer token used as a challenge', async () => {
    const token = (
      await secondStep({ challenge: await challengeFor('owner@demo.test'), code: codeFor(secret) })
    ).json().token;
    for (const challenge of ['not-a-challenge', token]) {
      const refused = await secondStep({ challenge, code: codeFor(secret) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    }
    // Nor is a challenge a bearer token.
    const challenge = await challengeFor('owner@demo.test');
    expect((await call('GET', '/api/auth/sessions', bearer(challenge))).statusCode).toBe(401);
  });

  it('takes a recovery code once, whatever its case and dashes', async () => {
    const code = recoveryCodes[0];
    const first = await secondStep({
      challenge: await challengeFor('owner@demo.test'),
      recoveryCode: code.toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const again = await secondStep({
      challenge: await challengeFor('owner@demo.test'),
      recoveryCode: code.replace('-', ''),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RECOVERY_CODE_INVALID', field: 'recoveryCode' });
    const status = await call('GET', '/api/auth/security', bearer(first.json().token));
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes: past the limit the code step answers 429, even with the right code', async () => {
    const { secret: guessSecret } = await turnOn('guess@demo.test');
    const challenge = await challengeFor('guess@demo.test');
    for (let i = 0; i < WRONG_CODES_ALLOWED; i += 1) {
      const wrong = await secondStep({
        challenge,
        code: '000000' === codeFor(guessSecret) ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await secondStep({ challenge, code: codeFor(guessSecret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('turns off only with a current code or the password', async () => {
    const { secret: own, token } = await turnOn('packer@demo.test');
    const noProof = await call('POST', '/api/auth/two-factor/disable', bearer(token), {});
    expect(noProof.statusCode).toBe(400);
    const wrong = await call('POST', '/api/auth/two-factor/disable', bearer(token), {
      password: 'nope-nope-1!',
    });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    const off = await call('POST', '/api/auth/two-factor/disable', bearer(token), { code: codeFor(own) });
    expect(off.statusCode).toBe(200);
    expect((await login('packer@demo.test')).json()).toMatchObject({ success: true });
  });
});

describe('the owner requires two-factor sign-in of every staff member', () => {
  it('refuses the back-office to a staff member without it until it is set up', async () => {
    // The owner signs in as on another day (the codes used above are long gone).
    await t.database.db.update(userTwoFactor).set({ lastUsedStep: null });
    const ownerToken = (
      await secondStep({
        challenge: await challengeFor('owner@demo.test'),
        code: codeFor((await ownerSecret())!),
      })
    ).json().token;
    const managerToken = await tokenFor('manager@demo.test');
    // The manager may not set the rule; the owner may.
    const byManager = await call('PUT', '/api/auth/two-factor/requirement', bearer(managerToken), {
      requireTwoFactor: true,
    });
    expect(byManager.statusCode).toBe(403);
    const set = await call('PUT', '/api/auth/two-factor/requirement', bearer(ownerToken), {
      requireTwoFactor: true,
    });
    expect(set.statusCode).toBe(200);

    const refused = await call('GET', '/api/admin/categories', bearer(managerToken));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED' });
    expect((await call('GET', '/api/auth/security', bearer(managerToken))).json()).toMatchObject({
      setupRequired: true,
      requireTwoFactor: true,
      isOwner: false,
    });
    expect((await call('GET', '/api/admin/categories', bearer(ownerToken))).statusCode).toBe(200);

    const { token } = await turnOn('manager@demo.test');
    expect((await call('GET', '/api/admin/categories', bearer(token))).statusCode).toBe(200);
    const off = await call('POST', '/api/auth/two-factor/disable', bearer(token), { password: PASSWORD });
    expect(off.json().code).toBe('TWO_FACTOR_REQUIRED_BY_STORE');
    await call('PUT', '/api/auth/two-factor/requirement', bearer(ownerToken), { requireTwoFactor: false });
  });
});

/** The owner's secret as the test set it up (read back through the api's own cipher). */
async function ownerSecret(): Promise<string | null> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
  const [row] = await t.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
  return row ? t.app.fieldCrypto.decrypt(row.secret) : null;
}

describe('signed-in sessions', () => {
  it('lists the sessions; ending one refuses its token at the next call', async () => {
    const here = await tokenFor('shopper@demo.test', 'Mozilla/5.0 (iPhone) Safari');
    const there = await tokenFor('shopper@demo.test', 'Mozilla/5.0 (Windows NT 10.0) Firefox');
    const list = await call('GET', '/api/auth/sessions', bearer(here));
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json();
    const current = sessions.filter((session: { current: boolean }) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0].userAgent).toContain('iPhone');
    const other = sessions.find((session: { userAgent: string }) => session.userAgent.includes('Firefox'));
    expect((await call('GET', '/api/auth/sessions', bearer(there))).statusCode).toBe(200);

    expect((await call('DELETE', `/api/auth/sessions/${other.id}`, bearer(here))).statusCode).toBe(200);
    const refused = await call('GET', '/api/auth/sessions', bearer(there));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('TOKEN_REVOKED');
    expect((await call('GET', '/api/auth/sessions', bearer(here))).statusCode).toBe(200);
  });

  it('ends every session but this one', async () => {
    const here = await tokenFor('shopper@demo.test');
    const others = [await tokenFor('shopper@demo.test'), await tokenFor('shopper@demo.test')];
    const ended = await call('POST', '/api/auth/sessions/end-others', bearer(here));
    expect(ended.statusCode).toBe(200);
    expect(ended.json().ended).toBeGreaterThanOrEqual(2);
    for (const token of others)
      expect((await call('GET', '/api/auth/sessions', bearer(token))).statusCode).toBe(401);
    const { sessions } = (await call('GET', '/api/auth/sessions', bearer(here))).json();
    expect(sessions).toHaveLength(1);
  });

  it('a new password ends the other sessions, not this one', async () => {
    const here = await tokenFor('shopper@demo.test');
    const there = await tokenFor('shopper@demo.test');
    const changed = await call('PUT', '/api/auth/password', bearer(here), {
      currentPassword: PASSWORD,
      newPassword: 'Another-walk-77!',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token;
    expect((await call('GET', '/api/auth/sessions', bearer(there))).statusCode).toBe(401);
    const mine = await call('GET', '/api/auth/sessions', bearer(fresh));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().sessions).toEqual([expect.objectContaining({ current: true })]);
    await call('PUT', '/api/auth/password', bearer(fresh), {
      currentPassword: 'Another-walk-77!',
      newPassword: PASSWORD,
    });
  });

  it('logout ends this session only', async () => {
    const here = await tokenFor('shopper@demo.test');
    const there = await tokenFor('shopper@demo.test');
    expect((await call('POST', '/api/auth/logout', bearer(here))).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/sessions', bearer(here))).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/sessions', bearer(there))).statusCode).toBe(200);
  });
});
