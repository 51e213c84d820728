import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopFacetsSchema } from '@/lib/schemas/category';
import { errorResponseSchema } from '@/lib/schemas/common';
import { shopFacets } from '@server/services/catalog/categories';

/** The store's categories for the storefront: the home page's cards and the shop's filter. */
const categories: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary:
          'The store’s categories in their order (with how many listed products each holds) and the metals its pieces are made of',
        tags: ['products'],
        response: { 200: shopFacetsSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60').header('vary', 'X-Tenant-Id');
      return shopFacets(app.db, request.tenant.id);
    },
  );
};

export default categories;
