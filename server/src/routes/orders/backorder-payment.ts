import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backorderParamsSchema,
  backorderPayBodySchema,
  backorderPaymentSchema,
} from '@/lib/schemas/backorder-payment';
import { errorResponseSchema } from '@/lib/schemas/common';
import { optionalUser } from '@server/services/auth/access';
import { startBackorderPayment } from '@server/services/orders/backorder-payment';

/** A customer pays their backorder: signed in as its account, or with the mailed link's token. */
const backorderPayment: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/payment',
    {
      preHandler: async (request) => app.rateLimit('backorder-pay:ip', request.ip),
      schema: {
        summary:
          'Open a card payment for a backorder waiting for payment (its total with shipping and service fee); its account, or the token of the mailed link. Another’s order is 404, a paid one 409.',
        tags: ['orders'],
        params: backorderParamsSchema,
        body: backorderPayBodySchema,
        response: {
          200: backorderPaymentSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      return startBackorderPayment(app, request.tenant, request.params.id, {
        userId: user?.sub,
        token: request.body.token,
      });
    },
  );
};

export default backorderPayment;
