/**
 * Checkout's money, in cents.
 */
export const SHIPPING_FLAT_RATE_CENTS = 1199;
export const SERVICE_FEE_CENTS = 299;
export const CURRENCY = 'usd';

/**
 * Payments holding stock that may be open at once from one internet address in a store, whoever
 * opened them: high enough for a market's Wi-Fi, an office or a phone carrier, where many shoppers
 * share one address (each shopper is also capped on their own; MAX_OPEN_HOLDS_PER_ADDRESS overrides).
 */
export const MAX_OPEN_CHECKOUTS_PER_ADDRESS = 30;
