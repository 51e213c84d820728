import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketLinkBodySchema, restoredBasketSchema } from '@/lib/schemas/basket-reminders';
import { errorResponseSchema, successResponseSchema } from '@/lib/schemas/common';
import { restoreBasket, unsubscribeReminders } from '@server/services/basket-reminders/links';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/** A basket reminder's links: the basket brought back, and no more reminders (counted per address). */
const basketReminderLinks: FastifyPluginAsyncZod = async (app) => {
  const limit = async (request: { ip: string }) => app.rateLimit('basket-link:ip', request.ip);

  app.post(
    '/restore',
    {
      preHandler: limit,
      schema: {
        summary:
          "A reminder's basket by its mailed link: the pieces and sizes still in the shop, with their answers, and how many were left out; the reminder is marked opened",
        tags: ['checkout'],
        body: basketLinkBodySchema,
        response: { 200: restoredBasketSchema, ...errors },
      },
    },
    async (request) => restoreBasket(app, request.tenant, request.body.token),
  );

  app.post(
    '/unsubscribe',
    {
      preHandler: limit,
      schema: {
        summary: "No more basket reminders to the address of a reminder's mailed link",
        tags: ['checkout'],
        body: basketLinkBodySchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => unsubscribeReminders(app, request.tenant.id, request.body.token),
  );
};

export default basketReminderLinks;
