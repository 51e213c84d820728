/**
 * The words the back-office and the shelf use for tax: a product's tax category, the providers,
 * the US states a registration names, and the line beside a price.
 */
import { countryName } from '../countries';
import type { TaxCategory, TaxProviderName } from '../schemas/tax';

export const TAX_CATEGORY_LABELS: Record<TaxCategory, string> = {
  general: 'General (taxed)',
  exempt: 'Exempt (no tax)',
};

export const TAX_PROVIDER_LABELS: Record<TaxProviderName, string> = {
  builtin: 'Sitka’s rates table',
  stripe: 'Stripe Tax',
};

/** The states (and DC) a US registration may name, by their two-letter code. */
export const US_STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** 'Alaska, United States' for a US registration, 'Germany' for another. */
export function registrationPlace(country: string, region?: string | null): string {
  if (country === 'US' && region) return `${US_STATE_NAMES[region] ?? region}, ${countryName('US')}`;
  return countryName(country);
}

/** The line under a product's price on the shelf. */
export const SHELF_TAX_NOTES = {
  included: 'Tax included',
  excluded: 'Plus tax where applicable',
} as const;

/**
 * What the shelf says of tax beside a price: included when the store's prices include it; "plus
 * tax" when the store collects tax on top; nothing when it collects none.
 */
export function shelfTaxNote(store: { pricesIncludeTax?: boolean; collectsTax?: boolean } | null) {
  if (!store) return null;
  if (store.pricesIncludeTax) return SHELF_TAX_NOTES.included;
  return store.collectsTax ? SHELF_TAX_NOTES.excluded : null;
}
