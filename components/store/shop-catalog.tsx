'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { loadProductList } from '@/lib/catalog/load-products';
import { mergeProducts } from '@/lib/catalog/normalize-list';
import type { DataSource, Product, ProductListResponse } from '@/lib/schemas/product';
import { CachedDataBanner } from './cached-data-banner';
import { ProductGrid } from './product-grid';
import { SearchBar } from './search-bar';
import { ShopSearchResults } from './search-results';

// Start loading a little before the shopper reaches the end of the featured pieces.
const SENTINEL_MARGIN = '0px 0px 400px 0px';

/** How the Product List template shows the pieces: Grid View's cards or List View's rows. */
export type CatalogDisplay = {
  view: 'grid' | 'list';
  columns?: number;
  showPrice?: boolean;
  showDescription?: boolean;
};

type Props = { featured: ProductListResponse; tenantId: string; display?: CatalogDisplay };

/**
 * The shop's interactive part: search, the grid of featured products (rendered on the server) and
 * the regular products, loaded once when the sentinel below the grid comes into view.
 */
export function ShopCatalog({ featured, tenantId, display = { view: 'grid' } }: Props) {
  const [regular, setRegular] = useState<{ products: Product[]; dataSource: DataSource } | null>(null);
  const [loading, setLoading] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const started = useRef(false);

  useEffect(() => {
    const load = () => {
      if (started.current) return;
      started.current = true;
      setLoading(true);
      loadProductList('/api/products/regular', tenantId, (product) => !product.featured)
        .then(setRegular)
        .finally(() => setLoading(false));
    };
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [tenantId]);

  const products = mergeProducts(featured.products, regular?.products ?? []);
  const fromBackup = featured.dataSource === 'backup' || regular?.dataSource === 'backup';
  const catalog = (
    <>
      {/* The cards' headings are h3, as under the home page's section titles. */}
      <h2 className="visually-hidden">All pieces</h2>
      {products.length > 0 ? (
        <ProductGrid
          products={products}
          view={display.view}
          columns={display.columns}
          showPrice={display.showPrice}
          showDescription={display.showDescription}
          // The shop opens on its first card: that image is the page's largest paint.
          preloadFirst
        />
      ) : (
        regular && <p className="empty-state">No pieces are available right now. Please check back soon.</p>
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
      {/* The address is read in the browser: until then (and in the cached HTML) the catalog shows. */}
      <Suspense fallback={catalog}>
        <ShopSearchResults display={display}>{catalog}</ShopSearchResults>
      </Suspense>
    </>
  );
}
