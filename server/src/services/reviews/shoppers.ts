/** A product's published reviews, newest first, with the owner's replies, and its rating. */
import type { FastifyInstance } from 'fastify';
import { REVIEWS_PAGE_SIZE } from '@/lib/constants/reviews';
import type { ProductReviews } from '@/lib/schemas/reviews';
import { findPublishedReviews, findReviewSummary } from '@server/repositories/reviews';
import type { Tenant } from '@server/types';
import { publicReview } from './views';

export async function listProductReviews(
  app: FastifyInstance,
  tenant: Tenant,
  productId: string,
  page: number,
): Promise<ProductReviews> {
  const [rows, summary] = await Promise.all([
    findPublishedReviews(app.db, tenant.id, productId, {
      limit: REVIEWS_PAGE_SIZE,
      offset: (page - 1) * REVIEWS_PAGE_SIZE,
    }),
    findReviewSummary(app.db, tenant.id, productId),
  ]);
  return {
    reviews: rows.map(publicReview),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    average: summary.average === null ? null : Math.round(summary.average * 10) / 10,
    count: summary.count,
  };
}
