import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  manualOrderBodySchema,
  manualOrderResultSchema,
  manualPiecesQuerySchema,
  manualPiecesSchema,
} from '@/lib/schemas/manual-order';
import { withAudit } from '@server/services/audit/audited';
import { listManualPieces } from '@server/services/orders/manual-pieces';
import { placeManualOrder } from '@server/services/orders/manual-orders';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** Sales made by hand in the back-office (a market, a phone order): the pieces to sell, and the sale. */
const manualOrders: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.backOffice('orders');

  app.get(
    '/orders/pieces',
    {
      schema: {
        ...admin,
        summary:
          'The store’s listed pieces to sell by hand, by name (q searches the name): price, stock (null: unlimited) and sizes with theirs',
        querystring: manualPiecesQuerySchema,
        response: { 200: manualPiecesSchema, ...errors },
      },
    },
    async (request) => listManualPieces(app, request.tenant.id, request.query.q),
  );

  app.post(
    '/orders',
    {
      preHandler: async (request) => app.rateLimit('manual-order:account', request.user.sub),
      schema: {
        ...admin,
        summary:
          'Record a sale made by hand: catalog pieces or custom lines, a code or an amount off, handed over or shipped, paid in cash or by card reader (Paid; Delivered when handed over) or by the mailed payment link (Pending Payment). Stock is taken at once: a line short of it is 409 naming lines.<i>.quantity, nothing written.',
        body: manualOrderBodySchema,
        response: {
          201: manualOrderResultSchema,
          ...errors,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const placed = await withAudit(
        app,
        request,
        {
          action: 'order.create',
          subjectType: 'order',
          subjectId: (result) => result.id,
          summary: (result) => result.orderId,
          facts: () => ({ payment: request.body.payment.method, eventId: request.body.eventId ?? null }),
        },
        () => placeManualOrder(app, request.tenant, request.body, request.user.sub),
      );
      return reply.code(201).send(placed);
    },
  );
};

export default manualOrders;
