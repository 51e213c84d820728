import { z } from 'zod';
import { SERVICE_FEE_CENTS, SHIPPING_FLAT_RATE_CENTS } from '../constants/checkout';
import {
  HOME_COUNTRY,
  MAX_SHIPPING_CENTS,
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
});
export type ShippingSettings = z.output<typeof shippingSettingsSchema>;
export type ShippingSettingsInput = z.input<typeof shippingSettingsSchema>;

/** The settings as the api answers them (the store record): plain, nothing to fill in or transform. */
export const shippingSettingsViewSchema = z.object({
  pickup: z.object({ address: z.string(), instructions: z.string() }),
  national: z.object({ rateCents: z.number().int(), freeOverCents: z.number().int().nullable() }),
  international: z.object({ rateCents: z.number().int(), freeOverCents: z.number().int().nullable() }),
  countries: z.array(z.string()),
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
