import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { storeSchema } from '@/lib/schemas/store';
import { ApiError } from '@server/errors';
import { getStoreByTenant } from '@server/services/stores/stores';
import adminStoreRoutes from './admin';
import storeCustomizationRoutes from './customization';
import storeMediaRoutes from './media';
import storeThemeRoutes from './theme';
import { named } from '@server/routes/named';

/** The store record: name, business information and the theme every storefront page wears. */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/by-identifier/:tenant',
    {
      schema: {
        summary: "A store's public record (404: the tenant has no store yet)",
        tags: ['stores'],
        params: z.object({ tenant: z.string().min(1).max(64) }),
        response: {
          200: storeSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.params.tenant.toLowerCase() !== request.tenant.id)
        throw new ApiError({ status: 403, code: 'TENANT_MISMATCH', message: 'That store is not this one' });
      const store = await getStoreByTenant(app.db, request.tenant.id);
      const status = await app.storeStatusOf(request.tenant.id);
      reply.header('cache-control', 'public, max-age=60').header('vary', 'X-Tenant-Id');
      return { ...store, status };
    },
  );

  await app.register(named(adminStoreRoutes));
  await app.register(named(storeThemeRoutes));
  await app.register(named(storeCustomizationRoutes));
  await app.register(named(storeMediaRoutes));
};

export default storeRoutes;
