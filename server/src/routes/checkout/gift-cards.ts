import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { giftCardCheckBodySchema, giftCardCheckResultSchema } from '@/lib/schemas/gift-cards';
import { checkGiftCardCode } from '@server/services/gift-cards/codes';
import { giftCardSettingsOf } from '@server/services/gift-cards/settings';

/** The shop's gift cards: what it sells (the Gift card page) and a code's balance (checkout). */
const giftCards: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gift-cards/settings',
    {
      schema: {
        summary: 'Whether the shop sells gift cards, the amounts, and a custom amount’s limits',
        tags: ['checkout'],
        response: {
          200: z.object({
            enabled: z.boolean(),
            amountsCents: z.array(z.number().int()),
            customAllowed: z.boolean(),
            customMinCents: z.number().int(),
            customMaxCents: z.number().int(),
          }),
        },
      },
    },
    async (request) => giftCardSettingsOf(app.db, request.tenant.id),
  );

  app.post(
    '/gift-cards/check',
    {
      schema: {
        summary: 'A gift card code’s balance, to pay with it at checkout (rate limited)',
        tags: ['checkout'],
        body: giftCardCheckBodySchema,
        response: {
          200: giftCardCheckResultSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => checkGiftCardCode(app, request.tenant.id, request.ip, request.body.code),
  );
};

export default giftCards;
