'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isClientError } from '@/lib/client/bff-call';
import { listShopPage } from '@/lib/client/shop-catalog';
import type { ShopFilter } from '@/lib/catalog/shop-filters';
import { SEARCH_PAGE_SIZE } from '@/lib/constants/catalog';
import { ProductGrid } from './product-grid';
import type { CatalogDisplay } from './shop-catalog';
import { usePagedResults } from './use-paged-results';

/** One page of the filtered shop: each after the last one's cursor. */
const filteredPage = (filter: ShopFilter) => async (cursor: string | null) => {
  const answer = await listShopPage(filter, { limit: SEARCH_PAGE_SIZE, cursor });
  return isClientError(answer) ? answer : { products: answer.products, next: answer.nextCursor };
};

/** The shop filtered and sorted as the address asks, a page at a time: Show more adds the next. */
export function FilteredResults({ filter, display }: { filter: ShopFilter; display: CatalogDisplay }) {
  const pathname = usePathname();
  // Keyed by its address by the caller: the filter is fixed for this component's life.
  const { products, error, loading, showMore } = usePagedResults(filteredPage(filter));

  return (
    <section className="shop__results" aria-labelledby="shop-filtered-heading">
      <h2 id="shop-filtered-heading" className="visually-hidden">
        Pieces shown
      </h2>
      <p role="status" className="shop__results-count">
        {loading ? 'Loading pieces…' : ''}
      </p>
      {error && <p className="empty-state">{error}</p>}
      {products && products.length > 0 && (
        <ProductGrid products={products} label="Pieces shown" {...display} />
      )}
      {products && products.length === 0 && <p className="empty-state">No pieces match these filters.</p>}
      <p className="shop__results-actions">
        {showMore && (
          <button type="button" className="button button--ghost" disabled={loading} onClick={showMore}>
            Show more
          </button>
        )}{' '}
        <Link href={pathname}>Show all pieces</Link>
      </p>
    </section>
  );
}
