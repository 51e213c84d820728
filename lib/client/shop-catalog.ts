/** The shop's filtered and sorted pages from the browser, through the BFF. */
import { shopFilterQuery, type ShopFilter } from '@/lib/catalog/shop-filters';
import { MESSAGES } from '@/lib/messages';
import { productPageOf } from '@/lib/catalog/product-guards';
import type { ProductPageResponse } from '@/lib/schemas/product';
import { callBff, type ClientResult } from './bff-call';

/** GET /api/products with the shop's filter and sort: one page, after `cursor` when given. */
export function listShopPage(
  filter: ShopFilter,
  window: { limit: number; cursor?: string | null },
): Promise<ClientResult<ProductPageResponse>> {
  const query = new URLSearchParams(shopFilterQuery(filter));
  query.set('limit', String(window.limit));
  if (window.cursor) query.set('cursor', window.cursor);
  return callBff(
    `/api/products?${query}`,
    { headers: { accept: 'application/json' } },
    productPageOf,
    MESSAGES.generic,
  );
}
