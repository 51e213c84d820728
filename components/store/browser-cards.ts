import { lazy } from 'react';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';

/**
 * The code that draws product cards in the browser (the shop's later pages and its filtered list),
 * loaded when first needed rather than with the shop, whose first cards come drawn by the server.
 * Its load starts with what needs it: a page of the catalog being fetched, or a filter just chosen
 * (prepareFilteredResults), so the code and the data travel side by side. A failed load is tried
 * again next time.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export const loadGridCode = once(() => withChunkTimeout(import('./product-grid')));
export const loadFilteredCode = once(() => withChunkTimeout(import('./filtered-results')));

export const BrowserGridItems = lazy(() =>
  loadGridCode().then((module) => ({ default: module.ProductGridItems })),
);
export const BrowserFilteredResults = lazy(() =>
  loadFilteredCode().then((module) => ({ default: module.FilteredResults })),
);
