import { withChunkTimeout } from '../app-shell/lazy-chunk';
import { CATALOG_PAGE_SIZE, PRODUCT_LIST_TIMEOUT_MS } from '../constants/catalog';
import { browserLogger } from '../app-shell/browser-logger';
import { FeaturedLoadError } from './featured-load-error';
import { normalizeProductList } from './normalize-list';
import type { ProductPageResponse } from '../schemas/product';
import type { CatalogListKind } from './backup-page';
import { RetryableError, withRetries } from './retry';

const logger = browserLogger('catalog');

export { FeaturedLoadError };

async function fetchPage(path: string): Promise<ProductPageResponse> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(PRODUCT_LIST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new RetryableError(`${path} did not answer`, { cause: error });
  }
  if (response.status >= 500) throw new RetryableError(`${path} answered ${response.status}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body: unknown = await response.json();
  const nextCursor = (body as { nextCursor?: unknown } | null)?.nextCursor;
  return { ...normalizeProductList(body), nextCursor: typeof nextCursor === 'string' ? nextCursor : null };
}

/**
 * One page of a catalog list from the BFF (which itself answers pages of the backup while the api
 * is down), after `cursor`, retried on timeouts and 5xx. When the web does not answer either, the
 * same page of the newest backup file the site serves, flagged `backup`; when that fails too, an
 * empty last page for the regular list (it ends silently) and a FeaturedLoadError for the featured
 * one, naming the attempts made.
 */
export async function loadProductPage(
  kind: CatalogListKind,
  tenant: string,
  cursor: string | null = null,
): Promise<ProductPageResponse> {
  const search = new URLSearchParams({ limit: String(CATALOG_PAGE_SIZE), ...(cursor ? { cursor } : {}) });
  const path = `/api/products${kind === 'all' ? '' : `/${kind}`}?${search}`;
  let attempts = 0;
  try {
    return await withRetries(() => {
      attempts += 1;
      return fetchPage(path);
    });
  } catch (error) {
    logger.warning(`${path} failed, using the newest backup`, error);
    // The backup's reader (and its date and record checks) loads only when a page needs it; a site
    // that cannot serve that script cannot serve its backups either.
    const fallback = await withChunkTimeout(import('./backup-fallback')).catch(() => null);
    const backup = fallback ? await fallback.heldBackup(tenant) : null;
    if (!backup && kind === 'featured') throw new FeaturedLoadError(attempts, error);
    if (!fallback || !backup) return { products: [], dataSource: 'backup', nextCursor: null };
    return fallback.pageOfBackup(backup, kind, { limit: CATALOG_PAGE_SIZE, cursor: cursor ?? undefined });
  }
}
