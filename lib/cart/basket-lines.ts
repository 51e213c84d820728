import type { CartItem } from './cart-item';

/**
 * The basket's lines as the api reads them: product, variant if any, quantity, the price seen (with
 * what the answers add) and the buyer's answers when there are any.
 */
export const basketLinesOf = (items: CartItem[]) =>
  items.map((item) => ({
    id: item.id,
    ...(item.variantId ? { variantId: item.variantId } : {}),
    quantity: item.quantity,
    price: item.price,
    ...(item.personalisation ? { personalisation: item.personalisation } : {}),
  }));
