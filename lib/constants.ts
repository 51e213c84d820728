/**
 * Constants of the storefront and back-office specifications, in one place. Both the web and the
 * api import them; change a value here and every side follows.
 */
import { ORDER_FLOW } from './order-status';

/** Timeouts and caching, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const PRODUCT_DETAIL_TIMEOUT_MS = 3_000;
export const PRODUCT_LIST_TIMEOUT_MS = 30_000;
/** The web's own server (pages, sign-in, the BFF) waits at most this long for the api, then falls back. */
export const SERVER_API_TIMEOUT_MS = 5_000;
export const PRODUCT_CACHE_MS = 300_000;
export const PRODUCT_CACHE_SECONDS = PRODUCT_CACHE_MS / 1000;
export const BACKUP_LOOKUP_DAYS = 180;
/** The owner's backup list waits this long, a backup run or restore five minutes (spec §9). */
export const BACKUP_LIST_TIMEOUT_MS = 120_000;
export const BACKUP_RUN_TIMEOUT_MS = 300_000;
/** How often the web refreshes its copy of a store's newest backup from the api. */
export const BACKUP_MIRROR_MINUTES = 10;
/** A page rendered from a backup (the api away) is kept at most this long, in seconds. */
export const FALLBACK_CACHE_SECONDS = 5;
/** App start: after this long still loading, the shopper is told to refresh. */
export const APP_LOAD_SLOW_MS = 10_000;

/** Sessions. */
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 300;
export const AUTH_RECHECK_MS = 300_000;
export const ADMIN_TOKEN_CHECK_MS = 60_000;
/** The security check (reCAPTCHA) is usable this long after its script loads. */
export const RECAPTCHA_INIT_DELAY_MS = 1_500;

/** Live socket. */
export const SOCKET_TIMEOUT_MS = 15_000;
export const SOCKET_RECONNECTION_ATTEMPTS = 3;
export const SOCKET_RECONNECTION_DELAY_MS = 1_000;
export const SOCKET_PING_TIMEOUT_MS = 60_000;
export const SOCKET_PING_INTERVAL_MS = 25_000;
export const SOCKET_MAX_CONNECT_ERRORS = 5;
export const SOCKET_BACKOFF_CAP_MS = 10_000;
export const SOCKET_TRANSPORT_RETRY_MS = 2_000;

/** Catalog. */
export const SEARCH_SUGGESTIONS = 5;
export const PRODUCT_LOAD_RETRIES = 2;
export const PRODUCT_LOAD_BACKOFF_CAP_MS = 5_000;
export const LOW_STOCK_THRESHOLD = 5;
/** A product whose stock is unknown (null) is treated as this many units in the basket. */
export const UNKNOWN_STOCK = 999;
export const CAROUSEL_DELAY_MS = 300;
export const BACKORDER_CLOSE_DELAY_MS = 2_000;
export const ORDERS_REFRESH_MS = 300_000;
export const IMAGE_SIZES = { small: 400, medium: 800 } as const;

/** Gallery: pages of 8 images, indices 1 to 34, index 22 skipped. */
export const GALLERY_PAGE_SIZE = 8;
export const GALLERY_FIRST_INDEX = 1;
export const GALLERY_LAST_INDEX = 34;
export const GALLERY_SKIPPED_INDICES: readonly number[] = [22];
export const GALLERY_OBSERVER_MARGIN_PX = 50;
export const GALLERY_OBSERVER_DELAY_MS = 100;

/** Layout. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Money, in cents. */
export const SHIPPING_FLAT_RATE_CENTS = 1199;
export const SERVICE_FEE_CENTS = 299;
export const CURRENCY = 'usd';

/** Validation. */
export const PASSWORD_MIN_LENGTH = 8;
/** A password reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const PASSWORD_STRONG_LENGTH = 12;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const PHONE_MAX_LENGTH = 18;
export const ZIP_MAX_LENGTH = 10;

/** Orders. */
export const BACKORDER_PREFIX = 'BO-';
export const ORDER_STATUS_FILTERS = ['All', ...ORDER_FLOW] as const;
export const ORDER_TYPE_FILTERS = ['All', 'Regular', 'Backorder'] as const;

/** Logging. */
export const LOG_MAX_STRING_LENGTH = 100;
export const LOG_MAX_ARRAY_LENGTH = 10;

/** Template defaults. */
export const TEMPLATE_FEATURED_PRODUCTS = 4;
export const TEMPLATE_GRID_COLUMNS = 4;
export const TEMPLATE_CATEGORY_COLUMNS = 3;

/**
 * The api's codes for a bearer token it no longer takes (bad or expired, or revoked by logout or a
 * new password): the only 401s after which the web ends the session. Any other 401 (an API key a
 * route wants, a wrong password) leaves the session as it is.
 */
export const TOKEN_INVALID_CODE = 'INVALID_TOKEN';
export const TOKEN_REVOKED_CODE = 'TOKEN_REVOKED';
export const SESSION_ENDING_CODES: readonly string[] = [TOKEN_INVALID_CODE, TOKEN_REVOKED_CODE];

/** Headers every api call may carry. */
export const TENANT_HEADER = 'x-tenant-id';
export const API_KEY_HEADER = 'x-api-key';

/** The socket event that carries a stock change. */
export const INVENTORY_UPDATE_EVENT = 'inventoryUpdate';

/** The largest request body the api reads (and the web passes on), in bytes. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** Store builder (back-office spec §3, §5, §9). */
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

/** Owner back-office lists: rows a page by default and at most. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** A customer is active when last seen (sign-in, refresh or order) within this many days. */
export const ACTIVE_CUSTOMER_DAYS = 30;
/** The store's day, for the dashboard ("today's revenue") and analytics, is Alaska's. */
export const STORE_TIME_ZONE = 'America/Anchorage';
/** Highest price and stock the owner may set (cents and units). */
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_STOCK = 1_000_000;
/** Images a product may have, and the largest upload accepted. */
export const PRODUCT_IMAGES_MAX = 12;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** An image fetched from an address (a Notion product's ProductImage): time for the whole download, redirects followed. */
export const IMAGE_FETCH_TIMEOUT_MS = 15_000;
export const IMAGE_FETCH_MAX_REDIRECTS = 3;

/** Analytics days are the store's days; the roll-up runs daily at 3:00 AM there (daylight saving included). */
export const ANALYTICS_TIME_ZONE = STORE_TIME_ZONE;
export const ANALYTICS_SYNC_CRON = '0 3 * * *';
/** The ranges the analytics charts offer, in days. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export const ANALYTICS_TOP_PRODUCTS = 10;
export const API_KEY_NAME_MAX = 100;
