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

/** The CSS custom properties every stylesheet reads; the whole look follows the store record. */
export function themeVariables(theme: Theme): Record<string, string> {
  return {
    '--color-primary': theme.colors.primary,
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
