/**
 * The built-in tax engine: rates from the table Sitka ships (lib/tax/rates.ts) plus the owner's
 * own local rate, charged only where the store says it is registered. Tax is rounded per line and
 * per jurisdiction, half-up, in integer cents. Not tax advice: see docs/taxes.md.
 */
import {
  EU_MEMBER_STATES,
  jurisdictionOf,
  PERCENT,
  rateOn,
  type Jurisdiction,
  type MilliPercent,
} from '@/lib/tax/rates';
import type {
  NoTaxReason,
  StoreTaxSettings,
  TaxAddress,
  TaxCalculation,
  TaxCalculationInput,
  TaxLineInput,
  TaxProvider,
  TaxedLine,
} from './provider';
import { divideHalfUp, isCents } from './rounding';

/**
 * The EU import one-stop-shop limit, €150, as cents of the store's currency. Converting the store's
 * dollars to euros is not done here: the goods value in cents is compared with 15000 as it is.
 */
export const IOSS_LIMIT_CENTS = 15_000;

const HUNDRED_PERCENT = 100n * BigInt(PERCENT);

type Rate = { jurisdiction: Jurisdiction; rate: MilliPercent };

const today = () => new Date().toISOString().slice(0, 10);

/** The place tax follows: the store's own address for pickup, else the destination. */
function placeOf(input: TaxCalculationInput): TaxAddress {
  if (input.delivery !== 'pickup') return input.destination;
  if (!input.storeAddress) throw new RangeError('a pickup needs the store’s address');
  return input.storeAddress;
}

function registrationFor(settings: StoreTaxSettings, place: TaxAddress) {
  return settings.registrations.find(
    (registration) =>
      registration.country === place.country &&
      (place.country !== 'US' || registration.region === (place.region ?? null)),
  );
}

/** The table's rate there and the owner's own, leaving out any that is 0. */
function ratesFor(settings: StoreTaxSettings, place: TaxAddress, day: string): Rate[] {
  const registration = registrationFor(settings, place);
  if (!registration) return [];
  const jurisdiction = jurisdictionOf(place.country, place.region);
  const base = rateOn(jurisdiction, day);
  const rates: Rate[] = [];
  if (base && base.rate > 0) rates.push({ jurisdiction, rate: base.rate });
  // The owner's rate is local on top of a table rate; where the table has none, it is the place's own.
  const own = base ? `${jurisdiction}-LOCAL` : jurisdiction;
  if (registration.rate) rates.push({ jurisdiction: own, rate: registration.rate });
  return rates;
}

/** One line's tax in each jurisdiction; with prices including tax, the tax inside the amount. */
function taxLine(id: string, amountCents: number, rates: Rate[], inclusive: boolean): TaxedLine {
  if (!isCents(amountCents)) throw new RangeError(`line ${id}: amount must be whole cents`);
  const total = rates.reduce((sum, { rate }) => sum + BigInt(rate), 0n);
  const denominator = inclusive ? HUNDRED_PERCENT + total : HUNDRED_PERCENT;
  const components = rates.map(({ jurisdiction, rate }) => ({
    jurisdiction,
    rate,
    amountCents: divideHalfUp(BigInt(amountCents) * BigInt(rate), denominator),
  }));
  const taxCents = components.reduce((sum, component) => sum + component.amountCents, 0);
  return { id, taxableCents: inclusive ? amountCents - taxCents : amountCents, taxCents, components };
}

function untaxed(id: string, amountCents: number): TaxedLine {
  return { id, taxableCents: amountCents, taxCents: 0, components: [] };
}

/** Why nothing is charged, or null when the destination's rates apply. */
function noTaxReason(input: TaxCalculationInput, place: TaxAddress): NoTaxReason | null {
  if (input.settings.registrations.length === 0) return 'NOT_REGISTERED';
  if (!registrationFor(input.settings, place)) return 'DESTINATION_NOT_REGISTERED';
  const goodsCents = input.lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (EU_MEMBER_STATES.includes(place.country) && goodsCents > IOSS_LIMIT_CENTS) return 'IOSS_OVER_LIMIT';
  return null;
}

function lineTax(line: TaxLineInput, rates: Rate[], inclusive: boolean): TaxedLine {
  if ((line.category ?? 'general') === 'exempt') return untaxed(line.id, line.amountCents);
  return taxLine(line.id, line.amountCents, rates, inclusive);
}

/** A charge besides the goods (shipping, the service fee): taxed at the same rates when the store says so. */
function chargeTax(id: string, cents: number | undefined, taxed: boolean, rates: Rate[], inclusive: boolean) {
  if (cents === undefined) return null;
  return taxed ? taxLine(id, cents, rates, inclusive) : untaxed(id, cents);
}

/** The tax on an order by the built-in table; see the file's comment for its rules. */
export function calculateBuiltinTax(input: TaxCalculationInput): TaxCalculation {
  const { settings } = input;
  const place = placeOf(input);
  const reason = noTaxReason(input, place);
  const rates = reason ? [] : ratesFor(settings, place, input.day ?? today());
  const inclusive = settings.pricesIncludeTax;
  const lines = input.lines.map((line) => lineTax(line, rates, inclusive));
  const shipping = chargeTax('shipping', input.shippingCents, settings.taxShipping, rates, inclusive);
  const serviceFee = chargeTax(
    'service-fee',
    input.serviceFeeCents,
    settings.taxServiceFee,
    rates,
    inclusive,
  );
  const totalTaxCents = [...lines, shipping, serviceFee].reduce(
    (sum, line) => sum + (line?.taxCents ?? 0),
    0,
  );
  return { pricesIncludeTax: inclusive, lines, shipping, serviceFee, totalTaxCents, reason };
}

/**
 * The built-in provider. Sitka keeps an order's tax in its own rows, so there is no outside
 * ledger to record in or reverse: both answer without a reference.
 */
export const builtinTaxProvider: TaxProvider = {
  calculate: async (input) => calculateBuiltinTax(input),
  recordTransaction: async () => ({ reference: null }),
  reverse: async () => ({ reference: null }),
};
