import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { productSearchPageSchema, productSearchQuerySchema } from '@/lib/schemas/product-search';
import { searchProducts } from '@server/services/catalog/product-search';

/** GET /api/products/search: the shop's search box and results page, limited per address. */
const productSearch: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        summary: 'A page of listed products whose name holds q, in any case, by name',
        tags: ['products'],
        querystring: productSearchQuerySchema,
        response: { 200: productSearchPageSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
      preHandler: async (request) => app.rateLimit('search:ip', request.ip),
    },
    async (request, reply) => {
      // Short-lived: a stock or price change shows within the minute, and typing repeats queries.
      reply.header('cache-control', 'public, max-age=30').header('vary', 'X-Tenant-Id');
      return searchProducts(app.db, request.tenant, request.query);
    },
  );
};

export default productSearch;
