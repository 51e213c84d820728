import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backorderParamsSchema,
  paymentRequestResultSchema,
  type PaymentRequestResult,
} from '@/lib/schemas/backorder-payment';
import { errorResponseSchema } from '@/lib/schemas/common';
import { withAudit } from '@server/services/audit/audited';
import { factsOnly, orderAuditSpec } from '@server/services/orders/audit-lines';
import { requestBackorderPayment } from '@server/services/orders/backorder-payment';

/** The owner asks a customer to pay their backorder: a mail with a link to pay it. */
const orderPaymentRequests: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('orders');

  app.post(
    '/orders/:id/request-payment',
    {
      // Per order: a mistaken double click is fine, a loop mailing a customer is not.
      preHandler: async (request) => app.rateLimit('payment-request:order', request.params.id),
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary:
          'Mail the customer of a backorder waiting for payment a link to pay it (again on each request; limited per order). A paid order is 409.',
        params: backorderParamsSchema,
        response: {
          200: paymentRequestResultSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const sent = { ...factsOnly, facts: (result: PaymentRequestResult) => ({ ...result }) };
      return withAudit(app, request, orderAuditSpec(app, request, 'order.payment-request', sent), () =>
        requestBackorderPayment(app, request.tenant, request.params.id, request.user.sub),
      );
    },
  );
};

export default orderPaymentRequests;
