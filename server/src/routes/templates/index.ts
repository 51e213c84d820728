import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  componentParamsSchema,
  componentUpdateBodySchema,
  PAGE_TYPE_LABELS,
  type PageTemplate,
  pageTemplateBodySchema,
  pageTemplateSchema,
  pageTemplatesResponseSchema,
  pageTypeParamsSchema,
} from '@/lib/schemas/templates';
import {
  listPageTemplates,
  requirePageType,
  resetPageTemplate,
  savePageTemplate,
  updateComponent,
} from '@server/services/stores/templates';
import type { PageType } from '@/lib/templates';
import { withAudit } from '@server/services/audit/audited';
import { answerRuleMessages } from '../stores/field-errors';
import { expireFor } from '@server/services/cache/expiry';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** A page's save as a line of the activity log: its variant, customizations and components before → after. */
function auditedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  pageType: PageType,
  action: string,
  change: () => Promise<PageTemplate>,
) {
  return withAudit(
    app,
    request,
    {
      action,
      subjectType: 'page-template',
      subjectId: pageType,
      summary: PAGE_TYPE_LABELS[pageType],
      before: async () =>
        (await listPageTemplates(app.db, request.tenant.id)).find((page) => page.pageType === pageType) ??
        null,
    },
    change,
  );
}

/** The template editor: each storefront page's variant and components. Admin of the store only. */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('look');
  answerRuleMessages(app);
  // An unknown page is a 404 whatever the body says, so it is checked before the body is.
  app.addHook('preValidation', async (request) => {
    const { pageType } = (request.params ?? {}) as { pageType?: string };
    if (pageType !== undefined) requirePageType(pageType);
  });

  app.get(
    '/',
    {
      schema: {
        summary: "The store's five page configs (a page never saved shows its default variant)",
        tags: ['admin', 'templates'],
        security: [{ bearerAuth: [] }],
        response: {
          200: pageTemplatesResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ pageTemplates: await listPageTemplates(app.db, request.tenant.id) }),
  );

  app.put(
    '/:pageType',
    {
      schema: {
        summary: "Save a page's variant, customizations and components",
        tags: ['admin', 'templates'],
        security: [{ bearerAuth: [] }],
        params: pageTypeParamsSchema,
        body: pageTemplateBodySchema,
        response: { 200: pageTemplateSchema, ...errors },
      },
    },
    async (request) => {
      const pageType = requirePageType(request.params.pageType);
      const saved = await auditedPage(app, request, pageType, 'settings.template', () =>
        savePageTemplate(app.db, request.tenant.id, pageType, request.body),
      );
      expireFor(app, 'page-template-changed', { storeId: request.tenant.id, pageType });
      return saved;
    },
  );

  app.post(
    '/:pageType/reset',
    {
      schema: {
        summary: 'Put a page back to its default variant and components',
        tags: ['admin', 'templates'],
        security: [{ bearerAuth: [] }],
        params: pageTypeParamsSchema,
        response: { 200: pageTemplateSchema, ...errors },
      },
    },
    async (request) => {
      const pageType = requirePageType(request.params.pageType);
      const saved = await auditedPage(app, request, pageType, 'settings.template-reset', () =>
        resetPageTemplate(app.db, request.tenant.id, pageType),
      );
      expireFor(app, 'page-template-changed', { storeId: request.tenant.id, pageType });
      return saved;
    },
  );

  app.put(
    '/:pageType/components/:componentType',
    {
      schema: {
        summary: 'Show, hide, move or set up one component of a page',
        tags: ['admin', 'templates'],
        security: [{ bearerAuth: [] }],
        params: componentParamsSchema,
        body: componentUpdateBodySchema,
        response: { 200: pageTemplateSchema, ...errors },
      },
    },
    async (request) => {
      const pageType = requirePageType(request.params.pageType);
      const saved = await auditedPage(app, request, pageType, 'settings.template-component', () =>
        updateComponent(app.db, request.tenant.id, pageType, request.params.componentType, request.body),
      );
      expireFor(app, 'page-template-changed', { storeId: request.tenant.id, pageType });
      return saved;
    },
  );
};

export default templateRoutes;
