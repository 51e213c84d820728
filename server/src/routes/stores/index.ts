import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponseSchema } from '../../../../lib/schemas/common';
import { storeSchema } from '../../../../lib/schemas/store';
import { stores } from '../../db/schema';
import { forbidden, notFound } from '../../errors';

/** The store record: name, business information and the theme every storefront page wears. */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/by-identifier/:tenant',
    {
      schema: {
        summary: "A store's public record",
        tags: ['stores'],
        params: z.object({ tenant: z.string().min(1).max(64) }),
        response: { 200: storeSchema, 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.params.tenant.toLowerCase() !== request.tenant.id) throw forbidden('That store is not this one', 'TENANT_MISMATCH');
      const [row] = await app.db.select().from(stores).where(eq(stores.tenantId, request.tenant.id)).limit(1);
      if (!row) throw notFound('No store found', 'STORE_NOT_FOUND');
      reply.header('cache-control', 'public, max-age=60').header('vary', 'X-Tenant-Id');
      return {
        _id: row.id,
        tenant: row.tenantId,
        storeName: row.storeName,
        businessInfo: row.businessInfo,
        theme: row.theme,
        socialLinks: row.socialLinks,
        storeHours: row.storeHours,
        shippingMethods: row.shippingMethods,
      };
    },
  );
};

export default storeRoutes;
