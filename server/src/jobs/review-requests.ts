/**
 * The review request mails: hourly (REVIEW_REQUEST_CRON), on one instance, each store with reviews on asks the buyers of
 * orders delivered (or shipped) long enough ago for a review of their pieces, once per order
 * (services/reviews/requests.ts). A start catches up the hour it missed.
 */
import type { FastifyInstance } from 'fastify';
import { REVIEW_REQUESTS_LOCK } from '../repositories/locks';
import { sendReviewRequests } from '../services/reviews/requests';
import type { Job } from './runner';

export const reviewRequestsJob = (app: FastifyInstance): Job => ({
  name: 'review-requests',
  pattern: app.config.REVIEW_REQUEST_CRON,
  timezone: 'UTC',
  lock: REVIEW_REQUESTS_LOCK,
  catchUp: true,
  run: async (app) => {
    const detail = await sendReviewRequests(app);
    return { detail, failed: detail.failed.length > 0 };
  },
  idle: (detail) => !detail.mailed,
});
