/**
 * Reviews from verified buyers: each is tied to the order line it reviews. The owner publishes at
 * once or after approval, can hide one, and can reply publicly.
 */

/** A review's states: waiting for the owner's approval, shown on the product page, or hidden. */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Days after delivery or handover before the buyer is asked, when the owner has not said. */
export const DEFAULT_REVIEW_REQUEST_DAYS = 7;
/** Days added after shipping when no delivery is recorded, when the owner has not said. */
export const DEFAULT_REVIEW_SHIPPED_EXTRA_DAYS = 7;
/** The most days either delay can be. */
export const MAX_REVIEW_DELAY_DAYS = 90;

/** Only orders delivered (or shipped) within this many days are asked: older ones never flood in. */
export const REVIEW_REQUEST_LOOKBACK_DAYS = 60;
/** The longest a review's title, its text and the owner's reply may be. */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
/** Reviews per page on the product page and in the back-office. */
export const REVIEWS_PAGE_SIZE = 5;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;
/** A review photo's largest upload. */
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** What the product page says of where its reviews come from. */
export const REVIEWS_HEADING = 'Reviews from verified buyers';
/** The name shown with a review when the buyer's name is not known. */
export const VERIFIED_BUYER = 'Verified buyer';

/** The buyer's review page of an order: from the mailed link (with its token) or from My Orders. */
export const orderReviewPath = (orderId: string, token?: string) =>
  `/orders/${encodeURIComponent(orderId)}/review${token ? `?${new URLSearchParams({ token })}` : ''}`;
