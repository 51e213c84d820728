/**
 * Delivery: the methods a store may offer, the country its national shipping covers, and the
 * names checkout shows for each method.
 */
export const SHIPPING_METHODS = ['pickup', 'national', 'international'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** National shipping is to this country; international shipping to the others the owner lists. */
export const HOME_COUNTRY = 'US';

export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, string> = {
  pickup: 'Local pickup',
  national: 'National shipping',
  international: 'International shipping',
};

/** The most an owner may charge for shipping one order, or set as a free-shipping threshold, in cents. */
export const MAX_SHIPPING_CENTS = 100_000_00;
export const PICKUP_ADDRESS_MAX_LENGTH = 300;
/**
 * A postal code outside the home country, loosely: letters, digits, spaces and hyphens. Each
 * country's own rule is checked on top of this in lib/postal-codes.ts, from postcode-validator's data.
 */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;
export const REGION_MAX_LENGTH = 100;
export const PICKUP_INSTRUCTIONS_MAX_LENGTH = 1000;

/** How a store prices shipping: one flat rate per method, or rate tables by zone and weight. */
export const SHIPPING_RATE_KINDS = ['flat', 'weight'] as const;
export type ShippingRateKind = (typeof SHIPPING_RATE_KINDS)[number];
/** At most this many zones of countries, and weight bands in a zone (or the rest of the world). */
export const MAX_SHIPPING_ZONES = 10;
export const MAX_WEIGHT_BANDS = 10;
export const SHIPPING_ZONE_NAME_MAX_LENGTH = 60;
/** The rest of the world's name, where a rate table lists it. */
export const REST_OF_WORLD_LABEL = 'Rest of the world';
