'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isClientError } from '@/lib/client/bff-call';
import { searchCatalog } from '@/lib/client/product-search';
import { SEARCH_PAGE_SIZE } from '@/lib/constants/catalog';
import { ProductGrid } from './product-grid';
import type { CatalogDisplay } from './shop-catalog';
import { usePagedResults } from './use-paged-results';

/** One page of a search: page numbers, from 1. */
const searchPage = (text: string) => async (page: number | null) => {
  const asked = page ?? 1;
  const answer = await searchCatalog(text, { page: asked, pageSize: SEARCH_PAGE_SIZE });
  return isClientError(answer) ? answer : { products: answer.items, next: answer.hasMore ? asked + 1 : null };
};

/** The results of one search, a page at a time: Show more adds the next page below. */
export function SearchResults({ text, display }: { text: string; display: CatalogDisplay }) {
  const pathname = usePathname();
  const { products, error, loading, showMore } = usePagedResults(searchPage(text));

  return (
    <section className="shop__results" aria-labelledby="shop-results-heading">
      <h2 id="shop-results-heading" className="shop__results-title">
        Results for “{text}”
      </h2>
      <p role="status" className="shop__results-count">
        {loading ? 'Searching…' : ''}
      </p>
      {error && <p className="empty-state">{error}</p>}
      {products && products.length > 0 && (
        <ProductGrid products={products} label="Search results" {...display} />
      )}
      {products && products.length === 0 && <p className="empty-state">No pieces match “{text}”.</p>}
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
