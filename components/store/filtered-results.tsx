'use client';

import { isClientError } from '@/lib/client/bff-call';
import { listShopPage } from '@/lib/client/shop-catalog';
import type { ShopFilter } from '@/lib/catalog/shop-filters';
import { PagedResultsSection } from './paged-results-section';
import type { CatalogDisplay } from './shop-catalog';
import { usePagedResults } from './use-paged-results';

/** One page of the filtered shop: each after the last one's cursor. */
const filteredPage = (filter: ShopFilter) => async (cursor: string | null) => {
  const answer = await listShopPage(filter, cursor);
  return isClientError(answer) ? answer : { products: answer.products, next: answer.nextCursor };
};

/** The shop filtered and sorted as the address asks, a page at a time: Show more adds the next. */
export function FilteredResults({ filter, display }: { filter: ShopFilter; display: CatalogDisplay }) {
  // Keyed by its address by the caller: the filter is fixed for this component's life.
  const results = usePagedResults(filteredPage(filter));

  return (
    <PagedResultsSection
      heading="Pieces shown"
      headingId="shop-filtered-heading"
      headingClassName="visually-hidden"
      label="Pieces shown"
      loadingText="Loading pieces…"
      emptyText="No pieces match these filters."
      display={display}
      {...results}
    />
  );
}
