'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isClientError } from '@/lib/client/bff-call';
import { listShopPage } from '@/lib/client/shop-catalog';
import type { ShopFilter } from '@/lib/catalog/shop-filters';
import { SEARCH_PAGE_SIZE } from '@/lib/constants/catalog';
import type { Product } from '@/lib/schemas/product';
import { ProductGrid } from './product-grid';
import type { CatalogDisplay } from './shop-catalog';

type Shown = { products: Product[]; nextCursor: string | null } | { error: string };

/** The shop filtered and sorted as the address asks, a page at a time: Show more adds the next. */
export function FilteredResults({ filter: asked, display }: { filter: ShopFilter; display: CatalogDisplay }) {
  const pathname = usePathname();
  // Keyed by its address by the caller: the filter is fixed for this component's life.
  const [filter] = useState(asked);
  const [cursor, setCursor] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    void listShopPage(filter, { limit: SEARCH_PAGE_SIZE, cursor }).then((answer) => {
      if (!current) return;
      setLoading(false);
      if (isClientError(answer)) return setShown({ error: answer.error });
      setShown((before) => ({
        products: [...(cursor && before && 'products' in before ? before.products : []), ...answer.products],
        nextCursor: answer.nextCursor,
      }));
    });
    return () => {
      current = false;
    };
  }, [filter, cursor]);

  return (
    <section className="shop__results" aria-labelledby="shop-filtered-heading">
      <h2 id="shop-filtered-heading" className="visually-hidden">
        Pieces shown
      </h2>
      <p role="status" className="shop__results-count">
        {loading ? 'Loading pieces…' : ''}
      </p>
      {shown && 'error' in shown && <p className="empty-state">{shown.error}</p>}
      {shown && 'products' in shown && shown.products.length > 0 && (
        <ProductGrid products={shown.products} label="Pieces shown" {...display} />
      )}
      {shown && 'products' in shown && shown.products.length === 0 && (
        <p className="empty-state">No pieces match these filters.</p>
      )}
      <p className="shop__results-actions">
        {shown && 'nextCursor' in shown && shown.nextCursor && (
          <button
            type="button"
            className="button button--ghost"
            disabled={loading}
            onClick={() => {
              setLoading(true);
              setCursor(shown.nextCursor);
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
