import { backupCandidates, parseBackup } from '../backup';
import { CATALOG_PAGE_SIZE, PRODUCT_LIST_TIMEOUT_MS } from '../constants/catalog';
import { createLogger } from '../logger';
import { MESSAGES } from '../messages';
import { normalizeProductList } from './normalize-list';
import type { Product, ProductPageResponse } from '../schemas/product';
import { pageOfBackup, type CatalogListKind } from './backup-page';
import { RetryableError, withRetries } from './retry';

const logger = createLogger('catalog');
// Backup names are probed a few at a time: quick when today's file exists, bounded when none does.
const PROBE_BATCH = 10;

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

async function probeBackup(name: string, tenant: string): Promise<Product[] | null> {
  try {
    const response = await fetch(`/backups/${name}`, { headers: { accept: 'application/json' } });
    return response.ok ? parseBackup(await response.json(), tenant) : null;
  } catch {
    return null;
  }
}

/** The products of the newest backup the site serves (last 180 days, newest first), or null. */
export async function loadNewestBackup(tenant: string, today = new Date()): Promise<Product[] | null> {
  const names = backupCandidates(today);
  for (let start = 0; start < names.length; start += PROBE_BATCH) {
    const batch = await Promise.all(
      names.slice(start, start + PROBE_BATCH).map((name) => probeBackup(name, tenant)),
    );
    const found = batch.find((products) => products !== null);
    if (found) return found;
  }
  return null;
}

// The backup file the browser fetched, kept for the next pages rather than fetched again for each.
let backupHeld: { tenant: string; products: Promise<Product[] | null> } | null = null;

function heldBackup(tenant: string): Promise<Product[] | null> {
  if (backupHeld?.tenant !== tenant) backupHeld = { tenant, products: loadNewestBackup(tenant) };
  return backupHeld.products;
}

/** The featured products could not be read, retries and backup included (spec §8's message). */
export class FeaturedLoadError extends Error {
  constructor(attempts: number, cause: unknown) {
    super(MESSAGES.featuredFailed(attempts, cause instanceof Error ? cause.message : String(cause)), {
      cause,
    });
    this.name = 'FeaturedLoadError';
  }
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
    const backup = await heldBackup(tenant);
    if (!backup && kind === 'featured') throw new FeaturedLoadError(attempts, error);
    if (!backup) return { products: [], dataSource: 'backup', nextCursor: null };
    return pageOfBackup(backup, kind, { limit: CATALOG_PAGE_SIZE, cursor: cursor ?? undefined });
  }
}
