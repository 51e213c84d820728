import {
  ADMIN_ORDER_TYPE_FILTERS,
  BACKORDER_PREFIX,
  ORDER_STATUS_FILTERS,
  ORDER_TYPE_FILTERS,
} from './constants/orders';
import type { OrderKind } from './order-status';
import type { Order } from './schemas/order';

export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export type OrderTypeFilter = (typeof ORDER_TYPE_FILTERS)[number];
export type AdminOrderTypeFilter = (typeof ADMIN_ORDER_TYPE_FILTERS)[number];

/** The kind of order each of the back-office's types (but All) keeps. */
export const ORDER_KIND_OF_TYPE: Record<Exclude<AdminOrderTypeFilter, 'All'>, OrderKind> = {
  Regular: 'regular',
  Backorder: 'backorder',
  Manual: 'manual',
};

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
