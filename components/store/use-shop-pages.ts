'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';
import { FeaturedLoadError } from '@/lib/catalog/featured-load-error';
import type { CatalogListKind } from '@/lib/catalog/backup-page';
import type { DataSource, Product, ProductPageResponse } from '@/lib/schemas/product';

// Start loading a little before the shopper reaches the end of what is shown.
const SENTINEL_MARGIN = '0px 0px 400px 0px';

/** Where the shop's paging stands: the list and cursor of the next page, or the end. */
type Next = { kind: CatalogListKind; cursor: string | null } | null;
/** What a tab remembers, so a reload or Back shows as many pages, scrolled where it was. */
type Remembered = { pages: number; scrollY: number };

const storageKey = (tenantId: string) => `sitka:shop-pages:${tenantId}`;

function remembered(tenantId: string): Remembered | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey(tenantId)) ?? 'null') as Remembered | null;
    return value && Number.isInteger(value.pages) && value.pages > 0 ? value : null;
  } catch {
    return null;
  }
}

function remember(tenantId: string, value: Remembered): void {
  try {
    sessionStorage.setItem(storageKey(tenantId), JSON.stringify(value));
  } catch {
    // A browser without session storage starts from the top next time.
  }
}

/**
 * After the featured pieces the server rendered: their further pages, then the regular ones. When
 * the server could read no featured pieces at all (an empty page from no backup), the browser loads
 * them first itself, with its retries.
 */
function firstNext(featured: Omit<ProductPageResponse, 'products'> & { products: unknown[] }): Next {
  if (featured.dataSource === 'backup' && featured.products.length === 0) {
    return { kind: 'featured', cursor: null };
  }
  return featured.nextCursor
    ? { kind: 'featured', cursor: featured.nextCursor }
    : { kind: 'regular', cursor: null };
}

/** After a page: its list's next page, or the regular list once the featured one ends. */
function nextAfter(current: NonNullable<Next>, page: ProductPageResponse): Next {
  if (page.nextCursor) return { kind: current.kind, cursor: page.nextCursor };
  return current.kind === 'featured' ? { kind: 'regular', cursor: null } : null;
}

/**
 * The shop's pages beyond the featured ones the server rendered: one page is appended each time
 * the sentinel comes into view, until the catalog ends. The number of pages and the scroll position
 * are kept in the tab's session storage; coming back (reload, Back) loads as many pages again and
 * scrolls to where the shopper was.
 */
export function useShopPages(
  featured: Omit<ProductPageResponse, 'products'> & { products: unknown[] },
  tenantId: string,
) {
  const [pages, setPages] = useState<{ products: Product[]; dataSource: DataSource }[]>([]);
  const [loading, setLoading] = useState(false);
  const [ended, setEnded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const next = useRef<Next>(firstNext(featured));
  const busy = useRef(false);
  const inView = useRef(false);
  const loadedCount = useRef(0);
  const failed = useRef<string | null>(null);

  const loadOne = useCallback(async (): Promise<boolean> => {
    const current = next.current;
    if (!current) return false;
    // The pages' loader (its retries, checks and backup fallback) loads with the first page it reads.
    const { loadProductPage } = await withChunkTimeout(import('@/lib/catalog/load-products'));
    const page = await loadProductPage(current.kind, tenantId, current.cursor);
    // An empty backup page ends the catalog; an empty featured one still leads to the regular list.
    const backupEnds =
      page.dataSource === 'backup' && page.products.length === 0 && current.kind !== 'featured';
    next.current = backupEnds ? null : nextAfter(current, page);
    loadedCount.current += 1;
    setPages((previous) => [...previous, { products: page.products, dataSource: page.dataSource }]);
    return next.current !== null;
  }, [tenantId]);

  const loadMore = useCallback(
    async (count = 1) => {
      if (busy.current || !next.current) return;
      busy.current = true;
      setLoading(true);
      try {
        // Past `count`, pages follow while the sentinel stays in view (a short page, a tall screen).
        for (let index = 0; index < count || inView.current; index += 1) if (!(await loadOne())) break;
      } catch (error) {
        // The spec: a failed regular load ends loading silently; a failed featured one says so.
        next.current = null;
        failed.current = error instanceof FeaturedLoadError ? error.message : null;
      } finally {
        busy.current = false;
        setLoading(false);
        setEnded(next.current === null);
        setFailure(failed.current);
        remember(tenantId, { pages: loadedCount.current, scrollY: window.scrollY });
      }
    },
    [loadOne, tenantId],
  );

  useEffect(() => {
    const back = remembered(tenantId);
    if (back)
      void loadMore(back.pages).then(() => window.scrollTo({ top: back.scrollY, behavior: 'instant' }));
    const onScroll = () => remember(tenantId, { pages: loadedCount.current, scrollY: window.scrollY });
    window.addEventListener('scroll', onScroll, { passive: true });
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      void loadMore(Number.MAX_SAFE_INTEGER);
      return () => window.removeEventListener('scroll', onScroll);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        inView.current = entries.some((entry) => entry.isIntersecting);
        if (inView.current) void loadMore();
      },
      { rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [tenantId, loadMore]);

  return { pages, loading, ended, failure, sentinel };
}
