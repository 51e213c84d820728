/**
 * What any tax engine answers, and the adapter every engine implements (the built-in table,
 * Stripe Tax). Money is integer cents; rates are thousandths of a percent.
 */
import type { Jurisdiction, MilliPercent } from '@/lib/tax/rates';
import type { TaxCategory, TaxProviderName } from '@/lib/schemas/tax';

/** A store's tax settings as the engine reads them (rates in thousandths of a percent). */
export type StoreTaxSettings = {
  pricesIncludeTax: boolean;
  registrations: {
    country: string;
    region: string | null;
    rate: MilliPercent | null;
    /** The store's registration number there (VAT, OSS or IOSS; a sales-tax permit), if given. */
    number?: string | null;
  }[];
  provider: TaxProviderName;
  taxShipping: boolean;
  taxServiceFee: boolean;
};

/**
 * A place tax is owed by: an ISO country and, in the US, the state code. The postal code is for
 * Stripe Tax, which finds a US address's local rates by it; the built-in table does not read it.
 */
export type TaxAddress = { country: string; region?: string | null; postalCode?: string | null };

export { TAX_CATEGORIES, type TaxCategory } from '@/lib/schemas/tax';

/** One order line: `amountCents` is the whole line (every unit) after its discount. */
export type TaxLineInput = {
  id: string;
  amountCents: number;
  quantity: number;
  category?: TaxCategory;
};

export type TaxCalculationInput = {
  settings: StoreTaxSettings;
  /** Where the goods go; for pickup the engine uses `storeAddress` instead. */
  destination: TaxAddress;
  delivery?: 'shipped' | 'pickup';
  storeAddress?: TaxAddress;
  lines: TaxLineInput[];
  shippingCents?: number;
  serviceFeeCents?: number;
  /** The day whose rates apply (yyyy-mm-dd, UTC); today when left out. */
  day?: string;
};

/** One jurisdiction's tax on one line. */
export type TaxComponent = { jurisdiction: Jurisdiction; rate: MilliPercent; amountCents: number };

export type TaxedLine = {
  id: string;
  /** The amount taxed: the price without tax (when prices include tax, the shelf price less it). */
  taxableCents: number;
  taxCents: number;
  components: TaxComponent[];
};

/**
 * Why an order carries no tax: the store is registered nowhere, not where the goods go, or the
 * parcel is over the EU's import one-stop-shop limit (VAT is then paid at import, not at checkout).
 */
export type NoTaxReason = 'NOT_REGISTERED' | 'DESTINATION_NOT_REGISTERED' | 'IOSS_OVER_LIMIT';

export type TaxCalculation = {
  pricesIncludeTax: boolean;
  lines: TaxedLine[];
  shipping: TaxedLine | null;
  serviceFee: TaxedLine | null;
  totalTaxCents: number;
  reason: NoTaxReason | null;
  /**
   * The provider's own id for this answer, kept with the payment to record the sale later
   * (Stripe Tax's calculation id); the built-in table has none.
   */
  reference?: string | null;
};

/** What the money path hands the provider once an order is paid, and for a refund. */
export type TaxTransaction = { orderId: string; calculation: TaxCalculation };
export type TaxReversal = {
  orderId: string;
  /** What the buyer gets back, tax included, in cents. */
  amountCents: number;
  /** The reference `recordTransaction` answered for the order (Stripe Tax's transaction id). */
  transactionReference?: string | null;
  /** Tells this reversal from the order's others (the refund's id): each one's reference is unique. */
  refundId?: string;
  /** The whole order is refunded: its tax is reversed whole rather than by amount. */
  full?: boolean;
};

/** Any tax engine Sitka can ask. */
export interface TaxProvider {
  calculate(input: TaxCalculationInput): Promise<TaxCalculation>;
  /** Records a paid order's tax with the provider (its reference, if it keeps one). */
  recordTransaction(transaction: TaxTransaction): Promise<{ reference: string | null }>;
  /** Reverses (part of) a recorded order's tax, for a refund or credit note. */
  reverse(reversal: TaxReversal): Promise<{ reference: string | null }>;
}
