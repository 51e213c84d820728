import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTEGRATION_MESSAGES } from '../../../../lib/messages';
import { backupFileParamsSchema, backupListSchema, backupRunResultSchema, restoreBodySchema, restoreResultSchema, type BackupImageEvent } from '../../../../lib/schemas/backups';
import { errorResponseSchema } from '../../../../lib/schemas/common';
import { TAGS } from '../../../../lib/tags';
import { notFound } from '../../errors';
import { bundleBackupImages } from '../../services/backup-images';
import { restoreBackup } from '../../services/backup-restore';
import { deleteBackup, findBackup, listBackups, toBackup, writeProductBackup } from '../../services/backups';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const admin = { tags: ['admin', 'backups'], security: [{ bearerAuth: [] }] };
const backupNotFound = () => notFound(INTEGRATION_MESSAGES.backupNotFound, 'BACKUP_NOT_FOUND');

/**
 * The store owner's backups: list, run one now, delete, bundle images, restore. Every route acts
 * on the request's store's own folder and records only. (Reading one file is the public route in
 * index.ts: the same file the storefront falls back to, sent as an attachment.)
 */
const adminBackupRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so a caller without the right to act learns nothing about what the body should be.
  app.addHook('onRequest', app.requireAdmin);

  app.get('/', { schema: { summary: "The store's backups, newest first", ...admin, response: { 200: backupListSchema, ...errors } } }, async (request) => ({
    backups: await listBackups(app.db, request.tenant.id),
  }));

  app.post('/run', { schema: { summary: "Write today's backup of the store now (replacing today's earlier one)", ...admin, response: { 201: backupRunResultSchema, ...errors } } }, async (request, reply) => {
    const result = await writeProductBackup(app.db, app.storage, request.tenant);
    const backup = await findBackup(app.db, request.tenant.id, result.filename);
    return reply.code(201).send({ success: true as const, backup: backup ?? toBackup({ filename: result.filename, createdAt: new Date(), sizeBytes: result.sizeBytes, hasImages: false }), products: result.products });
  });

  app.delete(
    '/:filename',
    { schema: { summary: 'Delete one of the store’s backups', ...admin, params: backupFileParamsSchema, response: { 200: z.object({ success: z.literal(true), filename: z.string() }), ...errors } } },
    async (request) => {
      if (!(await deleteBackup(app.db, app.storage, request.tenant.id, request.params.filename))) throw backupNotFound();
      return { success: true as const, filename: request.params.filename };
    },
  );

  app.post(
    '/:filename/restore',
    {
      schema: {
        summary: 'Restore the store’s products from a backup; dryRun (the default) only lists what would be added, changed and archived',
        ...admin,
        params: backupFileParamsSchema,
        body: restoreBodySchema,
        response: { 200: restoreResultSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await findBackup(app.db, request.tenant.id, request.params.filename))) throw backupNotFound();
      const result = await restoreBackup(app.db, app.storage, request.tenant.id, request.params.filename, request.body.dryRun);
      if (!result.dryRun) {
        app.productsChanged(request.tenant.id);
        app.revalidateTags([TAGS.products(request.tenant.id)]);
      }
      return result;
    },
  );

  app.get(
    '/:filename/process-images',
    {
      schema: {
        summary: 'Bundle the products’ images into the backup; a server-sent event stream: progress (0–100)…, complete, stats, or error',
        ...admin,
        params: backupFileParamsSchema,
        response: { 200: z.string().describe('text/event-stream'), ...errors },
      },
    },
    async (request, reply) => {
      const { filename } = request.params;
      if (!(await findBackup(app.db, request.tenant.id, filename))) throw backupNotFound();
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      const emit = (event: BackupImageEvent) => void reply.raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
      try {
        await bundleBackupImages(app.db, app.storage, request.tenant.id, filename, emit);
      } catch (error) {
        request.log.error({ err: error, filename }, 'bundling backup images failed');
        emit({ event: 'error', data: { error: INTEGRATION_MESSAGES.backupImagesFailed(filename), code: 'BACKUP_IMAGES_FAILED' } });
      } finally {
        reply.raw.end();
      }
    },
  );
};

export default adminBackupRoutes;
