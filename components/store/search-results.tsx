'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { isShopFiltered, shopFilterOf, shopFilterQuery } from '@/lib/catalog/shop-filters';
import { isClientError } from '@/lib/client/bff-call';
import { searchCatalog } from '@/lib/client/product-search';
import { SEARCH_PAGE_SIZE } from '@/lib/constants/catalog';
import type { Product } from '@/lib/schemas/product';
import { FilteredResults } from './filtered-results';
import { ProductGrid } from './product-grid';
import type { CatalogDisplay } from './shop-catalog';

type Results = { products: Product[]; hasMore: boolean } | { error: string };

/** The results of one search, a page at a time: Show more adds the next page below. */
function SearchResults({ text, display }: { text: string; display: CatalogDisplay }) {
  const pathname = usePathname();
  const [page, setPage] = useState(1);
  const [results, setResults] = useState<Results | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    void searchCatalog(text, { page, pageSize: SEARCH_PAGE_SIZE }).then((answer) => {
      if (!current) return;
      setLoading(false);
      if (isClientError(answer)) return setResults((shown) => shown ?? { error: answer.error });
      setResults((shown) => ({
        products: [...(shown && 'products' in shown && page > 1 ? shown.products : []), ...answer.items],
        hasMore: answer.hasMore,
      }));
    });
    return () => {
      current = false;
    };
  }, [text, page]);

  return (
    <section className="shop__results" aria-labelledby="shop-results-heading">
      <h2 id="shop-results-heading" className="shop__results-title">
        Results for “{text}”
      </h2>
      <p role="status" className="shop__results-count">
        {loading ? 'Searching…' : ''}
      </p>
      {results && 'error' in results && <p className="empty-state">{results.error}</p>}
      {results && 'products' in results && results.products.length > 0 && (
        <ProductGrid products={results.products} label="Search results" {...display} />
      )}
      {results && 'products' in results && results.products.length === 0 && (
        <p className="empty-state">No pieces match “{text}”.</p>
      )}
      <p className="shop__results-actions">
        {results && 'hasMore' in results && results.hasMore && (
          <button
            type="button"
            className="button button--ghost"
            disabled={loading}
            onClick={() => {
              setLoading(true);
              setPage(page + 1);
            }}
          >
            Show more
          </button>
        )}{' '}
        <Link href={pathname}>Show all pieces</Link>
      </p>
    </section>
  );
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
  if (!text && isShopFiltered(filter))
    // A new filter starts again from its first page.
    return <FilteredResults key={shopFilterQuery(filter)} filter={filter} display={display} />;
  if (!text) return children;
  // A new search starts again from its first page.
  return <SearchResults key={text} text={text} display={display} />;
}
