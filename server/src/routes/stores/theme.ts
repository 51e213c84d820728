import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { storeIdParamsSchema, storeSchema, themeUpdateBodySchema } from '@/lib/schemas/store';
import { rollbackTheme, updateTheme } from '@server/services/stores/theme';
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

/** The colour, typography, logo and hero panels, and Reset All (a rollback). Admin only. */
const storeThemeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('look');
  answerRuleMessages(app);

  app.put(
    '/:id/theme',
    {
      schema: {
        summary: 'Change one part of the theme: updateColors, updateFonts, updateLogo or updateHero',
        tags: ['admin', 'stores'],
        security: [{ bearerAuth: [] }],
        params: storeIdParamsSchema,
        body: themeUpdateBodySchema,
        response: { 200: storeSchema, ...errors },
      },
    },
    async (request) => {
      const { store, changed, homeChanged } = await withAudit(
        app,
        request,
        {
          action: 'settings.theme',
          subjectType: 'store',
          subjectId: request.tenant.id,
          before: () => getStoreByTenant(app.db, request.tenant.id),
          after: (result) => result.store,
        },
        () => updateTheme(app.db, request.tenant.id, request.params.id, request.body),
      );
      if (changed)
        expireFor(app, 'theme-changed', {
          storeId: request.tenant.id,
          pageTypes: homeChanged ? ['home'] : [],
        });
      return store;
    },
  );

  app.post(
    '/:id/theme/rollback',
    {
      schema: {
        summary:
          'Go back to the version before the current one: its theme, and the pages and details a Save All replaced (repeatable; 409 when none is left)',
        tags: ['admin', 'stores'],
        security: [{ bearerAuth: [] }],
        params: storeIdParamsSchema,
        response: { 200: storeSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { store, pages } = await withAudit(
        app,
        request,
        {
          action: 'settings.theme-rollback',
          subjectType: 'store',
          subjectId: request.tenant.id,
          before: () => getStoreByTenant(app.db, request.tenant.id),
          after: (result) => result.store,
        },
        () => rollbackTheme(app.db, request.tenant.id, request.params.id),
      );
      expireFor(app, 'theme-changed', { storeId: request.tenant.id, pageTypes: pages });
      return store;
    },
  );
};

export default storeThemeRoutes;
