import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminOrderParamsSchema } from '@/lib/schemas/admin-orders';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  documentParamsSchema,
  mailedInvoiceParamsSchema,
  mailedInvoiceQuerySchema,
  taxDocumentListSchema,
  type DocumentFormat,
} from '@/lib/tax/documents';
import {
  listOrderDocuments,
  renderMailedInvoice,
  renderOrderDocument,
  type DocumentReader,
} from '@server/services/documents';

/**
 * A paper as the browser gets it: HTML shown inline with nothing it may run or load, a PDF as a
 * download; never cached on the way (it names the buyer).
 */
export function sendDocument(
  reply: FastifyReply,
  document: { body: string | Buffer; type: string; fileName: string },
  format: DocumentFormat,
) {
  return reply
    .type(document.type)
    .header(
      'content-disposition',
      `${format === 'pdf' ? 'attachment' : 'inline'}; filename="${document.fileName}"`,
    )
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
    .header('x-content-type-options', 'nosniff')
    .send(document.body);
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const signedIn = { tags: ['orders'], security: [{ bearerAuth: [] }] };

/** The reader: a back-office person whose role reaches orders reads any order; anyone else their own account's. */
const readerOf = (request: FastifyRequest): DocumentReader =>
  request.server.staffMay(request, 'orders')
    ? { role: 'admin' }
    : { role: 'customer', userId: request.user.sub };

/** A customer reads the invoice and credit notes of their own order (as My Orders lists it). */
const orderDocuments: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/documents',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        summary:
          'The invoice and credit notes of one of the caller’s own orders, the invoice first; another’s order is 404',
        params: adminOrderParamsSchema,
        response: { 200: taxDocumentListSchema, ...errors },
      },
    },
    async (request) => listOrderDocuments(app, request.tenant, request.params.id, readerOf(request)),
  );

  app.get(
    '/:id/documents/:documentId/:format',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        summary: 'One invoice or credit note of the caller’s own order, as HTML to print or as a PDF file',
        produces: ['text/html', 'application/pdf'],
        params: documentParamsSchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, documentId, format } = request.params;
      const reader = readerOf(request);
      const document = await renderOrderDocument(app, request.tenant, id, documentId, format, reader);
      return sendDocument(reply, document, format);
    },
  );

  app.get(
    '/:id/invoice/:format',
    {
      preHandler: async (request) => app.rateLimit('mailed-invoice:ip', request.ip),
      schema: {
        tags: ['orders'],
        summary:
          'The order’s invoice by the link in its confirmation mail (its token), as HTML or PDF, without signing in; a wrong token is 404',
        produces: ['text/html', 'application/pdf'],
        params: mailedInvoiceParamsSchema,
        querystring: mailedInvoiceQuerySchema,
        response: {
          200: z.any(),
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, format } = request.params;
      const document = await renderMailedInvoice(app, request.tenant, id, request.query.token, format);
      return sendDocument(reply, document, format);
    },
  );
};

export default orderDocuments;
