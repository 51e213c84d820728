/**
 * Shipping as the store's owner set it: which methods fit an address, and what each costs. The
 * api charges exactly this; checkout shows the same numbers from the same functions.
 */
import {
  HOME_COUNTRY,
  SHIPPING_METHOD_LABELS,
  SHIPPING_METHODS,
  type ShippingMethod,
} from './constants/shipping';
import {
  DEFAULT_SHIPPING_SETTINGS,
  DEFAULT_WEIGHT_RATES,
  type ShippingRate,
  type ShippingSettings,
  type WeightBand,
  type WeightRates,
} from './schemas/shipping';
import { parcelCountry, parcelGrams, pieceGrams, type Parcel, type WeighedLine } from './parcel';

export { parcelCountry, parcelGrams, pieceGrams, type Parcel, type WeighedLine };

/** Which methods the store offers (the wizard's Shipping & Delivery step). */
export type OfferedMethods = { local: boolean; national: boolean; international: boolean };

/** Until the owner says otherwise: national shipping only, as the spec's checkout has it. */
export const DEFAULT_OFFERED_METHODS: OfferedMethods = { local: false, national: true, international: false };

const OFFERED_KEY: Record<ShippingMethod, keyof OfferedMethods> = {
  pickup: 'local',
  national: 'national',
  international: 'international',
};

/** The store's rate tables, or flat rates when it has none. */
export function weightRatesOf(settings: ShippingSettings | null | undefined): WeightRates {
  return settings?.weightRates ?? DEFAULT_WEIGHT_RATES;
}

/** The bands for `country`: its zone's, else the rest of the world's (none: nothing ships there). */
export function bandsFor(rates: WeightRates, country: string): WeightBand[] {
  return rates.zones.find((zone) => zone.countries.includes(country))?.bands ?? rates.restOfWorld;
}

/** The lightest band that takes a parcel of `grams` (up to and including its weight); null when none does. */
export function bandFor(bands: WeightBand[], grams: number): WeightBand | null {
  return bands.find((band) => band.upToGrams === null || grams <= band.upToGrams) ?? null;
}

/** Whether `method` may take an order going to `country` (pickup goes nowhere: it always fits). */
function fits(method: ShippingMethod, settings: ShippingSettings, country: string): boolean {
  if (method === 'pickup') return true;
  const rates = weightRatesOf(settings);
  if (rates.kind === 'weight' && bandsFor(rates, country).length === 0) return false;
  if (method === 'national') return country === HOME_COUNTRY;
  return country !== HOME_COUNTRY && settings.countries.includes(country);
}

/** The methods offered that fit an address in `country`, in checkout's order: pickup, national, international. */
export function methodsFor(
  offered: OfferedMethods | null | undefined,
  settings: ShippingSettings | null | undefined,
  country: string,
): ShippingMethod[] {
  const on = offered ?? DEFAULT_OFFERED_METHODS;
  const set = settings ?? DEFAULT_SHIPPING_SETTINGS;
  return SHIPPING_METHODS.filter((method) => on[OFFERED_KEY[method]] && fits(method, set, country));
}

/** Whether the store offers `method` at all, whatever the address. */
export function offers(offered: OfferedMethods | null | undefined, method: ShippingMethod): boolean {
  return (offered ?? DEFAULT_OFFERED_METHODS)[OFFERED_KEY[method]];
}

/** A rate's charge for items coming to `subtotalCents`: free at or over the owner's amount. */
export function rateCents(rate: ShippingRate, subtotalCents: number): number {
  if (rate.freeOverCents !== null && subtotalCents >= rate.freeOverCents) return 0;
  return rate.rateCents;
}

/**
 * What shipping by `method` costs for items coming to `subtotalCents`; pickup is free. With rate
 * tables, the band the parcel's zone and weight fall in sets the rate, and the method's free
 * amount still makes it free; null when no band of its zone takes a parcel that heavy.
 */
export function shippingCentsFor(
  settings: ShippingSettings | null | undefined,
  method: ShippingMethod,
  subtotalCents: number,
  parcel: Parcel,
): number | null {
  if (method === 'pickup') return 0;
  const set = settings ?? DEFAULT_SHIPPING_SETTINGS;
  const rates = weightRatesOf(set);
  if (rates.kind === 'flat') return rateCents(set[method], subtotalCents);
  const band = bandFor(bandsFor(rates, parcel.country), parcel.grams);
  if (!band) return null;
  return rateCents({ rateCents: band.rateCents, freeOverCents: set[method].freeOverCents }, subtotalCents);
}

/**
 * How an order reaches the shopper, as its mails, packing slip and the back-office say it: the
 * method, and for pickup where and how. Empty for orders placed before the shopper could choose.
 */
export function deliveryLines(
  method: ShippingMethod | null | undefined,
  settings: ShippingSettings | null | undefined,
): string[] {
  if (!method) return [];
  const lines = [`Delivery: ${SHIPPING_METHOD_LABELS[method]}`];
  if (method !== 'pickup') return lines;
  const { address, instructions } = (settings ?? DEFAULT_SHIPPING_SETTINGS).pickup;
  if (address) lines.push(`Pickup address: ${address}`);
  if (instructions) lines.push(`Pickup instructions: ${instructions}`);
  return lines;
}

/** What checkout knows of the store's delivery: the methods offered and the owner's settings. */
export type CheckoutShipping = { offered: OfferedMethods | null; settings: ShippingSettings | null };

/**
 * The method checkout uses: the shopper's choice when it is among `available`, else national
 * shipping when offered, else the first available. Null when the store offers nothing that fits.
 */
export function chosenMethod(available: ShippingMethod[], picked: string | undefined): ShippingMethod | null {
  const match = available.find((method) => method === picked);
  if (match) return match;
  return available.includes('national') ? 'national' : (available[0] ?? null);
}

/** What checkout says of a method no weight band takes the parcel by. */
export const TOO_HEAVY_TEXT = 'Not available for this weight';

/**
 * '$11.99', 'Free', or '$11.99 (free over $100.00)': how checkout prices a method beside its name
 * (with rate tables, for the parcel as it is now).
 */
export function methodPriceText(
  settings: ShippingSettings | null | undefined,
  method: ShippingMethod,
  subtotalCents: number,
  parcel: Parcel,
  formatCents: (cents: number) => string,
): string {
  const cents = shippingCentsFor(settings, method, subtotalCents, parcel);
  if (cents === null) return TOO_HEAVY_TEXT;
  if (cents === 0) return 'Free';
  const over = method === 'pickup' ? null : (settings ?? DEFAULT_SHIPPING_SETTINGS)[method].freeOverCents;
  return over === null ? formatCents(cents) : `${formatCents(cents)} (free over ${formatCents(over)})`;
}

/**
 * The methods checkout lists: those offered, international only when the owner named countries
 * to ship to. Which one fits is then the address's business: national for a US address,
 * international for one of those countries.
 */
export function checkoutMethods(
  offered: OfferedMethods | null | undefined,
  settings: ShippingSettings | null | undefined,
): ShippingMethod[] {
  const countries = (settings ?? DEFAULT_SHIPPING_SETTINGS).countries;
  return SHIPPING_METHODS.filter(
    (method) => offers(offered, method) && (method !== 'international' || countries.length > 0),
  );
}

/**
 * What checkout offers as the owner set it, for the settings screen: 'Local pickup, national
 * shipping at $9.00 (free over $100.00) and international shipping at $24.50 to 2 countries'.
 * International without countries is left out, as checkout leaves it out.
 */
export function offeredShippingSummary(
  offered: OfferedMethods | null | undefined,
  settings: ShippingSettings | null | undefined,
  formatCents: (cents: number) => string,
): string {
  const set = settings ?? DEFAULT_SHIPPING_SETTINGS;
  const byWeight = weightRatesOf(set).kind === 'weight';
  const priced = (method: 'national' | 'international') => {
    const { rateCents: charge, freeOverCents } = set[method];
    if (byWeight) {
      const free = freeOverCents !== null ? ` (free over ${formatCents(freeOverCents)})` : '';
      return `${SHIPPING_METHOD_LABELS[method].toLowerCase()} by weight${free}`;
    }
    const price = charge === 0 ? 'free' : `at ${formatCents(charge)}`;
    const free = charge > 0 && freeOverCents !== null ? ` (free over ${formatCents(freeOverCents)})` : '';
    return `${SHIPPING_METHOD_LABELS[method].toLowerCase()} ${price}${free}`;
  };
  const parts = checkoutMethods(offered, settings).map((method) => {
    if (method === 'pickup') return SHIPPING_METHOD_LABELS.pickup.toLowerCase();
    if (method === 'national') return priced(method);
    const count = set.countries.length;
    return `${priced(method)} to ${count} ${count === 1 ? 'country' : 'countries'}`;
  });
  if (parts.length === 0) return 'no delivery method';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
