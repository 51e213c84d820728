/**
 * The tax quote's shape (taxQuoteResultSchema in lib/schemas/checkout.ts), checked by hand for the
 * basket, which loads no validation library (tests/unit/storefront-imports.test.ts). It accepts what
 * the schema accepts, answers it the same way (unknown keys dropped), and null for anything else.
 */
import type { TaxQuote } from '../schemas/checkout';

type Record_ = Record<string, unknown>;

const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function taxLineOf(value: unknown): TaxQuote['taxLines'][number] | null {
  if (!isRecord(value)) return null;
  const { jurisdiction, rate, amount } = value;
  if (typeof jurisdiction !== 'string' || !isNumber(rate) || !isInteger(amount)) return null;
  return { jurisdiction, rate, amount };
}

export function taxQuoteOf(value: unknown): TaxQuote | null {
  if (!isRecord(value) || !Array.isArray(value.taxLines)) return null;
  const { taxCents, pricesIncludeTax, taxNote } = value;
  if (!isInteger(taxCents) || typeof pricesIncludeTax !== 'boolean') return null;
  if (taxNote !== null && typeof taxNote !== 'string') return null;
  const taxLines = value.taxLines.map(taxLineOf);
  if (taxLines.some((line) => line === null)) return null;
  const shipping = isInteger(value.shippingCents) ? { shippingCents: value.shippingCents } : {};
  const shipBy = typeof value.shipBy === 'string' ? { shipBy: value.shipBy } : {};
  const quote = { taxCents, taxLines: taxLines as TaxQuote['taxLines'], pricesIncludeTax, taxNote };
  return { ...quote, ...shipping, ...shipBy };
}
