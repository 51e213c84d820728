import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACKUP_FILE_PATTERN } from '@/lib/backup';
import { TENANT_HEADER } from '@/lib/constants/api';
import { errorResponseSchema } from '@/lib/schemas/common';
import { ApiError } from '@server/errors';
import { backupKey } from '@server/services/backups/product-backups';
import adminBackupRoutes from './admin';
import { named } from '@server/routes/named';

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
export const BACKUP_FILE_HEADER = 'x-backup-file';

/**
 * A store's product backups, for the web to keep a copy of (it may run on another machine), and
 * the owner's download of one (`GET /api/backups/{file}`, the same public file, as an attachment).
 * Read from storage only, without the database, so they are served while the database is down:
 * the store comes from the header and only selects a folder of that store's files. A backup holds
 * the listed catalog only, which the storefront shows anyone.
 */
const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  // The owner's list, run, delete, restore and image bundling, in their own (admin) scope.
  await app.register(named(adminBackupRoutes));

  const tenantOf = (raw: string | string[] | undefined) => {
    const id = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
    if (!id) throw new ApiError({ status: 400, code: 'TENANT_REQUIRED', field: TENANT_HEADER });
    if (!TENANT_ID.test(id))
      throw new ApiError({
        status: 404,
        code: 'TENANT_NOT_FOUND',
        message: `Unknown store: ${id.slice(0, 64)}`,
        field: TENANT_HEADER,
      });
    return id;
  };

  const send = async (tenantId: string, filename: string | undefined, reply: FastifyReply) => {
    const body = filename ? await app.storage.get(backupKey(tenantId, filename)) : null;
    if (!filename || !body)
      throw new ApiError({ status: 404, code: 'BACKUP_NOT_FOUND', message: 'No product backup' });
    reply.header(BACKUP_FILE_HEADER, filename);
    reply.header('cache-control', 'no-store');
    // An owner's browser saves it as a file; the web's fetch reads the body alike.
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return reply.type('application/json; charset=utf-8').send(body);
  };

  const schema = (summary: string) => ({
    summary,
    tags: ['backups'],
    response: { 400: errorResponseSchema, 404: errorResponseSchema },
  });

  app.get(
    '/newest',
    { config: { tenant: false }, schema: schema("The store's newest product backup file") },
    async (request, reply) => {
      const tenantId = tenantOf(request.headers[TENANT_HEADER]);
      // Names carry the date (YYYY-MM-DD), so the last in order is the newest.
      const names = (await app.storage.list(`${tenantId}/backups`)).filter((name) =>
        BACKUP_FILE_PATTERN.test(name),
      );
      return send(tenantId, names.at(-1), reply);
    },
  );

  app.get(
    '/:file',
    {
      config: { tenant: false },
      schema: {
        ...schema('One product backup file of the store'),
        params: z.object({
          file: z.string().regex(BACKUP_FILE_PATTERN, { error: 'Not a backup file name' }),
        }),
      },
    },
    async (request, reply) => send(tenantOf(request.headers[TENANT_HEADER]), request.params.file, reply),
  );
};

export default backupRoutes;
