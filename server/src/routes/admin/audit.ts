import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditFileName, auditListSchema, auditQuerySchema } from '@/lib/schemas/audit';
import { errorResponseSchema } from '@/lib/schemas/common';
import { auditCsvStream, listAudit } from '@server/services/audit/list';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const filters =
  '`actor` a person’s id, `kind` an area (product, order, settings…), `from` and `to` the store’s days (America/Anchorage, yyyy-mm-dd, both included)';

/**
 * The store's activity log (owner and managers): every back-office change with who, when, from
 * where and the fields before → after. Read only: there is no route that changes or deletes a line.
 */
const adminAudit: FastifyPluginAsyncZod = async (app) => {
  // Who reads it is the table's `audit` area (lib/staff-access.ts).
  app.backOffice('audit');
  app.addHook('preHandler', async (request) => {
    await app.rateLimit('audit-read:account', request.user.sub);
  });

  app.get(
    '/audit',
    {
      schema: {
        ...admin,
        summary: `The store’s activity log, newest first, ${'50'} lines a page (give \`nextCursor\` back as \`cursor\`); ${filters}`,
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors },
      },
    },
    async (request) => listAudit(app.db, request.tenant.id, request.query),
  );

  app.get(
    '/audit.csv',
    {
      schema: {
        ...admin,
        summary: `The activity log as CSV: a row per line with its changes, every page; ${filters}`,
        produces: ['text/csv'],
        querystring: auditQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditFileName(request.tenant.id, from, to)}"`)
        .header('cache-control', 'no-store')
        .send(auditCsvStream(app.db, request.tenant.id, request.query));
    },
  );
};

export default adminAudit;
