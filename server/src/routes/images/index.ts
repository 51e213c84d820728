import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_FILE_PATTERN } from '@/lib/constants/catalog';
import { errorResponseSchema } from '@/lib/schemas/common';
import { ApiError } from '@server/errors';
import { isProductId } from '@server/repositories/products';
import { imageStorageKey } from '@server/services/catalog/renditions';

const fileParams = z.object({
  file: z.string().regex(IMAGE_FILE_PATTERN, {
    error: 'Image name must look like {id}_400.webp or {id}_800.webp',
  }),
});

/**
 * Product images as sized WebP. An image's own id names one picture for good, cacheable for a
 * year; a product's id names whichever image is its main one now, so a cache asks again after a
 * minute (a 304 while it is the same).
 */
const FOREVER = 'public, max-age=31536000, immutable';
const MAIN_IMAGE = 'public, max-age=60, must-revalidate';

const images: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:file',
    {
      config: { tenant: false },
      schema: {
        summary: 'A product image rendition',
        tags: ['images'],
        params: fileParams,
        response: { 200: z.any(), 304: z.null(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = imageStorageKey(request.params.file);
      const info = await app.storage.stat(key);
      if (!info) throw new ApiError({ status: 404, code: 'IMAGE_NOT_FOUND', message: 'Image not found' });
      const etag = `"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
      const main = await isProductId(app.db, request.params.file.slice(0, 36));
      const fresh = request.headers['if-none-match'] === etag;
      // Opened before any header is set: a file gone since the stat (another instance removed
      // it) is a plain 404.
      const body = fresh ? null : await app.storage.stream(key);
      if (!fresh && !body)
        throw new ApiError({ status: 404, code: 'IMAGE_NOT_FOUND', message: 'Image not found' });
      reply
        .header('cache-control', main ? MAIN_IMAGE : FOREVER)
        .header('etag', etag)
        .header('content-length', info.size)
        .type('image/webp');
      return fresh ? reply.code(304).send(null) : reply.send(body);
    },
  );
};

export default images;
