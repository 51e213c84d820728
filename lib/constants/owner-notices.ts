/**
 * What the owner (and staff with the Orders role) is told by mail: a new order, a return request,
 * a piece or size falling to the low-stock threshold, an order past its ship-by day. Each can be
 * turned off; a daily digest can gather them instead of single mails.
 */

export const OWNER_NOTICE_KINDS = ['new_order', 'return_request', 'low_stock', 'ship_by_late'] as const;
export type OwnerNoticeKind = (typeof OWNER_NOTICE_KINDS)[number];

/** Stock at or under this tells the owner, when they have not set their own. */
export const DEFAULT_LOW_STOCK_ALERT = 2;

/** The highest low-stock threshold an owner may set. */
export const LOW_STOCK_THRESHOLD_MAX = 1000;

/** The store-local hour (24 h) the daily digest goes out at, gathering what was told since the last. */
export const DIGEST_HOUR = 8;

/** Each notice as the Notifications settings name it, with what it tells. */
export const OWNER_NOTICE_LABELS: Record<OwnerNoticeKind, { label: string; hint: string }> = {
  new_order: { label: 'New orders', hint: 'Each order as it is paid, and each sale your staff record.' },
  return_request: { label: 'Return requests', hint: 'Each return or withdrawal a buyer asks for.' },
  low_stock: { label: 'Low stock', hint: 'A piece or size falling to the threshold below.' },
  ship_by_late: { label: 'Late orders', hint: 'A paid order not shipped by its ship-by day.' },
};
