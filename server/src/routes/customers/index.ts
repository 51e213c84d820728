import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { listAllCustomers } from '@server/services/customers/customers';

const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  lastActive: z.string().nullable(),
});

/** The store's customers, for its owner: every one, by email (the paged list is GET /api/admin/customers). */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('customers');

  app.get(
    '/',
    {
      schema: {
        summary: "The store's customers",
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(customerSchema), 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => listAllCustomers(app, request.tenant.id),
  );
};

export default customerRoutes;
