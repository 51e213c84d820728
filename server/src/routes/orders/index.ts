import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@/lib/messages';
import { emailField, errorResponseSchema } from '@/lib/schemas/common';
import { orderSchema } from '@/lib/schemas/order';
import { accountForEmail } from '@server/services/auth/access';
import { listOrderHistory } from '@server/services/orders/customer-orders';

/** Order history by account: a customer's own, or any account's for the store's owner. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/history/:email',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Orders of the account with this email, newest first (whatever contact email each order carries)',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        params: z.object({ email: emailField(MESSAGES.orderHistoryEmailRequired) }),
        response: {
          200: z.array(orderSchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      // The email names an account; orders are listed by that account, never by a typed email.
      const account = await accountForEmail(request, request.params.email);
      return account ? listOrderHistory(app.db, request.tenant, account.id) : [];
    },
  );
};

export default orderRoutes;
