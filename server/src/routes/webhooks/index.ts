import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { ApiError } from '@server/errors';
import { handleStripeEvent } from '@server/services/checkout/stripe-events';

const received = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });

/**
 * Stripe's webhook. The signature is checked over the raw body; each event id is handled once
 * (see services/checkout/stripe-events), and a delivery answered with an error is handled in full
 * when Stripe retries it.
 */
const webhooks: FastifyPluginAsyncZod = async (app) => {
  // This plugin's JSON stays raw bytes: the signature is over exactly what Stripe sent.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe',
    {
      config: { tenant: false },
      schema: {
        summary: 'Stripe events',
        tags: ['checkout'],
        response: {
          200: received,
          400: errorResponseSchema,
          404: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
      if (app.payments.name !== 'stripe') throw new ApiError({ status: 404, code: 'STRIPE_OFF' });
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new ApiError({ status: 400, code: 'SIGNATURE_MISSING', field: 'stripe-signature' });
      let event;
      try {
        event = app.payments.parseWebhook(request.body, signature);
      } catch {
        throw new ApiError({ status: 400, code: 'SIGNATURE_INVALID', field: 'stripe-signature' });
      }
      const { duplicate } = await handleStripeEvent(app, event);
      return duplicate ? { received: true as const, duplicate: true } : { received: true as const };
    },
  );
};

export default webhooks;
