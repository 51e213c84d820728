import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerDetailSchema,
  customerIdParamsSchema,
  customerListQuerySchema,
  customerNoteBodySchema,
  customerNoteSchema,
  customerPageSchema,
} from '@/lib/schemas/admin-customers';
import { errorResponseSchema } from '@/lib/schemas/common';
import { addCustomerNote, customerDetail } from '@server/services/customers/customer-page';
import { listCustomerPage } from '@server/services/customers/customers';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** My Customers: the owner's paged, searchable, sortable customer list. */
const adminCustomers: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the query should be.
  app.backOffice('customers');

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

  app.get(
    '/customers/:id',
    {
      schema: {
        summary:
          'One customer (guest or account): contact, addresses used, orders, lifetime value, first and last order, account state and notes',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: customerIdParamsSchema,
        response: { 200: customerDetailSchema, ...errors },
      },
    },
    async (request) => customerDetail(app, request.tenant.id, request.params.id),
  );

  app.post(
    '/customers/:id/notes',
    {
      schema: {
        summary: "Add the owner's note to a customer",
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: customerIdParamsSchema,
        body: customerNoteBodySchema,
        response: { 201: customerNoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addCustomerNote(app, request.tenant.id, request.params.id, request.user.sub, request.body),
        ),
  );
};

export default adminCustomers;
