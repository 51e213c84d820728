/** Whether an open payment still matches the basket the shopper sees. */
import { stockKey, type CartItem } from '../cart/cart-item';
import type { HeldLine } from '../schemas/checkout';

const quantitiesOf = (lines: { id: string; variantId?: string; quantity: number }[]) => {
  const byLine = new Map<string, number>();
  // By product (and variant): the payment's lines name no answers to tell two engravings apart.
  for (const line of lines) byLine.set(stockKey(line), (byLine.get(stockKey(line)) ?? 0) + line.quantity);
  return byLine;
};

/**
 * True when the payment holds exactly the basket's products (and variants) and quantities. When the basket
 * changes (in this tab or another) the payment no longer matches what the shopper would be
 * buying, and they confirm the new basket before paying.
 */
export function heldMatchesBasket(held: HeldLine[], items: CartItem[]): boolean {
  const heldQuantities = quantitiesOf(
    held.map((line) => ({
      id: line.productId,
      variantId: line.variantId ?? undefined,
      quantity: line.quantity,
    })),
  );
  const basket = quantitiesOf(items);
  if (heldQuantities.size !== basket.size) return false;
  return [...basket].every(([id, quantity]) => heldQuantities.get(id) === quantity);
}
