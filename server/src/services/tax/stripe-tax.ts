/**
 * Stripe Tax behind the TaxProvider adapter, through the official SDK on the platform's Stripe
 * client and the store's connected account (where its payments go). Stripe decides the rates
 * from the registrations kept in the store's Stripe account; Sitka's own registrations and rates
 * are the built-in table's. A Stripe refusal, outage or timeout is an error, never a zero tax.
 */
import type Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { CURRENCY } from '@/lib/constants/checkout';
import { PERCENT, type Jurisdiction, type MilliPercent } from '@/lib/tax/rates';
import { ApiError, type ApiErrorInit } from '@server/errors';
import type {
  NoTaxReason,
  TaxAddress,
  TaxCalculation,
  TaxCalculationInput,
  TaxCategory,
  TaxComponent,
  TaxedLine,
  TaxProvider,
} from './provider';

/** Stripe's tax codes for Sitka's two categories: general tangible goods, and nontaxable. */
export const STRIPE_TAX_CODES: Record<TaxCategory, string> = {
  general: 'txcd_99999999',
  exempt: 'txcd_00000000',
};
/** Shipping's own tax code at Stripe. */
export const STRIPE_SHIPPING_TAX_CODE = 'txcd_92010001';

/** A calculation at checkout that does not answer within this is given up. */
export const STRIPE_TAX_TIMEOUT_MS = 10_000;

const SHIPPING_ID = 'shipping';
const SERVICE_FEE_ID = 'service-fee';
/** Stripe embeds at most this many line items in a calculation; the rest are listed. */
const LINE_ITEMS_PAGE = 100;

/** The platform's Stripe client and the store's connected account (null: the platform's own). */
export type StripeTaxConnection = {
  client: Stripe;
  accountId: string | null;
  /** The store's currency, lower case; Sitka's one currency when left out. */
  currency?: string;
  timeoutMs?: number;
};

/** Where the buyer's postal code is at fault, in the checkout's body. */
const POSTAL_CODE_FIELD = 'customerInfo.zipCode';

/**
 * Stripe's own errors say their class in `type` ("StripeConnectionError", …), so they are told apart
 * without loading the SDK here: it loads only where Stripe is set up (stripeTaxConnectionFor).
 */
const UNAVAILABLE_TYPES = new Set([
  'StripeConnectionError',
  'StripeAPIError',
  'StripeRateLimitError',
  'StripeIdempotencyError',
]);
const stripeErrorOf = (cause: unknown) =>
  cause instanceof Error && typeof (cause as { type?: unknown }).type === 'string'
    ? (cause as Error & { type: string; code?: string })
    : null;

function errorInit(cause: unknown): ApiErrorInit {
  const stripeError = stripeErrorOf(cause);
  if (stripeError && UNAVAILABLE_TYPES.has(stripeError.type)) return { status: 503, code: 'TAX_UNAVAILABLE' };
  // Stripe cannot place the address (a US one needs its ZIP code): the buyer's to correct.
  if (stripeError?.code === 'customer_tax_location_invalid')
    return { status: 400, code: 'TAX_ADDRESS_INVALID', field: POSTAL_CODE_FIELD };
  const message = cause instanceof Error ? cause.message : String(cause);
  return { status: 502, code: 'TAX_PROVIDER_REFUSED', message: `Stripe Tax refused: ${message}` };
}

/**
 * Stripe Tax did not answer (503, try again), refused (502), or could not place the address
 * (400): never a silent zero tax.
 */
export class TaxProviderError extends ApiError {
  constructor(readonly cause: unknown) {
    super(errorInit(cause));
    this.name = 'TaxProviderError';
  }
}

async function asking<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new TaxProviderError(error);
  }
}

/** Stripe's "8.875" (percent) as exact thousandths of a percent, half-up past the third decimal. */
export function milliPercentOf(percentageDecimal: string): MilliPercent {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(percentageDecimal.trim());
  if (!match) throw new TaxProviderError(new Error(`unreadable tax rate ${percentageDecimal}`));
  const decimals = (match[2] ?? '').padEnd(4, '0');
  const rate = Number(match[1]) * PERCENT + Number(decimals.slice(0, 3));
  return Number(decimals[3]) >= 5 ? rate + 1 : rate;
}

type Breakdown = {
  amount: number;
  jurisdiction: { country: string; level: string; state: string | null };
  tax_rate_details: { percentage_decimal: string } | null;
  taxability_reason: string;
};

/**
 * A jurisdiction as the built-in engine names it: `DE` for a country, `US-WA` for a state, and
 * below a state its level (`US-WA-COUNTY`, `US-WA-CITY`, `US-WA-DISTRICT`).
 */
export function jurisdictionOfBreakdown({ country, level, state }: Breakdown['jurisdiction']): Jurisdiction {
  if (level === 'country' || !state) return country;
  if (level === 'state') return `${country}-${state}`;
  return `${country}-${state}-${level.toUpperCase()}`;
}

/** One component per jurisdiction (two districts in one place add up); none for an untaxed one. */
function componentsOf(breakdown: Breakdown[]): TaxComponent[] {
  const components: TaxComponent[] = [];
  for (const part of breakdown) {
    const rate = part.tax_rate_details ? milliPercentOf(part.tax_rate_details.percentage_decimal) : 0;
    if (rate === 0 && part.amount === 0) continue;
    const jurisdiction = jurisdictionOfBreakdown(part.jurisdiction);
    const same = components.find((component) => component.jurisdiction === jurisdiction);
    if (same) Object.assign(same, { rate: same.rate + rate, amountCents: same.amountCents + part.amount });
    else components.push({ jurisdiction, rate, amountCents: part.amount });
  }
  return components;
}

function taxedLine(
  id: string,
  item: { amount: number; amount_tax: number; tax_behavior: string; tax_breakdown?: Breakdown[] | null },
): TaxedLine {
  const inclusive = item.tax_behavior === 'inclusive';
  return {
    id,
    taxableCents: inclusive ? item.amount - item.amount_tax : item.amount,
    taxCents: item.amount_tax,
    components: componentsOf(item.tax_breakdown ?? []),
  };
}

const untaxed = (id: string, amountCents: number): TaxedLine => ({
  id,
  taxableCents: amountCents,
  taxCents: 0,
  components: [],
});

/** No tax because Stripe collects none there (the account is not registered where the goods go). */
function reasonOf(totalTaxCents: number, breakdowns: Breakdown[]): NoTaxReason | null {
  if (totalTaxCents !== 0 || breakdowns.length === 0) return null;
  return breakdowns.every((part) => part.taxability_reason === 'not_collecting')
    ? 'DESTINATION_NOT_REGISTERED'
    : null;
}

function addressOf(input: TaxCalculationInput): TaxAddress {
  if (input.delivery !== 'pickup') return input.destination;
  if (!input.storeAddress) throw new RangeError('a pickup needs the store’s address');
  return input.storeAddress;
}

/** Every line item of a calculation: those embedded in it, then the rest page by page. */
async function lineItemsOf(
  stripe: Stripe,
  calculation: Stripe.Tax.Calculation,
  options: Stripe.RequestOptions,
): Promise<Stripe.Tax.CalculationLineItem[]> {
  const embedded = calculation.line_items;
  if (!embedded) throw new TaxProviderError(new Error('the calculation came back without its line items'));
  const items = [...embedded.data];
  let more = embedded.has_more;
  while (more) {
    const page = await stripe.tax.calculations.listLineItems(
      calculation.id!,
      {
        limit: LINE_ITEMS_PAGE,
        starting_after: items[items.length - 1].id,
        expand: ['data.tax_breakdown'],
      },
      options,
    );
    items.push(...page.data);
    more = page.has_more;
  }
  return items;
}

/** What is asked of Stripe for a sale: its pieces, the taxed service fee and shipping, the address and day. */
function calculationParams(input: TaxCalculationInput, currency: string): Stripe.Tax.CalculationCreateParams {
  const { settings } = input;
  const taxBehavior = settings.pricesIncludeTax ? 'inclusive' : 'exclusive';
  const address = addressOf(input);
  const fee = input.serviceFeeCents;
  const lineItems: Stripe.Tax.CalculationCreateParams.LineItem[] = input.lines.map((line) => ({
    amount: line.amountCents,
    quantity: line.quantity,
    reference: line.id,
    tax_behavior: taxBehavior,
    tax_code: STRIPE_TAX_CODES[line.category ?? 'general'],
  }));
  // The service fee is a charge of the sale like a piece: Stripe taxes it as general goods.
  if (fee !== undefined && settings.taxServiceFee)
    lineItems.push({
      amount: fee,
      reference: SERVICE_FEE_ID,
      tax_behavior: taxBehavior,
      tax_code: STRIPE_TAX_CODES.general,
    });
  return {
    currency,
    line_items: lineItems,
    customer_details: {
      address: {
        country: address.country,
        ...(address.region ? { state: address.region } : {}),
        ...(address.postalCode ? { postal_code: address.postalCode } : {}),
      },
      address_source: 'shipping',
    },
    ...(input.shippingCents !== undefined && settings.taxShipping
      ? {
          shipping_cost: {
            amount: input.shippingCents,
            tax_behavior: taxBehavior,
            tax_code: STRIPE_SHIPPING_TAX_CODE,
          },
        }
      : {}),
    ...(input.day ? { tax_date: Math.floor(Date.parse(`${input.day}T12:00:00Z`) / 1000) } : {}),
    expand: ['line_items.data.tax_breakdown', 'shipping_cost.tax_breakdown'],
  };
}

/** Stripe's answer as Sitka's calculation: each piece, the shipping and the service fee taxed or not. */
function calculationOf(
  input: TaxCalculationInput,
  answer: Stripe.Tax.Calculation,
  items: Stripe.Tax.CalculationLineItem[],
): TaxCalculation {
  const { settings } = input;
  const fee = input.serviceFeeCents;
  const byReference = new Map(items.map((item) => [item.reference, item]));
  const answered = (id: string) => {
    const item = byReference.get(id);
    if (!item) throw new TaxProviderError(new Error(`the calculation has no line ${id}`));
    return taxedLine(id, item);
  };
  const lines = input.lines.map((line) => answered(line.id));
  const serviceFee =
    fee === undefined
      ? null
      : settings.taxServiceFee
        ? answered(SERVICE_FEE_ID)
        : untaxed(SERVICE_FEE_ID, fee);
  const shippingCost = answer.shipping_cost;
  const shipping =
    input.shippingCents === undefined
      ? null
      : settings.taxShipping && shippingCost
        ? taxedLine(SHIPPING_ID, shippingCost)
        : untaxed(SHIPPING_ID, input.shippingCents);
  const taxed = [...lines, shipping, serviceFee].filter((line): line is TaxedLine => line !== null);
  const totalTaxCents = taxed.reduce((sum, line) => sum + line.taxCents, 0);
  const breakdowns = [
    ...items.flatMap((item) => item.tax_breakdown ?? []),
    ...(shippingCost?.tax_breakdown ?? []),
  ];
  return {
    pricesIncludeTax: settings.pricesIncludeTax,
    lines,
    shipping,
    serviceFee,
    totalTaxCents,
    reason: reasonOf(totalTaxCents, breakdowns),
    reference: answer.id,
  };
}

/** The Stripe Tax provider for one store: its connected account, its currency. */
export function createStripeTaxProvider(connection: StripeTaxConnection): TaxProvider {
  const { client: stripe } = connection;
  const currency = connection.currency ?? CURRENCY;
  const options = (extra: Stripe.RequestOptions = {}): Stripe.RequestOptions => ({
    timeout: connection.timeoutMs ?? STRIPE_TAX_TIMEOUT_MS,
    ...(connection.accountId ? { stripeAccount: connection.accountId } : {}),
    ...extra,
  });

  async function calculate(input: TaxCalculationInput): Promise<TaxCalculation> {
    const { answer, items } = await asking(async () => {
      const created = await stripe.tax.calculations.create(calculationParams(input, currency), options());
      return { answer: created, items: await lineItemsOf(stripe, created, options()) };
    });
    return calculationOf(input, answer, items);
  }

  return {
    calculate,
    async recordTransaction({ orderId, calculation }) {
      if (!calculation.reference)
        throw new RangeError(`order ${orderId}: Stripe Tax records only a calculation it made`);
      const transaction = await asking(() =>
        stripe.tax.transactions.createFromCalculation(
          { calculation: calculation.reference!, reference: orderId },
          // The same order recorded twice (the webhook and the browser both finish it) is one transaction.
          options({ idempotencyKey: `tax-record-${orderId}` }),
        ),
      );
      return { reference: transaction.id };
    },
    async reverse({ orderId, amountCents, transactionReference, refundId, full }) {
      if (!transactionReference)
        throw new RangeError(`order ${orderId}: no Stripe Tax transaction to reverse`);
      if (!refundId) throw new RangeError(`order ${orderId}: a reversal needs the refund’s id`);
      const reference = `${orderId}-refund-${refundId}`;
      const reversal = await asking(() =>
        stripe.tax.transactions.createReversal(
          {
            original_transaction: transactionReference,
            reference,
            // Stripe takes what is given back as a negative amount, tax included.
            ...(full ? { mode: 'full' } : { mode: 'partial', flat_amount: -amountCents }),
          },
          options({ idempotencyKey: `tax-reverse-${reference}` }),
        ),
      );
      return { reference: reversal.id };
    },
  };
}

const clients = new WeakMap<FastifyInstance, Stripe>();

/** Whether this Sitka can ask Stripe Tax: its payments go through Stripe (STRIPE_SECRET_KEY). */
export function stripeTaxConfigured(app: FastifyInstance): boolean {
  return app.payments.name === 'stripe' && Boolean(app.config.STRIPE_SECRET_KEY);
}

/** The store's way to Stripe Tax: the platform's client and its connected account; null when Stripe is off. */
export async function stripeTaxConnectionFor(
  app: FastifyInstance,
  tenantId: string,
): Promise<StripeTaxConnection | null> {
  if (!stripeTaxConfigured(app)) return null;
  let client = clients.get(app);
  if (!client) {
    const { createStripeClient } = await import('@server/adapters/payments/stripe');
    client = createStripeClient({
      secretKey: app.config.STRIPE_SECRET_KEY!,
      apiBase: app.config.STRIPE_API_BASE,
    });
    clients.set(app, client);
  }
  // The tax follows the payment: on the store's account once it takes payments, else the platform's.
  return { client, accountId: await app.paymentAccountOf(tenantId) };
}
