/** The texts of order emails: a status change for the customer, a new order for the owner. */
import { formatPrice, toDollars } from '../../../../lib/money';

type OrderFacts = { orderId: string; totalCents: number; kind: 'regular' | 'backorder' };

const LINES: Record<string, string> = {
  Paid: 'We have received your payment. We will let you know when it ships.',
  Shipped: 'Your order is on its way.',
  Delivered: 'Your order has been delivered. We hope you enjoy it!',
};

export function orderStatusEmail(
  order: OrderFacts,
  status: string,
  storeName: string,
  trackingNumber?: string | null,
) {
  const tracking = trackingNumber ? `\nTracking number: ${trackingNumber}` : '';
  return {
    subject: `Your order ${order.orderId} is ${status}`,
    text: `${LINES[status] ?? `Your order is now ${status}.`}\n\nOrder ${order.orderId}\nStatus: ${status}${tracking}\nTotal: ${formatPrice(toDollars(order.totalCents))}\n\nYou can follow it under My Orders.\n\n${storeName}`,
  };
}

export function newOrderOwnerEmail(order: OrderFacts & { customerEmail: string }, storeName: string) {
  const what = order.kind === 'backorder' ? 'New backorder' : 'New order';
  return {
    subject: `${what} ${order.orderId}`,
    text: `${what} at ${storeName}.\n\nOrder ${order.orderId}\nCustomer: ${order.customerEmail}\nTotal: ${formatPrice(toDollars(order.totalCents))}\n${order.kind === 'backorder' ? 'It waits for payment.' : 'It is paid and ready to ship.'}`,
  };
}
