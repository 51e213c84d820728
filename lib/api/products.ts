import 'server-only';
import { cache } from 'react';
import { CATALOG_PAGE_MAX, CATALOG_PAGE_SIZE, PRODUCT_CACHE_SECONDS } from '@/lib/constants/catalog';
import { env } from '@/lib/env';
import { MESSAGES } from '@/lib/messages';
import { normalizeProductList } from '@/lib/catalog/normalize-list';
import { productDataProblem, type InvalidProduct } from '@/lib/catalog/product-state';
import { createLogger } from '@/lib/logger';
import type { CatalogListKind } from '@/lib/catalog/backup-page';
import {
  productSchema,
  type DataSource,
  type Product,
  type ProductPageResponse,
} from '@/lib/schemas/product';
import { readBackupPage, readBackupProduct } from './backups';
import { apiFetch, ApiUnavailableError } from './client';
import { TAGS } from './tags';
import { looksLikeId } from '@/lib/product-address';

export type ProductResult = { product: Product; dataSource: DataSource };
/** A product page's lookup: the product, the invalid state, or null (not found). */
export type ProductLookup = ProductResult | InvalidProduct | null;

const logger = createLogger('catalog');

/** Whether the api lost the race against the call's timeout (rather than failing some other way). */
function timedOut(error: unknown): boolean {
  // Walked by shape: the abort's DOMException may come from another realm than this Error.
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { name?: unknown }).name === 'TimeoutError') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One page of a list, cached under the store's products tag, which the api expires after any
 * change a list shows (stock, price, archive flag, a product added or removed). When the api
 * cannot answer, the same page of the newest backup is served instead, flagged `backup` (and that
 * page is cached only briefly). No backup either: an empty page.
 */
export async function listProductPage(
  tenant: string,
  kind: CatalogListKind,
  query: { limit?: number; cursor?: string } = {},
): Promise<ProductPageResponse> {
  const limit = Math.min(query.limit ?? CATALOG_PAGE_SIZE, CATALOG_PAGE_MAX);
  const search = new URLSearchParams({
    limit: String(limit),
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  const path = `/api/products${kind === 'all' ? '' : `/${kind}`}?${search}`;
  try {
    const response = await apiFetch(path, {
      tenant,
      timeoutMs: env.LIST_TIMEOUT_MS,
      revalidate: PRODUCT_CACHE_SECONDS,
      tags: [TAGS.products(tenant)],
    });
    if (!response.ok) throw new ApiUnavailableError(`The api answered ${response.status} for ${path}`);
    const body: unknown = await response.json();
    const nextCursor = (body as { nextCursor?: unknown }).nextCursor;
    return { ...normalizeProductList(body), nextCursor: typeof nextCursor === 'string' ? nextCursor : null };
  } catch (error) {
    console.warn(`[catalog] ${path} for ${tenant} falls back to the backup:`, (error as Error).message);
    const backup = await readBackupPage(tenant, kind, limit, query.cursor ?? null);
    return backup ?? { products: [], dataSource: 'backup', nextCursor: null };
  }
}

/** The first featured products of a store (`limit` of them), for the home page and the top of the shop. */
export function listFeaturedProducts(tenant: string, limit?: number): Promise<ProductPageResponse> {
  return listProductPage(tenant, 'featured', { limit });
}

/** The first `limit` listed products of a store, featured or not, in shop order. */
export function listProducts(tenant: string, limit?: number): Promise<ProductPageResponse> {
  return listProductPage(tenant, 'all', { limit });
}

/** The api's address of a product named by its id or, as the shop's addresses name it, its handle. */
const productApiPath = (key: string) =>
  looksLikeId(key)
    ? `/api/products/${encodeURIComponent(key)}`
    : `/api/products/by-handle/${encodeURIComponent(key)}`;

/**
 * One product, by its id or its handle, cached for the product page (ISR) and dropped by its tag
 * when the api changes it (a handle's page by the store's products tag, which every change expires).
 * Null means not found: the api said 404 (or refused the id), or the backup does not hold it.
 * An answer without a name or a price is the invalid state ('Invalid product data received').
 * The api has 3 s (spec §7): a lost race is logged as 'Server timeout' and the backup answers.
 * Wrapped in React `cache` so metadata and page share one read, backup included.
 */
export const getProduct = cache(async (tenant: string, id: string): Promise<ProductLookup> => {
  let response: Response;
  try {
    response = await apiFetch(productApiPath(id), {
      tenant,
      timeoutMs: env.PRODUCT_TIMEOUT_MS,
      revalidate: PRODUCT_CACHE_SECONDS,
      tags: [TAGS.product(tenant, id), TAGS.products(tenant)],
    });
  } catch (error) {
    if (!(error instanceof ApiUnavailableError)) throw error;
    if (timedOut(error))
      logger.warning(MESSAGES.serverTimeout, { tenant, productId: id, fallback: 'backup' });
    else console.warn(`[catalog] product ${id} for ${tenant} falls back to the backup:`, error.message);
    const product = await readBackupProduct(tenant, id);
    return product ? { product, dataSource: 'backup' } : null;
  }
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`${MESSAGES.failedToLoadProduct}: ${response.status}`);
  const body: unknown = await response.json();
  const parsed = productSchema.safeParse({ dataSource: 'live', ...(body as object) });
  const invalid = productDataProblem(body, true);
  if (invalid || !parsed.success) {
    logger.error(MESSAGES.invalidProductDataReceived, { tenant, productId: id });
    return invalid ?? { invalid: MESSAGES.invalidProductDataReceived };
  }
  if (parsed.data.archived) return null;
  return { product: parsed.data, dataSource: parsed.data.dataSource };
});
