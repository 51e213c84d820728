import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderDetailSchema, adminOrderParamsSchema } from '@/lib/schemas/admin-orders';
import { errorResponseSchema } from '@/lib/schemas/common';
import { cancelBodySchema, refundBodySchema, refundHeadersSchema } from '@/lib/schemas/order-refunds';
import { withAudit } from '@server/services/audit/audited';
import { orderAuditSpec, refundFacts } from '@server/services/orders/audit-lines';
import { cancelOrder, refundOrder } from '@server/services/orders/refunds';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};
const refundErrors = { ...errors, 422: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The owner gives money back: a refund of some or all of an order, or cancelling one not yet shipped. */
const adminOrderRefunds: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('orders');

  app.post(
    '/orders/:id/refund',
    {
      schema: {
        ...admin,
        summary:
          'Refund an order through the store’s payment provider: amount in dollars (absent: all that is left), restock, reason, and on a partial refund the items put back in stock. Partially Refunded or Refunded; the customer is emailed. Send an Idempotency-Key (one per refund the owner means): a retry or a copy with the same key refunds nothing more and is answered with the order as that refund left it; the same key with another body is a 422.',
        params: adminOrderParamsSchema,
        headers: refundHeadersSchema,
        body: refundBodySchema,
        response: { 200: adminOrderDetailSchema, ...refundErrors },
      },
    },
    async (request) =>
      withAudit(app, request, orderAuditSpec(app, request, 'order.refund', refundFacts(request.body)), () =>
        refundOrder(
          app,
          request.tenant,
          request.params.id,
          request.body,
          request.user.sub,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        ...admin,
        summary:
          'Cancel an order not yet shipped: a paid one is refunded in full with its pieces back in stock, an unpaid backorder is closed. The customer is emailed.',
        params: adminOrderParamsSchema,
        body: cancelBodySchema.optional(),
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const reason = request.body?.reason ?? '';
      const facts = () => (reason ? { reason } : {});
      return withAudit(app, request, orderAuditSpec(app, request, 'order.cancel', { facts }), () =>
        cancelOrder(app, request.tenant, request.params.id, reason, request.user.sub),
      );
    },
  );
};

export default adminOrderRefunds;
