import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { PRODUCT_CACHE_SECONDS } from '@/lib/constants';
import { env } from '@/lib/env';
import { storeSchema, type Theme } from '@/lib/schemas/store';
import { resolveTheme } from '@/lib/theme';
import { apiFetch } from './client';
import { TAGS } from './tags';

/** What the storefront shows of a store; read leniently so one odd field cannot blank the shop. */
export type StoreView = {
  tenant: string;
  storeName: string;
  description: string | null;
  /** The owner's brand story (the wizard's Media & Branding step), for the About page. */
  brandStory: string | null;
  theme: Theme;
};

const storeAnswerSchema = z.object({
  storeName: z.string().min(1),
  businessInfo: storeSchema.shape.businessInfo.optional(),
  theme: z.unknown(),
});

/**
 * A store's name and theme, cached and tagged so a theme change shows after revalidation.
 * Null when the api cannot say; the layout then uses the default theme.
 */
export const getStore = cache(async (tenant: string): Promise<StoreView | null> => {
  try {
    const response = await apiFetch(`/api/stores/by-identifier/${encodeURIComponent(tenant)}`, {
      tenant,
      timeoutMs: env.PRODUCT_TIMEOUT_MS,
      revalidate: PRODUCT_CACHE_SECONDS,
      tags: [TAGS.store(tenant)],
    });
    if (!response.ok) return null;
    const parsed = storeAnswerSchema.safeParse(await response.json());
    if (!parsed.success) return null;
    return {
      tenant,
      storeName: parsed.data.storeName,
      description: parsed.data.businessInfo?.description ?? null,
      brandStory: parsed.data.businessInfo?.brandStory?.trim() || null,
      theme: resolveTheme(parsed.data.theme),
    };
  } catch (error) {
    console.warn(`[store] ${tenant} is unavailable, using the default theme:`, (error as Error).message);
    return null;
  }
});
