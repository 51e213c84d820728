/**
 * The owner's reviews: the list (by status), publishing or hiding one, and the public reply. A
 * change to what shoppers see expires the product's page.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_REVIEWS_PAGE_SIZE, type ReviewStatus } from '@/lib/constants/reviews';
import { REVIEW_MESSAGES, type AdminReviewList, type AdminReviewPatch } from '@/lib/schemas/reviews';
import { ApiError } from '@server/errors';
import {
  countStoreReviews,
  findStoreReviews,
  lockStoreReview,
  updateStoreReview,
  type ReviewRow,
} from '@server/repositories/reviews';
import type { Tenant } from '@server/types';
import { expireFor } from '../cache/expiry';
import { adminReview } from './views';

export async function listStoreReviews(
  app: FastifyInstance,
  tenant: Tenant,
  query: { status?: ReviewStatus; page: number },
): Promise<AdminReviewList> {
  const [rows, total] = await Promise.all([
    findStoreReviews(app.db, tenant.id, {
      status: query.status,
      limit: ADMIN_REVIEWS_PAGE_SIZE,
      offset: (query.page - 1) * ADMIN_REVIEWS_PAGE_SIZE,
    }),
    countStoreReviews(app.db, tenant.id, query.status),
  ]);
  return {
    reviews: rows.map((row) => adminReview(row.review, row)),
    page: query.page,
    pageSize: ADMIN_REVIEWS_PAGE_SIZE,
    total,
  };
}

/** The columns an answer changes: the status, and the reply ('' clears it). */
function changesOf(patch: AdminReviewPatch): Partial<Pick<ReviewRow, 'status' | 'reply' | 'repliedAt'>> {
  const reply =
    patch.reply === undefined
      ? {}
      : patch.reply
        ? { reply: patch.reply, repliedAt: new Date() }
        : { reply: null, repliedAt: null };
  return { ...(patch.status ? { status: patch.status } : {}), ...reply };
}

/** Publishes, hides or replies to one of the store's reviews; answers the review as it now stands. */
export async function answerReview(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  patch: AdminReviewPatch,
) {
  const before = await app.db.transaction(async (tx) => {
    const row = await lockStoreReview(tx, tenant.id, id);
    if (!row)
      throw new ApiError({ status: 404, code: 'REVIEW_NOT_FOUND', message: REVIEW_MESSAGES.reviewNotFound });
    await updateStoreReview(tx, tenant.id, id, changesOf(patch));
    return row;
  });
  if (before.productId)
    expireFor(app, 'reviews-changed', { storeId: tenant.id, productIds: [before.productId] });
  const after = await findStoreReviews(app.db, tenant.id, { limit: 1, offset: 0, id });
  return adminReview(after[0].review, after[0]);
}
