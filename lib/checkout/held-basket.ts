/** Whether an open payment still matches the basket the shopper sees. */
import type { CartItem } from '../cart/cart-item';
import type { HeldLine } from '../schemas/checkout';

const quantitiesOf = (lines: { id: string; quantity: number }[]) => {
  const byId = new Map<string, number>();
  for (const line of lines) byId.set(line.id, (byId.get(line.id) ?? 0) + line.quantity);
  return byId;
};

/**
 * True when the payment holds exactly the basket's products and quantities. When the basket
 * changes (in this tab or another) the payment no longer matches what the shopper would be
 * buying, and they confirm the new basket before paying.
 */
export function heldMatchesBasket(held: HeldLine[], items: CartItem[]): boolean {
  const heldQuantities = quantitiesOf(held.map((line) => ({ id: line.productId, quantity: line.quantity })));
  const basket = quantitiesOf(items);
  if (heldQuantities.size !== basket.size) return false;
  return [...basket].every(([id, quantity]) => heldQuantities.get(id) === quantity);
}
