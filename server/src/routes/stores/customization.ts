import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { storeIdParamsSchema } from '@/lib/schemas/store';
import { storeCustomizationBodySchema, storeCustomizationSchema } from '@/lib/schemas/store-customization';
import { saveStoreCustomization } from '@server/services/stores/customization';
import { getStoreByTenant } from '@server/services/stores/stores';
import { withAudit } from '@server/services/audit/audited';
import { answerRuleMessages } from './field-errors';
import { expireFor } from '@server/services/cache/expiry';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Save All Changes of the store screen. Admin only. */
const storeCustomizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('look');
  answerRuleMessages(app);

  app.put(
    '/:id/customization',
    {
      schema: {
        summary:
          'Save All: theme, name and business details, and page layouts in one version (one rollback takes it back)',
        tags: ['admin', 'stores'],
        security: [{ bearerAuth: [] }],
        params: storeIdParamsSchema,
        body: storeCustomizationBodySchema,
        response: { 200: storeCustomizationSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { store, pageTemplates, pages, storeChanged } = await withAudit(
        app,
        request,
        {
          action: 'settings.customization',
          subjectType: 'store',
          subjectId: tenantId,
          before: () => getStoreByTenant(app.db, tenantId),
          after: (result) => result.store,
          facts: (result) => (result.pages.length ? { pagesSaved: result.pages } : {}),
        },
        () => saveStoreCustomization(app.db, tenantId, request.params.id, request.body),
      );
      expireFor(app, 'customization-saved', { storeId: tenantId, storeChanged, pageTypes: pages });
      return { store, pageTemplates };
    },
  );
};

export default storeCustomizationRoutes;
