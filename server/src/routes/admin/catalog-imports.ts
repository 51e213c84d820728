import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_IMPORT_MESSAGES as M } from '@/lib/messages';
import {
  catalogImportListSchema,
  catalogImportParamsSchema,
  catalogImportProgressSchema,
  catalogImportSchema,
  type CatalogImportEvent,
} from '@/lib/schemas/catalog-imports';
import { errorResponseSchema } from '@/lib/schemas/common';
import type { RouteScope } from '@server/types';
import { startImport, stopImports } from '@server/jobs/catalog-imports';
import { withAudit } from '@server/services/audit/audited';
import {
  cancelImport,
  followImportProgress,
  importWithReport,
  listImports,
  retryImportImages,
} from '@server/services/catalog/catalog-import-jobs';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The latest imports, and one with its report. */
function importReadRoutes(app: RouteScope) {
  app.get(
    '/products/imports',
    {
      schema: {
        ...admin,
        summary: "The store's latest catalog imports, newest first",
        response: { 200: catalogImportListSchema, ...errors },
      },
    },
    async (request) => listImports(app, request.tenant.id),
  );

  app.get(
    '/products/imports/:id',
    {
      schema: {
        ...admin,
        summary:
          'One catalog import: its progress, each applied row, and the images that could not be fetched',
        params: catalogImportParamsSchema,
        response: { 200: catalogImportSchema, ...errors },
      },
    },
    async (request) => importWithReport(app, request.tenant.id, request.params.id),
  );
}

/** One import's progress as an event stream, read from the database (any api may be running it). */
function importEventsRoute(app: RouteScope) {
  app.get(
    '/products/imports/:id/events',
    {
      schema: {
        ...admin,
        summary:
          'A catalog import’s progress as a server-sent event stream: progress (rows and images)…, then complete once it has finished',
        params: catalogImportParamsSchema,
        response: { 200: z.string().describe('text/event-stream'), ...errors },
      },
    },
    async (request, reply) => {
      const emit = (event: CatalogImportEvent) =>
        void reply.raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
      let open = true;
      request.raw.on('close', () => (open = false));
      const start = () => {
        reply.hijack();
        reply.raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
        });
      };
      try {
        await followImportProgress(app, request.tenant.id, request.params.id, emit, () => open, start);
      } catch (error) {
        if (!reply.sent) throw error;
        request.log.error({ err: error, import: request.params.id }, 'catalog import progress failed');
        emit({ event: 'error', data: { error: M.connectionLost, code: 'IMPORT_PROGRESS_FAILED' } });
      }
      if (reply.sent) reply.raw.end();
    },
  );
}

/** Cancelling an import, and fetching its failed images again. */
function importActionRoutes(app: RouteScope) {
  app.post(
    '/products/imports/:id/cancel',
    {
      schema: {
        ...admin,
        summary:
          'Stop a queued or running catalog import between batches; the rows it applied stay (409 once it has finished)',
        params: catalogImportParamsSchema,
        response: { 200: catalogImportProgressSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'product.import.cancel',
          subjectType: 'product',
          subjectId: request.params.id,
          summary: (progress) => `CSV import ${progress.fileName}`.trim(),
          after: () => ({}),
          facts: (progress) => ({ doneRows: progress.doneRows, totalRows: progress.totalRows }),
        },
        () => cancelImport(app, request.tenant.id, request.params.id),
      ),
  );

  app.post(
    '/products/imports/:id/retry-images',
    {
      schema: {
        ...admin,
        summary:
          'Fetch the images of a catalog import that could not be fetched again (409 for a cancelled import)',
        params: catalogImportParamsSchema,
        response: {
          200: z.object({ retried: z.number().int(), import: catalogImportProgressSchema }),
          ...errors,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const answer = await retryImportImages(app, request.tenant.id, request.params.id);
      if (answer.retried)
        void startImport(app, request.params.id).catch((error) =>
          request.log.error({ err: error }, 'catalog import could not start'),
        );
      return answer;
    },
  );
}

/**
 * The catalog imports applied as jobs: the latest, one with its report, its progress as an event
 * stream, cancelling one, and retrying its failed images. Registered inside the admin products
 * plugin (the catalog area); every route reads the request's store's jobs only.
 */
const catalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The api stops after the batch in hand, letting its jobs go for the next api to take.
  app.addHook('onClose', async () => stopImports(app));
  importReadRoutes(app);
  importEventsRoute(app);
  importActionRoutes(app);
};

export default catalogImportRoutes;
