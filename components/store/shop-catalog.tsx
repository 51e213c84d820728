'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { CardProduct, CardProductPage } from '@/lib/catalog/card-product';
import { mergeProducts } from '@/lib/catalog/merge-products';
import { isShopFiltered, shopFilterOf } from '@/lib/catalog/shop-filters';
import type { ShopFacets } from '@/lib/schemas/category';
import { CachedDataBanner } from './cached-data-banner';
import { BrowserGridItems, loadGridCode } from './browser-cards';
import { ProductGridList } from './product-grid-list';
import { SearchBar } from './search-bar';
import { ShopFilters, UnfilteredShopFilters } from './shop-filters';
import { ShopSearchResults } from './search-results';
import { useShopPages } from './use-shop-pages';

/** How the Product List template shows the pieces: Grid View's cards or List View's rows. */
export type CatalogDisplay = {
  view: 'grid' | 'list';
  columns?: number;
  showPrice?: boolean;
  showDescription?: boolean;
};

type Props = {
  featured: CardProductPage;
  tenantId: string;
  facets?: ShopFacets;
  display?: CatalogDisplay;
  /**
   * The featured page's cards as the server rendered them (ProductGridItems of `featured.products`
   * with `display`), so they reach the browser as markup, not as components to run again. Without
   * them the browser draws those cards itself.
   */
  firstCards?: ReactNode;
};

/**
 * The shop's interactive part: search, the grid of featured products (rendered on the server) and
 * the rest of the catalog, a page each time the sentinel below the grid comes into view.
 */
export function ShopCatalog({ featured, tenantId, facets, display = { view: 'grid' }, firstCards }: Props) {
  const { pages, loading, ended, failure, sentinel } = useShopPages(featured, tenantId);
  const [searching, setSearching] = useState(false);
  const products = pages.reduce<CardProduct[]>(
    (shown, page) => mergeProducts<CardProduct>(shown, page.products),
    featured.products,
  );
  // Later pages only add pieces not shown yet, after the featured ones: those are the browser's.
  const later = products.slice(featured.products.length);
  const items = {
    view: display.view,
    showPrice: display.showPrice,
    showDescription: display.showDescription,
  };
  // The cards' code comes with the first page the browser fetches, not after it.
  useEffect(() => {
    if (loading) void loadGridCode().catch(() => {});
  }, [loading]);
  const fromBackup = featured.dataSource === 'backup' || pages.some((page) => page.dataSource === 'backup');
  const catalog = (
    <>
      {/* The cards' headings are h3, as under the home page's section titles. */}
      <h2 className="visually-hidden">All pieces</h2>
      {products.length > 0 ? (
        <ProductGridList view={display.view} columns={display.columns}>
          {/* The shop opens on its first card: that image is the page's largest paint. */}
          {firstCards ?? (
            <Suspense fallback={null}>
              <BrowserGridItems products={featured.products} preloadFirst {...items} />
            </Suspense>
          )}
          {/* Its own boundary: while the cards' code loads, the cards shown stay where they are. */}
          {later.length > 0 && (
            <Suspense fallback={null}>
              <BrowserGridItems products={later} offset={featured.products.length} preloadFirst {...items} />
            </Suspense>
          )}
        </ProductGridList>
      ) : (
        ended &&
        !failure && <p className="empty-state">No pieces are available right now. Please check back soon.</p>
      )}
      {failure && (
        <p role="alert" className="shop__error" data-testid="shop-load-error">
          {failure}
        </p>
      )}
      <div ref={sentinel} className="shop__sentinel" aria-hidden="true" />
      {loading && (
        <p role="status" className="shop__loading">
          Loading more pieces…
        </p>
      )}
    </>
  );
  return (
    <>
      {fromBackup && <CachedDataBanner />}
      <SearchBar products={products} />
      {facets && (
        <Suspense fallback={<UnfilteredShopFilters facets={facets} />}>
          <ShopFilters facets={facets} />
        </Suspense>
      )}
      {/* The address is read in the browser: until then (and in the cached HTML) the catalog shows,
          outside any boundary, so the browser keeps the server's cards rather than drawing them again. */}
      <Suspense fallback={null}>
        <SearchState onChange={setSearching} />
      </Suspense>
      {searching ? (
        <Suspense fallback={catalog}>
          <ShopSearchResults display={display}>{catalog}</ShopSearchResults>
        </Suspense>
      ) : (
        catalog
      )}
    </>
  );
}

/** Tells the catalog whether the address asks for a search or filters (read in the browser only). */
function SearchState({ onChange }: { onChange: (searching: boolean) => void }) {
  const params = useSearchParams();
  const searching = Boolean(params.get('q')?.trim()) || isShopFiltered(shopFilterOf(params));
  useLayoutEffect(() => {
    onChange(searching);
  }, [searching, onChange]);
  return null;
}
