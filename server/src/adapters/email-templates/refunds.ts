/** The texts of the customer's mails about money given back: a refund, or a cancelled order. */
import { formatPrice, toDollars } from '@/lib/money';

type OrderFacts = { orderId: string; totalCents: number };

export function refundEmail(order: OrderFacts, amountCents: number, storeName: string, reason: string) {
  const why = reason ? `\nReason: ${reason}` : '';
  return {
    subject: `Refund of ${formatPrice(toDollars(amountCents))} for your order ${order.orderId}`,
    text: `We have refunded ${formatPrice(toDollars(amountCents))} to the card you paid with. It can take 5 to 10 business days to show on your statement.\n\nOrder ${order.orderId}${why}\nOrder total: ${formatPrice(toDollars(order.totalCents))}\n\nYou can follow it under My Orders.\n\n${storeName}`,
  };
}

export function cancelledEmail(order: OrderFacts, refundedCents: number, storeName: string, reason: string) {
  const money =
    refundedCents > 0
      ? `We have refunded ${formatPrice(toDollars(refundedCents))} to the card you paid with. It can take 5 to 10 business days to show on your statement.`
      : 'Nothing was charged for it.';
  const why = reason ? `\nReason: ${reason}` : '';
  return {
    subject: `Your order ${order.orderId} is cancelled`,
    text: `Your order ${order.orderId} has been cancelled. ${money}${why}\n\nYou can see it under My Orders.\n\n${storeName}`,
  };
}
