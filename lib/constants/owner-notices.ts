/**
 * What the owner (and staff with the Orders role) is told by mail: a new order, a return request,
 * a piece or size falling to the low-stock threshold, an order past its ship-by day. Each can be
 * turned off; a daily digest can gather them instead of single mails.
 */

export const OWNER_NOTICE_KINDS = ['new_order', 'return_request', 'low_stock', 'ship_by_late'] as const;
export type OwnerNoticeKind = (typeof OWNER_NOTICE_KINDS)[number];

/** Stock at or under this tells the owner, when they have not set their own. */
export const DEFAULT_LOW_STOCK_ALERT = 2;
