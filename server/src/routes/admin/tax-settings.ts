import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { taxSettingsBodySchema, taxSettingsSchema } from '@/lib/schemas/tax';
import { expireFor } from '@server/services/cache/expiry';
import { getTaxSettings, saveTaxSettings } from '@server/services/tax/settings';
import { stripeTaxConfigured } from '@server/services/tax/stripe-tax';
import { withAudit } from '@server/services/audit/audited';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The store's tax settings (back-office Taxes): where it collects tax, and how prices show it. */
const adminTaxSettings: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('settings');

  app.get(
    '/tax-settings',
    {
      schema: {
        ...admin,
        summary: 'The store’s tax settings; until saved: registered nowhere (no tax), the built-in rates',
        response: { 200: taxSettingsSchema, ...errors },
      },
    },
    async (request) => getTaxSettings(app.db, request.tenant.id),
  );

  app.put(
    '/tax-settings',
    {
      schema: {
        ...admin,
        summary:
          'Replace the store’s tax settings: registrations (country; a US state; the owner’s own rate in percent), whether prices include tax, the provider (stripe only where Stripe payments are set up)',
        body: taxSettingsBodySchema,
        response: { 200: taxSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await withAudit(
        app,
        request,
        {
          action: 'settings.tax',
          subjectType: 'store',
          subjectId: request.tenant.id,
          summary: 'Tax settings',
          before: () => getTaxSettings(app.db, request.tenant.id),
        },
        () =>
          saveTaxSettings(app.db, request.tenant.id, request.body, {
            stripeConfigured: stripeTaxConfigured(app),
          }),
      );
      // The shelf says whether prices include tax: the store's pages and lists render afresh.
      expireFor(app, 'store-changed', { storeId: request.tenant.id });
      return saved;
    },
  );
};

export default adminTaxSettings;
