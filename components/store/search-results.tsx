'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';
import { isShopFiltered, shopFilterOf, shopFilterQuery, type ShopFilter } from '@/lib/catalog/shop-filters';
import { prefetchShopPage } from '@/lib/client/shop-catalog';
import { BrowserFilteredResults, loadFilteredCode } from './browser-cards';
import type { CatalogDisplay } from './shop-catalog';

// Loaded when the address asks for it: the plain shop does not search.
const SearchResults = lazy(() =>
  withChunkTimeout(import('./search-matches')).then((module) => ({ default: module.SearchResults })),
);

/**
 * A filter was just chosen: its first page and the filtered list's code are asked for now, side by
 * side and beside the router's request for the new address, so the list waits for no second round
 * trip.
 */
export function prepareFilteredResults(filter: ShopFilter): void {
  if (!isShopFiltered(filter)) return;
  prefetchShopPage(filter);
  void loadFilteredCode().catch(() => {});
}

/**
 * The shop's catalog, the results page when the address asks for a search (`/shop?q=…`), or the
 * filtered shop when it names filters or a sort (`/shop?category=rings`). Read
 * in the browser so the shop's page stays one cached page for every search.
 */
export function ShopSearchResults({ display, children }: { display: CatalogDisplay; children: ReactNode }) {
  const params = useSearchParams();
  const text = params.get('q')?.trim();
  const filter = shopFilterOf(params);
  const filtered = !text && isShopFiltered(filter);
  if (!text && !filtered) return children;
  return (
    // The catalog shows while the search's script loads.
    <Suspense fallback={children}>
      {filtered ? (
        // A new filter starts again from its first page.
        <BrowserFilteredResults key={shopFilterQuery(filter)} filter={filter} display={display} />
      ) : (
        // A new search starts again from its first page.
        <SearchResults key={text} text={text!} display={display} />
      )}
    </Suspense>
  );
}
