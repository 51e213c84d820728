/**
 * The tax rates Sitka ships: each US state's (and DC's) base sales-tax rate, each EU member
 * state's standard VAT rate and the UK's standard VAT rate, each with the day from which it holds.
 * A change of rate is a new row with its own `from`; old rows stay so an old order keeps its rate.
 *
 * NOT TAX ADVICE. This table is a convenience, kept by hand from public sources (docs/taxes.md
 * names them and says how to update it). It holds only state-level and national standard rates:
 * no county, city or borough rates, no reduced rates, no exemptions. An owner must check what
 * they owe with the tax authorities or an adviser.
 *
 * Rates are exact integers in thousandths of a percent (19% is 19_000, Missouri's 4.225% is
 * 4_225), so no rate is a float and tax on integer cents can be rounded exactly.
 */

/** Thousandths of a percent: 100% is 100_000. */
export type MilliPercent = number;
export const PERCENT: MilliPercent = 1_000;

/** `US-AK` for a US state, the ISO 3166-1 alpha-2 code ('DE', 'GB') for a country. */
export type Jurisdiction = string;

export type TaxRateRow = {
  jurisdiction: Jurisdiction;
  rate: MilliPercent;
  /** The day (ISO yyyy-mm-dd, UTC) from which the rate holds, until a later row of the same jurisdiction. */
  from: string;
  kind: 'us-state-sales-tax' | 'vat-standard';
};

/** The day the table was first compiled: rows with this `from` held on that day, perhaps earlier too. */
export const RATES_TABLE_START = '2025-01-01';

const percent = (value: number): MilliPercent => Math.round(value * PERCENT);

const usState = (code: string, rate: number, from = RATES_TABLE_START): TaxRateRow => ({
  jurisdiction: `US-${code}`,
  rate: percent(rate),
  from,
  kind: 'us-state-sales-tax',
});

const vat = (country: string, rate: number, from = RATES_TABLE_START): TaxRateRow => ({
  jurisdiction: country,
  rate: percent(rate),
  from,
  kind: 'vat-standard',
});

/**
 * State-level rates as the Tax Foundation's yearly table lists them (California's, Utah's and
 * Virginia's include the statewide uniform local part). Alaska, Delaware, Montana, New Hampshire
 * and Oregon have no state sales tax.
 */
const US_STATE_RATES: TaxRateRow[] = [
  usState('AL', 4),
  usState('AK', 0),
  usState('AZ', 5.6),
  usState('AR', 6.5),
  usState('CA', 7.25),
  usState('CO', 2.9),
  usState('CT', 6.35),
  usState('DE', 0),
  usState('DC', 6),
  usState('FL', 6),
  usState('GA', 4),
  usState('HI', 4),
  usState('ID', 6),
  usState('IL', 6.25),
  usState('IN', 7),
  usState('IA', 6),
  usState('KS', 6.5),
  usState('KY', 6),
  usState('LA', 5),
  usState('ME', 5.5),
  usState('MD', 6),
  usState('MA', 6.25),
  usState('MI', 6),
  usState('MN', 6.875),
  usState('MS', 7),
  usState('MO', 4.225),
  usState('MT', 0),
  usState('NE', 5.5),
  usState('NV', 6.85),
  usState('NH', 0),
  usState('NJ', 6.625),
  usState('NM', 4.875),
  usState('NY', 4),
  usState('NC', 4.75),
  usState('ND', 5),
  usState('OH', 5.75),
  usState('OK', 4.5),
  usState('OR', 0),
  usState('PA', 6),
  usState('RI', 7),
  usState('SC', 6),
  usState('SD', 4.2),
  usState('TN', 7),
  usState('TX', 6.25),
  usState('UT', 6.1),
  usState('VT', 6),
  usState('VA', 5.3),
  usState('WA', 6.5),
  usState('WV', 6),
  usState('WI', 5),
  usState('WY', 4),
];

/** EU member states' standard VAT rates, and the changes since the table began. */
const EU_VAT_RATES: TaxRateRow[] = [
  vat('AT', 20),
  vat('BE', 21),
  vat('BG', 20),
  vat('HR', 25),
  vat('CY', 19),
  vat('CZ', 21),
  vat('DK', 25),
  vat('EE', 22),
  vat('EE', 24, '2025-07-01'),
  vat('FI', 25.5),
  vat('FR', 20),
  vat('DE', 19),
  vat('GR', 24),
  vat('HU', 27),
  vat('IE', 23),
  vat('IT', 22),
  vat('LV', 21),
  vat('LT', 21),
  vat('LU', 17),
  vat('MT', 18),
  vat('NL', 21),
  vat('PL', 23),
  vat('PT', 23),
  vat('RO', 19),
  vat('RO', 21, '2025-08-01'),
  vat('SK', 23),
  vat('SI', 22),
  vat('ES', 21),
  vat('SE', 25),
];

/** Every rate row Sitka ships. */
export const TAX_RATES: readonly TaxRateRow[] = [...US_STATE_RATES, ...EU_VAT_RATES, vat('GB', 20)];

/** The EU's 27 member states (ISO codes; Greece is GR here, as ISO has it). */
export const EU_MEMBER_STATES: readonly string[] = [...new Set(EU_VAT_RATES.map((row) => row.jurisdiction))];

/** The US states with a row in the table, and DC. */
export const US_TAX_REGIONS: readonly string[] = US_STATE_RATES.map((row) => row.jurisdiction.slice(3));

/** The jurisdiction the table keys a destination by: `US-WA` for a state, else the country. */
export function jurisdictionOf(country: string, region?: string | null): Jurisdiction {
  return country === 'US' && region ? `US-${region}` : country;
}

/**
 * The rate that held in a jurisdiction on a day (yyyy-mm-dd): the latest row from on or before it.
 * A day before the table began takes the first row; null when the table has no such jurisdiction.
 */
export function rateOn(jurisdiction: Jurisdiction, day: string): TaxRateRow | null {
  const rows = TAX_RATES.filter((row) => row.jurisdiction === jurisdiction).sort((a, b) =>
    a.from.localeCompare(b.from),
  );
  if (rows.length === 0) return null;
  return rows.filter((row) => row.from <= day).at(-1) ?? rows[0]!;
}
