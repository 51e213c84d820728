/**
 * The order lifecycle, written once: the statuses an order can have, its two kinds, and the moves
 * the store's owner may make. The database schema, the api contract, the back-office and My Orders
 * all read them from here.
 */

/** The statuses an order moves through, in order; the ones a customer filters by. */
export const ORDER_FLOW = ['Pending Payment', 'Paid', 'Shipped', 'Delivered'] as const;

/** Where money goes back: some of it (Partially Refunded), all of it (Refunded), or the order is called off. */
export const ORDER_CLOSINGS = ['Partially Refunded', 'Refunded', 'Cancelled'] as const;

/** Every status an order can have. */
export const ORDER_STATUSES = [...ORDER_FLOW, ...ORDER_CLOSINGS] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Orders whose money the store has (some of it, once part was refunded): what counts as a sale in
 * a customer's spend, the dashboard and analytics.
 */
export const PAID_STATUSES = [
  'Paid',
  'Shipped',
  'Delivered',
  'Partially Refunded',
] as const satisfies readonly OrderStatus[];

/**
 * A regular order is made from a paid basket; a backorder waits for payment; a manual order is a
 * sale the owner records by hand (at a market, by phone), paid there or by a payment link.
 */
export const ORDER_KINDS = ['regular', 'backorder', 'manual'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** How a sale made by hand was paid outside Sitka: cash, or a card reader of the owner's own. */
export const MANUAL_PAYMENT_METHODS = ['cash', 'card_reader'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** The statuses the owner may move an order to. */
export const OWNER_STATUS_TARGETS = ['Paid', 'Shipped', 'Delivered'] as const;
export type OwnerStatusTarget = (typeof OWNER_STATUS_TARGETS)[number];

/**
 * Where the owner may move an order from each status, by kind: only forward, Paid → Shipped →
 * Delivered, and a backorder from Pending Payment → Paid once its payment was taken. A sale made
 * by hand may be handed over: Paid → Delivered.
 */
export const ORDER_TRANSITIONS: Record<
  OrderKind,
  Partial<Record<OrderStatus, readonly OwnerStatusTarget[]>>
> = {
  regular: { Paid: ['Shipped'], Shipped: ['Delivered'] },
  backorder: { 'Pending Payment': ['Paid'], Paid: ['Shipped'], Shipped: ['Delivered'] },
  manual: { 'Pending Payment': ['Paid'], Paid: ['Shipped', 'Delivered'], Shipped: ['Delivered'] },
};

/**
 * Where the owner may move an order from its current status (none: the order is done). A partly
 * refunded order goes on where it was before its refund: `reached` names the statuses its timeline
 * holds, so one refunded before shipping can still ship, and then be delivered.
 */
export function nextStatuses(
  order: { status: OrderStatus; kind: OrderKind },
  reached: readonly OrderStatus[] = [],
): OwnerStatusTarget[] {
  if (order.status === 'Partially Refunded') {
    if (reached.includes('Delivered')) return [];
    return reached.includes('Shipped') ? ['Delivered'] : ['Shipped'];
  }
  return [...(ORDER_TRANSITIONS[order.kind][order.status] ?? [])];
}

/**
 * The money moves, from the owner's order page or from Stripe's dashboard: what an order may be
 * refunded from, and what it may be cancelled from (only before it ships: a paid order is refunded
 * in full with its pieces back in stock, an unpaid backorder is closed). A refund leaves the order
 * Partially Refunded until nothing is left, then Refunded.
 */
export const REFUND_FROM: readonly OrderStatus[] = ['Paid', 'Shipped', 'Delivered', 'Partially Refunded'];
export const CANCEL_FROM: Record<OrderKind, readonly OrderStatus[]> = {
  regular: ['Paid'],
  backorder: ['Pending Payment', 'Paid'],
  manual: ['Pending Payment', 'Paid'],
};

export const canRefund = (order: { status: OrderStatus }) => REFUND_FROM.includes(order.status);
export const canCancel = (order: { status: OrderStatus; kind: OrderKind }) =>
  CANCEL_FROM[order.kind].includes(order.status);

/** The status a refund leaves: Refunded once the whole total has gone back. */
export function statusAfterRefund(
  refundedCents: number,
  totalCents: number,
): 'Partially Refunded' | 'Refunded' {
  return refundedCents >= totalCents ? 'Refunded' : 'Partially Refunded';
}
