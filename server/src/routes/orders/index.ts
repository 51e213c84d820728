import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, errorResponseSchema } from '../../../../lib/schemas/common';
import { orderSchema } from '../../../../lib/schemas/order';
import { accountForEmail } from '../../services/access';
import { listOrderHistory } from '../../services/orders';

/** Order history: a customer's own, or any customer's for the store's owner. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/history/:email',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Orders of a customer, newest first',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        params: z.object({ email: emailSchema }),
        response: { 200: z.array(orderSchema), 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      await accountForEmail(request, request.params.email);
      return listOrderHistory(app.db, request.tenant, request.params.email);
    },
  );
};

export default orderRoutes;
