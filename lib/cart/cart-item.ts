import { z } from 'zod';
import { productImageUrl, productSize } from '../product';
import type { Product } from '../schemas/product';

/**
 * A basket line: what the basket shows of the product, its stock when last seen, and how many.
 * It holds a copy rather than the whole product record, so a stored basket stays small and
 * survives changes to the product's shape.
 */
export const cartItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  price: z.number().nonnegative(),
  image: z.string().nullable(),
  size: z.string().nullable(),
  /** null: unlimited stock (counted as UNKNOWN_STOCK in the basket). */
  totalInventory: z.number().int().nullable(),
  quantity: z.number().int().min(1),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** What adding a product to the basket needs to know about it. */
export type CartProduct = Omit<CartItem, 'quantity'>;

/** The basket's copy of a product, with the small image the basket shows. */
export function cartProductOf(product: Product): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: productImageUrl(product.productImage, 'small'),
    size: productSize(product),
    totalInventory: product.totalInventory,
  };
}
