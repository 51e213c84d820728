import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderParamsSchema } from '@/lib/schemas/admin-orders';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  acceptReturnBodySchema,
  adminReturnRequestListSchema,
  adminReturnRequestSchema,
  adminReturnsQuerySchema,
  consumerSettingsSchema,
  declineReturnBodySchema,
  returnRequestParamsSchema,
} from '@/lib/schemas/returns';
import { withAudit } from '@server/services/audit/audited';
import { expireFor } from '@server/services/cache/expiry';
import { returnAuditSpec } from '@server/services/orders/audit-lines';
import {
  acceptReturn,
  declineReturn,
  listOrderReturnRequests,
  listReturnRequests,
} from '@server/services/returns/decisions';
import { getConsumerSettings, saveConsumerSettings } from '@server/services/returns/settings';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const decisionErrors = {
  ...errors,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  502: errorResponseSchema,
};
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The owner's returns: the requests, accepting (one refund, once) or declining, and the store's settings. */
const adminReturns: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('returns');

  app.get(
    '/returns',
    {
      schema: {
        ...admin,
        summary:
          'The store’s return and withdrawal requests, newest first; status filters (requested: the open ones)',
        querystring: adminReturnsQuerySchema,
        response: { 200: adminReturnRequestListSchema, ...errors },
      },
    },
    async (request) => listReturnRequests(app, request.tenant, request.query.status),
  );

  app.get(
    '/orders/:id/returns',
    {
      schema: {
        ...admin,
        summary: 'One order’s return and withdrawal requests, newest first, with what accepting each refunds',
        params: adminOrderParamsSchema,
        response: { 200: adminReturnRequestListSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => listOrderReturnRequests(app, request.tenant, request.params.id),
  );

  app.post(
    '/returns/:id/accept',
    {
      schema: {
        ...admin,
        summary:
          'Accept a request: one refund of its pieces through the refund path (back in stock unless restock is false), once however often it is sent; a decided request is 409. The buyer is emailed.',
        params: returnRequestParamsSchema,
        body: acceptReturnBodySchema,
        response: { 200: adminReturnRequestSchema, ...decisionErrors },
      },
    },
    async (request) => {
      const facts = (result: { items: unknown }) => ({ restock: request.body.restock, pieces: result.items });
      return withAudit(app, request, returnAuditSpec(app, request, 'return.accept', facts), () =>
        acceptReturn(app, request.tenant, request.params.id, request.body, request.user.sub),
      );
    },
  );

  app.post(
    '/returns/:id/decline',
    {
      schema: {
        ...admin,
        summary: 'Decline a request with a message to the buyer, who is emailed it; a decided request is 409',
        params: returnRequestParamsSchema,
        body: declineReturnBodySchema,
        response: { 200: adminReturnRequestSchema, ...decisionErrors },
      },
    },
    async (request) =>
      withAudit(app, request, returnAuditSpec(app, request, 'return.decline'), () =>
        declineReturn(app, request.tenant, request.params.id, request.body.message, request.user.sub),
      ),
  );

  app.get(
    '/settings/consumer',
    {
      config: { staffArea: 'settings' },
      schema: {
        ...admin,
        summary:
          'The return window and whose orders it covers, whom the consent banner asks, the legal identity',
        response: { 200: consumerSettingsSchema, ...errors },
      },
    },
    async (request) => getConsumerSettings(app.db, request.tenant.id),
  );

  app.put(
    '/settings/consumer',
    {
      config: { staffArea: 'settings' },
      schema: {
        ...admin,
        summary: 'Save the return window, consent and legal identity settings (whole)',
        body: consumerSettingsSchema,
        response: { 200: consumerSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveConsumerSettings(app.db, request.tenant.id, request.body);
      // The policy pages' templates speak of the window and the legal name.
      expireFor(app, 'consumer-settings-changed', { storeId: request.tenant.id });
      return saved;
    },
  );
};

export default adminReturns;
