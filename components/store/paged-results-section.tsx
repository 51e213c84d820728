'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Product } from '@/lib/schemas/product';
import { ProductGrid } from './product-grid';
import type { CatalogDisplay } from './shop-catalog';

type Props = {
  /** The section's heading, its id (which names the section) and its class. */
  heading: ReactNode;
  headingId: string;
  headingClassName: string;
  /** The grid's accessible name, the status while a page loads, and the text when nothing matches. */
  label: string;
  loadingText: string;
  emptyText: ReactNode;
  display: CatalogDisplay;
  /** What usePagedResults gives. */
  products: Product[] | null;
  error: string | null;
  loading: boolean;
  showMore: (() => void) | null;
};

/**
 * Search or filter results as the shop shows them: a status while a page loads, the api's message,
 * the grid or the empty text, and below them Show more (while there is a next page) and Show all
 * pieces, which goes back to the whole shop.
 */
export function PagedResultsSection({
  heading,
  headingId,
  headingClassName,
  label,
  loadingText,
  emptyText,
  display,
  products,
  error,
  loading,
  showMore,
}: Props) {
  const pathname = usePathname();
  return (
    <section className="shop__results" aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      <p role="status" className="shop__results-count">
        {loading ? loadingText : ''}
      </p>
      {error && <p className="empty-state">{error}</p>}
      {products && products.length > 0 && <ProductGrid products={products} label={label} {...display} />}
      {products && products.length === 0 && <p className="empty-state">{emptyText}</p>}
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
