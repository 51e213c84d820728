/**
 * Cache tags, in one place for both sides: the web tags its fetches with these and the api sends
 * the same strings to `/api/revalidate` after a change it commits.
 */
export const TAGS = {
  /** Every product list of a store, and (for catalog-wide changes) every product page. */
  products: (tenant: string) => `products:${tenant}`,
  /** One product page. */
  product: (tenant: string, id: string) => `product:${tenant}:${id}`,
  /** The store record: name, theme, business details (the store's layout reads it). */
  store: (tenant: string) => `store:${tenant}`,
  /** One page's template config (home, productList, productDetail, about, orderHistory). */
  template: (tenant: string, pageType: string) => `template:${tenant}:${pageType}`,
} as const;

/** A product page's tag must drop the stale page at once, since it shows stock. */
export function isProductTag(tag: string): boolean {
  return tag.startsWith('product:');
}
