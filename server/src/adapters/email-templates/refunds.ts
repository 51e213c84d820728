/** The texts of the customer's mails about money given back: a refund, or a cancelled order. */
import { formatPrice, toDollars } from '@/lib/money';

type OrderFacts = { orderId: string; totalCents: number };

/** Where the money went back: the card paid with online, or as it was paid there (cash, a card reader). */
const refundedHow = (amountCents: number, outside: boolean) =>
  outside
    ? `We have refunded ${formatPrice(toDollars(amountCents))} the way you paid us.`
    : `We have refunded ${formatPrice(toDollars(amountCents))} to the card you paid with. It can take 5 to 10 business days to show on your statement.`;

/** The refund's mail; `outside` when the order was paid outside the shop (in cash, on a card reader). */
export function refundEmail(
  order: OrderFacts,
  amountCents: number,
  storeName: string,
  reason: string,
  outside = false,
) {
  const why = reason ? `\nReason: ${reason}` : '';
  return {
    subject: `Refund of ${formatPrice(toDollars(amountCents))} for your order ${order.orderId}`,
    text: `${refundedHow(amountCents, outside)}\n\nOrder ${order.orderId}${why}\nOrder total: ${formatPrice(toDollars(order.totalCents))}\n\nYou can follow it under My Orders.\n\n${storeName}`,
  };
}

export function cancelledEmail(
  order: OrderFacts,
  refundedCents: number,
  storeName: string,
  reason: string,
  outside = false,
) {
  const money = refundedCents > 0 ? refundedHow(refundedCents, outside) : 'Nothing was charged for it.';
  const why = reason ? `\nReason: ${reason}` : '';
  return {
    subject: `Your order ${order.orderId} is cancelled`,
    text: `Your order ${order.orderId} has been cancelled. ${money}${why}\n\nYou can see it under My Orders.\n\n${storeName}`,
  };
}
