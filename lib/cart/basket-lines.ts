import type { CartItem } from './cart-item';

/** The basket's lines as the api reads them: product, variant if any, quantity and the price seen. */
export const basketLinesOf = (items: CartItem[]) =>
  items.map((item) => ({
    id: item.id,
    ...(item.variantId ? { variantId: item.variantId } : {}),
    quantity: item.quantity,
    price: item.price,
  }));
