/**
 * Checkout's money, in cents.
 */
export const SHIPPING_FLAT_RATE_CENTS = 1199;
export const SERVICE_FEE_CENTS = 299;
export const CURRENCY = 'usd';
