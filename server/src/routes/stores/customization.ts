import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { storeIdParamsSchema } from '@/lib/schemas/store';
import { storeCustomizationBodySchema, storeCustomizationSchema } from '@/lib/schemas/store-customization';
import { TAGS } from '@/lib/tags';
import { saveStoreCustomization } from '@server/services/stores/customization';
import { answerRuleMessages } from './field-errors';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Save All Changes of the store screen. Admin only. */
const storeCustomizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
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
      const { store, pageTemplates, pages, storeChanged } = await saveStoreCustomization(
        app.db,
        tenantId,
        request.params.id,
        request.body,
      );
      const tags = [
        ...(storeChanged ? [TAGS.store(tenantId)] : []),
        ...pages.map((pageType) => TAGS.template(tenantId, pageType)),
      ];
      if (tags.length) app.revalidateTags(tags);
      return { store, pageTemplates };
    },
  );
};

export default storeCustomizationRoutes;
