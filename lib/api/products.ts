import 'server-only';
import { cache } from 'react';
import { PRODUCT_CACHE_SECONDS } from '@/lib/constants/catalog';
import { env } from '@/lib/env';
import { MESSAGES } from '@/lib/messages';
import { normalizeProductList } from '@/lib/catalog/normalize-list';
import {
  productSchema,
  type DataSource,
  type Product,
  type ProductListResponse,
} from '@/lib/schemas/product';
import { readNewestBackup } from './backups';
import { apiFetch, ApiUnavailableError } from './client';
import { TAGS } from './tags';

export type ProductResult = { product: Product; dataSource: DataSource };

/**
 * A list cached under the store's products tag, which the api expires after any change a list
 * shows (stock, price, archive flag). When the api cannot answer, the newest backup is served
 * instead, flagged `backup` (and that page is cached only briefly). No backup either: an empty list.
 */
async function listFrom(
  path: string,
  tenant: string,
  keep: (product: Product) => boolean,
): Promise<ProductListResponse> {
  try {
    const response = await apiFetch(path, {
      tenant,
      timeoutMs: env.LIST_TIMEOUT_MS,
      revalidate: PRODUCT_CACHE_SECONDS,
      tags: [TAGS.products(tenant)],
    });
    if (!response.ok) throw new ApiUnavailableError(`The api answered ${response.status} for ${path}`);
    return normalizeProductList(await response.json());
  } catch (error) {
    console.warn(`[catalog] ${path} for ${tenant} falls back to the backup:`, (error as Error).message);
    const backup = (await readNewestBackup(tenant)) ?? [];
    return { products: backup.filter(keep), dataSource: 'backup' };
  }
}

/** Featured products of a store, for the home carousel and the top of the shop. */
export function listFeaturedProducts(tenant: string): Promise<ProductListResponse> {
  return listFrom('/api/products/featured', tenant, (product) => product.featured);
}

/** Every product of a store that is not archived. */
export function listProducts(tenant: string): Promise<ProductListResponse> {
  return listFrom('/api/products', tenant, () => true);
}

/**
 * One product, cached for the product page (ISR) and dropped by its tag when the api changes it.
 * Null means not found: the api said 404 (or refused the id), or the backup does not hold it.
 * Wrapped in React `cache` so metadata and page share one read, backup included.
 */
export const getProduct = cache(async (tenant: string, id: string): Promise<ProductResult | null> => {
  let response: Response;
  try {
    response = await apiFetch(`/api/products/${encodeURIComponent(id)}`, {
      tenant,
      timeoutMs: env.PRODUCT_TIMEOUT_MS,
      revalidate: PRODUCT_CACHE_SECONDS,
      tags: [TAGS.product(tenant, id), TAGS.products(tenant)],
    });
  } catch (error) {
    if (!(error instanceof ApiUnavailableError)) throw error;
    console.warn(`[catalog] product ${id} for ${tenant} falls back to the backup:`, error.message);
    const product = (await readNewestBackup(tenant))?.find((item) => item.id === id);
    return product ? { product, dataSource: 'backup' } : null;
  }
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`${MESSAGES.failedToLoadProduct}: ${response.status}`);
  const parsed = productSchema.safeParse({ dataSource: 'live', ...(await response.json()) });
  if (!parsed.success) throw new Error(MESSAGES.invalidProductDataReceived);
  if (parsed.data.archived) return null;
  return { product: parsed.data, dataSource: parsed.data.dataSource };
});
