import 'server-only';
import { cache } from 'react';
import { PRODUCT_CACHE_SECONDS } from '@/lib/constants/catalog';
import { env } from '@/lib/env';
import {
  platformSettingsSchema,
  storeOpeningSchema,
  type PlatformSettings,
  type StoreOpening,
} from '@/lib/schemas/platform';
import { apiFetch } from './client';
import { TAGS } from './tags';

/**
 * Whether the store is open to shoppers, and its name; cached with the store's record (opening the
 * store expires it). Null when the api cannot say: the page then shows as if open, as it did before.
 */
export const getOpening = cache(async (tenant: string): Promise<StoreOpening | null> => {
  try {
    const response = await apiFetch('/api/store-opening', {
      tenant,
      timeoutMs: env.PRODUCT_TIMEOUT_MS,
      revalidate: PRODUCT_CACHE_SECONDS,
      tags: [TAGS.store(tenant)],
    });
    if (!response.ok) return null;
    const parsed = storeOpeningSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
});

/** Whether sign-up is open and the platform's domain, fresh on each request; null when the api cannot say. */
export async function getPlatformSettings(): Promise<PlatformSettings | null> {
  try {
    const response = await apiFetch('/api/platform/settings', {
      timeoutMs: env.PRODUCT_TIMEOUT_MS,
    });
    if (!response.ok) return null;
    const parsed = platformSettingsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
