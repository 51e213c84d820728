import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { PRODUCT_CACHE_SECONDS } from '@/lib/constants/catalog';
import {
  CONSENT_REQUIRED_FOR,
  DEFAULT_CONSENT_REQUIRED_FOR,
  type ConsentRequiredFor,
} from '@/lib/constants/consent';
import { env } from '@/lib/env';
import { workCalendarSchema, type WorkCalendar } from '@/lib/schemas/making-time';
import { shippingSettingsViewSchema, type ShippingSettings } from '@/lib/schemas/shipping';
import { storeSchema, type Store, type Theme } from '@/lib/schemas/store';
import { SOCIAL_LINKS, type SocialLinkName } from '@/lib/social-links';
import { resolveTheme } from '@/lib/theme';
import { ApiUnavailableError, apiFetch } from './client';
import { TAGS } from './tags';

/** What the storefront shows of a store; read leniently so one odd field cannot blank the shop. */
export type StoreView = {
  tenant: string;
  storeName: string;
  /** Open, or suspended by the platform's operator: its storefront then says it is closed. */
  status: 'active' | 'suspended';
  description: string | null;
  /** The owner's brand story (the wizard's Media & Branding step), for the About page. */
  brandStory: string | null;
  theme: Theme;
  /** The owner's links (the wizard's Online Presence step): only the filled ones. */
  socialLinks: Partial<Record<SocialLinkName, string>>;
  /** How the store sends orders (the wizard's Shipping & Delivery step). */
  shippingMethods: Store['shippingMethods'] | null;
  /** Pickup address, rates and countries as the owner set them; null: the spec's defaults. */
  shippingSettings: ShippingSettings | null;
  /** The owner's tax settings as the shelf words them (Settings → Taxes). */
  pricesIncludeTax: boolean;
  collectsTax: boolean;
  /** Whom the storefront asks before analytics; 'eu' when the api does not say. */
  consentRequiredFor: ConsentRequiredFor;
  /** Whether the store mails a reminder of a basket left at checkout (its checkout then may ask). */
  basketReminders: boolean;
  /** Whether the store sells gift cards (the shop then links to them). */
  giftCards: boolean;
  /** The default making time, working weekdays and holidays; null: the defaults. */
  workCalendar?: WorkCalendar | null;
};

const storeAnswerSchema = z.object({
  storeName: z.string().min(1),
  status: storeSchema.shape.status.catch(undefined),
  businessInfo: storeSchema.shape.businessInfo.optional(),
  theme: z.unknown(),
  socialLinks: z.unknown().optional(),
  shippingMethods: storeSchema.shape.shippingMethods.optional().catch(undefined),
  shippingSettings: shippingSettingsViewSchema.optional().catch(undefined),
  pricesIncludeTax: z.boolean().optional().catch(undefined),
  collectsTax: z.boolean().optional().catch(undefined),
  consentRequiredFor: z.enum(CONSENT_REQUIRED_FOR).optional().catch(undefined),
  basketReminders: z.boolean().optional().catch(undefined),
  giftCards: z.boolean().optional().catch(undefined),
  workCalendar: workCalendarSchema.optional().catch(undefined),
});

/** The filled links among the ones the storefront shows, read leniently. */
function filledLinks(value: unknown): StoreView['socialLinks'] {
  if (!value || typeof value !== 'object') return {};
  const links: StoreView['socialLinks'] = {};
  for (const { name } of SOCIAL_LINKS) {
    const link = (value as Record<string, unknown>)[name];
    if (typeof link === 'string' && link.trim()) links[name] = link.trim();
  }
  return links;
}

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
      status: parsed.data.status ?? 'active',
      description: parsed.data.businessInfo?.description ?? null,
      brandStory: parsed.data.businessInfo?.brandStory?.trim() || null,
      theme: resolveTheme(parsed.data.theme),
      socialLinks: filledLinks(parsed.data.socialLinks),
      shippingMethods: parsed.data.shippingMethods ?? null,
      shippingSettings: parsed.data.shippingSettings ?? null,
      pricesIncludeTax: parsed.data.pricesIncludeTax ?? false,
      collectsTax: parsed.data.collectsTax ?? false,
      consentRequiredFor: parsed.data.consentRequiredFor ?? DEFAULT_CONSENT_REQUIRED_FOR,
      basketReminders: parsed.data.basketReminders ?? false,
      giftCards: parsed.data.giftCards ?? false,
      workCalendar: parsed.data.workCalendar ?? null,
    };
  } catch (error) {
    console.warn(`[store] ${tenant} is unavailable, using the default theme:`, (error as Error).message);
    return null;
  }
});

/**
 * The whole store record for the back-office (the wizard edits every field), read fresh on each
 * request. Null when the tenant has no store yet; an api that cannot answer throws.
 */
export async function getStoreRecord(tenant: string): Promise<Store | null> {
  const response = await apiFetch(`/api/stores/by-identifier/${encodeURIComponent(tenant)}`, {
    tenant,
    timeoutMs: env.PRODUCT_TIMEOUT_MS,
  });
  if (response.status === 404) return null;
  const parsed = storeSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success)
    throw new ApiUnavailableError(`The store record of ${tenant} could not be read (${response.status})`);
  return parsed.data;
}
