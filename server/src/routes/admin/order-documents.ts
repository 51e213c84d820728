import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrderParamsSchema } from '@/lib/schemas/admin-orders';
import { errorResponseSchema } from '@/lib/schemas/common';
import { documentParamsSchema, taxDocumentListSchema } from '@/lib/tax/documents';
import { listOrderDocuments, renderOrderDocument } from '@server/services/documents';
import { sendDocument } from '../orders/documents';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const owner = { role: 'admin' } as const;

/** The owner reads an order's invoice and credit notes. */
const adminOrderDocuments: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('orders');

  app.get(
    '/orders/:id/documents',
    {
      schema: {
        ...admin,
        summary: 'An order’s invoice and credit notes, the invoice first; none for an order not yet paid',
        params: adminOrderParamsSchema,
        response: { 200: taxDocumentListSchema, ...errors },
      },
    },
    async (request) => listOrderDocuments(app, request.tenant, request.params.id, owner),
  );

  app.get(
    '/orders/:id/documents/:documentId/:format',
    {
      schema: {
        ...admin,
        summary: 'One invoice or credit note of the order, as HTML to print or as a PDF file',
        produces: ['text/html', 'application/pdf'],
        params: documentParamsSchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, documentId, format } = request.params;
      const document = await renderOrderDocument(app, request.tenant, id, documentId, format, owner);
      return sendDocument(reply, document, format);
    },
  );
};

export default adminOrderDocuments;
