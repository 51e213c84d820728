/**
 * The store builder (back-office spec §3, §5, §9): categories, logo and hero, fonts, theme
 * history, and the templates' defaults.
 */
export const TEMPLATE_FEATURED_PRODUCTS = 4;
export const TEMPLATE_GRID_COLUMNS = 4;
export const TEMPLATE_CATEGORY_COLUMNS = 3;
export const STORE_CATEGORIES = ['Rings', 'Necklaces', 'Bracelets', 'Earrings', 'Custom Pieces'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const HERO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_WIDTH_MIN = 50;
export const LOGO_WIDTH_MAX = 500;
export const LOGO_WIDTH_DEFAULT = 200;
export const LOGO_WIDTH_STEP = 10;
/** Widths the storefront asks for: logo up to 2x its largest display width, hero for common screens. */
export const LOGO_RENDITION_WIDTHS = [400, 800] as const;
export const HERO_RENDITION_WIDTHS = [1280, 1920] as const;
export const HERO_HEIGHTS_PX = { small: 400, medium: 500, large: 600 } as const;
export const HERO_OVERLAY_OPACITY = 0.4;
export const BASE_FONT_SIZES = [12, 14, 16, 18, 20] as const;
export const HEADING_FONT_SIZES = [20, 24, 28, 32, 36, 40] as const;
export const DEFAULT_BASE_FONT_SIZE = 16;
export const DEFAULT_HEADING_FONT_SIZE = 32;
/** The setup wizard's fonts for a new store (spec §3), unlike the theme's own defaults. */
export const WIZARD_DEFAULT_FONTS = {
  primary: 'Roboto',
  secondary: 'system-ui',
  baseFontSize: 16,
  headingFontSize: 32,
} as const;
export const TESTIMONIALS_AUTOPLAY_MS = 5_000;
/** Theme versions kept per store for rollback; older ones are dropped. */
export const THEME_HISTORY_LIMIT = 50;
/** The logo is compressed in the browser towards this size and longest side before upload. */
export const LOGO_COMPRESS_TARGET_MB = 1;
export const LOGO_COMPRESS_MAX_PX = 1920;
/** Hero heights as the Hero Section panel offers them. */
export const HERO_HEIGHT_CHOICES = ['small', 'medium', 'large'] as const;
/** The colour picker popover's closing animation before it unmounts. */
export const PICKER_CLOSE_ANIMATION_MS = 200;
/** Products the back-office preview shows. */
export const STORE_PREVIEW_PRODUCTS = 6;
/** Typography choices (primary and secondary): each font with its generic fallback. */
export const FONT_CHOICES = [
  { label: 'Arial', value: 'Arial, sans-serif' },
  { label: 'Verdana', value: 'Verdana, sans-serif' },
  { label: 'Helvetica', value: 'Helvetica, sans-serif' },
  { label: 'Tahoma', value: 'Tahoma, sans-serif' },
  { label: 'Trebuchet MS', value: "'Trebuchet MS', sans-serif" },
  { label: 'Georgia', value: 'Georgia, serif' },
  { label: 'Times New Roman', value: "'Times New Roman', serif" },
  { label: 'Courier New', value: "'Courier New', monospace" },
] as const;
