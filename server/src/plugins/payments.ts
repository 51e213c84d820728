import fp from 'fastify-plugin';
import { createTestProvider, type TestPaymentProvider } from '../adapters/payments/test-provider';
import type { PaymentProvider } from '../adapters/payments/types';
import { findPaymentAccount } from '../repositories/payment-accounts';

/**
 * The card payment provider the config chose: Stripe when `STRIPE_SECRET_KEY` is set, else the
 * built-in test provider (production allows that only with `PAYMENTS_PROVIDER=test`; see config).
 */
export default fp(
  async (app) => {
    const {
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET,
      STRIPE_API_BASE,
      paymentsProvider,
    } = app.config;
    const webhookSecrets = [STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET].filter(
      (value): value is string => Boolean(value),
    );
    // Stripe's SDK loads only where Stripe is set up.
    const provider: PaymentProvider =
      paymentsProvider === 'stripe' && STRIPE_SECRET_KEY
        ? (await import('../adapters/payments/stripe')).createStripeProvider({
            secretKey: STRIPE_SECRET_KEY,
            webhookSecrets,
            apiBase: STRIPE_API_BASE,
          })
        : createTestProvider(app.db);
    if (provider.name === 'test')
      app.log.warn('card payments use the built-in test provider: no real card is charged');
    app.decorate('payments', provider);
    app.decorate('paymentAccountOf', async (tenantId: string) => {
      if (provider.name !== 'stripe') return null;
      // Payments reach the store's account only once Stripe says it takes them (onboarding complete).
      const account = await findPaymentAccount(app.db, tenantId, 'stripe');
      return account?.accountStatus === 'complete' ? account.accountId : null;
    });
  },
  { name: 'payments', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider | TestPaymentProvider;
    /** The store's connected Stripe account, once its onboarding is complete. */
    paymentAccountOf(tenantId: string): Promise<string | null>;
  }
}
