import 'server-only';
import { PRODUCT_CACHE_SECONDS } from '@/lib/constants/catalog';
import { env } from '@/lib/env';
import { shopFacetsSchema, type ShopFacets } from '@/lib/schemas/category';
import { apiFetch } from './client';
import { TAGS } from './tags';

/**
 * The store's categories and metals for the home page's cards and the shop's filters, cached under the
 * products tag (the api expires it when a category or a product changes). While the api does not
 * answer there are none, and the pages show what they show without categories.
 */
export async function shopFacets(tenant: string): Promise<ShopFacets> {
  const none = { categories: [], metals: [] };
  try {
    const response = await apiFetch('/api/categories', {
      tenant,
      timeoutMs: env.LIST_TIMEOUT_MS,
      revalidate: PRODUCT_CACHE_SECONDS,
      tags: [TAGS.products(tenant)],
    });
    if (!response.ok) return none;
    const parsed = shopFacetsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : none;
  } catch (error) {
    console.warn(`[catalog] categories of ${tenant} are not available:`, (error as Error).message);
    return none;
  }
}
