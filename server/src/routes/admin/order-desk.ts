import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrderDetailSchema, adminOrderParamsSchema } from '@/lib/schemas/admin-orders';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  orderNoteBodySchema,
  orderNoteSchema,
  shippingAddressRequestSchema,
  trackingBodySchema,
} from '@/lib/schemas/order-desk';
import { withAudit } from '@server/services/audit/audited';
import { adminOrderDetail } from '@server/services/orders/admin-orders';
import { factsOnly, orderAuditSpec } from '@server/services/orders/audit-lines';
import { addOrderNote } from '@server/services/orders/notes';
import { changeShippingAddress } from '@server/services/orders/shipping-address';
import { changeTracking } from '@server/services/orders/tracking';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The owner's order desk: staff notes, the order's shipping address and its tracking. */
const adminOrderDesk: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('orders');

  app.post(
    '/orders/:id/notes',
    {
      schema: {
        ...admin,
        summary:
          'Add an internal note to an order (staff only; the customer never sees notes); answers every note',
        params: adminOrderParamsSchema,
        body: orderNoteBodySchema,
        response: { 201: z.object({ notes: z.array(orderNoteSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      const note = { ...factsOnly, facts: () => ({ note: request.body.text }) };
      const answer = await withAudit(app, request, orderAuditSpec(app, request, 'order.note', note), () =>
        addOrderNote(app, request.tenant, request.params.id, request.body, request.user.sub),
      );
      return reply.code(201).send(answer);
    },
  );

  app.put(
    '/orders/:id/address',
    {
      schema: {
        ...admin,
        summary:
          'Correct the shipping address of an order not yet shipped (checkout’s rules); 409 once shipped',
        params: adminOrderParamsSchema,
        body: shippingAddressRequestSchema,
        response: { 200: adminOrderDetailSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) =>
      withAudit(app, request, orderAuditSpec(app, request, 'order.address'), async () => {
        await changeShippingAddress(app, request.tenant, request.params.id, request.body);
        return adminOrderDetail(app, request.tenant, request.params.id);
      }),
  );

  app.put(
    '/orders/:id/tracking',
    {
      schema: {
        ...admin,
        summary:
          'Set a shipped order’s carrier (USPS, UPS, FedEx, DHL or Other) and tracking number; the customer is emailed the tracking link. 409 before it ships.',
        params: adminOrderParamsSchema,
        body: trackingBodySchema,
        response: { 200: adminOrderDetailSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) =>
      withAudit(app, request, orderAuditSpec(app, request, 'order.tracking'), async () => {
        await changeTracking(app, request.tenant, request.params.id, request.body);
        return adminOrderDetail(app, request.tenant, request.params.id);
      }),
  );
};

export default adminOrderDesk;
