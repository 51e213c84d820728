/**
 * What a parcel weighs and where it goes, for rates by weight and zone: a piece weighs its size's
 * weight, else its product's, else the store's default, and the parcel its pieces and packaging.
 * Kept apart from the rates' schemas so the basket, on every store page, carries no validation library.
 */
import { HOME_COUNTRY, type ShippingMethod } from './constants/shipping';
import type { WeightRates } from './schemas/shipping';

/** A basket line as shipping weighs it: one piece's weight (its size's, else its product's) and how many. */
export type WeighedLine = { weightGrams?: number | null; quantity: number };
/** Where a parcel goes and what it weighs, packaging included. */
export type Parcel = { country: string; grams: number };

/** What one piece of a line weighs: its size's weight when the size has one, else its product's. */
export function pieceGrams(parts: { product: number | null; variant?: number | null }): number | null {
  return parts.variant ?? parts.product;
}

/** What the parcel of these lines weighs: each piece (the store's default for one not weighed) and the packaging. */
export function parcelGrams(
  lines: WeighedLine[],
  rates: Pick<WeightRates, 'defaultItemGrams' | 'packagingGrams'>,
): number {
  const pieces = lines.reduce(
    (sum, line) => sum + (line.weightGrams ?? rates.defaultItemGrams) * line.quantity,
    0,
  );
  return pieces + rates.packagingGrams;
}

/** Where a parcel by `method` goes for its rate: abroad, the country typed; else the home country. */
export function parcelCountry(method: ShippingMethod, typedCountry: string | null | undefined): string {
  return method === 'international' ? (typedCountry ?? '').trim().toUpperCase() : HOME_COUNTRY;
}
