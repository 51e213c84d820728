/** The shop's product search from the browser, through the BFF: suggestions and results pages. */
import { SEARCH_SUGGESTIONS } from '@/lib/constants/catalog';
import { MESSAGES } from '@/lib/messages';
import { productSearchPageOf } from '@/lib/catalog/product-guards';
import type { ProductSearchPage } from '@/lib/schemas/product-search';
import { callBff, type ClientResult } from './bff-call';

/**
 * GET /api/products/search: a page of the store's listed products whose name holds `text` (any
 * case), by name. Suggestions ask for the spec's 5; the results page for larger pages.
 */
export function searchCatalog(
  text: string,
  window: { page?: number; pageSize?: number } = {},
): Promise<ClientResult<ProductSearchPage>> {
  const query = new URLSearchParams({
    q: text,
    page: String(window.page ?? 1),
    pageSize: String(window.pageSize ?? SEARCH_SUGGESTIONS),
  });
  return callBff(
    `/api/products/search?${query}`,
    { headers: { accept: 'application/json' } },
    productSearchPageOf,
    MESSAGES.generic,
  );
}
