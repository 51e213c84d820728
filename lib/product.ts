import { LOW_STOCK_THRESHOLD, UNKNOWN_STOCK } from './constants/catalog';
import { STOREFRONT_MESSAGES as MESSAGES } from './messages/storefront';
import type { Product, ProductImage } from './schemas/product';
import { lineNameOf } from './product-variants';

/** The URL of a product's image at a size, whatever form its image data takes. */
export function productImageUrl(
  image: ProductImage | null | undefined,
  size: 'small' | 'medium' = 'medium',
): string | null {
  if (!image) return null;
  if (typeof image === 'string') return image || null;
  if (Array.isArray(image)) return image[0] ?? null;
  return image[size] ?? image.medium ?? image.small ?? image.original ?? image.images?.[0] ?? null;
}

/** Every image of a product at a size, for the gallery. */
export function productImageUrls(
  image: ProductImage | null | undefined,
  size: 'small' | 'medium' = 'medium',
): string[] {
  if (!image) return [];
  if (typeof image === 'string') return image ? [image] : [];
  if (Array.isArray(image)) return image.filter(Boolean);
  if (image.images?.length) {
    return image.images.map((url) => (size === 'small' ? url.replace(/_800\.webp/, '_400.webp') : url));
  }
  const one = productImageUrl(image, size);
  return one ? [one] : [];
}

/** A product can be bought when its stock is above zero or unlimited (null). */
export function isPurchasable(product: Pick<Product, 'totalInventory'>): boolean {
  return product.totalInventory === null || product.totalInventory > 0;
}

/** The most of a product a basket may hold: its stock, or 999 when stock is unknown. */
export function stockCap(product: Pick<Product, 'totalInventory'>): number {
  return product.totalInventory ?? UNKNOWN_STOCK;
}

/** The availability tile's words. */
export function availabilityLabel(totalInventory: number | null): string {
  if (totalInventory === null) return 'In stock';
  if (totalInventory <= 0) return MESSAGES.outOfStock;
  if (totalInventory < LOW_STOCK_THRESHOLD) return MESSAGES.onlyNLeft(totalInventory);
  return 'In stock';
}

/** The size line of a card: the field `size` or `Size`, whichever the record has. */
export function productSize(product: { size?: unknown; Size?: unknown }): string | null {
  const size = product.size ?? product.Size;
  if (typeof size === 'number' || (typeof size === 'string' && size.trim() !== '')) return String(size);
  return null;
}

/** Case-insensitive name match, at most `limit` results, for the search bar. */
export function searchProducts<T extends { name: string }>(products: T[], query: string, limit: number): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const found: T[] = [];
  for (const product of products) {
    if (product.name.toLowerCase().includes(needle)) {
      found.push(product);
      if (found.length === limit) break;
    }
  }
  return found;
}

/** The api's renditions of a product image: square WebP files 400 and 800 px wide. */
export const PRODUCT_IMAGE_WIDTHS = [400, 800] as const;

/**
 * A responsive `srcset` from the api's 400 and 800 px renditions of an image (`…_400.webp`,
 * `…_800.webp`), or undefined for any other URL, which is used as it is.
 */
export function productImageSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? /^(.*)_(400|800)\.webp$/.exec(url) : null;
  if (!match) return undefined;
  return PRODUCT_IMAGE_WIDTHS.map((width) => `${match[1]}_${width}.webp ${width}w`).join(', ');
}

/**
 * A line's name with its variant's beside it ("Ring — Size 6"), as the api names order lines; a
 * line the api already named so (no variantName of its own) is left as it is.
 */
export function lineLabel(line: { name: string; variantName?: string | null }): string {
  return lineNameOf(line.name, line.variantName);
}
