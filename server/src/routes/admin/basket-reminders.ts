import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketReminderListSchema, basketReminderSettingsSchema } from '@/lib/schemas/basket-reminders';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  listReminders,
  reminderSettingsOf,
  saveReminderSettings,
} from '@server/services/basket-reminders/settings';
import { expireFor } from '@server/services/cache/expiry';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** Baskets left behind (back-office Basket reminders): on or off, the delay, and the reminders sent. */
const adminBasketReminders: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('settings');

  app.get(
    '/basket-reminders',
    {
      schema: {
        ...admin,
        summary:
          'Basket reminders: the settings, how many were sent and brought an order, and the newest sent',
        response: { 200: basketReminderListSchema, ...errors },
      },
    },
    async (request) => listReminders(app.db, request.tenant.id),
  );

  app.put(
    '/basket-reminders/settings',
    {
      schema: {
        ...admin,
        summary: 'Turn basket reminders on or off and set their delay (1 to 24 hours after the checkout)',
        body: basketReminderSettingsSchema,
        response: { 200: basketReminderSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveReminderSettings(app.db, request.tenant.id, request.body);
      // The store's record says whether reminders are on (the checkout's consent box).
      expireFor(app, 'offers-changed', { storeId: request.tenant.id });
      return saved;
    },
  );

  app.get(
    '/basket-reminders/settings',
    {
      schema: {
        ...admin,
        summary: 'Whether basket reminders are on, and their delay in hours',
        response: { 200: basketReminderSettingsSchema, ...errors },
      },
    },
    async (request) => reminderSettingsOf(app.db, request.tenant.id),
  );
};

export default adminBasketReminders;
