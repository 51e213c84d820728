/**
 * The owner's back-office lists and customers.
 */
/** Owner back-office lists: rows a page by default and at most. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** A customer is active when last seen (sign-in, refresh or order) within this many days. */
export const ACTIVE_CUSTOMER_DAYS = 30;
/** Low-stock pieces the dashboard names; it counts the rest. */
export const LOW_STOCK_SHOWN = 5;
