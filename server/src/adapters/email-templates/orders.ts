/** The texts of order emails: a status change for the customer, a new order for the owner. */
import type { OrderKind } from '@/lib/order-status';
import { formatPrice, toDollars } from '@/lib/money';
import type { Tracking } from '@/lib/tracking';

type OrderFacts = {
  orderId: string;
  totalCents: number;
  kind: OrderKind;
  discountCode?: string | null;
  discountCents?: number;
};

/** The discount's line above the total, when a code was used. */
export const discountLine = (order: OrderFacts) =>
  order.discountCode && order.discountCents
    ? `\nDiscount (${order.discountCode}): −${formatPrice(toDollars(order.discountCents))}`
    : '';

const LINES: Record<string, string> = {
  Paid: 'We have received your payment. We will let you know when it ships.',
  Shipped: 'Your order is on its way.',
  Delivered: 'Your order has been delivered. We hope you enjoy it!',
};

/** The shipment's lines of a mail: carrier and number, and the carrier's page to follow it on. */
function trackingLines(tracking: Tracking): string {
  const carrier = tracking.carrier === 'Other' ? '' : ` (${tracking.carrier})`;
  const page = tracking.url ? `\nTrack your package: ${tracking.url}` : '';
  return `\nTracking number: ${tracking.trackingNumber}${carrier}${page}`;
}

export function orderStatusEmail(
  order: OrderFacts,
  status: string,
  storeName: string,
  shipment?: Tracking | null,
) {
  const tracking = shipment ? trackingLines(shipment) : '';
  return {
    subject: `Your order ${order.orderId} is ${status}`,
    text: `${LINES[status] ?? `Your order is now ${status}.`}\n\nOrder ${order.orderId}\nStatus: ${status}${tracking}${discountLine(order)}\nTotal: ${formatPrice(toDollars(order.totalCents))}\n\nYou can follow it under My Orders.\n\n${storeName}`,
  };
}

/**
 * What the owner does next: a backorder waits for payment, a pickup order is collected, others
 * ship; a sale made by hand waits for its link to be paid, or was handed over there.
 */
function ownersNextStep(order: { kind: string; status?: string; shippingMethod?: string | null }): string {
  if (order.kind === 'backorder') return 'It waits for payment.';
  if (order.kind === 'manual' && order.status === 'Pending Payment')
    return 'It waits for payment by the link mailed to the buyer.';
  if (order.kind === 'manual' && order.status === 'Delivered') return 'It was paid and handed over.';
  return order.shippingMethod === 'pickup'
    ? 'It is paid and is for local pickup: the customer collects it.'
    : 'It is paid and ready to ship.';
}

/** A piece of a new order as the owner's mail names it, with the buyer's answers (answersText). */
type OwnerMailLine = { name: string; size: string | null; quantity: number; answers?: string | null };

/** The personalised pieces, each with what the buyer asked for, or nothing when there is none. */
function answeredPieces(lines: OwnerMailLine[] = []): string {
  const answered = lines.filter((line) => line.answers);
  if (answered.length === 0) return '';
  const pieces = answered.map(
    (line) =>
      `  ${line.quantity} × ${line.size ? `${line.name} (size ${line.size})` : line.name}: ${line.answers}`,
  );
  return `\nPersonalised:\n${pieces.join('\n')}`;
}

export function newOrderOwnerEmail(
  order: OrderFacts & {
    customerEmail: string;
    status?: string;
    shippingMethod?: string | null;
    lines?: OwnerMailLine[];
    /** Who of the store's staff recorded a sale made by hand. */
    recordedBy?: string;
  },
  storeName: string,
) {
  const what = order.kind === 'backorder' ? 'New backorder' : 'New order';
  const recorded = order.recordedBy ? `\nRecorded by: ${order.recordedBy}` : '';
  return {
    subject: `${what} ${order.orderId}`,
    text: `${what} at ${storeName}.\n\nOrder ${order.orderId}${recorded}\nCustomer: ${order.customerEmail || 'not given'}${answeredPieces(order.lines)}${discountLine(order)}\nTotal: ${formatPrice(toDollars(order.totalCents))}\n${ownersNextStep(order)}`,
  };
}

/** The customer's mail when the owner corrects a shipped order's tracking. */
export function orderTrackingEmail(order: OrderFacts, storeName: string, shipment: Tracking) {
  return {
    subject: `New tracking for your order ${order.orderId}`,
    text: `The tracking of your order has been updated.\n\nOrder ${order.orderId}${trackingLines(shipment)}\n\nYou can follow it under My Orders.\n\n${storeName}`,
  };
}
