import { z } from 'zod';
import { SERVICE_FEE_CENTS, SHIPPING_FLAT_RATE_CENTS } from '../constants/checkout';
import { MAX_WEIGHT_GRAMS } from '../constants/catalog';
import {
  HOME_COUNTRY,
  MAX_SHIPPING_CENTS,
  MAX_SHIPPING_ZONES,
  MAX_WEIGHT_BANDS,
  SHIPPING_RATE_KINDS,
  SHIPPING_ZONE_NAME_MAX_LENGTH,
  PICKUP_ADDRESS_MAX_LENGTH,
  PICKUP_INSTRUCTIONS_MAX_LENGTH,
  SHIPPING_METHODS,
} from '../constants/shipping';
import { text } from './common';

export { SERVICE_FEE_CENTS };

const cents = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of cents` })
    .int({ error: `${what} must be a whole number of cents` })
    .min(0, { error: `${what} cannot be negative` })
    .max(MAX_SHIPPING_CENTS, { error: `${what} is too large` });

/** A shipping method's charge: a flat rate, free when the items come to `freeOverCents` or more. */
export const shippingRateSchema = z.object({
  rateCents: cents('Rate'),
  freeOverCents: cents('Free shipping amount').nullable().default(null),
});
export type ShippingRate = z.output<typeof shippingRateSchema>;

/** An ISO 3166-1 alpha-2 country code, upper case ('CA', 'GB'). */
export const countryCodeSchema = text({ error: 'Country must be a two-letter country code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Country must be a two-letter country code' });

const grams = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of grams` })
    .int({ error: `${what} must be a whole number of grams` })
    .min(0, { error: `${what} cannot be negative` })
    .max(MAX_WEIGHT_GRAMS, { error: `${what} is too large` });

/** A weight band: what shipping costs for a parcel up to `upToGrams` (null: any weight). */
export const weightBandSchema = z.object({
  upToGrams: grams('Band weight').nullable(),
  rateCents: cents('Rate'),
});
export type WeightBand = z.output<typeof weightBandSchema>;

/**
 * A zone's bands, lightest first: each band's weight above the one before, and only the last
 * without a weight (it takes any parcel heavier than the others).
 */
const bandsSchema = z
  .array(weightBandSchema, { error: 'Weight bands must be a list' })
  .max(MAX_WEIGHT_BANDS, { error: `At most ${MAX_WEIGHT_BANDS} weight bands in a zone` })
  .superRefine((bands, context) => {
    bands.forEach((band, index) => {
      const previous = index > 0 ? bands[index - 1].upToGrams : -1;
      if (band.upToGrams === null && index < bands.length - 1)
        context.addIssue({
          code: 'custom',
          message: 'Only the last weight band may be without a weight',
          path: [index, 'upToGrams'],
        });
      else if (band.upToGrams !== null && previous !== null && band.upToGrams <= previous)
        context.addIssue({
          code: 'custom',
          message: 'Each weight band must be heavier than the one before',
          path: [index, 'upToGrams'],
        });
    });
  });

/** A zone of countries (the home country may be one) and its weight bands. */
export const shippingZoneSchema = z.object({
  name: text({ error: 'Zone name is required' })
    .trim()
    .min(1, { error: 'Zone name is required' })
    .max(SHIPPING_ZONE_NAME_MAX_LENGTH, { error: 'Zone name is too long' }),
  countries: z
    .array(countryCodeSchema, { error: 'Countries must be a list' })
    .min(1, { error: 'A zone needs at least one country' })
    .max(250, { error: 'Too many countries' })
    .transform((list) => [...new Set(list)]),
  bands: bandsSchema.min(1, { error: 'A zone needs at least one weight band' }),
});
export type ShippingZone = z.output<typeof shippingZoneSchema>;

/**
 * Rate tables: which zone an address is in (the first that lists its country, else the rest of
 * the world), then the band the parcel's weight falls in. A parcel weighs its pieces (a size's
 * weight, else its product's, else `defaultItemGrams`) plus `packagingGrams`.
 */
export const weightRatesSchema = z
  .object({
    kind: z.enum(SHIPPING_RATE_KINDS, { error: `kind must be one of ${SHIPPING_RATE_KINDS.join(', ')}` }),
    packagingGrams: grams('Packaging weight').default(0),
    defaultItemGrams: grams('Weight of a piece without one').default(0),
    zones: z
      .array(shippingZoneSchema, { error: 'Zones must be a list' })
      .max(MAX_SHIPPING_ZONES, { error: `At most ${MAX_SHIPPING_ZONES} zones` })
      .default([]),
    /** The bands for a country no zone lists; none: nothing ships there. */
    restOfWorld: bandsSchema.default([]),
  })
  .superRefine((rates, context) => {
    const seen = new Map<string, string>();
    rates.zones.forEach((zone, index) => {
      for (const country of zone.countries) {
        const other = seen.get(country);
        if (other)
          context.addIssue({
            code: 'custom',
            message: `${country} is in two zones: ${other} and ${zone.name}`,
            path: ['zones', index, 'countries'],
          });
        else seen.set(country, zone.name);
      }
    });
    if (rates.kind === 'weight' && rates.zones.length === 0 && rates.restOfWorld.length === 0)
      context.addIssue({
        code: 'custom',
        message: 'Rates by weight need at least one zone or a rate for the rest of the world',
        path: ['zones'],
      });
  });
export type WeightRates = z.output<typeof weightRatesSchema>;

/** Until the owner sets tables: each method's flat rate. */
export const DEFAULT_WEIGHT_RATES: WeightRates = {
  kind: 'flat',
  packagingGrams: 0,
  defaultItemGrams: 0,
  zones: [],
  restOfWorld: [],
};

/**
 * What the owner sets for delivery besides which methods are offered (the store's
 * `shippingMethods`): where and how pickup works, each shipping rate, and the countries shipped to.
 */
export const shippingSettingsSchema = z.object({
  pickup: z
    .object({
      address: text()
        .trim()
        .max(PICKUP_ADDRESS_MAX_LENGTH, { error: 'Pickup address is too long' })
        .default(''),
      instructions: text()
        .trim()
        .max(PICKUP_INSTRUCTIONS_MAX_LENGTH, { error: 'Pickup instructions are too long' })
        .default(''),
    })
    .default({ address: '', instructions: '' }),
  national: shippingRateSchema.default({ rateCents: SHIPPING_FLAT_RATE_CENTS, freeOverCents: null }),
  international: shippingRateSchema.default({ rateCents: SHIPPING_FLAT_RATE_CENTS, freeOverCents: null }),
  /** Where international shipping goes (never the home country), without repeats. */
  countries: z
    .array(countryCodeSchema, { error: 'Countries must be a list' })
    .max(250, { error: 'Too many countries' })
    .transform((list) => [...new Set(list)].filter((code) => code !== HOME_COUNTRY))
    .default([]),
  /**
   * Flat rates (each method's `rateCents`) or tables by zone and weight; absent (settings saved
   * before tables, or a form that does not edit them): the store's tables stay as they are.
   */
  weightRates: weightRatesSchema.optional(),
});
export type ShippingSettings = z.output<typeof shippingSettingsSchema>;
export type ShippingSettingsInput = z.input<typeof shippingSettingsSchema>;

/** The settings as the api answers them (the store record): plain, nothing to fill in or transform. */
export const shippingSettingsViewSchema = z.object({
  pickup: z.object({ address: z.string(), instructions: z.string() }),
  national: z.object({ rateCents: z.number().int(), freeOverCents: z.number().int().nullable() }),
  international: z.object({ rateCents: z.number().int(), freeOverCents: z.number().int().nullable() }),
  countries: z.array(z.string()),
  /** Absent in settings saved before rate tables: flat rates. */
  weightRates: z
    .object({
      kind: z.enum(SHIPPING_RATE_KINDS),
      packagingGrams: z.number().int(),
      defaultItemGrams: z.number().int(),
      zones: z.array(
        z.object({
          name: z.string(),
          countries: z.array(z.string()),
          bands: z.array(z.object({ upToGrams: z.number().int().nullable(), rateCents: z.number().int() })),
        }),
      ),
      restOfWorld: z.array(z.object({ upToGrams: z.number().int().nullable(), rateCents: z.number().int() })),
    })
    .optional(),
});

/** Until the owner sets anything: the spec's flat $11.99, no pickup address, no countries. */
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  pickup: { address: '', instructions: '' },
  national: { rateCents: SHIPPING_FLAT_RATE_CENTS, freeOverCents: null },
  international: { rateCents: SHIPPING_FLAT_RATE_CENTS, freeOverCents: null },
  countries: [],
};

export const shippingMethodSchema = z.enum(SHIPPING_METHODS, {
  error: `shippingMethod must be one of ${SHIPPING_METHODS.join(', ')}`,
});
