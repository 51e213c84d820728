/**
 * What delivery costs, from the store's own settings: the browser only says which method the
 * shopper picked and where the goods go; the price is the api's, as the items' are.
 */
import { HOME_COUNTRY, SHIPPING_METHOD_LABELS, type ShippingMethod } from '@/lib/constants/shipping';
import type { CheckoutDetails } from '@/lib/schemas/checkout';
import {
  methodsFor,
  offers,
  parcelGrams,
  shippingCentsFor,
  weightRatesOf,
  type WeighedLine,
} from '@/lib/shipping';
import { ApiError } from '@server/errors';
import type { StoreShipping } from '@server/repositories/stock';

export const SHIPPING_MESSAGES = {
  methodNotOffered: (method: ShippingMethod) =>
    `${SHIPPING_METHOD_LABELS[method]} is not offered by this store. Please choose another delivery method.`,
  countryNotServed: (method: ShippingMethod) =>
    `${SHIPPING_METHOD_LABELS[method]} does not go to this country. Please choose another delivery method or address.`,
  /** The spec's checkout address message. */
  addressRequired: 'Please fill in all required address fields.',
  tooHeavy: (method: ShippingMethod) =>
    `${SHIPPING_METHOD_LABELS[method]} cannot take an order this heavy to this country. Please choose another delivery method or fewer pieces.`,
};

/** The country of the details (the home country when none is named; pickup has none). */
export function countryOf(details: CheckoutDetails | undefined): string {
  const country = details && 'country' in details ? (details as { country?: string }).country : undefined;
  return country || HOME_COUNTRY;
}

/**
 * The chosen method (national when none was named) and its charge for items coming to
 * `subtotalCents` and weighing `lines`, by the store's delivery settings (`store`, read with the
 * basket's products), to the details' country (or `country`, for a quote before any address).
 * Refused with 400 when the store does not offer it, it does not go to that country, or no weight
 * band of the country's zone takes the parcel.
 */
export function shippingOf(
  store: StoreShipping | null,
  chosen: ShippingMethod | undefined,
  details: CheckoutDetails | undefined,
  order: { subtotalCents: number; lines: WeighedLine[]; country?: string },
): { method: ShippingMethod; cents: number } {
  const method = chosen ?? 'national';
  if (!offers(store?.methods, method))
    throw new ApiError({
      status: 400,
      code: 'SHIPPING_METHOD_UNAVAILABLE',
      message: SHIPPING_MESSAGES.methodNotOffered(method),
      field: 'shippingMethod',
    });
  checkDetailsFitDelivery(store, method, details);
  const country = details ? countryOf(details) : order.country || HOME_COUNTRY;
  return { method, cents: shippingChargeOf(store, method, { ...order, country }, 'shippingMethod') };
}

/**
 * What shipping `lines` coming to `subtotalCents` to `country` by `method` costs, by the store's
 * rates (flat, or the band of the parcel's zone and weight); 400 naming `field` when no band takes
 * a parcel that heavy there.
 */
export function shippingChargeOf(
  store: StoreShipping | null,
  method: ShippingMethod,
  order: { subtotalCents: number; lines: WeighedLine[]; country: string },
  field: string,
): number {
  const grams = parcelGrams(order.lines, weightRatesOf(store?.settings));
  const cents = shippingCentsFor(store?.settings, method, order.subtotalCents, {
    country: order.country,
    grams,
  });
  if (cents === null)
    throw new ApiError({
      status: 400,
      code: 'SHIPPING_TOO_HEAVY',
      message: SHIPPING_MESSAGES.tooHeavy(method),
      field,
    });
  return cents;
}

/**
 * Refuses details the delivery cannot take (400 naming the field): a country `method` does not go
 * to by the store's settings, or no address for a method that ships. The checkout and the order
 * call (where the details may first arrive) both ask this of the delivery charged.
 */
export function checkDetailsFitDelivery(
  store: StoreShipping | null,
  method: ShippingMethod,
  details: CheckoutDetails | undefined,
): void {
  if (!details) return;
  if (!methodsFor(store?.methods, store?.settings, countryOf(details)).includes(method))
    throw new ApiError({
      status: 400,
      code: 'SHIPPING_COUNTRY_UNAVAILABLE',
      message: SHIPPING_MESSAGES.countryNotServed(method),
      field: 'customerInfo.country',
    });
  const address = 'address' in details ? String(details.address ?? '').trim() : '';
  if (method !== 'pickup' && !address)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: SHIPPING_MESSAGES.addressRequired,
      field: 'customerInfo.address',
    });
}
