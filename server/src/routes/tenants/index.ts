import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { ApiError } from '@server/errors';
import { primaryDomain, tenantServedAt } from '@server/services/stores/domain-lookup';
import { isOpen } from '@server/services/stores/opening';
import { operatorTenantRoutes } from './operator';
import { operatorStoreRoutes } from './operator-stores';
import { named } from '@server/routes/named';

const query = z.object({
  host: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: 'host is required' })
    .max(253)
    .regex(/^[a-z0-9.-]+(:\d+)?$/, { error: 'host must be a host name' }),
});

/** Which store a host name belongs to (the web resolves every storefront request with it); creating stores. */
const tenantRoutes: FastifyPluginAsyncZod<{ operatorToken?: string }> = async (app, { operatorToken }) => {
  await app.register(named(operatorTenantRoutes), { operatorToken });
  await app.register(named(operatorStoreRoutes), { operatorToken });

  app.get(
    '/resolve',
    {
      config: { tenant: false },
      schema: {
        summary: 'Resolve a host name to the store it is verified for',
        tags: ['tenants'],
        querystring: query,
        response: {
          /** opened: false while a signed-up store waits for its owner (shoppers see "coming soon"). */
          200: z.object({ tenantId: z.string(), opened: z.boolean() }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const host = request.query.host.replace(/:\d+$/, '');
      const tenantId = await tenantServedAt(app.db, host);
      if (!tenantId)
        throw new ApiError({
          status: 404,
          code: 'TENANT_NOT_FOUND',
          message: `No store is served at ${host}`,
        });
      reply.header('cache-control', 'public, max-age=60');
      return { tenantId, opened: await isOpen(app, tenantId) };
    },
  );

  app.get(
    '/current',
    {
      schema: {
        summary:
          "The request's store and its primary domain (null when it lists none), for absolute page URLs",
        tags: ['tenants'],
        response: {
          200: z.object({ tenantId: z.string(), primaryDomain: z.string().nullable() }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60').header('vary', 'X-Tenant-Id');
      return { tenantId: request.tenant.id, primaryDomain: await primaryDomain(app.db, request.tenant.id) };
    },
  );
};

export default tenantRoutes;
