/**
 * The store's day and analytics.
 */
/** The store's day, for the dashboard ("today's revenue") and analytics, is Alaska's. */
export const STORE_TIME_ZONE = 'America/Anchorage';
/** Analytics days are the store's days; the roll-up runs daily at 3:00 AM there (daylight saving included). */
export const ANALYTICS_TIME_ZONE = STORE_TIME_ZONE;
export const ANALYTICS_SYNC_CRON = '0 3 * * *';
/** The ranges the analytics charts offer, in days. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export const ANALYTICS_TOP_PRODUCTS = 10;
/**
 * What the storefront records: page views (the funnel's visits, product views and checkouts by
 * path), product clicks, and adds to the basket.
 */
export const ANALYTICS_EVENT_KINDS = ['page_view', 'product_click', 'cart_add'] as const;
