import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponseSchema } from '../../../../lib/schemas/common';
import { payments, webhookEvents } from '../../db/schema';
import { ApiError } from '../../errors';
import { cancelPayment } from '../../services/checkout';
import { findPaymentByIntent, placeOrderForPayment } from '../../services/order-placement';
import { applyAccountUpdate } from '../../services/stripe-connect';

const received = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });

/**
 * Stripe's webhook. The signature is checked over the raw body; each event id is handled once:
 * it is recorded as handled only after its handling succeeded, so a delivery answered with an error
 * (e.g. a 502 while Stripe itself did not answer) is handled in full when Stripe retries it. The
 * handling is idempotent too, so a delivery that fails half-way is safe to retry.
 */
const webhooks: FastifyPluginAsyncZod = async (app) => {
  // This plugin's JSON stays raw bytes: the signature is over exactly what Stripe sent.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe',
    { config: { tenant: false }, schema: { summary: 'Stripe events', tags: ['checkout'], response: { 200: received, 400: errorResponseSchema, 404: errorResponseSchema, 502: errorResponseSchema } } },
    async (request) => {
      if (app.payments.name !== 'stripe') throw new ApiError(404, 'STRIPE_OFF', 'Stripe is not configured');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new ApiError(400, 'SIGNATURE_MISSING', 'Missing Stripe signature', 'stripe-signature');
      let event;
      try {
        event = app.payments.parseWebhook(request.body, signature);
      } catch {
        throw new ApiError(400, 'SIGNATURE_INVALID', 'Invalid Stripe signature', 'stripe-signature');
      }
      const [seen] = await app.db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, event.id)).limit(1);
      if (seen) return { received: true as const, duplicate: true };

      const payment = event.providerPaymentId ? await findPaymentByIntent(app, event.providerPaymentId) : undefined;
      if (payment && event.type === 'payment_intent.succeeded') await placeOrderForPayment(app, payment);
      if (payment && event.type === 'payment_intent.payment_failed') {
        await app.db.update(payments).set({ lastError: 'Payment failed', updatedAt: new Date() }).where(eq(payments.id, payment.id));
      }
      if (payment && event.type === 'payment_intent.canceled') await cancelPayment(app, payment.tenantId, payment.id);
      // A store's connected account finished (or reopened) onboarding.
      if (event.type === 'account.updated' && event.accountId) await applyAccountUpdate(app, event.accountId);

      await app.db.insert(webhookEvents).values({ id: event.id, provider: 'stripe', type: event.type }).onConflictDoNothing();
      return { received: true as const };
    },
  );
};

export default webhooks;
