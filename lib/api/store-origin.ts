import 'server-only';
import { cache } from 'react';
import { PRODUCT_CACHE_SECONDS } from '@/lib/constants/catalog';
import { env } from '@/lib/env';
import { storeOrigin } from '@/lib/primary-domain';
import { apiFetch } from './client';
import { TAGS } from './tags';

/**
 * The absolute origin of a store's pages, on its primary domain (lib/primary-domain), cached with
 * the store record. When the api cannot say: the web's public URL, else the store's local name.
 */
export const getStoreOrigin = cache(async (tenant: string): Promise<string> => {
  try {
    const response = await apiFetch('/api/tenants/current', {
      tenant,
      timeoutMs: env.PRODUCT_TIMEOUT_MS,
      revalidate: PRODUCT_CACHE_SECONDS,
      tags: [TAGS.store(tenant)],
    });
    const body = (await response.json()) as { primaryDomain?: unknown };
    if (response.ok && typeof body.primaryDomain === 'string' && body.primaryDomain)
      return storeOrigin(body.primaryDomain, env.NEXTAUTH_URL);
  } catch (error) {
    console.warn(`[store] the domain of ${tenant} is unavailable:`, (error as Error).message);
  }
  return env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).origin : storeOrigin(`${tenant}.localhost`);
});
