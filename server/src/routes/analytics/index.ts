import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
  analyticsSyncBodySchema,
  analyticsSyncResultSchema,
} from '@/lib/schemas/analytics';
import { errorResponseSchema } from '@/lib/schemas/common';
import { analyticsSummary } from '@server/services/analytics/summary';
import { syncAnalytics } from '@server/services/analytics/rollup';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const admin = { tags: ['admin', 'analytics'], security: [{ bearerAuth: [] }] };

/** The owner's analytics: roll up now (Sync Yesterday / Include Today) and the charts' summary. */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.backOffice('analytics');

  app.post(
    '/sync',
    {
      schema: {
        summary: "Roll up yesterday (and today with includeToday) for the caller's store",
        ...admin,
        body: analyticsSyncBodySchema,
        response: { 200: analyticsSyncResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await syncAnalytics(app.db, [request.tenant.id], {
        includeToday: request.body?.includeToday ?? false,
      });
      app.notionOutbox.kick(request.tenant.id);
      return result;
    },
  );

  app.get(
    '/summary',
    {
      schema: {
        summary:
          'A series a day (page views, sessions, product clicks, orders, revenue, conversion) and the top products, from the daily roll-up',
        ...admin,
        querystring: analyticsSummaryQuerySchema,
        response: { 200: analyticsSummarySchema, ...errors },
      },
    },
    async (request) => analyticsSummary(app.db, request.tenant.id, Number(request.query.days)),
  );
};

export default analyticsRoutes;
