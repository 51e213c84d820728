import { cartProductOf, lineKey, withAnswers, type CartProduct } from '@/lib/cart/cart-item';
import type { CartStore } from '@/lib/cart/cart-store';
import { checkAnswers } from '@/lib/personalisation';
import type { RestoredLine } from '@/lib/schemas/basket-reminders';

/** A restored line as the basket keeps it: the product's copy, of its size, with its answers. */
function cartProductOfLine(line: RestoredLine): CartProduct {
  const variant = line.variantId
    ? line.product.variants?.find((size) => size.id === line.variantId)
    : undefined;
  const item = cartProductOf(line.product, variant);
  if (!line.personalisation) return item;
  const checked = checkAnswers(line.product.personalisation ?? [], line.personalisation);
  return checked.ok ? withAnswers(item, line.personalisation, checked) : item;
}

/**
 * Puts the restored lines in the basket, each up to its quantity: a line the basket already holds
 * as often is left as it is, so opening the link again (or a reload) never doubles the basket.
 * Stock caps a line as adding by hand does.
 */
export function putInBasket(store: CartStore, lines: RestoredLine[]): void {
  for (const line of lines) {
    const item = cartProductOfLine(line);
    const key = lineKey(item);
    const held = store.getSnapshot().items.find((existing) => lineKey(existing) === key)?.quantity ?? 0;
    for (let count = held; count < line.quantity; count += 1) if (store.add(item).limited) break;
  }
}
