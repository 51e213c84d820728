import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TENANT_HEADER } from '@/lib/constants/api';
import { HERO_MAX_BYTES } from '@/lib/constants/store-builder';
import { errorResponseSchema } from '@/lib/schemas/common';
import { STORE_MEDIA_KINDS, STORE_MESSAGES, storeMediaUploadSchema } from '@/lib/schemas/store';
import { ApiError } from '@server/errors';
import { withAudit } from '@server/services/audit/audited';
import { findStoreByTenant } from '@server/repositories/stores';
import {
  MEDIA_FILE_PATTERN,
  MEDIA_LIMITS,
  mediaStorageKey,
  saveStoreMedia,
  tooLarge,
} from '@server/services/stores/media';
import { answerRuleMessages } from './field-errors';
import { named } from '@server/routes/named';

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** An uploaded SVG is shown as an image, never run: no script, no loads, no same-origin powers. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Logo and hero uploads, for the store's admins. */
const uploads: FastifyPluginAsyncZod = async (admin) => {
  admin.backOffice('look');
  answerRuleMessages(admin);

  admin.post(
    '/:id/media/:kind',
    {
      schema: {
        summary:
          'Upload a logo (2 MB) or hero image (5 MB) as multipart field "file"; answers the URL for updateLogo or updateHero',
        tags: ['admin', 'stores'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: z.object({
          id: z.guid({ error: 'Invalid store id' }),
          kind: z.enum(STORE_MEDIA_KINDS, { error: 'kind must be logo or hero' }),
        }),
        response: {
          201: storeMediaUploadSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const store = await findStoreByTenant(admin.db, request.tenant.id);
      if (!store || store.id !== id) throw new ApiError({ status: 404, code: 'STORE_NOT_FOUND' });
      let bytes: Buffer;
      try {
        const part = await request.file({ limits: { fileSize: MEDIA_LIMITS[kind].maxBytes, files: 1 } });
        if (!part)
          throw new ApiError({
            status: 400,
            code: 'FILE_REQUIRED',
            message: STORE_MESSAGES.imageRequired,
            field: 'file',
          });
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
          throw new ApiError({
            status: 400,
            code: 'FILE_REQUIRED',
            message: STORE_MESSAGES.imageRequired,
            field: 'file',
          });
        throw new ApiError({ status: 400, code: 'BAD_UPLOAD', field: 'file' });
      }
      // The file is new; the theme's logo or hero points at it once updateLogo or updateHero saves it
      // (a `settings.theme` line with the key before → after).
      const upload = await withAudit(
        admin,
        request,
        {
          action: `settings.${kind}`,
          subjectType: 'store',
          subjectId: request.tenant.id,
          summary: kind === 'logo' ? 'Logo uploaded' : 'Hero image uploaded',
          after: (saved) => ({ file: saved.url, contentType: saved.contentType }),
        },
        () => saveStoreMedia(admin.storage, request.tenant.id, kind, bytes),
      );
      return reply.code(201).send(upload);
    },
  );
};

/** Logo and hero uploads (admin only), and the files themselves (public, cached for ever). */
const storeMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: HERO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.get(
    '/media/:tenant/:file',
    {
      config: { tenant: false },
      schema: {
        summary: 'A logo or hero image (content-hashed name), on its own store only',
        tags: ['stores'],
        security: [],
        params: z.object({
          tenant: z.string().regex(TENANT_ID, { error: 'Unknown store' }),
          file: z.string().regex(MEDIA_FILE_PATTERN, {
            error: 'Image name must look like logo-{hash}-800.webp or logo-{hash}.svg',
          }),
        }),
        response: { 200: z.any(), 304: z.null(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // A store's files are served on its own hosts only: asked for in another store's name (the
      // web always names the host's store), they are not there.
      const raw = request.headers[TENANT_HEADER];
      const asker = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
      if (asker && asker !== request.params.tenant)
        throw new ApiError({ status: 404, code: 'IMAGE_NOT_FOUND', message: 'Image not found' });
      const key = mediaStorageKey(request.params.tenant, request.params.file);
      const info = await app.storage.stat(key);
      if (!info) throw new ApiError({ status: 404, code: 'IMAGE_NOT_FOUND', message: 'Image not found' });
      const svg = request.params.file.endsWith('.svg');
      // The name is the content's hash, so it is also the entity tag.
      const etag = `"${request.params.file}"`;
      const fresh = request.headers['if-none-match'] === etag;
      // Opened before any header is set: a file gone since the stat (another instance removed
      // it) is a plain 404.
      const body = fresh ? null : await app.storage.stream(key);
      if (!fresh && !body)
        throw new ApiError({ status: 404, code: 'IMAGE_NOT_FOUND', message: 'Image not found' });
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-length', info.size)
        .type(svg ? 'image/svg+xml' : 'image/webp');
      if (svg) reply.header('content-security-policy', SVG_POLICY);
      return fresh ? reply.code(304).send(null) : reply.send(body);
    },
  );

  await app.register(named(uploads));
};

export default storeMediaRoutes;
