/**
 * Cache tags, in one place for both sides: the web tags its fetches with these and the api expires
 * the same strings after a change it commits (in the shared tag state with Redis, else through the
 * web's `/api/revalidate`). Every tag sent expires at once, so the next request renders afresh.
 * Which change expires which tags: server/src/services/cache/expiry.ts.
 */
export const TAGS = {
  /** Every product list of a store (home, shop), and for catalog-wide changes every product page. */
  products: (tenant: string) => `products:${tenant}`,
  /** One product page: its stock, price and archive flag. */
  product: (tenant: string, id: string) => `product:${tenant}:${id}`,
  /** The store record: name, theme, business details (every page's layout reads it). */
  store: (tenant: string) => `store:${tenant}`,
  /** One page's template config (home, productList, productDetail, about, orderHistory). */
  template: (tenant: string, pageType: string) => `template:${tenant}:${pageType}`,
  /**
   * Which store serves a host name: not a page's tag, but expired with the others so that every web
   * sharing the cache forgets its host → store answer at once (lib/api/tenant-hosts.ts).
   */
  host: (hostname: string) => `host:${hostname.toLowerCase()}`,
  /** The store's events and markets (the Events page). */
  events: (tenant: string) => `events:${tenant}`,
  /**
   * Where the store's old addresses go (its redirects): not a page's tag, but expired so that the
   * web forgets its answers at once (lib/api/redirects.ts).
   */
  redirects: (tenant: string) => `redirects:${tenant}`,
  /** The store's policy pages (terms, returns, privacy, shipping, legal notice). */
  policies: (tenant: string) => `policies:${tenant}`,
  /**
   * Every page rendered from a backup because the api did not answer. The api sends it when it
   * starts listening, so such a page is not served past the api's return.
   */
  fallback: () => 'api-fallback',
} as const;
