/**
 * Reviews from verified buyers, as the api speaks them: the buyer's form of an order's pieces, a
 * review written or edited, a product's published reviews with their average, the owner's list
 * and answers, and the store's review settings. Both clients and the server read these.
 */
import { z } from 'zod';
import {
  MAX_REVIEW_DELAY_DAYS,
  REVIEW_BODY_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
} from '../constants/reviews';

/** What buyers and owners read about reviews; the server's refusals name the field they are about. */
export const REVIEW_MESSAGES = {
  ratingRange: 'Choose from 1 to 5 stars',
  titleRequired: 'Give your review a title',
  titleTooLong: `Keep the title to ${REVIEW_TITLE_MAX} characters`,
  bodyRequired: 'Tell other shoppers about this piece',
  bodyTooLong: `Keep your review to ${REVIEW_BODY_MAX.toLocaleString('en-US')} characters`,
  replyTooLong: `Keep the reply to ${REVIEW_REPLY_MAX.toLocaleString('en-US')} characters`,
  delayRange: `Choose from 0 to ${MAX_REVIEW_DELAY_DAYS} days`,
  lineNotFound: 'This piece is not part of the order',
  notYet: 'This piece can be reviewed once it has reached you',
  reviewNotFound: 'Review not found',
  photoNotFound: 'The photo could not be found. Please add it again.',
  saved: 'Thank you! Your review is saved.',
  savedPending: 'Thank you! Your review will show once the shop has read it.',
} as const;

export const reviewStatusSchema = z.enum(REVIEW_STATUSES, {
  error: `status must be one of ${REVIEW_STATUSES.join(', ')}`,
});

/** A review photo's stored name, as the upload answers it. */
export const REVIEW_PHOTO_PATTERN = /^review-[0-9a-f]{16}-800\.webp$/;

/** What a buyer writes: stars, a title, the text, and optionally the photo they uploaded first. */
export const reviewBodySchema = z.strictObject({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRange })
    .int({ error: REVIEW_MESSAGES.ratingRange })
    .min(1, { error: REVIEW_MESSAGES.ratingRange })
    .max(5, { error: REVIEW_MESSAGES.ratingRange }),
  title: z
    .string({ error: REVIEW_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.titleRequired })
    .max(REVIEW_TITLE_MAX, { error: REVIEW_MESSAGES.titleTooLong }),
  body: z
    .string({ error: REVIEW_MESSAGES.bodyRequired })
    .trim()
    .min(1, { error: REVIEW_MESSAGES.bodyRequired })
    .max(REVIEW_BODY_MAX, { error: REVIEW_MESSAGES.bodyTooLong }),
  photo: z.string().regex(REVIEW_PHOTO_PATTERN, { error: REVIEW_MESSAGES.photoNotFound }).nullish(),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** The buyer's form: the same, with the stars read from the radio buttons' text. */
export const reviewFormBodySchema = reviewBodySchema.extend({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.ratingRange })
    .int({ error: REVIEW_MESSAGES.ratingRange })
    .min(1, { error: REVIEW_MESSAGES.ratingRange })
    .max(5, { error: REVIEW_MESSAGES.ratingRange }),
});

export const reviewOrderParamsSchema = z.object({ id: z.guid({ error: 'Invalid order id' }) });
export const reviewLineParamsSchema = reviewOrderParamsSchema.extend({
  lineId: z.guid({ error: 'Invalid order line' }),
});

/** The buyer's own review of a line, as their form shows it. */
export const ownReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The photo's address, or null. */
  photoUrl: z.string().nullable(),
  photo: z.string().nullable(),
  status: reviewStatusSchema,
  updatedAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const reviewFormLineSchema = z.object({
  orderItemId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  image: z.string().nullable(),
  review: ownReviewSchema.nullable(),
});
export type ReviewFormLine = z.infer<typeof reviewFormLineSchema>;

/** An order's pieces for review. */
export const reviewFormSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  lines: z.array(reviewFormLineSchema),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** A published review as shoppers read it. */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  photoUrl: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A product's rating: the average stars (one decimal) and how many, of published reviews only. */
export const reviewSummarySchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const productReviewsSchema = reviewSummarySchema.extend({
  reviews: z.array(publicReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

export const reviewPageQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
});

/** The owner's view of a review: with its state, product and order. */
export const adminReviewSchema = publicReviewSchema.extend({
  status: reviewStatusSchema,
  productId: z.string().nullable(),
  productName: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  reviews: z.array(adminReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

export const adminReviewsQuerySchema = reviewPageQuerySchema.extend({
  status: reviewStatusSchema.optional(),
});
export const adminReviewParamsSchema = z.object({ id: z.guid({ error: 'Invalid review id' }) });

/** The owner's answer: publish or hide it, and/or write (or clear, with '') the public reply. */
export const adminReviewPatchSchema = z
  .strictObject({
    status: z.enum(['published', 'hidden'], { error: 'status must be published or hidden' }).optional(),
    reply: z.string().trim().max(REVIEW_REPLY_MAX, { error: REVIEW_MESSAGES.replyTooLong }).optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.reply !== undefined, {
    error: 'Give a status or a reply',
    path: ['status'],
  });
export type AdminReviewPatch = z.infer<typeof adminReviewPatchSchema>;

const delay = z
  .number({ error: REVIEW_MESSAGES.delayRange })
  .int({ error: REVIEW_MESSAGES.delayRange })
  .min(0, { error: REVIEW_MESSAGES.delayRange })
  .max(MAX_REVIEW_DELAY_DAYS, { error: REVIEW_MESSAGES.delayRange });

/** The store's review settings. */
export const reviewSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  requestDays: delay,
  shippedExtraDays: delay,
  publishAtOnce: z.boolean({ error: 'publishAtOnce must be true or false' }),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** The photo just uploaded: the name to send with the review, and its address to show. */
export const reviewPhotoSchema = z.object({ photo: z.string(), photoUrl: z.string() });
