import { z } from 'zod';

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
