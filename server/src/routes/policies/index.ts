import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { policyParamsSchema, policySchema } from '@/lib/schemas/policies';
import { getPolicy } from '@server/services/stores/policies';

/** The storefront's read of a policy page: public, for the store named by X-Tenant-Id. */
const publicPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policies/:kind',
    {
      schema: {
        summary: 'One policy page of the store: the owner’s text, or the template filled from its details',
        tags: ['policies'],
        params: policyParamsSchema,
        response: { 200: policySchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The web caches this by tag and drops it when the owner saves a page (or the store's details).
      reply.header('cache-control', 'no-cache').header('vary', 'X-Tenant-Id');
      return getPolicy(app.db, request.tenant.id, request.params.kind);
    },
  );
};

export default publicPolicyRoutes;
