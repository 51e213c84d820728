/**
 * The owner's tax forms (Settings → Taxes and the setup wizard's Taxes step): what the inputs hold
 * (text, as typed) and how it becomes the api's body. The registrations are checked with the
 * api's own contract (`taxSettingsBodySchema`), so the browser and the api refuse the same
 * things with the same words, each on its input (`registrations.0.region`).
 */
import { z } from 'zod';
import { countryName, EVERY_COUNTRY } from './countries';
import {
  TAX_PROVIDERS,
  taxSettingsBodySchema,
  type TaxSettingsBody,
  type TaxSettingsView,
} from './schemas/tax';
import { jurisdictionOf, PERCENT, rateOn } from './tax/rates';

export const TAX_FORM_MESSAGES = {
  countryRequired: 'Choose a country',
  regionRequired: 'Choose a state',
  saved: 'Tax settings saved.',
  loadFailed: 'Tax settings could not be loaded.',
  saveFailed: 'Tax settings could not be saved.',
} as const;

/** One registration as typed: codes from the selects, the own rate and the number as text ('' for none). */
export const taxRegistrationRowSchema = z.object({
  country: z.string(),
  region: z.string(),
  rate: z.string(),
  number: z.string(),
});
export type TaxRegistrationRow = z.infer<typeof taxRegistrationRowSchema>;

export const EMPTY_REGISTRATION: TaxRegistrationRow = { country: '', region: '', rate: '', number: '' };

/** The api's registrations for the rows, before checking (a rate typed wrong stays NaN). */
export function registrationsBodyOf(rows: readonly TaxRegistrationRow[]) {
  return rows.map(({ country, region, rate, number }) => {
    const typed = rate.trim().replace(/%$/, '').trim();
    return {
      country,
      region: country === 'US' ? region || null : null,
      rate: typed === '' ? null : Number(typed.replace(',', '.')),
      // None given: left out, as the api answers it.
      ...(number?.trim() ? { number: number.trim() } : {}),
    };
  });
}

type Issue = { path: (string | number)[]; message: string };

/** What is wrong with the rows, each on its input: a missing choice, else the api's own rule. */
export function registrationIssues(rows: readonly TaxRegistrationRow[]): Issue[] {
  const issues: Issue[] = [];
  rows.forEach((row, index) => {
    if (!row.country) issues.push({ path: [index, 'country'], message: TAX_FORM_MESSAGES.countryRequired });
    else if (row.country === 'US' && !row.region)
      issues.push({ path: [index, 'region'], message: TAX_FORM_MESSAGES.regionRequired });
  });
  const result = taxSettingsBodySchema.shape.registrations.safeParse(registrationsBodyOf(rows));
  if (result.success) return issues;
  const seen = new Set(issues.map((issue) => issue.path.join('.')));
  for (const issue of result.error.issues) {
    const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    const key = path.join('.');
    // A row's first problem only; and none on a row still missing its country.
    if (seen.has(key) || seen.has(`${path[0]}.country`)) continue;
    seen.add(key);
    issues.push({ path, message: issue.message });
  }
  return issues;
}

const registrationsField = z.array(taxRegistrationRowSchema).superRefine((rows, context) => {
  for (const issue of registrationIssues(rows))
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/** The setup wizard's Taxes step: where the store is registered, and whether prices include tax. */
export const taxStepFormSchema = z.object({
  pricesIncludeTax: z.boolean(),
  registrations: registrationsField,
});
export type TaxStepFormValues = z.infer<typeof taxStepFormSchema>;

/** Settings → Taxes: the step's questions, and what is taxed besides the goods, and by whom. */
export const taxSettingsFormSchema = taxStepFormSchema.extend({
  provider: z.enum(TAX_PROVIDERS),
  taxShipping: z.boolean(),
  taxServiceFee: z.boolean(),
});
export type TaxSettingsFormValues = z.infer<typeof taxSettingsFormSchema>;

export const DEFAULT_TAX_FORM: TaxSettingsFormValues = {
  pricesIncludeTax: false,
  registrations: [],
  provider: 'builtin',
  taxShipping: false,
  taxServiceFee: false,
};

/** Saved settings as the form shows them. */
export function taxFormValues(settings: TaxSettingsView): TaxSettingsFormValues {
  return {
    pricesIncludeTax: settings.pricesIncludeTax,
    registrations: settings.registrations.map(({ country, region, rate, number }) => ({
      country,
      region: region ?? '',
      rate: rate === null ? '' : String(rate),
      number: number ?? '',
    })),
    provider: settings.provider,
    taxShipping: settings.taxShipping,
    taxServiceFee: settings.taxServiceFee,
  };
}

/** The api's body for checked values (call after the form passed its schema). */
export function taxSettingsBody(values: TaxSettingsFormValues): TaxSettingsBody {
  return taxSettingsBodySchema.parse({
    pricesIncludeTax: values.pricesIncludeTax,
    registrations: registrationsBodyOf(values.registrations),
    provider: values.provider,
    taxShipping: values.taxShipping,
    taxServiceFee: values.taxServiceFee,
  });
}

/** Every country, by name, for a registration's select. */
export const TAX_COUNTRY_OPTIONS: readonly { code: string; name: string }[] = [...EVERY_COUNTRY]
  .map((code) => ({ code, name: countryName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The table's rate for a registration today, in percent; null when the table has none. */
export function tableRatePercent(country: string, region: string, day: string): number | null {
  if (!country || (country === 'US' && !region)) return null;
  const row = rateOn(jurisdictionOf(country, region), day);
  return row ? row.rate / PERCENT : null;
}
