import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_IMAGE_MAX_BYTES } from '@/lib/constants/catalog';
import { ADMIN_MESSAGES } from '@/lib/messages';
import {
  type AdminProduct,
  adminProductSchema,
  imageAltBodySchema,
  imageOrderBodySchema,
  productImageParamsSchema,
} from '@/lib/schemas/admin-products';
import { errorResponseSchema } from '@/lib/schemas/common';
import { productIdParamsSchema } from '@/lib/schemas/product';
import { ApiError } from '@server/errors';
import { withAudit } from '@server/services/audit/audited';
import { adminProduct } from '@server/services/catalog/admin-products';
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

/** The product's images as its line compares them: their ids, the main image first. */
const imageList = (product: AdminProduct) => ({ images: product.images.map((image) => image.id) });
/** One image's alt text, as the line of its change compares it. */
const altOf = (imageId: string) => (product: AdminProduct) => ({
  alt: product.images.find((image) => image.id === imageId)?.alt ?? null,
});

/** A change to a product's images as a line of the activity log, named by the product. */
function auditedImages(
  app: FastifyInstance,
  request: FastifyRequest,
  productId: string,
  action: string,
  change: () => Promise<AdminProduct>,
  fields: (product: AdminProduct) => Record<string, unknown> = imageList,
) {
  return withAudit(
    app,
    request,
    {
      action,
      subjectType: 'product',
      subjectId: productId,
      summary: (product) => product.name,
      before: async () => fields(await adminProduct(app, request.tenant, productId)),
      after: (product) => fields(product),
    },
    change,
  );
}

/** The uploaded file's bytes and name; 400 without one, 413 over the size limit. */
async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName?: string }> {
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
  return { bytes, fileName };
}

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
      const { bytes, fileName } = await readImageUpload(request);
      const productId = request.params.id;
      const product = await auditedImages(app, request, productId, 'product.photo-add', () =>
        addProductImage(app, request.tenant, productId, bytes, fileName),
      );
      return reply.code(201).send(product);
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
    async (request) =>
      auditedImages(app, request, request.params.id, 'product.photo-order', () =>
        orderProductImages(app, request.tenant, request.params.id, request.body.imageIds),
      ),
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
    async (request) => {
      const { id, imageId } = request.params;
      return auditedImages(
        app,
        request,
        id,
        'product.photo-alt',
        () => setProductImageAlt(app, request.tenant, id, imageId, request.body.alt),
        altOf(imageId),
      );
    },
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
    async (request) =>
      auditedImages(app, request, request.params.id, 'product.photo-remove', () =>
        removeProductImage(app, request.tenant, request.params.id, request.params.imageId),
      ),
  );
};

export default productImages;
