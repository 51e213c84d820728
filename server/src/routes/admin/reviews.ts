import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/lib/schemas/common';
import {
  adminReviewListSchema,
  adminReviewParamsSchema,
  adminReviewPatchSchema,
  adminReviewSchema,
  adminReviewsQuerySchema,
  reviewSettingsSchema,
} from '@/lib/schemas/reviews';
import { withAudit } from '@server/services/audit/audited';
import { answerReview, listStoreReviews } from '@server/services/reviews/moderation';
import { getReviewSettings, saveReviewSettings } from '@server/services/reviews/settings';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The owner's reviews: the list by status, publishing, hiding and replying, and the store's review settings. */
const adminReviews: FastifyPluginAsyncZod = async (app) => {
  app.backOffice('reviews');

  app.get(
    '/reviews',
    {
      schema: {
        ...admin,
        summary: 'The store’s reviews from verified buyers, newest first, a page at a time; status filters',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewListSchema, ...errors },
      },
    },
    async (request) => listStoreReviews(app, request.tenant, request.query),
  );

  app.patch(
    '/reviews/:id',
    {
      schema: {
        ...admin,
        summary:
          'Publish or hide a review, and/or write its public reply ("" removes it); the product page follows at once',
        params: adminReviewParamsSchema,
        body: adminReviewPatchSchema,
        response: { 200: adminReviewSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'review.answer',
          subjectType: 'review',
          summary: (review) => `Review “${review.title}” of ${review.productName}: ${review.status}`,
          after: (review) => ({ status: review.status, reply: review.reply }),
        },
        () => answerReview(app, request.tenant, request.params.id, request.body),
      ),
  );

  app.get(
    '/settings/reviews',
    {
      schema: {
        ...admin,
        summary:
          'Whether buyers are asked for reviews, after how many days, and whether reviews show at once',
        response: { 200: reviewSettingsSchema, ...errors },
      },
    },
    async (request) => getReviewSettings(app.db, request.tenant.id),
  );

  app.put(
    '/settings/reviews',
    {
      schema: {
        ...admin,
        summary: 'Save the store’s review settings (delays of 0 to 90 days)',
        body: reviewSettingsSchema,
        response: { 200: reviewSettingsSchema, ...errors },
      },
    },
    async (request) =>
      withAudit(
        app,
        request,
        {
          action: 'settings.reviews',
          subjectType: 'store',
          subjectId: request.tenant.id,
          summary: 'Review settings saved',
          before: () => getReviewSettings(app.db, request.tenant.id),
        },
        () => saveReviewSettings(app.db, request.tenant.id, request.body),
      ),
  );
};

export default adminReviews;
