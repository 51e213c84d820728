/**
 * The order lifecycle, written once: the statuses an order can have, its two kinds, and the moves
 * the store's owner may make. The database schema, the api contract, the back-office and My Orders
 * all read them from here.
 */

/** The statuses an order moves through, in order; the ones a customer filters by. */
export const ORDER_FLOW = ['Pending Payment', 'Paid', 'Shipped', 'Delivered'] as const;

/** Every status an order can have. */
export const ORDER_STATUSES = [...ORDER_FLOW, 'Cancelled', 'Refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A regular order is made from a paid basket; a backorder waits for payment. */
export const ORDER_KINDS = ['regular', 'backorder'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The statuses the owner may move an order to. */
export const OWNER_STATUS_TARGETS = ['Paid', 'Shipped', 'Delivered'] as const;
export type OwnerStatusTarget = (typeof OWNER_STATUS_TARGETS)[number];

/**
 * Where the owner may move an order from each status, by kind: only forward, Paid → Shipped →
 * Delivered, and a backorder from Pending Payment → Paid once its payment was taken.
 */
export const ORDER_TRANSITIONS: Record<
  OrderKind,
  Partial<Record<OrderStatus, readonly OwnerStatusTarget[]>>
> = {
  regular: { Paid: ['Shipped'], Shipped: ['Delivered'] },
  backorder: { 'Pending Payment': ['Paid'], Paid: ['Shipped'], Shipped: ['Delivered'] },
};

/** Where the owner may move an order from its current status (none: the order is done). */
export function nextStatuses(order: { status: OrderStatus; kind: OrderKind }): OwnerStatusTarget[] {
  return [...(ORDER_TRANSITIONS[order.kind][order.status] ?? [])];
}
