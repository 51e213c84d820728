import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  cancelDelayedBodySchema,
  cancelDelayedParamsSchema,
  cancelDelayedQuerySchema,
  cancelDelayedResultSchema,
  delayedOrderSchema,
} from '@/lib/schemas/ship-by-move';
import { cancelDelayedOrder, delayedOrder } from '@server/services/orders/ship-by-move';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};

/** A buyer whose order's ship-by day moved later reads it, and may cancel it, with the mailed link. */
const cancelDelayed: FastifyPluginAsyncZod = async (app) => {
  const limit = async (request: { ip: string }) => app.rateLimit('cancel-delayed:ip', request.ip);

  app.get(
    '/:orderId/cancel-delayed',
    {
      preHandler: limit,
      schema: {
        summary:
          'The order of a mailed cancel link (its token): its number, ship-by day and whether it can still be cancelled. Reads only. Another order’s token is 404.',
        tags: ['orders'],
        params: cancelDelayedParamsSchema,
        querystring: cancelDelayedQuerySchema,
        response: { 200: delayedOrderSchema, ...errors },
      },
    },
    async (request) => delayedOrder(app, request.tenant, request.params.orderId, request.query.token),
  );

  app.post(
    '/:orderId/cancel-delayed',
    {
      preHandler: limit,
      schema: {
        summary:
          'Cancel an order whose ship-by day was moved later, with the mailed link’s token: refunded in full, its pieces back in stock, the buyer emailed. Once: a cancelled order answers alreadyCancelled and refunds nothing; a shipped one is 409; another order’s token is 404.',
        tags: ['orders'],
        params: cancelDelayedParamsSchema,
        body: cancelDelayedBodySchema,
        response: { 200: cancelDelayedResultSchema, ...errors },
      },
    },
    async (request) => cancelDelayedOrder(app, request.tenant, request.params.orderId, request.body.token),
  );
};

export default cancelDelayed;
