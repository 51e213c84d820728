/**
 * Orders, from placement to delivery: the lifecycle (statuses and the owner's allowed moves, written
 * once in lib/order-status), placing an order for a paid payment or a backorder, the owner's
 * screens, refunds and cancelling, the customer's history and the emails each step sends.
 */
export { ORDER_STATUSES, ORDER_TRANSITIONS, nextStatuses } from '@/lib/order-status';
export { adminOrderDetail, listAdminOrders, moveOrder } from './admin-orders';
export { placeBackorder } from './backorders';
export { listOrderHistory, listStoreOrders } from './customer-orders';
export { queueOrderConfirmation, queueOwnersNewOrderMail, queueStatusChangeMail } from './notices';
export { placeOrderForCheckout, placeOrderForPayment, type PlacementResult } from './placement';
export { cancelOrder, refundOrder, syncProviderRefunds } from './refunds';
