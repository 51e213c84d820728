import { z } from 'zod';
import { CONSENT_REQUIRED_FOR } from '../constants/consent';
import { STORE_CATEGORIES } from '../constants/store-builder';
import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '../constants/validation';
import { NAME_PATTERN, URL_PATTERN, ZIP_PATTERN, invalidField } from '../rules';
import { displayPhone, PHONE_INVALID_MESSAGE, toE164 } from '../phone';
import { makingTimeSchema, workCalendarSchema } from './making-time';
import { shippingSettingsSchema, shippingSettingsViewSchema } from './shipping';
import { boundedText as trimmed, refuseControlCharacters } from './text';
import { themeInputSchema, themeSchema } from './theme';
import { STORE_STATUSES } from '../constants/staff';

// The theme's schemas are part of the store's contract; one import serves both.
export * from './theme';
export { refuseControlCharacters } from './text';

export const storeSchema = z.object({
  _id: z.string(),
  tenant: z.string(),
  storeName: z.string(),
  businessInfo: z.object({
    description: z.string().optional(),
    email: z.string().optional(),
    phoneNumber: z.string().optional(),
    address: z
      .object({
        street: z.string().optional(),
        city: z.string().optional(),
        state: z.string().optional(),
        zipCode: z.string().optional(),
        country: z.string().optional(),
      })
      .optional(),
    /** The wizard's Media & Branding step. */
    brandStory: z.string().optional(),
    /** The wizard's Product Settings step: some of STORE_CATEGORIES. */
    categories: z.array(z.string()).optional(),
  }),
  theme: themeSchema,
  socialLinks: z.record(z.string(), z.string()),
  storeHours: z.object({ enabled: z.boolean(), hours: z.array(z.unknown()) }),
  shippingMethods: z.object({ local: z.boolean(), national: z.boolean(), international: z.boolean() }),
  /** Pickup, rates and countries as the owner set them (the spec's defaults until then). */
  shippingSettings: shippingSettingsViewSchema.optional(),
  /** The default making time, the working weekdays and the holidays (DEFAULT_WORK_CALENDAR until set). */
  workCalendar: z
    .object({
      defaultMakingTime: makingTimeSchema,
      workingDays: z.array(z.number().int()),
      holidays: z.array(z.string()),
    })
    .optional(),
  /** The shelf's tax wording (public record only): prices include tax; the store collects tax somewhere. */
  pricesIncludeTax: z.boolean().optional(),
  collectsTax: z.boolean().optional(),
  /** Whom the storefront asks before analytics (public record only; Settings → consumer settings). */
  consentRequiredFor: z.enum(CONSENT_REQUIRED_FOR).optional(),
  /** Whether the store mails a reminder of a basket left at checkout (public record only). */
  basketReminders: z.boolean().optional(),
  /** Whether the store sells gift cards (public record only; the shop links to them). */
  giftCards: z.boolean().optional(),
  /** Open, or suspended by the platform's operator (the storefront then says it is closed). */
  status: z.enum(STORE_STATUSES).optional(),
});
export type Store = z.infer<typeof storeSchema>;

/* Store builder input: the wizard, Quick Create and Quick Edit ------------------------------- */

/** The spec's texts for the store builder (back-office §5, §8), written once for form and api. */
export const STORE_MESSAGES = {
  storeNameRequired: 'Store name is required',
  descriptionRequired: 'Description is required',
  streetRequired: 'Street is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  invalidUrl: 'Invalid URL',
  notAnImage: 'Please upload an image file (PNG, JPG, or SVG)',
  logoTooLarge: 'File is too large. Please upload an image smaller than 2MB',
  logoStillTooLarge: 'File is still too large after compression. Please use a smaller image.',
  heroTooLarge: 'File is too large. Please upload an image smaller than 5MB',
  imageRequired: 'Please choose an image to upload',
  processingFailed: 'Error processing file. Please try again.',
  tooManyPixels: 'This image is too large in pixels. Please use a smaller image.',
  storeExists: 'This store already exists. Edit it instead.',
  storeNotFound: 'No store found',
  nothingToRollBack: 'There is no earlier theme to roll back to',
} as const;

/** Store name: at least 2 characters ('Store name is required'). */
export const storeNameRule = z
  .string({ error: STORE_MESSAGES.storeNameRequired })
  .trim()
  .min(2, { error: STORE_MESSAGES.storeNameRequired })
  .max(100, { error: 'Store name must be at most 100 characters' });

/** Description: at least 10 characters ('Description is required'). */
export const storeDescriptionRule = z
  .string({ error: STORE_MESSAGES.descriptionRequired })
  .trim()
  .min(10, { error: STORE_MESSAGES.descriptionRequired })
  .max(2000, { error: 'Description must be at most 2000 characters' });

export const storeEmailRule = z
  .string({ error: invalidField('email') })
  .trim()
  .toLowerCase()
  .max(254, { error: invalidField('email') })
  .pipe(z.email({ error: invalidField('email') }));

/**
 * Optional phone: blank stays blank, anything else must be a phone number (lib/phone), kept as the
 * store's contact line is shown: national form at home, international abroad.
 */
export const storePhoneRule = z
  .string({ error: PHONE_INVALID_MESSAGE })
  .trim()
  .max(PHONE_MAX_LENGTH, { error: PHONE_INVALID_MESSAGE })
  .transform((value, ctx) => {
    if (value === '') return '';
    const phone = toE164(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    }
    return displayPhone(phone);
  });

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Must be at most ${max} characters` });

/** The wizard's address: street, city and state required, zipCode a ZIP code. */
export const storeAddressSchema = z.object({
  street: requiredText(STORE_MESSAGES.streetRequired, 200),
  city: requiredText(STORE_MESSAGES.cityRequired, 100)
    .normalize('NFC')
    .regex(NAME_PATTERN, { error: invalidField('city') }),
  state: requiredText(STORE_MESSAGES.stateRequired, 50),
  zipCode: z
    .string({ error: invalidField('ZIP code') })
    .trim()
    .max(ZIP_MAX_LENGTH, { error: invalidField('ZIP code') })
    .regex(ZIP_PATTERN, { error: invalidField('ZIP code') }),
  country: trimmed(60).optional().default('US'),
});

/** A link of the Online Presence step: blank, or an http(s) URL ('Invalid URL'). */
export const socialUrlRule = z
  .string({ error: STORE_MESSAGES.invalidUrl })
  .trim()
  .max(500, { error: STORE_MESSAGES.invalidUrl })
  .refine((value) => value === '' || (URL_PATTERN.test(value) && URL.canParse(value)), {
    error: STORE_MESSAGES.invalidUrl,
  });

/** Instagram may also be given as a handle (@studio); the other links must be URLs. */
const instagramRule = z
  .string({ error: STORE_MESSAGES.invalidUrl })
  .trim()
  .max(500, { error: STORE_MESSAGES.invalidUrl })
  .refine(
    (value) =>
      value === '' ||
      /^@?[A-Za-z0-9._]{1,30}$/.test(value) ||
      (URL_PATTERN.test(value) && URL.canParse(value)),
    {
      error: STORE_MESSAGES.invalidUrl,
    },
  );

export const socialLinksSchema = z.object({
  website: socialUrlRule.optional(),
  instagram: instagramRule.optional(),
  facebook: socialUrlRule.optional(),
  pinterest: socialUrlRule.optional(),
  etsy: socialUrlRule.optional(),
});

export const storeCategoriesSchema = z
  .array(z.enum(STORE_CATEGORIES, { error: `Category must be one of ${STORE_CATEGORIES.join(', ')}` }))
  .max(STORE_CATEGORIES.length)
  .transform((list) => [...new Set(list)]);

export const shippingMethodsSchema = z.object({
  local: z.boolean({ error: 'Must be true or false' }),
  national: z.boolean({ error: 'Must be true or false' }),
  international: z.boolean({ error: 'Must be true or false' }),
});

export const storeHoursSchema = z.object({
  enabled: z.boolean({ error: 'Must be true or false' }),
  hours: z
    .array(
      z.object({
        day: trimmed(20),
        open: trimmed(10).optional(),
        close: trimmed(10).optional(),
        closed: z.boolean().optional(),
      }),
    )
    .max(7),
});

/** Business information as the wizard and Quick Create send it; brand story and categories too. */
export const businessInfoInputSchema = z.object({
  description: storeDescriptionRule,
  email: storeEmailRule,
  phoneNumber: storePhoneRule.optional(),
  address: storeAddressSchema.optional(),
  brandStory: trimmed(5000).optional(),
  categories: storeCategoriesSchema.optional(),
});

/** Quick Edit's business information: each field optional, each checked when present. */
export const businessInfoPatchSchema = businessInfoInputSchema.partial();

/**
 * POST /api/stores: the wizard's whole state, or Quick Create's name, description, email and
 * colours. `tenant`, when sent, must be the caller's own store.
 */
export const createStoreBodySchema = refuseControlCharacters(
  z.object({
    tenant: z.string().trim().max(64).optional(),
    storeName: storeNameRule,
    businessInfo: businessInfoInputSchema,
    theme: themeInputSchema.optional(),
    socialLinks: socialLinksSchema.optional(),
    storeHours: storeHoursSchema.optional(),
    shippingMethods: shippingMethodsSchema.optional(),
    shippingSettings: shippingSettingsSchema.optional(),
    workCalendar: workCalendarSchema.optional(),
  }),
);
export type CreateStoreBody = z.output<typeof createStoreBodySchema>;
export type CreateStoreInput = z.input<typeof createStoreBodySchema>;

/** PUT /api/stores/{id}: the wizard's state, or Quick Edit's business information and name. */
export const updateStoreBodySchema = refuseControlCharacters(
  z.object({
    tenant: z.string().trim().max(64).optional(),
    storeName: storeNameRule.optional(),
    businessInfo: businessInfoPatchSchema.optional(),
    theme: themeInputSchema.optional(),
    socialLinks: socialLinksSchema.optional(),
    storeHours: storeHoursSchema.optional(),
    shippingMethods: shippingMethodsSchema.optional(),
    shippingSettings: shippingSettingsSchema.optional(),
    workCalendar: workCalendarSchema.optional(),
  }),
);
export type UpdateStoreBody = z.output<typeof updateStoreBodySchema>;
export type UpdateStoreInput = z.input<typeof updateStoreBodySchema>;

export const storeIdParamsSchema = z.object({ id: z.guid({ error: 'Invalid store id' }) });

export const STORE_MEDIA_KINDS = ['logo', 'hero'] as const;
export type StoreMediaKind = (typeof STORE_MEDIA_KINDS)[number];

/** What an upload answers: the URL to put in the theme, and every rendition with its width. */
export const storeMediaUploadSchema = z.object({
  kind: z.enum(STORE_MEDIA_KINDS),
  url: z.string(),
  contentType: z.enum(['image/webp', 'image/svg+xml']),
  renditions: z.array(z.object({ width: z.number().int().nullable(), url: z.string() })),
});
export type StoreMediaUpload = z.infer<typeof storeMediaUploadSchema>;
