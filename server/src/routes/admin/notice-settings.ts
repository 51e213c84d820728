import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { noticeSettingsSchema } from '@/lib/schemas/owner-notices';
import { withAudit } from '@server/services/audit/audited';
import { getNoticeSettings, saveNoticeSettings } from '@server/services/owner-notices/settings';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** What the owner is told by mail (back-office Notifications): each notice, the low-stock threshold, the digest. */
const adminNoticeSettings: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('settings');

  app.get(
    '/notice-settings',
    {
      schema: {
        ...admin,
        summary:
          'The store’s notice settings; until saved: every notice on and mailed at once, low stock at 2 or fewer',
        response: { 200: noticeSettingsSchema, ...errors },
      },
    },
    async (request) => getNoticeSettings(app.db, request.tenant.id),
  );

  app.put(
    '/notice-settings',
    {
      schema: {
        ...admin,
        summary:
          'Replace the store’s notice settings: new orders, return requests, low stock, late orders (each on or off), the low-stock threshold (0–1000) and the daily digest',
        body: noticeSettingsSchema,
        response: { 200: noticeSettingsSchema, ...errors },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'settings.notices',
          subjectType: 'store',
          subjectId: request.tenant.id,
          summary: 'Notification settings',
          before: () => getNoticeSettings(app.db, request.tenant.id),
        },
        () => saveNoticeSettings(app.db, request.tenant.id, request.body),
      ),
  );
};

export default adminNoticeSettings;
