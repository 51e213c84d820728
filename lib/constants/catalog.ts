/**
 * The catalog: how long product reads wait and are cached (milliseconds unless named), stock,
 * image sizes, and the limits of what the owner may set.
 */
export const PRODUCT_DETAIL_TIMEOUT_MS = 3_000;
export const PRODUCT_LIST_TIMEOUT_MS = 30_000;
export const PRODUCT_CACHE_MS = 300_000;
export const PRODUCT_CACHE_SECONDS = PRODUCT_CACHE_MS / 1000;
export const SEARCH_SUGGESTIONS = 5;
/** The shop's search results page (`/shop?q=…`): products a page, and the most one call may ask. */
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_PAGE_SIZE_MAX = 48;
/** The search box asks the api once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 200;
export const PRODUCT_LOAD_RETRIES = 2;
export const PRODUCT_LOAD_BACKOFF_CAP_MS = 5_000;
export const LOW_STOCK_THRESHOLD = 5;
/** A product whose stock is unknown (null) is treated as this many units in the basket. */
export const UNKNOWN_STOCK = 999;
/** The home's product carousel appears this long after the hero (spec §9), then moves on a piece at a time. */
export const CAROUSEL_DELAY_MS = 300;
export const CAROUSEL_ADVANCE_MS = 5_000;
export const IMAGE_SIZES = { small: 400, medium: 800 } as const;
/** A rendition's file name, `{id}_400.webp` or `{id}_800.webp`, as the api serves it under /api/images/. */
export const IMAGE_FILE_PATTERN = /^[0-9a-f-]{36}_(400|800)\.webp$/;
/** Highest price and stock the owner may set (cents and units). */
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_STOCK = 1_000_000;
/** How many variants (sizes, glazes) one product may have. */
export const MAX_VARIANTS = 50;
/** Shipping weight is kept in grams; 1,000 kg is more than any parcel a maker sends. */
export const MAX_WEIGHT_GRAMS = 1_000_000;
/** Search engines show about this much of a title and a description. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 320;
/** One image's alt text: a sentence or two. */
export const IMAGE_ALT_MAX = 250;
/** Images a product may have, and the largest upload accepted. */
export const PRODUCT_IMAGES_MAX = 12;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A product image's most pixels (width × height), refused before decoding: a small file can claim a huge canvas. */
export const PRODUCT_IMAGE_MAX_PIXELS = 50_000_000;
/** An image fetched from an address (a Notion product's ProductImage): time for the whole download, redirects followed. */
export const IMAGE_FETCH_TIMEOUT_MS = 15_000;
export const IMAGE_FETCH_MAX_REDIRECTS = 3;
/**
 * The shop's lists answer a page at a time: this many products unless fewer are asked, at most
 * CATALOG_PAGE_MAX, and never more than CATALOG_PAGE_MAX_BYTES (a page of long descriptions ends
 * early), so every answer stays far below the 2 MB Next's data cache keeps.
 */
export const CATALOG_PAGE_SIZE = 48;
export const CATALOG_PAGE_MAX = 100;
export const CATALOG_PAGE_MAX_BYTES = 200 * 1024;
/**
 * Product URLs per sitemap part. The protocol allows 50,000 URLs and 50 MB a file; a part of
 * 10,000 stays well inside both and is read from the api in one bounded query.
 */
export const SITEMAP_PART_URLS = 10_000;
