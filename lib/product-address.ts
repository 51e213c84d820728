/**
 * Where a product and a category live in the shop: `/product/{handle}` and `/shop?category={slug}`,
 * and the old addresses that answer with a permanent redirect to them (a product's id, another
 * platform's `/products/{handle}` and `/collections/{handle}`). Both sides build links here.
 */
import { slugify } from './slug';

export const PRODUCT_PREFIX = '/product/';
/** Shopify's product and collection addresses, which a store moving in keeps answering. */
export const SHOPIFY_PRODUCT_PREFIX = '/products/';
export const SHOPIFY_COLLECTION_PREFIX = '/collections/';
/** The longest handle: the longest name slugified fits in it. */
export const HANDLE_MAX = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const looksLikeId = (value: string) => UUID.test(value);

/**
 * The product's page. A product always has a handle once saved; the id is the fallback for a
 * product read from an older backup, and its address redirects to the handle's.
 */
export function productPath(product: { id: string; handle?: string | null }): string {
  return `${PRODUCT_PREFIX}${encodeURIComponent(product.handle || product.id)}`;
}

/** The shop filtered by one category. */
export const categoryPath = (slug: string) => `/shop?${new URLSearchParams({ category: slug })}`;

/**
 * The handle a name (or another platform's handle) suggests: "Silver Ring" → "silver-ring"; one
 * with no letters or digits gives "product". Room is left for a "-2" that makes it unique.
 */
export function handleFromName(name: string): string {
  return slugify(name, HANDLE_MAX - 6) || 'product';
}

/** The one segment after `prefix` (decoded), or null when the path is not `{prefix}{segment}` (or decodes to a control character). */
export function segmentAfter(path: string, prefix: string): string | null {
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length).replace(/\/+$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    const segment = decodeURIComponent(rest);
    // A control character names no product, category or handle.
    return CONTROL_CHARACTER.test(segment) ? null : segment;
  } catch {
    return null;
  }
}

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Whether a path is one of the old shapes the shop redirects without being told to: a product's
 * id address, Shopify's product and collection addresses.
 */
export function isOldAddress(path: string): boolean {
  const product = segmentAfter(path, PRODUCT_PREFIX) ?? segmentAfter(path, `/customer${PRODUCT_PREFIX}`);
  if (product !== null) return looksLikeId(product);
  return (
    segmentAfter(path, SHOPIFY_PRODUCT_PREFIX) !== null ||
    segmentAfter(path, SHOPIFY_COLLECTION_PREFIX) !== null ||
    // Shopify's product inside a collection: /collections/{c}/products/{handle}.
    /^\/collections\/[^/]+\/products\/[^/]+\/?$/.test(path)
  );
}
