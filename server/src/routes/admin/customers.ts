import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerListQuerySchema, customerPageSchema } from '../../../../lib/schemas/admin-customers';
import { errorResponseSchema } from '../../../../lib/schemas/common';
import { listCustomerPage } from '../../services/customers/customers';

/** My Customers: the owner's paged, searchable, sortable customer list. */
const adminCustomers: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the query should be.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/customers',
    {
      schema: {
        summary:
          "A page of the store's customers: q searches name and email; sort by name, email, phone, lastActive, orders or totalSpent",
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: customerListQuerySchema,
        response: {
          200: customerPageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => listCustomerPage(app, request.tenant.id, request.query),
  );
};

export default adminCustomers;
