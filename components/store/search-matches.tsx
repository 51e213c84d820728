'use client';

import { isClientError } from '@/lib/client/bff-call';
import { searchCatalog } from '@/lib/client/product-search';
import { SEARCH_PAGE_SIZE } from '@/lib/constants/catalog';
import { PagedResultsSection } from './paged-results-section';
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
  const results = usePagedResults(searchPage(text));

  return (
    <PagedResultsSection
      heading={<>Results for “{text}”</>}
      headingId="shop-results-heading"
      headingClassName="shop__results-title"
      label="Search results"
      loadingText="Searching…"
      emptyText={<>No pieces match “{text}”.</>}
      display={display}
      {...results}
    />
  );
}
