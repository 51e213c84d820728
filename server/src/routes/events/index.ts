import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { storeEventListSchema } from '@/lib/schemas/events';
import { listStoreEvents } from '@server/services/stores/events';

/** The storefront's read of a store's events: public like the catalog, for the store named by X-Tenant-Id. */
const publicEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: "The store's events and markets, by start day",
        tags: ['events'],
        response: { 200: storeEventListSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The web caches this by tag and drops it when the owner changes an event.
      reply.header('cache-control', 'no-cache').header('vary', 'X-Tenant-Id');
      return { events: await listStoreEvents(app, request.tenant.id) };
    },
  );
};

export default publicEventRoutes;
