import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { REVIEW_PHOTO_MAX_BYTES } from '@/lib/constants/reviews';
import { errorResponseSchema } from '@/lib/schemas/common';
import { orderLinkQuerySchema } from '@/lib/schemas/returns';
import {
  ownReviewSchema,
  reviewBodySchema,
  reviewFormSchema,
  reviewLineParamsSchema,
  reviewOrderParamsSchema,
  reviewPhotoSchema,
} from '@/lib/schemas/reviews';
import { STORE_MESSAGES } from '@/lib/schemas/store';
import { ApiError } from '@server/errors';
import { optionalUser } from '@server/services/auth/access';
import type { Reviewer } from '@server/services/reviews/access';
import { getReviewForm, saveReview } from '@server/services/reviews/buyer';
import { saveReviewPhoto } from '@server/services/reviews/photo';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

async function reviewerOf(request: FastifyRequest, token: string | undefined): Promise<Reviewer> {
  const user = await optionalUser(request);
  return { userId: user?.sub, token };
}

const fileRequired = () =>
  new ApiError({ status: 400, code: 'FILE_REQUIRED', message: STORE_MESSAGES.imageRequired, field: 'file' });

/** The uploaded file's bytes: 413 past the limit, 400 without one. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: REVIEW_PHOTO_MAX_BYTES, files: 1 } });
    if (!part) throw fileRequired();
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw fileRequired();
    return bytes;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError({
        status: 413,
        code: 'FILE_TOO_LARGE',
        message: 'The photo must be at most 5 MB',
        field: 'file',
      });
    throw fileRequired();
  }
}

/**
 * A buyer's reviews of an order's pieces: signed in as the order's account (My Orders), or with the
 * review request mail's link (its token). Another's order, or a wrong token, is 404.
 */
const orderReviews: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: REVIEW_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const limit = { preHandler: async (request: FastifyRequest) => app.rateLimit('reviews:ip', request.ip) };

  app.get(
    '/:id/reviews',
    {
      ...limit,
      schema: {
        tags: ['orders'],
        summary:
          'The order’s pieces to review (name, image, and the buyer’s review of each so far); the order’s account or the request mail’s token. Another’s order or a wrong token is 404; an order not yet delivered 409.',
        params: reviewOrderParamsSchema,
        querystring: orderLinkQuerySchema,
        response: { 200: reviewFormSchema, ...errors },
      },
    },
    async (request) =>
      getReviewForm(app, request.tenant, request.params.id, await reviewerOf(request, request.query.token)),
  );

  app.put(
    '/:id/reviews/:lineId',
    {
      ...limit,
      schema: {
        tags: ['orders'],
        summary:
          'Write or replace the review of one of the order’s pieces (1–5 stars, title, text, optional photo from the upload). Shown at once, or after the owner approves when the store asks so. A line of another order is 404 and nothing is written.',
        params: reviewLineParamsSchema,
        querystring: orderLinkQuerySchema,
        body: reviewBodySchema,
        response: { 200: ownReviewSchema, ...errors },
      },
    },
    async (request) => {
      const { id, lineId } = request.params;
      const reviewer = await reviewerOf(request, request.query.token);
      return saveReview(app, request.tenant, { orderId: id, lineId }, reviewer, request.body);
    },
  );

  app.post(
    '/:id/reviews/photo',
    {
      ...limit,
      schema: {
        tags: ['orders'],
        summary:
          'Upload a photo for a review of the order’s pieces (PNG, JPEG or WebP, 5 MB) as multipart field "file"; answers the name to send with the review.',
        consumes: ['multipart/form-data'],
        params: reviewOrderParamsSchema,
        querystring: orderLinkQuerySchema,
        response: { 201: reviewPhotoSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const reviewer = await reviewerOf(request, request.query.token);
      const bytes = await uploadedBytes(request);
      const saved = await saveReviewPhoto(app, request.tenant, request.params.id, reviewer, bytes);
      return reply.code(201).send(saved);
    },
  );
};

export default orderReviews;
