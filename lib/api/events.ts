import 'server-only';
import { cache } from 'react';
import { PRODUCT_CACHE_SECONDS } from '@/lib/constants/catalog';
import { env } from '@/lib/env';
import { storeEventListSchema, type StoreEvent } from '@/lib/schemas/events';
import { apiFetch } from './client';
import { TAGS } from './tags';

/**
 * A store's events, cached and tagged so the owner's change shows once the api expires the tag.
 * Null when the api cannot say (the page then says so rather than showing no events).
 */
export const listStoreEvents = cache(async (tenant: string): Promise<StoreEvent[] | null> => {
  try {
    const response = await apiFetch('/api/events', {
      tenant,
      timeoutMs: env.PRODUCT_TIMEOUT_MS,
      revalidate: PRODUCT_CACHE_SECONDS,
      tags: [TAGS.events(tenant)],
    });
    if (!response.ok) throw new Error(`the api answered ${response.status}`);
    const parsed = storeEventListSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('the answer is not a list of events');
    return parsed.data.events;
  } catch (error) {
    console.warn(`[events] the events of ${tenant} are unavailable:`, (error as Error).message);
    return null;
  }
});
