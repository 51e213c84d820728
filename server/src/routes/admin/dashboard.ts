import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '@/lib/schemas/admin-dashboard';
import { errorResponseSchema } from '@/lib/schemas/common';
import { dashboardSummary } from '@server/services/analytics/dashboard';

/** The owner's dashboard figures. */
const adminDashboard: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('dashboard');

  app.get(
    '/dashboard',
    {
      schema: {
        summary:
          'The owner’s day at a glance: Paid orders to ship, today’s sold orders and revenue (America/Anchorage; before tax, less the day’s refunds), low-stock products',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardSummarySchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => dashboardSummary(app, request.tenant.id),
  );
};

export default adminDashboard;
