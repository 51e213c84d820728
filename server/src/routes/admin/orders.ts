import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminOrderParamsSchema,
  orderStatusBodySchema,
} from '@/lib/schemas/admin-orders';
import { errorResponseSchema } from '@/lib/schemas/common';
import { withAudit } from '@server/services/audit/audited';
import { adminOrderDetail, listAdminOrders, moveOrder } from '@server/services/orders/admin-orders';
import { orderAuditSpec } from '@server/services/orders/audit-lines';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The owner's orders: the list, one order, and moving it to its next status. */
const adminOrders: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.backOffice('orders');

  app.get(
    '/orders',
    {
      schema: {
        ...admin,
        summary:
          'A page of the store’s orders, newest first: status and type filters as the storefront’s; q searches order id, customer name and email',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderPageSchema, ...errors },
      },
    },
    async (request) => listAdminOrders(app, request.tenant, request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        ...admin,
        summary: 'One order: items, customer, payment and its timeline of status changes',
        params: adminOrderParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => adminOrderDetail(app, request.tenant, request.params.id),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        ...admin,
        summary:
          'Move an order: Paid → Shipped (optional trackingNumber) → Delivered, or a backorder Pending Payment → Paid; anything else is 409. The customer is emailed.',
        params: adminOrderParamsSchema,
        body: orderStatusBodySchema,
        response: {
          200: adminOrderDetailSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      withAudit(app, request, orderAuditSpec(app, request, 'order.status'), () =>
        moveOrder(app, request.tenant, request.params.id, request.body, request.user.sub),
      ),
  );
};

export default adminOrders;
