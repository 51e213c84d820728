/** The shop's filtered and sorted pages from the browser, through the BFF. */
import { shopFilterQuery, type ShopFilter } from '@/lib/catalog/shop-filters';
import { SEARCH_PAGE_SIZE } from '@/lib/constants/catalog';
import { APP_SHELL_MESSAGES as MESSAGES } from '@/lib/messages/app-shell';
import { productPageOf } from '@/lib/catalog/product-guards';
import type { ProductPageResponse } from '@/lib/schemas/product';
import { callBff, type ClientResult } from './bff-call';

type ShopPage = Promise<ClientResult<ProductPageResponse>>;

/** A first page asked for as the shopper chose a filter, before the filtered list was drawn. */
const early = new Map<string, { page: ShopPage; at: number }>();
/** How long a first page asked for early is still taken as the answer. */
const EARLY_PAGE_MS = 30_000;
const earlyKey = (filter: ShopFilter) => shopFilterQuery(filter);

/**
 * Asks for a filter's first page now, while the router fetches the filtered address and the list's
 * code loads, so the list does not wait for them before asking. The list takes it once.
 */
export function prefetchShopPage(filter: ShopFilter): void {
  const key = earlyKey(filter);
  const known = early.get(key);
  if (known && Date.now() - known.at < EARLY_PAGE_MS) return;
  early.set(key, { page: askShopPage(filter, null), at: Date.now() });
}

/**
 * GET /api/products with the shop's filter and sort: one page of the filtered list
 * (SEARCH_PAGE_SIZE pieces), after `cursor` when given.
 */
export function listShopPage(filter: ShopFilter, cursor: string | null): ShopPage {
  if (!cursor) {
    const key = earlyKey(filter);
    const known = early.get(key);
    early.delete(key);
    if (known && Date.now() - known.at < EARLY_PAGE_MS) return known.page;
  }
  return askShopPage(filter, cursor);
}

function askShopPage(filter: ShopFilter, cursor: string | null): ShopPage {
  const query = new URLSearchParams(shopFilterQuery(filter));
  query.set('limit', String(SEARCH_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return callBff(
    `/api/products?${query}`,
    { headers: { accept: 'application/json' } },
    productPageOf,
    MESSAGES.generic,
  );
}
