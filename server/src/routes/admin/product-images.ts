import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_IMAGE_MAX_BYTES } from '@/lib/constants/catalog';
import { ADMIN_MESSAGES } from '@/lib/messages';
import {
  adminProductSchema,
  imageAltBodySchema,
  imageOrderBodySchema,
  productImageParamsSchema,
} from '@/lib/schemas/admin-products';
import { errorResponseSchema } from '@/lib/schemas/common';
import { productIdParamsSchema } from '@/lib/schemas/product';
import { ApiError } from '@server/errors';
import {
  addProductImage,
  orderProductImages,
  removeProductImage,
  setProductImageAlt,
} from '@server/services/catalog/product-images';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** A product's images; registered inside the admin products plugin, so only the store's admin reaches it. */
const productImages: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post(
    '/products/:id/images',
    {
      schema: {
        ...admin,
        summary:
          'Add an image (multipart field "file": PNG, JPEG or WebP, 10 MB) as the product’s last; stored as 400 and 800 px WebP',
        consumes: ['multipart/form-data'],
        params: productIdParamsSchema,
        response: { 201: adminProductSchema, ...errors, 409: errorResponseSchema, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      let bytes: Buffer;
      let fileName: string | undefined;
      try {
        const part = await request.file();
        if (!part)
          throw new ApiError({
            status: 400,
            code: 'FILE_REQUIRED',
            message: ADMIN_MESSAGES.imageRequired,
            field: 'file',
          });
        fileName = part.filename || undefined;
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new ApiError({
            status: 413,
            code: 'FILE_TOO_LARGE',
            message: ADMIN_MESSAGES.imageTooLarge,
            field: 'file',
          });
        throw new ApiError({
          status: 400,
          code: 'FILE_REQUIRED',
          message: ADMIN_MESSAGES.imageRequired,
          field: 'file',
        });
      }
      return reply
        .code(201)
        .send(await addProductImage(app, request.tenant, request.params.id, bytes, fileName));
    },
  );

  app.put(
    '/products/:id/images/order',
    {
      schema: {
        ...admin,
        summary: 'Order the product’s images: every image id once, the main image first',
        params: productIdParamsSchema,
        body: imageOrderBodySchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => orderProductImages(app, request.tenant, request.params.id, request.body.imageIds),
  );

  app.patch(
    '/products/:id/images/:imageId',
    {
      schema: {
        ...admin,
        summary: 'Set one image’s alt text (what it shows, for shoppers who cannot see it)',
        params: productImageParamsSchema,
        body: imageAltBodySchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) =>
      setProductImageAlt(app, request.tenant, request.params.id, request.params.imageId, request.body.alt),
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      schema: {
        ...admin,
        summary: 'Remove one image of the product',
        params: productImageParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => removeProductImage(app, request.tenant, request.params.id, request.params.imageId),
  );
};

export default productImages;
