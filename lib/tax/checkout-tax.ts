/**
 * How checkout shows tax, written once for the summary and the api's answers: a Tax line added to
 * the total, the VAT inside a shelf price, or the import VAT a parcel over the EU's limit will owe
 * on delivery; nothing when no tax is charged for another reason.
 */
import { formatPrice, toDollars } from '../money';

export const CHECKOUT_TAX_TEXT = {
  /** The summary's line for tax added to the prices. */
  tax: 'Tax',
  /** Under the total, when prices include the tax. */
  includedVat: (cents: number) => `incl. VAT ${formatPrice(toDollars(cents))}`,
  /** Under the total, for an EU parcel over the import limit (no VAT charged at checkout). */
  importVat: 'Import VAT and fees may be due on delivery',
};

/** The api's reason for no VAT on an EU parcel over the import one-stop-shop limit. */
export const IOSS_OVER_LIMIT = 'IOSS_OVER_LIMIT';

/** What a payment or a quote says of its tax (lib/schemas/checkout.ts paymentTaxFields). */
export type CheckoutTax = { taxCents: number; pricesIncludeTax: boolean; taxNote: string | null };

export type TaxShown =
  { kind: 'added'; cents: number } | { kind: 'included'; cents: number } | { kind: 'import' } | null;

/** What the summary shows of a payment's tax, if anything. */
export function taxShownOf(tax: Partial<CheckoutTax> | null | undefined): TaxShown {
  if (!tax) return null;
  if (tax.taxNote === IOSS_OVER_LIMIT) return { kind: 'import' };
  if (!tax.taxCents) return null;
  return tax.pricesIncludeTax
    ? { kind: 'included', cents: tax.taxCents }
    : { kind: 'added', cents: tax.taxCents };
}

/** The tax the total adds: none when prices include it. */
export const taxAddedCents = (tax: Partial<CheckoutTax> | null | undefined) =>
  tax && !tax.pricesIncludeTax ? (tax.taxCents ?? 0) : 0;
