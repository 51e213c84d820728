/**
 * A store's own card payment account through Stripe Connect: an Express account per store, its
 * onboarding by Stripe's account links, and its status as Stripe holds it, asked for on each `account.updated` event.
 * With the built-in test provider the onboarding is simulated on a back-office page instead.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_PAGES, type StripeStatus } from '@/lib/schemas/admin-payments';
import type { ConnectApi, ConnectedAccountState } from '@server/adapters/payments/types';
import { ApiError } from '@server/errors';
import {
  findPaymentAccount,
  findPaymentAccountById,
  saveNewPaymentAccount,
  setAccountStatusById,
  setStoreAccountStatus,
  type AccountStatus,
} from '@server/repositories/payment-accounts';
import { storeAddress } from './domain-lookup';

/** Stripe's verdict on an account: it takes payments once charges are enabled and its details are in. */
export const accountStatusOf = (account: ConnectedAccountState): AccountStatus =>
  account.chargesEnabled && account.detailsSubmitted ? 'complete' : 'pending';

/**
 * The simulated onboarding runs only with the built-in provider, and in production only when
 * PAYMENTS_PROVIDER=test chose it on purpose.
 */
export function simulatedOnboardingAllowed(app: FastifyInstance): boolean {
  return (
    app.payments.name === 'test' &&
    (app.config.NODE_ENV !== 'production' || app.config.PAYMENTS_PROVIDER === 'test')
  );
}

/** A call to Stripe; its failure is the api's 502 with a message an owner can act on, and is logged. */
async function atStripe<T>(app: FastifyInstance, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    app.log.error({ err: error }, `stripe: ${what} failed`);
    throw new ApiError({ status: 502, code: 'STRIPE_UNAVAILABLE' });
  }
}

function connectApi(app: FastifyInstance): ConnectApi {
  if (!app.payments.connect)
    throw new Error(`the ${app.payments.name} payment provider has no connected accounts`);
  return app.payments.connect;
}

/** GET /api/admin/stripe-status: the store's account as it stands, with a dashboard link once complete. */
export async function stripeStatus(app: FastifyInstance, tenantId: string): Promise<StripeStatus> {
  const testMode = app.payments.name === 'test';
  const account = await findPaymentAccount(app.db, tenantId, app.payments.name);
  if (!account) return { isEnabled: false, accountStatus: 'not connected', testMode };
  if (account.accountStatus !== 'complete') return { isEnabled: false, accountStatus: 'pending', testMode };
  if (testMode) return { isEnabled: true, accountStatus: 'complete', testMode };
  // The status stands without the link: a dashboard link Stripe would not make is left out, not an error.
  const login = await atStripe(app, 'login link', () =>
    connectApi(app).createLoginLink(account.accountId),
  ).catch(() => null);
  return { isEnabled: true, accountStatus: 'complete', testMode, ...(login ? { loginLink: login.url } : {}) };
}

/** The absolute address of the store's back-office pages, on its primary domain. */
function backOfficeOrigin(app: FastifyInstance, tenantId: string): Promise<string> {
  return storeAddress(app, tenantId);
}

/**
 * POST /api/admin/stripe-connect: creates the store's Express account once (a second call reuses
 * it) and answers a fresh onboarding link, which returns to /admin/stripe-return, or to
 * /admin/stripe-refresh when it has expired. The test provider answers the simulated onboarding page.
 */
export async function connectStripe(app: FastifyInstance, tenantId: string): Promise<{ url: string }> {
  if (app.payments.name === 'test') {
    if (!simulatedOnboardingAllowed(app))
      throw new ApiError({ status: 404, code: 'SIMULATED_ONBOARDING_OFF' });
    if (!(await findPaymentAccount(app.db, tenantId, 'test')))
      await saveNewPaymentAccount(app.db, tenantId, 'test', `acct_test_${randomBytes(8).toString('hex')}`);
    return { url: PAYMENT_PAGES.simulatedOnboarding };
  }
  const connect = connectApi(app);
  let account = await findPaymentAccount(app.db, tenantId, 'stripe');
  if (!account) {
    // The same key for the store: two owners pressing Connect at once get one account from Stripe.
    const created = await atStripe(app, 'account', () =>
      connect.createAccount({ tenantId, idempotencyKey: `connect-account-${tenantId}` }),
    );
    account = await saveNewPaymentAccount(app.db, tenantId, 'stripe', created.id);
  }
  const origin = await backOfficeOrigin(app, tenantId);
  const accountId = account.accountId;
  const link = await atStripe(app, 'account link', () =>
    connect.createAccountLink({
      accountId,
      returnUrl: `${origin}${PAYMENT_PAGES.return}`,
      refreshUrl: `${origin}${PAYMENT_PAGES.refresh}`,
    }),
  );
  return { url: link.url };
}

/** The simulated onboarding's 'Complete onboarding': the store's test account becomes complete. */
export async function completeSimulatedOnboarding(
  app: FastifyInstance,
  tenantId: string,
): Promise<{ url: string }> {
  if (!simulatedOnboardingAllowed(app)) throw new ApiError({ status: 404, code: 'SIMULATED_ONBOARDING_OFF' });
  if (!(await setStoreAccountStatus(app.db, tenantId, 'test', 'complete')))
    throw new ApiError({ status: 409, code: 'PAYMENT_ACCOUNT_MISSING' });
  return { url: PAYMENT_PAGES.return };
}

/**
 * Stripe's `account.updated`: the status of the store holding that account (none: ignored), as
 * Stripe holds the account now. Stripe does not keep its events in order, so an older event may
 * arrive last; its copy of the account is not trusted, the account is asked for afresh. When Stripe
 * does not answer this throws the api's 502, and Stripe delivers the event again later.
 */
export async function applyAccountUpdate(app: FastifyInstance, accountId: string): Promise<void> {
  if (!(await findPaymentAccountById(app.db, 'stripe', accountId))) {
    app.log.warn({ account: accountId }, 'stripe: account.updated for an account no store holds');
    return;
  }
  const account = await atStripe(app, 'account', () => connectApi(app).retrieveAccount(accountId));
  await setAccountStatusById(app.db, 'stripe', accountId, accountStatusOf(account));
}
