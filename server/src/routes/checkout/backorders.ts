import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { backorderBodySchema } from '@/lib/schemas/checkout';
import { toDollars } from '@/lib/money';
import { placeBackorder } from '@server/services/orders/backorders';

const backorderResult = z.object({
  success: z.literal(true),
  orderId: z.string(),
  status: z.literal('Pending Payment'),
  total: z.number(),
  productId: z.string(),
  variantId: z.string().optional(),
  quantity: z.number().int(),
});

/** Backorders: a signed-in shopper asks for an out-of-stock piece; it waits for payment. */
const backorders: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/backorders',
    {
      onRequest: app.authenticate,
      preHandler: async (request) => {
        await app.rateLimit('backorder:ip', request.ip);
        await app.rateLimit('backorder:account', request.user.sub);
      },
      schema: {
        summary: 'Place a backorder',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        body: backorderBodySchema,
        response: {
          201: backorderResult,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { productId, variantId, quantity, personalisation } = request.body;
      const { orderId, totalCents } = await placeBackorder(app, request.tenant, request.user.sub, {
        productId,
        quantity,
        variantId,
        personalisation,
      });
      return reply.code(201).send({
        success: true as const,
        orderId,
        status: 'Pending Payment' as const,
        total: toDollars(totalCents),
        productId,
        ...(variantId ? { variantId } : {}),
        quantity,
      });
    },
  );
};

export default backorders;
