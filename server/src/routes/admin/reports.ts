import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { taxReportFileName, taxReportQuerySchema, taxReportSchema } from '@/lib/schemas/tax-report';
import { taxReport } from '@server/services/reports/tax-report';
import { taxReportCsv } from '@server/services/reports/tax-report-csv';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const span =
  '`from` and `to` are the store’s days (America/Anchorage), yyyy-mm-dd, both included, at most 400 days';

/** What the owner files: the tax report, as JSON for the screen and as CSV to keep. */
const adminReports: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('analytics');

  app.get(
    '/reports/tax',
    {
      schema: {
        ...admin,
        summary: `Tax collected per jurisdiction and rate on the orders sold in a span, less the span’s refunds, with sales and refunds before tax; ${span}`,
        querystring: taxReportQuerySchema,
        response: { 200: taxReportSchema, ...errors },
      },
    },
    async (request) => taxReport(app.db, request.tenant.id, request.query),
  );

  app.get(
    '/reports/tax.csv',
    {
      schema: {
        ...admin,
        summary: `The tax report as CSV: a row per jurisdiction and rate, then the totals; ${span}`,
        produces: ['text/csv'],
        querystring: taxReportQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = taxReportCsv(await taxReport(app.db, request.tenant.id, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${taxReportFileName(request.tenant.id, from, to)}"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default adminReports;
