/** How a favourite's price and stock read on the favourites page: as the cards and the product page say them. */
import { VARIANT_MESSAGES } from '../constants/variants';
import { MESSAGES } from '../messages';
import { formatPrice } from '../money';
import { availabilityLabel } from '../product';
import { anyInStock, priceRange, variantsOf } from '../product-variants';
import type { Product } from '../schemas/product';

type Priced = Pick<Product, 'price' | 'variants' | 'totalInventory'>;

/** One price, or "From" the lowest when its sizes differ. */
export function favouritePrice(product: Priced): string {
  const { min, max } = priceRange(product);
  return min === max ? formatPrice(min) : VARIANT_MESSAGES.fromPrice(formatPrice(min));
}

/** Whether no piece (of any size) can be bought now. */
export const isSoldOut = (product: Priced) => !anyInStock(product);

/** "Out of Stock", "Only N left" or "In stock"; a product with sizes counts the sizes together. */
export function favouriteStock(product: Priced): string {
  if (isSoldOut(product)) return MESSAGES.outOfStock;
  const sizes = variantsOf(product);
  if (sizes.length === 0) return availabilityLabel(product.totalInventory);
  if (sizes.some((size) => size.totalInventory === null)) return availabilityLabel(null);
  return availabilityLabel(sizes.reduce((sum, size) => sum + Math.max(size.totalInventory ?? 0, 0), 0));
}
