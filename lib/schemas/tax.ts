/**
 * A store's tax settings as the owner sends and reads them (PUT/GET /api/admin/tax-settings).
 * Rates in JSON are percentages (6 for 6%, at most three decimals); the api keeps them as exact
 * thousandths of a percent (lib/tax/rates.ts).
 */
import { z } from 'zod';
import { EVERY_COUNTRY } from '../countries';
import { US_TAX_REGIONS } from '../tax/rates';
import { text } from './common';

export const TAX_PROVIDERS = ['builtin', 'stripe'] as const;

/** A product's tax category: general unless the owner marks it exempt. */
export const TAX_CATEGORIES = ['general', 'exempt'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/** What a tax line is charged on: a piece of the order, its shipping or its service fee. */
export const TAX_LINE_KINDS = ['item', 'shipping', 'service_fee'] as const;
export type TaxLineKind = (typeof TAX_LINE_KINDS)[number];

/** The papers a sale owes: an invoice for each paid order, a credit note for each refund. */
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];
export type TaxProviderName = (typeof TAX_PROVIDERS)[number];

/** The highest rate an owner may add for their own jurisdiction, in percent. */
export const OWN_RATE_MAX_PERCENT = 25;
/** At most this many registrations: every US state and DC, every EU state and the UK fit. */
export const TAX_REGISTRATIONS_MAX = 100;

const countrySchema = text({ error: 'country must be a two-letter country code' })
  .trim()
  .toUpperCase()
  .refine((code) => EVERY_COUNTRY.includes(code), {
    error: 'country must be an ISO 3166-1 two-letter country code',
  });

const rateSchema = z
  .number({ error: 'rate must be a percentage' })
  .min(0, { error: 'rate cannot be negative' })
  .max(OWN_RATE_MAX_PERCENT, { error: `rate must be at most ${OWN_RATE_MAX_PERCENT}%` })
  .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, {
    error: 'rate may have at most three decimals',
  });

/** The longest registration number kept (a VAT, OSS or IOSS number, a state sales-tax permit). */
export const TAX_NUMBER_MAX = 32;
const numberMessage = 'number may hold only letters, digits, spaces and . - /';
const taxNumberSchema = text({ error: numberMessage })
  .trim()
  .max(TAX_NUMBER_MAX, { error: `number is at most ${TAX_NUMBER_MAX} characters` })
  .regex(/^[A-Za-z0-9 ./-]*$/, { error: numberMessage })
  .transform((value) => value || null);

/** Where the store is registered to collect tax; a US registration names its state. */
export const taxRegistrationSchema = z
  .object({
    country: countrySchema,
    region: text({ error: 'region must be a state code' }).trim().toUpperCase().nullable().optional(),
    /** The owner's own local rate on top of the table's (an Alaska borough's 6%). */
    rate: rateSchema.nullable().optional(),
    /** The store's number there (a VAT, OSS or IOSS number; a sales-tax permit), for its papers. */
    number: taxNumberSchema.nullable().optional(),
  })
  .superRefine((registration, context) => {
    const { country, region } = registration;
    if (country === 'US' && (!region || !US_TAX_REGIONS.includes(region)))
      context.addIssue({
        code: 'custom',
        path: ['region'],
        message: 'region must be a US state code (or DC)',
      });
    if (country !== 'US' && region)
      context.addIssue({ code: 'custom', path: ['region'], message: 'region is only for US states' });
  });

const sameRegistration = (a: { country: string; region?: string | null }, b: typeof a) =>
  a.country === b.country && (a.region ?? null) === (b.region ?? null);

export const taxSettingsBodySchema = z.object({
  pricesIncludeTax: z.boolean({ error: 'pricesIncludeTax must be true or false' }),
  registrations: z
    .array(taxRegistrationSchema, { error: 'registrations must be a list' })
    .max(TAX_REGISTRATIONS_MAX, { error: `registrations holds at most ${TAX_REGISTRATIONS_MAX}` })
    .superRefine((list, context) => {
      list.forEach((registration, index) => {
        if (list.findIndex((other) => sameRegistration(other, registration)) !== index)
          context.addIssue({
            code: 'custom',
            path: [index, 'country'],
            message: 'registrations lists this place twice',
          });
      });
    }),
  provider: z.enum(TAX_PROVIDERS, { error: 'provider must be builtin or stripe' }),
  taxShipping: z.boolean({ error: 'taxShipping must be true or false' }).optional(),
  taxServiceFee: z.boolean({ error: 'taxServiceFee must be true or false' }).optional(),
});
export type TaxSettingsBody = z.output<typeof taxSettingsBodySchema>;

/** The settings as the api answers them. */
export const taxSettingsSchema = z.object({
  pricesIncludeTax: z.boolean(),
  registrations: z.array(
    z.object({
      country: z.string(),
      region: z.string().nullable(),
      rate: z.number().nullable(),
      /** Left out when the owner gave none. */
      number: z.string().optional(),
    }),
  ),
  provider: z.enum(TAX_PROVIDERS),
  taxShipping: z.boolean(),
  taxServiceFee: z.boolean(),
});
export type TaxSettingsView = z.output<typeof taxSettingsSchema>;
