import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_HEADER } from '@/lib/constants/api';

import { errorResponseSchema } from '@/lib/schemas/common';
import { orderSchema } from '@/lib/schemas/order';
import { ApiError } from '@server/errors';
import { listStoreOrders } from '@server/services/orders/customer-orders';

const querySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1)
    .max(200)
    .default(50),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int({ error: 'offset must be a whole number' })
    .min(0)
    .max(1_000_000)
    .default(0),
});

/**
 * Server-to-server order reads with a store's own API key (X-API-Key): the store's orders, for
 * its bookkeeping or fulfilment tools. The key plugin has already refused a key of another store.
 */
const storeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireStoreKey = async (request: FastifyRequest) => {
    if (!request.apiKey) throw new ApiError({ status: 401, code: 'API_KEY_REQUIRED', field: API_KEY_HEADER });
    // The platform key serves the web's catalog reads for every store, not any store's orders.
    if (request.apiKey.kind !== 'store' || request.apiKey.tenantId !== request.tenant.id)
      throw new ApiError({ status: 403, code: 'STORE_API_KEY_REQUIRED' });
  };

  app.get(
    '/',
    {
      onRequest: requireStoreKey,
      schema: {
        summary: "The store's orders, newest first, for a store API key",
        tags: ['orders', 'api-keys'],
        security: [{ storeApiKey: [] }],
        querystring: querySchema,
        response: {
          200: z.object({ orders: z.array(orderSchema), limit: z.number().int(), offset: z.number().int() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      orders: await listStoreOrders(app.db, request.tenant, request.query.limit, request.query.offset),
      limit: request.query.limit,
      offset: request.query.offset,
    }),
  );
};

export default storeOrderRoutes;
