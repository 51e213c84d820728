/**
 * The owner's shipping form (store settings and the wizard's Shipping & Delivery step): amounts
 * typed in dollars, countries as a comma-separated list of codes, turned into the api's settings.
 */
import { z } from 'zod';
import {
  HOME_COUNTRY,
  PICKUP_ADDRESS_MAX_LENGTH,
  PICKUP_INSTRUCTIONS_MAX_LENGTH,
} from '../constants/shipping';
import { formatPrice, toCents, toDollars } from '../money';
import { text } from './common';
import { DEFAULT_SHIPPING_SETTINGS, type ShippingSettings } from './shipping';
import { shippingMethodsSchema } from './store';

export const SHIPPING_FORM_MESSAGES = {
  amount: 'Enter an amount in dollars, like 11.99',
  pickupAddressRequired: 'Pickup address is required for local pickup',
  country: (code: string) => `${code} is not a two-letter country code`,
};

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;
const amount = text().trim().regex(AMOUNT, { error: SHIPPING_FORM_MESSAGES.amount });
const optionalAmount = text()
  .trim()
  .refine((value) => value === '' || AMOUNT.test(value), { error: SHIPPING_FORM_MESSAGES.amount });

/** 'ca, GB  fr' → ['CA', 'GB', 'FR']; each must be a region the browser's country names know. */
const countriesText = text()
  .trim()
  .max(1500)
  .transform((value, ctx) => {
    const codes = value
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((code) => code.toUpperCase());
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const bad = codes.find((code) => !/^[A-Z]{2}$/.test(code) || !names.of(code));
    if (bad) {
      ctx.addIssue({ code: 'custom', message: SHIPPING_FORM_MESSAGES.country(bad) });
      return z.NEVER;
    }
    return [...new Set(codes)].filter((code) => code !== HOME_COUNTRY);
  });

export const shippingDetailsFormSchema = z.object({
  pickupAddress: text().trim().max(PICKUP_ADDRESS_MAX_LENGTH),
  pickupInstructions: text().trim().max(PICKUP_INSTRUCTIONS_MAX_LENGTH),
  nationalRate: amount,
  nationalFreeOver: optionalAmount,
  internationalRate: amount,
  internationalFreeOver: optionalAmount,
  countries: countriesText,
});
export type ShippingDetailsInput = z.input<typeof shippingDetailsFormSchema>;
export type ShippingDetailsValues = z.output<typeof shippingDetailsFormSchema>;

/** Pickup needs its address: the settings screen and the wizard both refine their form with this. */
export const pickupAddressCheck = [
  (values: {
    shippingMethods?: { local?: boolean } | null;
    shippingDetails?: { pickupAddress?: string } | null;
  }) => !values.shippingMethods?.local || Boolean(values.shippingDetails?.pickupAddress?.trim()),
  {
    message: SHIPPING_FORM_MESSAGES.pickupAddressRequired,
    path: ['shippingDetails', 'pickupAddress'] as PropertyKey[],
    // Checked with the other fields' errors, so the owner sees them all at once.
    when: () => true,
  },
] as const;

/** The settings screen's form: which methods, then their details; pickup needs its address. */
export const shippingFormSchema = z
  .object({ shippingMethods: shippingMethodsSchema, shippingDetails: shippingDetailsFormSchema })
  .refine(...pickupAddressCheck);
export type ShippingFormInput = z.input<typeof shippingFormSchema>;
export type ShippingFormValues = z.output<typeof shippingFormSchema>;

const dollars = (cents: number | null) => (cents === null ? '' : formatPrice(toDollars(cents)).slice(1));
const centsOf = (value: string) => (value === '' ? null : toCents(Number(value)));

/** The form's starting values from the store's settings (the spec's defaults when it has none). */
export function shippingDetailsInputOf(settings: ShippingSettings | null | undefined): ShippingDetailsInput {
  const set = settings ?? DEFAULT_SHIPPING_SETTINGS;
  return {
    pickupAddress: set.pickup.address,
    pickupInstructions: set.pickup.instructions,
    nationalRate: dollars(set.national.rateCents),
    nationalFreeOver: dollars(set.national.freeOverCents),
    internationalRate: dollars(set.international.rateCents),
    internationalFreeOver: dollars(set.international.freeOverCents),
    countries: set.countries.join(', '),
  };
}

/** The api's settings from the form's values. */
export function shippingSettingsOf(values: ShippingDetailsValues): ShippingSettings {
  return {
    pickup: { address: values.pickupAddress, instructions: values.pickupInstructions },
    national: { rateCents: centsOf(values.nationalRate)!, freeOverCents: centsOf(values.nationalFreeOver) },
    international: {
      rateCents: centsOf(values.internationalRate)!,
      freeOverCents: centsOf(values.internationalFreeOver),
    },
    countries: values.countries,
  };
}
