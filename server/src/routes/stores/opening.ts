import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { storeOpeningSchema } from '@/lib/schemas/platform';
import { withAudit } from '@server/services/audit/audited';
import { openStore, storeOpening } from '@server/services/stores/opening';

/** Whether the request's store is open to shoppers; its owner or a manager opens it. */
const storeOpeningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Whether the store is open to shoppers (a signed-up store waits for its owner)',
        tags: ['stores'],
        response: { 200: storeOpeningSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return storeOpening(app, request.tenant);
    },
  );

  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      config: { staffArea: 'settings' },
      schema: {
        summary: 'Open the store to shoppers (owner or manager)',
        tags: ['stores', 'admin'],
        security: [{ bearerAuth: [] }],
        response: {
          200: storeOpeningSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'settings.open',
          subjectType: 'store',
          subjectId: request.tenant.id,
          summary: (opening) => opening.storeName,
          before: () => storeOpening(app, request.tenant),
          // Opening is once: opening an open store again changes nothing and writes no line.
          unchanged: (_opening, before) => (before as { open?: boolean } | null)?.open === true,
        },
        () => openStore(app, request.tenant),
      ),
  );
};

export default storeOpeningRoutes;
