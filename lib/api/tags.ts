import 'server-only';

/**
 * Cache tags, in one place: fetches are tagged with these and `/api/revalidate` receives them from
 * the api after a change. The api builds the same strings, so change both sides together.
 */
export const TAGS = {
  /** Every product list of a store, and (for catalog-wide changes) every product page. */
  products: (tenant: string) => `products:${tenant}`,
  /** One product page. */
  product: (tenant: string, id: string) => `product:${tenant}:${id}`,
  /** The store record: name, theme, business details. */
  store: (tenant: string) => `store:${tenant}`,
} as const;

/** A product page's tag must drop the stale page at once, since it shows stock. */
export function isProductTag(tag: string): boolean {
  return tag.startsWith('product:');
}
