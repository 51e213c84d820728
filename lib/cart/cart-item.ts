import { productImageUrl, productSize } from '../product';
import type { Product } from '../schemas/product';

/**
 * A basket line: what the basket shows of the product, its stock when last seen, and how many.
 * It holds a copy rather than the whole product record, so a stored basket stays small and
 * survives changes to the product's shape.
 */
export type CartItem = {
  id: string;
  name: string;
  price: number;
  image: string | null;
  size: string | null;
  /** null: unlimited stock (counted as UNKNOWN_STOCK in the basket). */
  totalInventory: number | null;
  quantity: number;
};

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * A stored basket line, checked field by field; null when it does not hold. Written out rather
 * than with zod because the basket is on every page, and a validation library would add more to
 * each page's first load (about 20 KB gzipped, even zod's mini build) than the check itself.
 */
export function parseCartItem(value: unknown): CartItem | null {
  if (!value || typeof value !== 'object') return null;
  const line = value as Record<string, unknown>;
  const { id, name, price, image, size, totalInventory, quantity } = line;
  if (typeof id !== 'string' || id.length < 1 || typeof name !== 'string') return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (!isTextOrNull(image) || !isTextOrNull(size)) return null;
  if (totalInventory !== null && !isInteger(totalInventory)) return null;
  if (!isInteger(quantity) || quantity < 1) return null;
  return { id, name, price, image, size, totalInventory, quantity };
}

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
