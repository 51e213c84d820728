import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { discountCheckBodySchema, discountCheckResultSchema } from '@/lib/schemas/discounts';
import { optionalUser } from '@server/services/auth/access';
import { visitorOf } from '@server/services/checkout/holds';
import { previewDiscount } from '@server/services/discounts/preview';

/** The shopper's Apply at checkout: what a code takes off the basket (nothing is held). */
const discountCheck: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/discounts/check',
    {
      preHandler: async (request) => app.rateLimit('discount-check:ip', request.ip),
      schema: {
        summary: 'Check a discount code against a basket and answer what it takes off',
        tags: ['checkout'],
        body: discountCheckBodySchema,
        response: {
          200: discountCheckResultSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      return previewDiscount(app, request.tenant, {
        ...request.body,
        userId: user?.sub,
        visitor: visitorOf(user?.sub, request.ip, request.body.checkoutKey),
      });
    },
  );
};

export default discountCheck;
