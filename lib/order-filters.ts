import { BACKORDER_PREFIX, ORDER_STATUS_FILTERS, ORDER_TYPE_FILTERS } from './constants/orders';
import type { Order } from './schemas/order';

export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export type OrderTypeFilter = (typeof ORDER_TYPE_FILTERS)[number];

/** A backorder by its type, or by the 'BO-' prefix of its order id. */
export function isBackorder(order: Pick<Order, 'orderId' | 'type'>): boolean {
  return order.type === 'backorder' || order.orderId.startsWith(BACKORDER_PREFIX);
}

/** The orders the customer's two filters let through, in the order given. */
export function filterOrders(orders: Order[], status: OrderStatusFilter, type: OrderTypeFilter): Order[] {
  return orders.filter((order) => {
    if (status !== 'All' && order.status !== status) return false;
    if (type === 'Backorder') return isBackorder(order);
    if (type === 'Regular') return !isBackorder(order);
    return true;
  });
}
