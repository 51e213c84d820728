/**
 * A store's own Stripe account (Connect, Express): the owner connects once and the account is
 * reused, Stripe's signed account.updated completes it (forged refused, replays ignored, the status
 * Stripe's account as it stands whatever order the events arrive in, retried while Stripe is down), payments
 * then go to it, and each store sees only its own. Without Stripe the onboarding is simulated, and
 * production never offers the simulation unless PAYMENTS_PROVIDER=test asked for the test provider.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { PAYMENT_API, PAYMENT_MESSAGES, PAYMENT_PAGES } from '@/lib/schemas/admin-payments';
import { paymentAccounts } from '@/server/src/db/schema';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { startFakeStripe } from './support/fake-stripe';
import { listProducts, startPayment, type ApiProduct } from './support/shop';
import { buildProbeApp, prepareTwoStores, type TwoStores } from './support/two-stores';

const SECRET_KEY = 'sk_test_sitka_connect';
const WEBHOOK_SECRET = 'whsec_sitka_platform';
/** Stripe signs events on connected accounts with the Connect endpoint's own secret. */
const CONNECT_WEBHOOK_SECRET = 'whsec_sitka_connect';
const north = { 'x-tenant-id': 'north' };
type Headers = Record<string, string>;

const status = (t: TestApp, headers: Headers) => t.app.inject({ url: PAYMENT_API.status, headers });
const connect = (t: TestApp, headers: Headers) =>
  t.app.inject({ method: 'POST', url: PAYMENT_API.connect, headers });
const completeSimulated = (t: TestApp, headers: Headers) =>
  t.app.inject({ method: 'POST', url: PAYMENT_API.simulatedComplete, headers });

describe('with Stripe', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let owner: Headers;
  let northOwner: Headers;
  let shopper: Headers;
  let ring: ApiProduct;
  let accountId: string;

  beforeAll(async () => {
    stripe = await startFakeStripe(SECRET_KEY);
    t = await buildTestApp({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
    owner = { ...demo, ...(await bearerFor(t.app, 'owner@demo.test')) };
    northOwner = { ...north, ...(await bearerFor(t.app, 'owner@north.test', 'north')) };
    shopper = { ...demo, ...(await bearerFor(t.app, 'shopper@demo.test')) };
    ring = (await listProducts(t.app)).find((product) => product.name === 'Glacier Blue Topaz Ring')!;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const calls = (method: string, path: string) =>
    stripe.received.filter((request) => request.method === method && request.path === path);

  /** A webhook delivery signed with the SDK's own helper, as Stripe signs it. */
  function deliver(id: string, object: unknown, secret = CONNECT_WEBHOOK_SECRET) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'account.updated',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  /** The Stripe-Account header of the PaymentIntent a new checkout creates (undefined: the platform's own). */
  async function paymentGoesTo(visitor: string): Promise<string | undefined> {
    const before = calls('POST', '/v1/payment_intents').length;
    const response = await startPayment(
      t.app,
      [{ product: ring, quantity: 1 }],
      {},
      { 'x-forwarded-for': visitor },
    );
    expect(response.statusCode).toBe(200);
    const created = calls('POST', '/v1/payment_intents');
    expect(created).toHaveLength(before + 1);
    const header = created[before].headers['stripe-account'];
    expect(response.json().stripeAccount ?? undefined).toBe(header);
    return header as string | undefined;
  }

  it('refuses a caller who is not the store’s owner, as the other admin routes do', async () => {
    for (const call of [status, connect]) {
      expect((await call(t, demo)).statusCode).toBe(401);
      expect((await call(t, shopper)).statusCode).toBe(403);
      // The other store's owner, in this store.
      expect([401, 403]).toContain((await call(t, { ...northOwner, ...demo })).statusCode);
    }
    expect(calls('POST', '/v1/accounts')).toHaveLength(0);
  });

  it('says not connected before the owner connects, and offers no test mode', async () => {
    const response = await status(t, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isEnabled: false, accountStatus: 'not connected', testMode: false });
  });

  it('creates the store’s Express account once and answers Stripe’s onboarding link, returning to the store’s back-office', async () => {
    const first = await connect(t, owner);
    expect(first.statusCode).toBe(200);
    const [created] = calls('POST', '/v1/accounts');
    expect(calls('POST', '/v1/accounts')).toHaveLength(1);
    expect(created.form.get('type')).toBe('express');
    expect(created.form.get('metadata[tenantId]')).toBe('demo');
    expect(created.form.get('capabilities[card_payments][requested]')).toBe('true');
    accountId = [...stripe.accounts.keys()][0];

    const [link] = calls('POST', '/v1/account_links');
    expect(link.form.get('account')).toBe(accountId);
    expect(link.form.get('type')).toBe('account_onboarding');
    expect(link.form.get('return_url')).toBe(`http://demo.localhost:3000${PAYMENT_PAGES.return}`);
    expect(link.form.get('refresh_url')).toBe(`http://demo.localhost:3000${PAYMENT_PAGES.refresh}`);
    expect(first.json().url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${accountId}/`));

    expect((await status(t, owner)).json()).toEqual({
      isEnabled: false,
      accountStatus: 'pending',
      testMode: false,
    });

    // Continue onboarding: the same account, a fresh link.
    const second = await connect(t, owner);
    expect(second.statusCode).toBe(200);
    expect(calls('POST', '/v1/accounts')).toHaveLength(1);
    expect(calls('POST', '/v1/account_links').map((request) => request.form.get('account'))).toEqual([
      accountId,
      accountId,
    ]);
    expect(second.json().url).not.toBe(first.json().url);
  });

  it('takes payments on the platform while onboarding is pending', async () => {
    expect(await paymentGoesTo('10.7.0.1')).toBeUndefined();
  });

  it('refuses an account.updated whose signature was not made with the webhook secret', async () => {
    const forged = await deliver(
      'evt_acct_forged',
      stripe.onboard(accountId, { charges_enabled: true, details_submitted: true }),
      'whsec_someone_else',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'SIGNATURE_INVALID', field: 'stripe-signature' });
    expect((await status(t, owner)).json().accountStatus).toBe('pending');
  });

  it('stays pending while Stripe has not enabled charges, and is complete with a dashboard link once it has', async () => {
    // Through either endpoint: the platform's, or the Connect endpoint's, each with its own secret.
    const detailsOnly = await deliver(
      'evt_acct_1',
      stripe.onboard(accountId, { charges_enabled: false, details_submitted: true }),
      WEBHOOK_SECRET,
    );
    expect(detailsOnly.statusCode).toBe(200);
    expect((await status(t, owner)).json().accountStatus).toBe('pending');

    const done = await deliver(
      'evt_acct_2',
      stripe.onboard(accountId, { charges_enabled: true, details_submitted: true }),
    );
    expect(done.json()).toEqual({ received: true });
    const now = (await status(t, owner)).json();
    expect(now).toMatchObject({ isEnabled: true, accountStatus: 'complete', testMode: false });
    expect(now.loginLink).toMatch(new RegExp(`^https://connect\\.stripe\\.com/express/${accountId}/`));
    expect(calls('POST', `/v1/accounts/${accountId}/login_links`).length).toBeGreaterThanOrEqual(1);
  });

  it('ignores a replayed earlier event, so an old pending state does not undo the completion', async () => {
    const replay = await deliver('evt_acct_1', {
      ...stripe.accounts.get(accountId)!,
      charges_enabled: false,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await status(t, owner)).json().accountStatus).toBe('complete');
  });

  it('creates the PaymentIntent on the store’s account once it is complete', async () => {
    expect(await paymentGoesTo('10.7.0.2')).toBe(accountId);
  });

  it('keeps each store’s account to itself', async () => {
    expect((await status(t, northOwner)).json()).toEqual({
      isEnabled: false,
      accountStatus: 'not connected',
      testMode: false,
    });
    // Two of north's owners' tabs pressing Connect at once: one account for north.
    const both = await Promise.all([connect(t, northOwner), connect(t, northOwner)]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(
      new Set(calls('POST', '/v1/accounts').map((request) => request.headers['idempotency-key'])),
    ).toEqual(new Set(['connect-account-demo', 'connect-account-north']));
    expect(stripe.accounts.size).toBe(2);
    const northAccount = calls('POST', '/v1/account_links').at(-1)!.form.get('account')!;
    expect(
      calls('POST', '/v1/account_links')
        .slice(-2)
        .map((request) => request.form.get('account')),
    ).toEqual([northAccount, northAccount]);
    expect(northAccount).not.toBe(accountId);
    expect(calls('POST', '/v1/account_links').at(-1)!.form.get('return_url')).toBe(
      `http://north.localhost:3000${PAYMENT_PAGES.return}`,
    );

    // demo's account completing again, or an account no store holds, leaves north pending.
    expect((await deliver('evt_acct_3', stripe.accounts.get(accountId))).statusCode).toBe(200);
    expect(
      (
        await deliver('evt_acct_unknown', {
          id: 'acct_nobody',
          object: 'account',
          charges_enabled: true,
          details_submitted: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(calls('GET', '/v1/accounts/acct_nobody')).toHaveLength(0);
    expect((await status(t, northOwner)).json().accountStatus).toBe('pending');
    expect((await status(t, owner)).json().accountStatus).toBe('complete');
    expect(JSON.stringify((await status(t, northOwner)).json())).not.toContain(accountId);
  });

  /** north's account at Stripe, made by the test before. */
  const northAccount = () =>
    [...stripe.accounts.values()].find((account) => account.metadata.tenantId === 'north')!.id;

  it('stays complete when an older pending event arrives after the completing one, as Stripe keeps no order', async () => {
    const id = northAccount();
    const older = stripe.onboard(id, { charges_enabled: false, details_submitted: true });
    const newer = stripe.onboard(id, { charges_enabled: true, details_submitted: true });
    expect((await deliver('evt_north_2', newer)).json()).toEqual({ received: true });
    expect((await status(t, northOwner)).json()).toMatchObject({
      isEnabled: true,
      accountStatus: 'complete',
    });

    // Not a replay (its own id), so it is handled: Stripe's account says complete.
    const late = await deliver('evt_north_1', older);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ received: true });
    expect((await status(t, northOwner)).json()).toMatchObject({
      isEnabled: true,
      accountStatus: 'complete',
    });
    expect(calls('GET', `/v1/accounts/${id}`)).toHaveLength(2);
  });

  it('stays pending when Stripe reopened the account and the older completing event arrives last', async () => {
    const id = northAccount();
    const older = { ...stripe.accounts.get(id)! };
    // Stripe disables charges until new requirements are met.
    const newer = stripe.onboard(id, { charges_enabled: false, details_submitted: true });
    expect((await deliver('evt_north_4', newer)).json()).toEqual({ received: true });
    expect((await status(t, northOwner)).json()).toEqual({
      isEnabled: false,
      accountStatus: 'pending',
      testMode: false,
    });

    expect((await deliver('evt_north_3', older)).json()).toEqual({ received: true });
    expect((await status(t, northOwner)).json()).toEqual({
      isEnabled: false,
      accountStatus: 'pending',
      testMode: false,
    });
  });

  it('answers 502 while Stripe does not answer, so Stripe delivers the event again, and handles that delivery', async () => {
    const id = northAccount();
    const completed = stripe.onboard(id, { charges_enabled: true, details_submitted: true });
    const before = calls('GET', `/v1/accounts/${id}`).length;
    stripe.outage(true);
    try {
      const refused = await deliver('evt_north_5', completed);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({
        code: 'STRIPE_UNAVAILABLE',
        error: PAYMENT_MESSAGES.stripeFailed,
      });
      expect(calls('GET', `/v1/accounts/${id}`).length).toBeGreaterThan(before);
    } finally {
      stripe.outage(false);
    }
    expect((await status(t, northOwner)).json().accountStatus).toBe('pending');

    // Stripe's retry of the same event is handled, not taken for a replay.
    const retried = await deliver('evt_north_5', completed);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ received: true });
    expect((await status(t, northOwner)).json()).toMatchObject({
      isEnabled: true,
      accountStatus: 'complete',
    });
    expect((await deliver('evt_north_5', completed)).json()).toEqual({ received: true, duplicate: true });
  });

  it('offers no simulated onboarding while Stripe is configured', async () => {
    expect((await completeSimulated(t, owner)).statusCode).toBe(404);
    expect((await status(t, owner)).json().testMode).toBe(false);
  });
});

describe('when Stripe refuses the platform’s calls', () => {
  it('answers 502 with a message to try again, and still tells a complete account’s status without its dashboard link', async () => {
    const stripe = await startFakeStripe(SECRET_KEY);
    const t = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_revoked_key',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
    try {
      const owner = { ...demo, ...(await bearerFor(t.app, 'owner@demo.test')) };
      const refused = await connect(t, owner);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({
        code: 'STRIPE_UNAVAILABLE',
        error: PAYMENT_MESSAGES.stripeFailed,
      });
      expect((await status(t, owner)).json().accountStatus).toBe('not connected');

      await t.database.db.insert(paymentAccounts).values({
        tenantId: 'demo',
        provider: 'stripe',
        accountId: 'acct_demo_done',
        accountStatus: 'complete',
      });
      const known = await status(t, owner);
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ isEnabled: true, accountStatus: 'complete', testMode: false });
    } finally {
      await t.close();
      await stripe.close();
    }
  }, 120_000);
});

describe('with the built-in test provider (simulated onboarding)', () => {
  let t: TestApp;
  let stores: TwoStores;
  let ownerA: Headers;
  let ownerB: Headers;

  beforeAll(async () => {
    t = await buildProbeApp();
    stores = await prepareTwoStores(t.app);
    ownerA = { ...stores.headers('A'), ...(await stores.token('adminA')) };
    ownerB = { ...stores.headers('B'), ...(await stores.token('adminB')) };
  }, 120_000);
  afterAll(() => t.close());

  it('is labelled test mode and starts not connected', async () => {
    expect((await status(t, ownerA)).json()).toEqual({
      isEnabled: false,
      accountStatus: 'not connected',
      testMode: true,
    });
  });

  it('cannot complete onboarding that was never started', async () => {
    const early = await completeSimulated(t, ownerA);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PAYMENT_ACCOUNT_MISSING');
  });

  it('sends the owner to the simulated onboarding page, then completes and returns to /admin/stripe-return', async () => {
    const started = await connect(t, ownerA);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ url: PAYMENT_PAGES.simulatedOnboarding });
    expect((await connect(t, ownerA)).json()).toEqual({ url: PAYMENT_PAGES.simulatedOnboarding });
    expect((await status(t, ownerA)).json()).toEqual({
      isEnabled: false,
      accountStatus: 'pending',
      testMode: true,
    });

    const done = await completeSimulated(t, ownerA);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ url: PAYMENT_PAGES.return });
    expect((await status(t, ownerA)).json()).toEqual({
      isEnabled: true,
      accountStatus: 'complete',
      testMode: true,
    });
  });

  it('keeps each store’s simulated account to itself and to its owner', async () => {
    const customer = { ...stores.headers('A'), ...(await stores.token('customerA')) };
    expect((await completeSimulated(t, customer)).statusCode).toBe(403);
    expect((await completeSimulated(t, stores.headers('A'))).statusCode).toBe(401);
    expect([401, 403]).toContain(
      (await completeSimulated(t, { ...ownerB, ...stores.headers('A') })).statusCode,
    );
    expect((await status(t, ownerB)).json().accountStatus).toBe('not connected');
    expect((await completeSimulated(t, ownerB)).statusCode).toBe(409);
    expect((await status(t, ownerB)).json().accountStatus).toBe('not connected');
    expect((await status(t, ownerA)).json().accountStatus).toBe('complete');
  });
});

describe('in production', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(24).toString('hex'),
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    REVALIDATE_SECRET: randomBytes(16).toString('hex'),
  };

  it('refuses the simulated onboarding when Stripe takes the payments', async () => {
    const stripe = await startFakeStripe(SECRET_KEY);
    const t = await buildTestApp({
      ...production,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
    try {
      const owner = { ...demo, ...(await bearerFor(t.app, 'owner@demo.test')) };
      expect((await completeSimulated(t, owner)).statusCode).toBe(404);
      const started = await connect(t, owner);
      expect(started.json().url).toMatch(/^https:\/\/connect\.stripe\.com\//);
      expect((await completeSimulated(t, owner)).statusCode).toBe(404);
      expect((await status(t, owner)).json()).toEqual({
        isEnabled: false,
        accountStatus: 'pending',
        testMode: false,
      });
    } finally {
      await t.close();
      await stripe.close();
    }
  }, 120_000);

  it('offers it only when PAYMENTS_PROVIDER=test chose the built-in provider on purpose', async () => {
    const t = await buildTestApp({ ...production, PAYMENTS_PROVIDER: 'test' });
    try {
      const owner = { ...demo, ...(await bearerFor(t.app, 'owner@demo.test')) };
      expect((await connect(t, owner)).json()).toEqual({ url: PAYMENT_PAGES.simulatedOnboarding });
      expect((await completeSimulated(t, owner)).statusCode).toBe(200);
      expect((await status(t, owner)).json()).toMatchObject({ accountStatus: 'complete', testMode: true });
    } finally {
      await t.close();
    }
  }, 120_000);
});
