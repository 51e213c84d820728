/**
 * The setup wizard's form: the api's own store rules (lib/schemas/store.ts), with the address
 * required as the wizard asks for it, so what the form accepts the api accepts too.
 */
import { z } from 'zod';
import { STORE_CATEGORIES, WIZARD_DEFAULT_FONTS } from '../constants/store-builder';
import { SOCIAL_LINKS, type SocialLinkName } from '../social-links';
import { DEFAULT_CONSENT_REQUIRED_FOR } from '../constants/consent';
import { DEFAULT_RETURN_DAYS } from '../constants/policies';
import { DEFAULT_TAX_FORM, taxSettingsFormSchema } from '../tax-settings-form';
import { consumerSettingsFormSchema } from './returns';
import { slugify } from './category';
import { pickupAddressCheck, shippingDetailsFormSchema, shippingDetailsInputOf } from './shipping-form';
import {
  DEFAULT_THEME,
  businessInfoInputSchema,
  shippingMethodsSchema,
  socialLinksSchema,
  storeAddressSchema,
  storeNameRule,
  themeInputSchema,
  type Store,
} from './store';

export const storeWizardSchema = z
  .object({
    storeName: storeNameRule,
    businessInfo: businessInfoInputSchema.extend({ address: storeAddressSchema }),
    theme: themeInputSchema,
    socialLinks: socialLinksSchema,
    shippingMethods: shippingMethodsSchema,
    /** Pickup, rates and countries, typed as the settings screen types them (lib/schemas/shipping-form.ts). */
    shippingDetails: shippingDetailsFormSchema,
    /**
     * The Taxes step: where the store is registered and whether prices include tax (the rest of
     * the store's tax settings ride along as saved). Saved to the tax settings, not the store.
     */
    tax: taxSettingsFormSchema,
    /**
     * The Policies step: the return window and whose orders it covers, whom the cookie banner
     * asks, the seller's legal identity. Saved to the store's consumer settings, not the store.
     */
    policies: consumerSettingsFormSchema,
  })
  // Local pickup needs its address, as in Settings.
  .refine(...pickupAddressCheck);
export type StoreWizardInput = z.input<typeof storeWizardSchema>;
export type StoreWizardValues = z.output<typeof storeWizardSchema>;

/** Quick Create: name, description, email and colours. */
export const quickCreateSchema = z.object({
  storeName: storeNameRule,
  businessInfo: businessInfoInputSchema.pick({ description: true, email: true }),
  theme: themeInputSchema.pick({ colors: true }),
});
export type QuickCreateInput = z.input<typeof quickCreateSchema>;
export type QuickCreateValues = z.output<typeof quickCreateSchema>;

export const WIZARD_STEPS = [
  'Basic Information',
  'Store Design',
  'Media & Branding',
  'Product Settings',
  'Online Presence',
  'Shipping & Delivery',
  // Not in the spec's six: where the store collects tax; skipped, it collects none.
  'Taxes',
  // Not in the spec's six: the policy pages' facts (return window, legal identity) and consent.
  'Policies',
  // Not in the spec's six: the store's card payments, connected here or later from Payment settings.
  'Payments',
] as const;

/** The fields each step validates before Next lets the owner on, one list per step. */
export const WIZARD_STEP_FIELDS = [
  [
    'storeName',
    'businessInfo.description',
    'businessInfo.email',
    'businessInfo.phoneNumber',
    'businessInfo.address.street',
    'businessInfo.address.city',
    'businessInfo.address.state',
    'businessInfo.address.zipCode',
  ],
  ['theme.colors'],
  ['businessInfo.brandStory', 'theme.logo'],
  ['businessInfo.categories'],
  ['socialLinks'],
  ['shippingMethods', 'shippingDetails'],
  ['tax'],
  ['policies'],
  // Payments has no form fields: its account lives with the payment provider.
  [],
] as const satisfies { readonly length: (typeof WIZARD_STEPS)['length'] };

export const SOCIAL_LINK_NAMES = SOCIAL_LINKS.map((link) => link.name);
export type { SocialLinkName };

/** A category the store has (its name and slug), as the Product Settings step sees it. */
export type ExistingCategory = { name: string; slug: string };

/**
 * The Product Settings choices the store already has: those it was set up with, and those among
 * its categories now (by slug, so 'Custom Pieces' is found however it was made).
 */
export function tickedCategories(
  store: Store | null,
  existing: readonly ExistingCategory[],
): StoreWizardInput['businessInfo']['categories'] {
  const slugs = new Set(existing.map((category) => category.slug));
  const chosen = new Set(store?.businessInfo.categories ?? []);
  return STORE_CATEGORIES.filter((name) => chosen.has(name) || slugs.has(slugify(name)));
}

/**
 * The form's starting values: blank for a new store, the store's own values when editing, its
 * categories (`existing`) ticked.
 */
export function wizardDefaults(
  store: Store | null,
  existing: readonly ExistingCategory[] = [],
): StoreWizardInput {
  const info = store?.businessInfo;
  const address = info?.address;
  const links = store?.socialLinks ?? {};
  const theme = store?.theme;
  return {
    storeName: store?.storeName ?? '',
    businessInfo: {
      description: info?.description ?? '',
      email: info?.email ?? '',
      phoneNumber: info?.phoneNumber ?? '',
      address: {
        street: address?.street ?? '',
        city: address?.city ?? '',
        state: address?.state ?? '',
        zipCode: address?.zipCode ?? '',
        country: address?.country || 'US',
      },
      brandStory: info?.brandStory ?? '',
      categories: tickedCategories(store, existing),
    },
    theme: {
      colors: { ...(theme?.colors ?? DEFAULT_THEME.colors) },
      fonts: { ...(theme?.fonts ?? WIZARD_DEFAULT_FONTS) },
      logo: {
        url: theme?.logo.url ?? '',
        altText: theme?.logo.altText ?? '',
        maxWidth: theme?.logo.maxWidth ?? DEFAULT_THEME.logo.maxWidth,
      },
    },
    socialLinks: Object.fromEntries(SOCIAL_LINK_NAMES.map((name) => [name, links[name] ?? ''])),
    shippingMethods: {
      ...(store?.shippingMethods ?? { local: false, national: true, international: false }),
    },
    shippingDetails: shippingDetailsInputOf(store?.shippingSettings),
    // Until the Taxes step reads the saved settings: registered nowhere.
    tax: { ...DEFAULT_TAX_FORM, registrations: [] },
    // Until the Policies step reads the saved settings: the defaults every store starts with.
    policies: {
      returnDays: DEFAULT_RETURN_DAYS,
      returnsFor: 'everyone',
      consentRequiredFor: DEFAULT_CONSENT_REQUIRED_FOR,
      legalName: '',
      companyRegistration: '',
    },
  };
}
