import { backupCandidates, parseBackup } from '../backup';
import { PRODUCT_LIST_TIMEOUT_MS } from '../constants/catalog';
import { createLogger } from '../logger';
import { normalizeProductList } from './normalize-list';
import type { Product, ProductListResponse } from '../schemas/product';
import { RetryableError, withRetries } from './retry';

const logger = createLogger('catalog');
// Backup names are probed a few at a time: quick when today's file exists, bounded when none does.
const PROBE_BATCH = 10;

async function fetchList(path: string): Promise<ProductListResponse> {
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
  return normalizeProductList(await response.json());
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

/**
 * A product list from the BFF, retried on timeouts and 5xx; when the api stays down, the newest
 * backup (filtered by `keep`) flagged `backup`; when that fails too, an empty backup list.
 */
export async function loadProductList(
  path: string,
  tenant: string,
  keep: (product: Product) => boolean,
): Promise<ProductListResponse> {
  try {
    return await withRetries(() => fetchList(path));
  } catch (error) {
    logger.warning(`${path} failed, using the newest backup`, error);
    const backup = await loadNewestBackup(tenant);
    return { products: (backup ?? []).filter(keep), dataSource: 'backup' };
  }
}
