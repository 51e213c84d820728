import {
  DEFAULT_THEME,
  themeColorsSchema,
  themeFontsSchema,
  themeHeroSchema,
  themeLogoSchema,
  type Theme,
} from './schemas/store';

// Font lists end up inside a style attribute; only names, commas, quotes and spaces may pass.
const SAFE_FONT = /^[\w\s,'"-]{1,100}$/;

/**
 * A store's theme, each part checked on its own: a bad color set falls back to the default colors
 * without losing a good logo or hero. Anything unreadable becomes DEFAULT_THEME.
 */
export function resolveTheme(raw: unknown): Theme {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const colors = themeColorsSchema.safeParse(source.colors);
  const fonts = themeFontsSchema.safeParse(source.fonts);
  const logo = themeLogoSchema.safeParse(source.logo);
  const hero = themeHeroSchema.safeParse(source.hero);
  const safeFonts =
    fonts.success && SAFE_FONT.test(fonts.data.primary) && SAFE_FONT.test(fonts.data.secondary)
      ? fonts.data
      : DEFAULT_THEME.fonts;
  return {
    colors: colors.success ? colors.data : DEFAULT_THEME.colors,
    fonts: safeFonts,
    logo: logo.success ? logo.data : DEFAULT_THEME.logo,
    hero: hero.success ? hero.data : DEFAULT_THEME.hero,
  };
}

/** sRGB channels 0-255 of a #rgb, #rrggbb or #rrggbbaa colour (the theme's colours); alpha is left out. */
function channels(hex: string): [number, number, number] {
  let digits = hex.replace(/^#/, '');
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const value = (at: number) => parseInt(digits.slice(at, at + 2), 16) || 0;
  return [value(0), value(2), value(4)];
}

/** WCAG 2's relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export const LIGHT_TEXT = '#FFFFFF';
export const DARK_TEXT = '#000000';

/**
 * The text colour for a surface of `background` (a button in the store's primary colour): white or
 * black, whichever contrasts more with it. One of the two always reaches 4.5:1 (WCAG AA), at
 * least 4.58:1 at the luminance where they tie.
 */
export function readableTextOn(background: string): typeof LIGHT_TEXT | typeof DARK_TEXT {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/** The CSS custom properties every stylesheet reads; the whole look follows the store record. */
export function themeVariables(theme: Theme): Record<string, string> {
  const onPrimary = readableTextOn(theme.colors.primary);
  return {
    '--color-primary': theme.colors.primary,
    '--color-on-primary': onPrimary,
    // A hover moves away from the text's colour, so the text only gains contrast.
    '--color-primary-hover': `color-mix(in srgb, ${theme.colors.primary} 85%, ${
      onPrimary === LIGHT_TEXT ? DARK_TEXT : LIGHT_TEXT
    })`,
    '--color-secondary': theme.colors.secondary,
    '--color-background': theme.colors.background,
    '--color-text': theme.colors.text,
    '--color-accent': theme.colors.accent,
    '--font-primary': theme.fonts.primary,
    '--font-secondary': theme.fonts.secondary,
    '--font-size-base': `${theme.fonts.baseFontSize}px`,
    '--font-size-heading': `${theme.fonts.headingFontSize}px`,
  };
}

/** Image URLs a store may point at: same-origin paths or http(s); anything else is dropped. */
export function safeImageUrl(url: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
