/**
 * The owner's shipping form (store settings and the wizard's Shipping & Delivery step): amounts
 * typed in dollars, weights in grams, countries as a comma-separated list of codes, turned into
 * the api's settings.
 */
import { z } from 'zod';
import {
  HOME_COUNTRY,
  PICKUP_ADDRESS_MAX_LENGTH,
  PICKUP_INSTRUCTIONS_MAX_LENGTH,
  SHIPPING_RATE_KINDS,
} from '../constants/shipping';
import { formatPrice, toCents, toDollars } from '../money';
import { text } from './common';
import {
  DEFAULT_SHIPPING_SETTINGS,
  DEFAULT_WEIGHT_RATES,
  weightRatesSchema,
  type ShippingSettings,
  type WeightBand,
  type WeightRates,
} from './shipping';
import { shippingMethodsSchema } from './store';

export const SHIPPING_FORM_MESSAGES = {
  amount: 'Enter an amount in dollars, like 11.99',
  grams: 'Enter a weight in whole grams, like 500',
  pickupAddressRequired: 'Pickup address is required for local pickup',
  country: (code: string) => `${code} is not a two-letter country code`,
};

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;
const GRAMS = /^\d{1,9}$/;
const amount = text().trim().regex(AMOUNT, { error: SHIPPING_FORM_MESSAGES.amount });
const optionalAmount = text()
  .trim()
  .refine((value) => value === '' || AMOUNT.test(value), { error: SHIPPING_FORM_MESSAGES.amount });
const dollars = (cents: number | null) => (cents === null ? '' : formatPrice(toDollars(cents)).slice(1));
const centsOf = (value: string) => (value === '' ? null : toCents(Number(value)));

/** 'ca, GB  fr' → ['CA', 'GB', 'FR'] without repeats; `bad` is the first code the browser's country names do not know. */
function countryCodes(value: string): { codes: string[]; bad?: string } {
  const codes = value
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((code) => code.toUpperCase());
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const bad = codes.find((code) => !/^[A-Z]{2}$/.test(code) || !names.of(code));
  return { codes: [...new Set(codes)], bad };
}

/** The countries shipped abroad to: each a region the browser's country names know, never the home country. */
const countriesText = text()
  .trim()
  .max(1500)
  .transform((value, ctx) => {
    const { codes, bad } = countryCodes(value);
    if (bad) {
      ctx.addIssue({ code: 'custom', message: SHIPPING_FORM_MESSAGES.country(bad) });
      return z.NEVER;
    }
    return codes.filter((code) => code !== HOME_COUNTRY);
  });

/** A weight band as typed: its weight in grams (not asked on the last band ticked "and heavier") and its rate in dollars. */
const bandRowSchema = z.object({ upToGrams: text().trim(), rate: text().trim(), heavier: z.boolean() });
export type BandRow = z.input<typeof bandRowSchema>;
/** A zone as typed: its name, its countries as a list of codes, its bands. */
const zoneRowSchema = z.object({ name: text(), countries: text().max(1500), bands: z.array(bandRowSchema) });
export type ZoneRow = z.input<typeof zoneRowSchema>;

export const EMPTY_BAND: BandRow = { upToGrams: '', rate: '', heavier: false };
export const EMPTY_ZONE: ZoneRow = { name: '', countries: '', bands: [EMPTY_BAND] };

type RatesRows = {
  kind: (typeof SHIPPING_RATE_KINDS)[number];
  packagingGrams: string;
  defaultItemGrams: string;
  zones: ZoneRow[];
  restOfWorld: BandRow[];
};
type Issue = { message: string; path: PropertyKey[] };

const gramsOf = (value: string) => (GRAMS.test(value.trim()) ? Number(value.trim()) : Number.NaN);
const centsOfAmount = (value: string) =>
  AMOUNT.test(value.trim()) ? toCents(Number(value.trim())) : Number.NaN;

/** The bands as the api takes them: only the last, ticked "and heavier", is without a weight. */
const bandsOf = (rows: BandRow[]): WeightBand[] =>
  rows.map((row, index) => ({
    upToGrams: row.heavier && index === rows.length - 1 ? null : gramsOf(row.upToGrams),
    rateCents: centsOfAmount(row.rate),
  }));

/** The tables as the api takes them, unchecked (a number not typed as one is NaN). */
function tablesOf(rows: RatesRows): z.input<typeof weightRatesSchema> {
  return {
    kind: rows.kind,
    packagingGrams: gramsOf(rows.packagingGrams),
    defaultItemGrams: gramsOf(rows.defaultItemGrams),
    zones: rows.zones.map((zone) => ({
      name: zone.name,
      countries: countryCodes(zone.countries).codes,
      bands: bandsOf(zone.bands),
    })),
    restOfWorld: bandsOf(rows.restOfWorld),
  };
}

/** What is not typed as a number or a country list, by the field that has it. */
function formatIssues(rows: RatesRows): Issue[] {
  const issues: Issue[] = [];
  const grams = (value: string, path: PropertyKey[]) => {
    if (!GRAMS.test(value.trim())) issues.push({ message: SHIPPING_FORM_MESSAGES.grams, path });
  };
  const bands = (list: BandRow[], path: PropertyKey[]) =>
    list.forEach((row, index) => {
      if (!(row.heavier && index === list.length - 1)) grams(row.upToGrams, [...path, index, 'upToGrams']);
      if (!AMOUNT.test(row.rate.trim()))
        issues.push({ message: SHIPPING_FORM_MESSAGES.amount, path: [...path, index, 'rate'] });
    });
  grams(rows.packagingGrams, ['packagingGrams']);
  grams(rows.defaultItemGrams, ['defaultItemGrams']);
  rows.zones.forEach((zone, index) => {
    const { bad } = countryCodes(zone.countries);
    if (bad)
      issues.push({ message: SHIPPING_FORM_MESSAGES.country(bad), path: ['zones', index, 'countries'] });
    bands(zone.bands, ['zones', index, 'bands']);
  });
  bands(rows.restOfWorld, ['restOfWorld']);
  return issues;
}

const LISTS = new Set<PropertyKey>(['zones', 'bands', 'restOfWorld']);

/** The form's field for an issue of the api's tables: a rate's cents are typed as dollars, a list's own issue sits at its root. */
function formPath(path: PropertyKey[]): PropertyKey[] {
  const countries = path.indexOf('countries');
  if (countries >= 0) return path.slice(0, countries + 1);
  const last = path.at(-1);
  if (last === 'rateCents') return [...path.slice(0, -1), 'rate'];
  return last !== undefined && LISTS.has(last) ? [...path, 'root'] : path;
}

/**
 * The owner's tables by weight and zone: weights and rates typed as numbers, then the api's own
 * rules (lib/schemas/shipping.ts) with their messages beside the field each is about. Flat rates
 * check nothing here: the tables are hidden then.
 */
export const weightRatesFormSchema = z
  .object({
    kind: z.enum(SHIPPING_RATE_KINDS),
    packagingGrams: text().trim(),
    defaultItemGrams: text().trim(),
    zones: z.array(zoneRowSchema),
    restOfWorld: z.array(bandRowSchema),
  })
  .superRefine((rows, ctx) => {
    if (rows.kind !== 'weight') return;
    const typed = formatIssues(rows);
    const issues = typed.length
      ? typed
      : (weightRatesSchema.safeParse(tablesOf(rows)).error?.issues ?? []).map((issue) => ({
          message: issue.message,
          path: formPath(issue.path),
        }));
    issues.forEach((issue) => ctx.addIssue({ code: 'custom', ...issue }));
  });
export type WeightRatesInput = z.input<typeof weightRatesFormSchema>;

/** The form's tables from the store's (flat rates and no tables when it has none). */
export function weightRatesInputOf(rates: WeightRates | null | undefined): WeightRatesInput {
  const set = rates ?? DEFAULT_WEIGHT_RATES;
  const rows = (bands: WeightBand[]): BandRow[] =>
    bands.map((band) => ({
      upToGrams: band.upToGrams === null ? '' : String(band.upToGrams),
      rate: dollars(band.rateCents),
      heavier: band.upToGrams === null,
    }));
  return {
    kind: set.kind,
    packagingGrams: String(set.packagingGrams),
    defaultItemGrams: String(set.defaultItemGrams),
    zones: set.zones.map((zone) => ({
      name: zone.name,
      countries: zone.countries.join(', '),
      bands: rows(zone.bands),
    })),
    restOfWorld: rows(set.restOfWorld),
  };
}

/**
 * The api's tables from the form's. By weight they were checked; with flat rates the tables the
 * owner keeps are sent when they hold together, and left out (no tables) when half typed.
 */
export function weightRatesFromForm(rows: RatesRows): WeightRates {
  const parsed = weightRatesSchema.safeParse(tablesOf(rows));
  if (parsed.success) return parsed.data;
  return { ...DEFAULT_WEIGHT_RATES, kind: rows.kind };
}

export const shippingDetailsFormSchema = z.object({
  pickupAddress: text().trim().max(PICKUP_ADDRESS_MAX_LENGTH),
  pickupInstructions: text().trim().max(PICKUP_INSTRUCTIONS_MAX_LENGTH),
  nationalRate: amount,
  nationalFreeOver: optionalAmount,
  internationalRate: amount,
  internationalFreeOver: optionalAmount,
  countries: countriesText,
  weightRates: weightRatesFormSchema,
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
    weightRates: weightRatesInputOf(set.weightRates),
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
    weightRates: weightRatesFromForm(values.weightRates),
  };
}
