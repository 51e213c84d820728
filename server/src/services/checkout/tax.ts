/**
 * Tax on a basket priced for payment. The engine the store's settings choose (taxProviderFor) is
 * asked with where the goods go (the store's own address for a pickup), each line's amount after
 * its share of the discount, and the shipping and service fee (taxed only when the settings say
 * so). Its answer is kept whole on the payment (payments.tax), so whichever path turns the payment
 * into an order writes the same tax lines from it, without asking the engine again.
 */
import { HOME_COUNTRY, type ShippingMethod } from '@/lib/constants/shipping';
import type { CheckoutDetails } from '@/lib/schemas/checkout';
import type { TaxCategory, TaxLineKind } from '@/lib/schemas/tax';
import { US_TAX_REGIONS } from '@/lib/tax/rates';
import type {
  StoreTaxSettings,
  TaxAddress,
  TaxCalculation,
  TaxComponent,
  TaxedLine,
  TaxProvider,
} from '../tax';

/** The store's address as its business details keep it (free text typed by the owner). */
export type StoreAddressJson = { state?: unknown; country?: unknown; zipCode?: unknown } | null | undefined;

const COUNTRY_NAMES: Record<string, string> = {
  USA: 'US',
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
};

/** A two-letter country code from what the owner typed ('US', 'us', 'United States'), or null. */
function countryCodeOf(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!text) return HOME_COUNTRY;
  if (/^[A-Z]{2}$/.test(text)) return text;
  return COUNTRY_NAMES[text] ?? null;
}

/**
 * Where a pickup is taxed: the store's own address (its business details' country and, in the US,
 * state code). An address that names no usable place falls back to the store's one registration,
 * if it has exactly one; else the home country with no state, which no US registration covers.
 */
export function storePlaceOf(address: StoreAddressJson, settings: StoreTaxSettings): TaxAddress {
  const country = countryCodeOf(address?.country);
  const state = typeof address?.state === 'string' ? address.state.trim().toUpperCase() : '';
  const postalCode = typeof address?.zipCode === 'string' ? address.zipCode.trim() || null : null;
  if (country && country !== 'US') return { country, region: null, postalCode };
  if (country === 'US' && US_TAX_REGIONS.includes(state)) return { country, region: state, postalCode };
  if (settings.registrations.length === 1) {
    const [only] = settings.registrations;
    return { country: only.country, region: only.region };
  }
  return { country: HOME_COUNTRY, region: null };
}

/** Checkout details, or an address kept on an order: whatever names a country and a state. */
export type TaxDetails = CheckoutDetails | { country?: string; state?: string; zipCode?: string };

/** Where shipped goods go, from the checkout details: the country (home when none) and its state. */
export function destinationOf(details: TaxDetails | undefined): TaxAddress {
  const fields = (details ?? {}) as { country?: string; state?: string; zipCode?: string };
  const country = (fields.country || HOME_COUNTRY).toUpperCase();
  const region = fields.state?.trim().toUpperCase() || null;
  return { country, region, postalCode: fields.zipCode?.trim() || null };
}

export type TaxBasketLine = { amountCents: number; quantity: number; category: TaxCategory };

export type CheckoutTaxInput = {
  /** The engine the store's settings choose. */
  provider: TaxProvider;
  settings: StoreTaxSettings;
  method: ShippingMethod;
  details: TaxDetails | undefined;
  storeAddress: StoreAddressJson;
  /** Each line's whole amount after its share of the discount, in the payment's line order. */
  lines: TaxBasketLine[];
  shippingCents: number;
  serviceFeeCents: number;
};

/** The engine's answer for a basket; its lines' ids are the payment's line indexes ('0', '1', …). */
export function calculateCheckoutTax(input: CheckoutTaxInput): Promise<TaxCalculation> {
  const { settings } = input;
  return input.provider.calculate({
    settings,
    destination: destinationOf(input.details),
    delivery: input.method === 'pickup' ? 'pickup' : 'shipped',
    storeAddress: storePlaceOf(input.storeAddress, settings),
    lines: input.lines.map((line, index) => ({
      id: String(index),
      amountCents: line.amountCents,
      quantity: line.quantity,
      category: line.category,
    })),
    shippingCents: input.shippingCents,
    serviceFeeCents: input.serviceFeeCents,
  });
}

/** The tax added to the charge: none when prices include it (it is inside the shelf price). */
export const taxAddedCents = (tax: TaxCalculation | null | undefined) =>
  tax && !tax.pricesIncludeTax ? tax.totalTaxCents : 0;

/** What the card is charged: items less the discount, shipping, the fee, and tax unless inside. */
export const chargeWithTax = (beforeTaxCents: number, tax: TaxCalculation | null | undefined) =>
  beforeTaxCents + taxAddedCents(tax);

/** A stored calculation read back from payments.tax (null for payments before tax was priced). */
export const storedTaxOf = (value: unknown): TaxCalculation | null =>
  value && typeof value === 'object' && Array.isArray((value as TaxCalculation).lines)
    ? (value as TaxCalculation)
    : null;

/** One order_tax_lines row to write: `line` is the payment's line index for an item. */
export type TaxLineRow = {
  kind: TaxLineKind;
  line: number | null;
  jurisdiction: string;
  rate: number;
  taxableCents: number;
  amountCents: number;
};

function rowsOf(kind: TaxLineKind, line: number | null, taxed: TaxedLine | null): TaxLineRow[] {
  if (!taxed) return [];
  return taxed.components.map((component) => ({
    kind,
    line,
    jurisdiction: component.jurisdiction,
    rate: component.rate,
    taxableCents: taxed.taxableCents,
    amountCents: component.amountCents,
  }));
}

/** One row per line and jurisdiction of a calculation (items, then shipping, then the fee). */
export function taxLineRows(tax: TaxCalculation | null): TaxLineRow[] {
  if (!tax) return [];
  return [
    ...tax.lines.flatMap((line, index) => rowsOf('item', Number(line.id ?? index), line)),
    ...rowsOf('shipping', null, tax.shipping),
    ...rowsOf('service_fee', null, tax.serviceFee),
  ];
}

/** Tax summed per jurisdiction and rate, in the order each first appears. */
export function taxByRate(
  components: Pick<TaxComponent, 'jurisdiction' | 'rate' | 'amountCents'>[],
): { jurisdiction: string; rate: number; amountCents: number }[] {
  const sums = new Map<string, { jurisdiction: string; rate: number; amountCents: number }>();
  for (const { jurisdiction, rate, amountCents } of components) {
    const key = `${jurisdiction}:${rate}`;
    const sum = sums.get(key) ?? { jurisdiction, rate, amountCents: 0 };
    sum.amountCents += amountCents;
    sums.set(key, sum);
  }
  return [...sums.values()];
}
