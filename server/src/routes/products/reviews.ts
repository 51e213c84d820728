import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import { productReviewsSchema, reviewPageQuerySchema } from '@/lib/schemas/reviews';
import { listProductReviews } from '@server/services/reviews/shoppers';

/** A product's reviews from verified buyers, for shoppers. */
const productReviews: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/reviews',
    {
      schema: {
        tags: ['products'],
        security: [],
        summary:
          'A product’s published reviews from verified buyers, newest first, a page at a time, with the owner’s replies, and their average stars and count.',
        params: z.object({ id: z.guid({ error: 'Invalid product id' }) }),
        querystring: reviewPageQuerySchema,
        response: { 200: productReviewsSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listProductReviews(app, request.tenant, request.params.id, request.query.page),
  );
};

export default productReviews;
