/**
 * The buyer's side: the form of an order's pieces with their reviews, and a review written or
 * edited (one per line, replaced on edit). It shows at once when the store publishes at once;
 * otherwise it waits for the owner, and so does an edit of a published one. A hidden one stays hidden.
 */
import type { FastifyInstance } from 'fastify';
import type { ReviewStatus } from '@/lib/constants/reviews';
import { REVIEW_MESSAGES, type ReviewBody, type ReviewForm } from '@/lib/schemas/reviews';
import { ApiError } from '@server/errors';
import {
  findPieceLines,
  findReviewsOfOrder,
  lockReviewOfLine,
  upsertReview,
  type ReviewRow,
} from '@server/repositories/reviews';
import type { Tenant } from '@server/types';
import { expireFor } from '../cache/expiry';
import { mediaStorageKey } from '../stores/media';
import { orderForReviewer, type Reviewer } from './access';
import { authorNameOf } from './author';
import { getReviewSettings } from './settings';
import { ownReview } from './views';

export async function getReviewForm(
  app: FastifyInstance,
  tenant: Tenant,
  orderId: string,
  reviewer: Reviewer,
): Promise<ReviewForm> {
  const order = await orderForReviewer(app.db, tenant, orderId, reviewer);
  const [lines, reviews] = await Promise.all([
    findPieceLines(app.db, tenant.id, order.id),
    findReviewsOfOrder(app.db, tenant.id, order.id),
  ]);
  const byLine = new Map(reviews.map((review) => [review.orderItemId, review]));
  return {
    orderId: order.id,
    orderNumber: order.orderId,
    lines: lines.map((line) => {
      const review = byLine.get(line.id);
      return { ...line, orderItemId: line.id, review: review ? ownReview(review) : null };
    }),
  };
}

/** The status a saved review takes: hidden stays hidden; else as the store publishes. */
function statusAfterEdit(existing: ReviewRow | null, publishAtOnce: boolean): ReviewStatus {
  if (existing?.status === 'hidden') return 'hidden';
  return publishAtOnce ? 'published' : 'pending';
}

async function refuseMissingPhoto(app: FastifyInstance, tenantId: string, photo: string | null) {
  if (photo && !(await app.storage.stat(mediaStorageKey(tenantId, photo))))
    throw new ApiError({
      status: 400,
      code: 'REVIEW_PHOTO_NOT_FOUND',
      message: REVIEW_MESSAGES.photoNotFound,
      field: 'photo',
    });
}

/** Writes or replaces the review of one of the order's pieces; another order's line is 404, nothing written. */
export async function saveReview(
  app: FastifyInstance,
  tenant: Tenant,
  ids: { orderId: string; lineId: string },
  reviewer: Reviewer,
  body: ReviewBody,
) {
  const order = await orderForReviewer(app.db, tenant, ids.orderId, reviewer);
  const line = (await findPieceLines(app.db, tenant.id, order.id)).find((piece) => piece.id === ids.lineId);
  if (!line)
    throw new ApiError({
      status: 404,
      code: 'REVIEW_LINE_NOT_FOUND',
      message: REVIEW_MESSAGES.lineNotFound,
      field: 'lineId',
    });
  const photo = body.photo ?? null;
  await refuseMissingPhoto(app, tenant.id, photo);
  const { publishAtOnce } = await getReviewSettings(app.db, tenant.id);
  const { saved, before } = await app.db.transaction(async (tx) => {
    const existing = await lockReviewOfLine(tx, tenant.id, line.id);
    const row = await upsertReview(tx, {
      tenantId: tenant.id,
      orderItemId: line.id,
      orderId: order.id,
      productId: line.productId,
      rating: body.rating,
      title: body.title,
      body: body.body,
      photo,
      authorName: authorNameOf(app, order),
      status: statusAfterEdit(existing, publishAtOnce),
    });
    return { saved: row, before: existing?.status ?? null };
  });
  if (saved.productId && (saved.status === 'published' || before === 'published'))
    expireFor(app, 'reviews-changed', { storeId: tenant.id, productIds: [saved.productId] });
  return ownReview(saved);
}
