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
