import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backupKindOf } from '@/lib/backup';
import { INTEGRATION_MESSAGES } from '@/lib/messages';
import {
  backupFileParamsSchema,
  backupListSchema,
  backupRunResultSchema,
  restoreBodySchema,
  restoreResultSchema,
  type BackupImageEvent,
} from '@/lib/schemas/backups';
import { errorResponseSchema } from '@/lib/schemas/common';
import { ApiError } from '@server/errors';
import { bundleBackupImages } from '@server/services/backups/bundled-images';
import { restoreBackup } from '@server/services/backups/product-restore';
import { backupPolicy, runBackups } from '@server/services/backups/runs';
import { backupKey, deleteBackup, findBackup, listBackups } from '@server/services/backups/product-backups';
import { restoreStoreBackupFile } from '@server/services/backups/store-restore';
import type { RouteScope } from '@server/types';
import { expireFor } from '@server/services/cache/expiry';
import { withAudit } from '@server/services/audit/audited';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const admin = { tags: ['admin', 'backups'], security: [{ bearerAuth: [] }] };
const backupNotFound = () =>
  new ApiError({ status: 404, code: 'BACKUP_NOT_FOUND', message: INTEGRATION_MESSAGES.backupNotFound });

/** Listing the backups, running one now, downloading and deleting one. */
function backupFileRoutes(app: RouteScope) {
  app.get(
    '/',
    {
      schema: {
        summary: "The store's backups, newest first",
        ...admin,
        response: { 200: backupListSchema, ...errors },
      },
    },
    async (request) => ({
      backups: await listBackups(app.db, request.tenant.id),
    }),
  );

  app.post(
    '/run',
    {
      schema: {
        summary:
          "Write today's product backup (replacing today's earlier one) and a new whole-store backup now, then apply the retention",
        ...admin,
        response: { 201: backupRunResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await withAudit(
        app,
        request,
        {
          action: 'backup.create',
          subjectType: 'backup',
          summary: (run) => run.backups.store?.filename ?? run.products.filename,
          after: () => ({}),
          facts: (run) => ({ products: run.products.products }),
        },
        () => runBackups(app.db, app.storage, request.tenant, backupPolicy(app.config)),
      );
      return reply.code(201).send({
        success: true as const,
        backup: result.backups.products,
        products: result.products.products,
        storeBackup: result.backups.store,
      });
    },
  );

  app.get(
    '/:filename/download',
    {
      schema: {
        summary:
          'One of the store’s backups of either kind, as an attachment (a store backup is gzipped JSON)',
        ...admin,
        params: backupFileParamsSchema,
        response: { 200: z.any().describe('the backup file'), ...errors },
      },
    },
    async (request, reply) => {
      const { filename } = request.params;
      const body = (await findBackup(app.db, request.tenant.id, filename))
        ? await app.storage.get(backupKey(request.tenant.id, filename))
        : null;
      if (!body) throw backupNotFound();
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="${filename}"`);
      return reply
        .type(backupKindOf(filename) === 'store' ? 'application/gzip' : 'application/json; charset=utf-8')
        .send(body);
    },
  );
}

/** Deleting a backup file and its record. */
function backupDeleteRoute(app: RouteScope) {
  app.delete(
    '/:filename',
    {
      schema: {
        summary: 'Delete one of the store’s backups',
        ...admin,
        params: backupFileParamsSchema,
        response: { 200: z.object({ success: z.literal(true), filename: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { filename } = request.params;
      const deleted = await withAudit(
        app,
        request,
        {
          action: 'backup.delete',
          subjectType: 'backup',
          subjectId: filename,
          summary: filename,
          after: () => ({}),
        },
        () => deleteBackup(app.db, app.storage, request.tenant.id, filename),
      );
      if (!deleted) throw backupNotFound();
      return { success: true as const, filename: request.params.filename };
    },
  );
}

/** Restoring from a backup of either kind, dry run first; the shop's cached pages expire after a real one. */
function backupRestoreRoutes(app: RouteScope) {
  app.post(
    '/:filename/restore',
    {
      config: { staffArea: 'restore' },
      schema: {
        summary:
          'Restore from a backup: a product backup sets the products back (missing ones archived); a store backup sets every record of the store back, per kind. dryRun (the default) only lists what would change',
        ...admin,
        params: backupFileParamsSchema,
        body: restoreBodySchema,
        response: { 200: restoreResultSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { filename } = request.params;
      const tenantId = request.tenant.id;
      if (!(await findBackup(app.db, tenantId, filename))) throw backupNotFound();
      // A dry run changes nothing: only a real restore is a line of the activity log.
      const audit = <T>(change: () => Promise<T>) =>
        request.body.dryRun
          ? change()
          : withAudit(
              app,
              request,
              {
                action: 'backup.restore',
                subjectType: 'backup',
                subjectId: filename,
                summary: filename,
                after: () => ({}),
              },
              change,
            );
      if (backupKindOf(filename) === 'products') {
        const result = await audit(() =>
          restoreBackup(app.db, app.storage, tenantId, filename, request.body.dryRun),
        );
        if (!result.dryRun) {
          app.productsChanged(tenantId);
          expireFor(app, 'catalog-changed', { storeId: tenantId });
        }
        return result;
      }
      const result = await audit(() =>
        restoreStoreBackupFile(app.db, app.storage, tenantId, filename, request.body.dryRun),
      );
      if (!result.dryRun) {
        app.productsChanged(tenantId);
        expireFor(app, 'store-restored', { storeId: tenantId });
      }
      return result;
    },
  );
}

/** Bundling a product backup's images into it, streamed as server-sent events. */
function backupImageRoutes(app: RouteScope) {
  app.get(
    '/:filename/process-images',
    {
      schema: {
        summary:
          'Bundle the products’ images into the backup; a server-sent event stream: progress (0–100)…, complete, stats, or error',
        ...admin,
        params: backupFileParamsSchema,
        response: { 200: z.string().describe('text/event-stream'), ...errors },
      },
    },
    async (request, reply) => {
      const { filename } = request.params;
      if (!(await findBackup(app.db, request.tenant.id, filename))) throw backupNotFound();
      if (backupKindOf(filename) !== 'products')
        throw new ApiError({ status: 400, code: 'BACKUP_KIND', field: 'filename' });
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      const emit = (event: BackupImageEvent) =>
        void reply.raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
      try {
        await bundleBackupImages(app.db, app.storage, request.tenant.id, filename, emit);
      } catch (error) {
        request.log.error({ err: error, filename }, 'bundling backup images failed');
        emit({
          event: 'error',
          data: { error: INTEGRATION_MESSAGES.backupImagesFailed(filename), code: 'BACKUP_IMAGES_FAILED' },
        });
      } finally {
        reply.raw.end();
      }
    },
  );
}

/**
 * The store owner's backups: list, run one now, delete, bundle images, restore. Every route acts
 * on the request's store's own folder and records only. (Reading one file is the public route in
 * index.ts: the same file the storefront falls back to, sent as an attachment.)
 */
const adminBackupRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.backOffice('backups');
  backupFileRoutes(app);
  backupDeleteRoute(app);
  backupRestoreRoutes(app);
  backupImageRoutes(app);
};

export default adminBackupRoutes;
