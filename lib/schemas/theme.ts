/**
 * The store theme: what the storefront reads (lenient, see lib/theme.ts) and what the colour,
 * typography, logo and hero panels may send (PUT /api/stores/{id}/theme).
 */
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
} from '../constants/store-builder';
import { boundedText as trimmed, refuseControlCharacters } from './text';

const hex = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, { error: 'Invalid color' });

export const themeColorsSchema = z.object({
  primary: hex,
  secondary: hex,
  background: hex,
  text: hex,
  accent: hex,
});
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

/** The back-office spec's default theme: the starting point of every new store. */
export const DEFAULT_THEME: Theme = {
  colors: {
    primary: '#14F197',
    secondary: '#131B2E',
    background: '#FFFFFF',
    text: '#333333',
    accent: '#0B0F1C',
  },
  fonts: { primary: 'Arial, sans-serif', secondary: 'Georgia, serif', baseFontSize: 16, headingFontSize: 32 },
  logo: { url: '', altText: '', maxWidth: 200 },
  hero: { url: '', altText: '', overlay: true, textPosition: 'center' },
};

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
  .refine(
    (url) =>
      url === '' ||
      (url.startsWith('/') && !url.startsWith('//')) ||
      (/^https?:\/\//i.test(url) && URL.canParse(url)),
    {
      error: 'Invalid image URL',
    },
  );

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
  textPosition: z
    .enum(HERO_TEXT_POSITIONS, { error: `Text position must be one of ${HERO_TEXT_POSITIONS.join(', ')}` })
    .optional()
    .default('center'),
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

export const THEME_OPERATIONS = ['updateColors', 'updateFonts', 'updateLogo', 'updateHero'] as const;
export type ThemeOperation = (typeof THEME_OPERATIONS)[number];

/** PUT /api/stores/{id}/theme: one operation with its payload. */
export const themeUpdateBodySchema = refuseControlCharacters(
  z.discriminatedUnion(
    'operation',
    [
      z.object({ operation: z.literal('updateColors'), colors: themeColorsInputSchema }),
      z.object({ operation: z.literal('updateFonts'), fonts: themeFontsInputSchema }),
      z.object({ operation: z.literal('updateLogo'), logo: themeLogoInputSchema }),
      z.object({ operation: z.literal('updateHero'), hero: themeHeroInputSchema }),
    ],
    { error: `operation must be one of ${THEME_OPERATIONS.join(', ')}` },
  ),
);
export type ThemeUpdateBody = z.output<typeof themeUpdateBodySchema>;
export type ThemeUpdateInput = z.input<typeof themeUpdateBodySchema>;
