import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  adminOrderParamsSchema,
  type AdminOrderDetail,
} from '@/lib/schemas/admin-orders';
import { errorResponseSchema } from '@/lib/schemas/common';
import { shipByBodySchema } from '@/lib/schemas/ship-by-move';
import { withAudit } from '@server/services/audit/audited';
import { adminOrderDetail } from '@server/services/orders/admin-orders';
import { orderAuditSpec } from '@server/services/orders/audit-lines';
import { moveShipBy } from '@server/services/orders/ship-by-move';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const shipByFields = (order: AdminOrderDetail) => ({ orderId: order.orderId, shipBy: order.shipBy });

/** The owner moves an unshipped order's ship-by day. */
const adminOrderShipBy: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('orders');

  app.put(
    '/orders/:id/ship-by',
    {
      schema: {
        ...admin,
        summary:
          'Move the ship-by day of a paid order not yet shipped (YYYY-MM-DD, from the store’s today to a year ahead; 409 for any other order). A later day mails the buyer the new day once, with a link to cancel for a full refund; the same day changes nothing.',
        params: adminOrderParamsSchema,
        body: shipByBodySchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const spec = {
        ...orderAuditSpec<AdminOrderDetail>(app, request, 'order.ship-by'),
        before: async () => shipByFields(await adminOrderDetail(app, request.tenant, id)),
        after: shipByFields,
        unchanged: (order: AdminOrderDetail, before: unknown) =>
          (before as { shipBy?: string | null } | null)?.shipBy === order.shipBy,
      };
      return withAudit(app, request, spec, () => moveShipBy(app, request.tenant, id, request.body));
    },
  );
};

export default adminOrderShipBy;
