/** Reviews as the api answers them: the buyer's own, a shopper's view, and the owner's. */
import type { AdminReview, OwnReview, PublicReview } from '@/lib/schemas/reviews';
import type { ReviewRow } from '@server/repositories/reviews';
import { mediaUrl } from '../stores/media';

const photoUrlOf = (row: ReviewRow) => (row.photo ? mediaUrl(row.tenantId, row.photo) : null);

export const ownReview = (row: ReviewRow): OwnReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  photo: row.photo,
  photoUrl: photoUrlOf(row),
  status: row.status,
  updatedAt: row.updatedAt.toISOString(),
});

export const publicReview = (row: ReviewRow): PublicReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  photoUrl: photoUrlOf(row),
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

export const adminReview = (
  row: ReviewRow,
  extra: { productName: string; orderNumber: string },
): AdminReview => ({
  ...publicReview(row),
  status: row.status,
  productId: row.productId,
  orderId: row.orderId,
  ...extra,
});
