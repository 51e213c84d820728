import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { pageTemplateSchema, pageTypeParamsSchema } from '@/lib/schemas/templates';
import { listPageTemplates, requirePageType } from '@server/services/stores/templates';

/**
 * The storefront's read of one page's template: public like the catalog, for the store named by
 * X-Tenant-Id. A page never saved answers its default variant.
 */
const publicTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:pageType',
    {
      schema: {
        summary: "One storefront page's template config (its default variant until the owner saves one)",
        tags: ['templates'],
        params: pageTypeParamsSchema,
        response: { 200: pageTemplateSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const pageType = requirePageType(request.params.pageType);
      const config = (await listPageTemplates(app.db, request.tenant.id)).find(
        (template) => template.pageType === pageType,
      )!;
      // The web caches this by tag and drops it when the owner saves; nothing in between may keep it.
      reply.header('cache-control', 'no-cache').header('vary', 'X-Tenant-Id');
      return config;
    },
  );
};

export default publicTemplateRoutes;
