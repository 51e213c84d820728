/** Whether an open payment still matches the basket the shopper sees. */
import { stockKey, type CartItem } from '../cart/cart-item';
import type { HeldLine } from '../schemas/checkout';

type Line = {
  id: string;
  variantId?: string;
  quantity: number;
  /** The answers as both sides word them, in the questions' order (checkAnswers). */
  answers?: readonly { label: string; answer: string }[];
};

/** A line's product, variant and answers: two engravings of one cuff are two lines. */
const lineOf = (line: Line) =>
  `${stockKey(line)}|${JSON.stringify((line.answers ?? []).map(({ label, answer }) => [label, answer]))}`;

const quantitiesOf = (lines: Line[]) => {
  const byLine = new Map<string, number>();
  for (const line of lines) byLine.set(lineOf(line), (byLine.get(lineOf(line)) ?? 0) + line.quantity);
  return byLine;
};

/**
 * True when the payment holds exactly the basket's products (and variants), answers and quantities. When the basket
 * changes (in this tab or another) the payment no longer matches what the shopper would be
 * buying, and they confirm the new basket before paying.
 */
export function heldMatchesBasket(held: HeldLine[], items: CartItem[]): boolean {
  const heldQuantities = quantitiesOf(
    held.map((line) => ({
      id: line.productId,
      variantId: line.variantId ?? undefined,
      quantity: line.quantity,
      answers: line.personalisation,
    })),
  );
  const basket = quantitiesOf(items);
  if (heldQuantities.size !== basket.size) return false;
  return [...basket].every(([id, quantity]) => heldQuantities.get(id) === quantity);
}
