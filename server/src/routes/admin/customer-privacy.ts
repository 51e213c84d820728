import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  customerExportQuerySchema,
  eraseCustomerBodySchema,
  eraseResultSchema,
  personalDataExportSchema,
} from '@/lib/schemas/privacy';
import { withAudit } from '@server/services/audit/audited';
import { eraseCustomer, exportCustomerData } from '@server/services/customers/privacy';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** The owner answering a person's request by mail: their data as a file, and its erasure. */
const adminCustomerPrivacy: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('customers');

  app.get(
    '/customers/export',
    {
      schema: {
        summary: "A person's data in this store, by email (a JSON file), with the owner's notes on them",
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: customerExportQuerySchema,
        response: { 200: personalDataExportSchema, ...errors },
      },
      preHandler: async (request) => app.rateLimit('data-export:account', request.user.sub),
    },
    async (request, reply) => {
      const { file, fileName } = await exportCustomerData(app, request.tenant.id, request.query.email);
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      reply.header('cache-control', 'no-store');
      return file;
    },
  );

  app.post(
    '/customers/erase',
    {
      schema: {
        summary:
          "Erase a person's personal data by email (typed twice): their account, newsletter row and notes go; their orders keep the money facts without their details",
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        body: eraseCustomerBodySchema,
        response: { 200: eraseResultSchema, ...errors },
      },
    },
    // The log keeps that an erasure was made and what it touched, never whose it was.
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'customer.erase',
          subjectType: 'customer',
          summary: (result) => result.message,
          after: (result) => ({ erasedOrders: result.erasedOrders, accountDeleted: result.accountDeleted }),
        },
        () => eraseCustomer(app, request.tenant.id, request.user.sub, request.body),
      ),
  );
};

export default adminCustomerPrivacy;
