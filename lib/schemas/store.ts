import { z } from 'zod';
import {
  BASE_FONT_SIZES,
  DEFAULT_BASE_FONT_SIZE,
  DEFAULT_HEADING_FONT_SIZE,
  HEADING_FONT_SIZES,
  LOGO_WIDTH_DEFAULT,
  LOGO_WIDTH_MAX,
  LOGO_WIDTH_MIN,
  LOGO_WIDTH_STEP,
  PHONE_MAX_LENGTH,
  STORE_CATEGORIES,
  ZIP_MAX_LENGTH,
} from '../constants';
import { NAME_PATTERN, URL_PATTERN, ZIP_PATTERN, formatPhone, invalidField, normalizePhone } from '../rules';

const hex = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, { error: 'Invalid color' });

export const themeColorsSchema = z.object({ primary: hex, secondary: hex, background: hex, text: hex, accent: hex });
export const themeFontsSchema = z.object({
  primary: z.string().min(1).max(100),
  secondary: z.string().min(1).max(100),
  baseFontSize: z.number().int().min(8).max(40),
  headingFontSize: z.number().int().min(12).max(96),
});
export const themeLogoSchema = z.object({
  url: z.string().max(2000),
  altText: z.string().max(200),
  maxWidth: z.number().int().min(50).max(500),
});
export const themeHeroSchema = z.object({
  url: z.string().max(2000),
  altText: z.string().max(200),
  overlay: z.boolean(),
  textPosition: z.string().max(20),
  title: z.string().max(200).optional(),
  subtitle: z.string().max(400).optional(),
});
export const themeSchema = z.object({
  colors: themeColorsSchema,
  fonts: themeFontsSchema,
  logo: themeLogoSchema,
  hero: themeHeroSchema,
});
export type Theme = z.infer<typeof themeSchema>;

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
});
export type Store = z.infer<typeof storeSchema>;

/** The back-office spec's default theme: the starting point of every new store. */
export const DEFAULT_THEME: Theme = {
  colors: { primary: '#14F197', secondary: '#131B2E', background: '#FFFFFF', text: '#333333', accent: '#0B0F1C' },
  fonts: { primary: 'Arial, sans-serif', secondary: 'Georgia, serif', baseFontSize: 16, headingFontSize: 32 },
  logo: { url: '', altText: '', maxWidth: 200 },
  hero: { url: '', altText: '', overlay: true, textPosition: 'center' },
};

/* Store builder input: the wizard, Quick Create, Quick Edit and the theme panels -------------- */

// PostgreSQL cannot store NUL in text or jsonb, and no form field needs control characters.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function pathToControlCharacter(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathToControlCharacter(item, [...path, index]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return [...path, key];
      const found = pathToControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The schema, refusing any text anywhere in the value that holds a control character. */
export function refuseControlCharacters<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    const path = pathToControlCharacter(value);
    if (path) ctx.addIssue({ code: 'custom', message: 'Contains a character that is not allowed', path });
  }) as T;
}

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
  storeExists: 'This store already exists. Edit it instead.',
  storeNotFound: 'No store found',
  nothingToRollBack: 'There is no earlier theme to roll back to',
} as const;

const trimmed = (max: number) => z.string().trim().max(max, { error: `Must be at most ${max} characters` });

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

/** Optional phone: blank stays blank, anything else must be a phone number, kept formatted. */
export const storePhoneRule = z
  .string({ error: invalidField('phone') })
  .trim()
  .max(PHONE_MAX_LENGTH, { error: invalidField('phone') })
  .transform((value, ctx) => {
    if (value === '') return '';
    const digits = normalizePhone(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: invalidField('phone') });
      return z.NEVER;
    }
    return formatPhone(digits);
  });

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, { error: `Must be at most ${max} characters` });

/** The wizard's address: street, city and state required, zipCode a ZIP code. */
export const storeAddressSchema = z.object({
  street: requiredText(STORE_MESSAGES.streetRequired, 200),
  city: requiredText(STORE_MESSAGES.cityRequired, 100).normalize('NFC').regex(NAME_PATTERN, { error: invalidField('city') }),
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
  .refine((value) => value === '' || (URL_PATTERN.test(value) && URL.canParse(value)), { error: STORE_MESSAGES.invalidUrl });

/** Instagram may also be given as a handle (@studio); the other links must be URLs. */
const instagramRule = z
  .string({ error: STORE_MESSAGES.invalidUrl })
  .trim()
  .max(500, { error: STORE_MESSAGES.invalidUrl })
  .refine((value) => value === '' || /^@?[A-Za-z0-9._]{1,30}$/.test(value) || (URL_PATTERN.test(value) && URL.canParse(value)), {
    error: STORE_MESSAGES.invalidUrl,
  });

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
    .array(z.object({ day: trimmed(20), open: trimmed(10).optional(), close: trimmed(10).optional(), closed: z.boolean().optional() }))
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

/** A font family list as CSS takes it; only names, commas, quotes and spaces (it ends up in a style). */
const fontFamilyRule = z
  .string({ error: 'Choose a font' })
  .trim()
  .regex(/^[\w\s,'"-]{1,100}$/, { error: 'Font must be a list of font names' });

/** A select value as a number: '16' and 16 both count; anything not numeric is the default size. */
const fontSize = (options: readonly number[], fallback: number, label: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return fallback;
      if (typeof value === 'string') return /^\s*\d+\s*$/.test(value) ? Number.parseInt(value, 10) : fallback;
      return value;
    },
    z
      .number({ error: `${label} must be a number` })
      .refine((size) => options.includes(size), { error: `${label} must be one of ${options.join(', ')}` }),
  );

export const themeFontsInputSchema = z.object({
  primary: fontFamilyRule,
  secondary: fontFamilyRule,
  baseFontSize: fontSize(BASE_FONT_SIZES, DEFAULT_BASE_FONT_SIZE, 'Base font size'),
  headingFontSize: fontSize(HEADING_FONT_SIZES, DEFAULT_HEADING_FONT_SIZE, 'Heading font size'),
});

/** Image addresses a theme may hold: blank, a same-origin path, or http(s). */
const imageUrlRule = z
  .string({ error: 'Invalid image URL' })
  .trim()
  .max(2000, { error: 'Invalid image URL' })
  .refine((url) => url === '' || (url.startsWith('/') && !url.startsWith('//')) || (/^https?:\/\//i.test(url) && URL.canParse(url)), {
    error: 'Invalid image URL',
  });

/** Logo width clamped to 50-500 px in steps of 10, default 200. */
export function clampLogoWidth(width: number | undefined): number {
  if (width === undefined || !Number.isFinite(width)) return LOGO_WIDTH_DEFAULT;
  const stepped = Math.round(width / LOGO_WIDTH_STEP) * LOGO_WIDTH_STEP;
  return Math.min(LOGO_WIDTH_MAX, Math.max(LOGO_WIDTH_MIN, stepped));
}

export const themeLogoInputSchema = z.object({
  url: imageUrlRule,
  altText: trimmed(200).optional().default(''),
  maxWidth: z.number({ error: 'Logo width must be a number' }).optional().transform(clampLogoWidth),
});

export const HERO_TEXT_POSITIONS = ['left', 'center', 'right'] as const;
export const themeHeroInputSchema = z.object({
  url: imageUrlRule,
  altText: trimmed(200).optional().default(''),
  overlay: z.boolean({ error: 'Must be true or false' }).optional().default(true),
  textPosition: z.enum(HERO_TEXT_POSITIONS, { error: `Text position must be one of ${HERO_TEXT_POSITIONS.join(', ')}` }).optional().default('center'),
  title: trimmed(200).optional(),
  subtitle: trimmed(400).optional(),
});

/** Colours as the picker gives them: hex with 3, 6 or 8 digits. */
export const themeColorsInputSchema = themeColorsSchema;

/** The theme as the wizard sends it: colours, and fonts, logo and hero when it has them. */
export const themeInputSchema = z.object({
  colors: themeColorsInputSchema,
  fonts: themeFontsInputSchema.optional(),
  logo: themeLogoInputSchema.optional(),
  hero: themeHeroInputSchema.optional(),
});

/**
 * POST /api/stores: the wizard's whole state, or Quick Create's name, description, email and
 * colours. `tenant`, when sent, must be the caller's own store.
 */
export const createStoreBodySchema = refuseControlCharacters(z.object({
  tenant: z.string().trim().max(64).optional(),
  storeName: storeNameRule,
  businessInfo: businessInfoInputSchema,
  theme: themeInputSchema.optional(),
  socialLinks: socialLinksSchema.optional(),
  storeHours: storeHoursSchema.optional(),
  shippingMethods: shippingMethodsSchema.optional(),
}));
export type CreateStoreBody = z.output<typeof createStoreBodySchema>;
export type CreateStoreInput = z.input<typeof createStoreBodySchema>;

/** PUT /api/stores/{id}: the wizard's state, or Quick Edit's business information and name. */
export const updateStoreBodySchema = refuseControlCharacters(z.object({
  tenant: z.string().trim().max(64).optional(),
  storeName: storeNameRule.optional(),
  businessInfo: businessInfoPatchSchema.optional(),
  theme: themeInputSchema.optional(),
  socialLinks: socialLinksSchema.optional(),
  storeHours: storeHoursSchema.optional(),
  shippingMethods: shippingMethodsSchema.optional(),
}));
export type UpdateStoreBody = z.output<typeof updateStoreBodySchema>;
export type UpdateStoreInput = z.input<typeof updateStoreBodySchema>;

export const THEME_OPERATIONS = ['updateColors', 'updateFonts', 'updateLogo', 'updateHero'] as const;
export type ThemeOperation = (typeof THEME_OPERATIONS)[number];

/** PUT /api/stores/{id}/theme: one operation with its payload. */
export const themeUpdateBodySchema = refuseControlCharacters(z.discriminatedUnion(
  'operation',
  [
    z.object({ operation: z.literal('updateColors'), colors: themeColorsInputSchema }),
    z.object({ operation: z.literal('updateFonts'), fonts: themeFontsInputSchema }),
    z.object({ operation: z.literal('updateLogo'), logo: themeLogoInputSchema }),
    z.object({ operation: z.literal('updateHero'), hero: themeHeroInputSchema }),
  ],
  { error: `operation must be one of ${THEME_OPERATIONS.join(', ')}` },
));
export type ThemeUpdateBody = z.output<typeof themeUpdateBodySchema>;
export type ThemeUpdateInput = z.input<typeof themeUpdateBodySchema>;

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
