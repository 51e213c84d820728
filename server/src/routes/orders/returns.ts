import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderParamsSchema } from '@/lib/schemas/admin-orders';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  orderLinkQuerySchema,
  orderReturnsSchema,
  returnRequestBodySchema,
  returnRequestSchema,
} from '@/lib/schemas/returns';
import { optionalUser } from '@server/services/auth/access';
import type { ReturnsReader } from '@server/services/returns/access';
import { getOrderReturns, requestReturn } from '@server/services/returns/requests';
import type { FastifyRequest } from 'fastify';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/** The caller as the returns see them: signed in (owner or customer) and/or holding the link's token. */
async function readerOf(request: FastifyRequest, token: string | undefined): Promise<ReturnsReader> {
  const user = await optionalUser(request);
  return { userId: user?.sub, admin: Boolean(user) && request.server.staffMay(request, 'returns'), token };
}

/**
 * A buyer's returns and withdrawal: signed in as the order's account, or by the confirmation
 * mail's link (its token, without signing in). Anyone else is told the order does not exist.
 */
const orderReturns: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/returns',
    {
      preHandler: async (request) => app.rateLimit('order-returns:ip', request.ip),
      schema: {
        tags: ['orders'],
        summary:
          'What the buyer may send back from an order (pieces, how many, the window, whether it may be withdrawn from) and their requests; the order’s account, the owner, or the mailed link’s token. Another’s order or a wrong token is 404.',
        params: adminOrderParamsSchema,
        querystring: orderLinkQuerySchema,
        response: { 200: orderReturnsSchema, ...errors },
      },
    },
    async (request) =>
      getOrderReturns(app, request.tenant, request.params.id, await readerOf(request, request.query.token)),
  );

  app.post(
    '/:id/returns',
    {
      preHandler: async (request) => app.rateLimit('order-returns:ip', request.ip),
      schema: {
        tags: ['orders'],
        summary:
          'Ask to return pieces of an order, or withdraw from the contract (orders to the EU and EEA): past the window, a piece that cannot be returned or more than is left is 422. The buyer is mailed a receipt at once and the owner told.',
        params: adminOrderParamsSchema,
        querystring: orderLinkQuerySchema,
        body: returnRequestBodySchema,
        response: { 201: returnRequestSchema, ...errors, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const reader = await readerOf(request, request.query.token);
      const made = await requestReturn(app, request.tenant, request.params.id, reader, request.body);
      return reply.code(201).send(made);
    },
  );
};

export default orderReturns;
