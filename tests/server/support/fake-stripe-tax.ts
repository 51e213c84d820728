/**
 * Stripe Tax for the local Stripe (fake-stripe.ts): tax calculations, transactions made from them
 * and their reversals, in Stripe's wire format (form-encoded nested parameters in, Stripe's JSON
 * objects out). Tax comes from a small table of real rates: Washington's state rate and Seattle's
 * local one, California's, Germany's and France's VAT. Anywhere else the account is not
 * registered, as Stripe says with `not_collecting`. A US address needs its postal code.
 */
import { randomBytes } from 'node:crypto';

type Jurisdiction = { country: string; state: string | null; level: string; display_name: string };
type Rate = { jurisdiction: Jurisdiction; percentage: string; tax_type: string };

const us = (state: string, level: string, name: string, percentage: string): Rate => ({
  jurisdiction: { country: 'US', state, level, display_name: name },
  percentage,
  tax_type: 'sales_tax',
});
const vat = (country: string, name: string, percentage: string): Rate => ({
  jurisdiction: { country, state: null, level: 'country', display_name: name },
  percentage,
  tax_type: 'vat',
});

/** Where the fake's account collects tax, and at which rates (keyed `US-WA`, `DE`). */
export const FAKE_TAX_TABLE: Record<string, Rate[]> = {
  'US-WA': [
    us('WA', 'state', 'Washington', '6.5'),
    us('WA', 'city', 'Seattle', '3.85'),
    us('WA', 'district', 'Seattle RTA', '1.4'),
  ],
  'US-CA': [us('CA', 'state', 'California', '7.25')],
  DE: [vat('DE', 'Germany', '19.0')],
  FR: [vat('FR', 'France', '20.0')],
};

const NONTAXABLE = 'txcd_00000000';

type Breakdown = {
  amount: number;
  jurisdiction: Jurisdiction;
  sourcing: 'destination';
  tax_rate_details: { display_name: string; percentage_decimal: string; tax_type: string } | null;
  taxability_reason: string;
  taxable_amount: number;
};
type LineItem = {
  id: string;
  object: 'tax.calculation_line_item';
  amount: number;
  amount_tax: number;
  livemode: false;
  metadata: null;
  product: null;
  quantity: number;
  reference: string;
  tax_behavior: string;
  tax_code: string;
  tax_breakdown: Breakdown[];
};
type ShippingCost = {
  amount: number;
  amount_tax: number;
  tax_behavior: string;
  tax_code: string;
  tax_breakdown: Breakdown[];
};
export type FakeTaxCalculation = {
  id: string;
  object: 'tax.calculation';
  amount_total: number;
  currency: string;
  customer: null;
  customer_details: Record<string, unknown>;
  expires_at: number;
  livemode: false;
  ship_from_details: null;
  shipping_cost: ShippingCost | null;
  tax_amount_exclusive: number;
  tax_amount_inclusive: number;
  tax_date: number;
  /** Held beside the object; sent only when `line_items` is expanded. */
  lineItems: LineItem[];
};
export type FakeTaxTransaction = {
  id: string;
  object: 'tax.transaction';
  created: number;
  currency: string;
  customer: null;
  customer_details: Record<string, unknown>;
  livemode: false;
  metadata: Record<string, string>;
  posted_at: number;
  reference: string;
  reversal: { original_transaction: string } | null;
  ship_from_details: null;
  shipping_cost: Record<string, unknown> | null;
  tax_date: number;
  type: 'transaction' | 'reversal';
  /** The sale's whole amount, tax included (negative for a reversal), held beside the object. */
  amountTotal: number;
  /** How the reversal was asked: `full`, or `partial` with its flat amount. */
  mode?: string;
};

type Send = (status: number, payload: unknown) => void;
type Nested = { [key: string]: Nested | string } | Nested[] | string;

/** Stripe's form encoding (`line_items[0][amount]=1000`) read back into objects and arrays. */
export function decodeForm(form: URLSearchParams): Record<string, Nested> {
  const root: Record<string, Nested> = {};
  for (const [name, value] of form) {
    const keys = name.replace(/\]/g, '').split('[');
    let node = root as Record<string, Nested>;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, Nested>;
    });
  }
  const arrays = (value: Nested): Nested => {
    if (typeof value === 'string' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    const converted = Object.fromEntries(keys.map((key) => [key, arrays(value[key])]));
    return keys.length && keys.every((key) => /^\d+$/.test(key))
      ? keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key])
      : converted;
  };
  return arrays(root) as Record<string, Nested>;
}

const invalid = (message: string, param?: string, code?: string) => ({
  error: { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) },
});
const missing = (kind: string, id: string) =>
  invalid(`No such ${kind}: '${id}'`, undefined, 'resource_missing');

/** Thousandths of a percent from Stripe's "3.85". */
const milli = (percentage: string) => Math.round(Number(percentage) * 1000);
/** `amount × rate / denominator`, half-up, in whole cents (rates in thousandths of a percent). */
const share = (amount: number, rate: number, denominator: number) =>
  Number((2n * BigInt(amount) * BigInt(rate) + BigInt(denominator)) / (2n * BigInt(denominator)));

function breakdownOf(amount: number, inclusive: boolean, taxCode: string, rates: Rate[] | undefined) {
  if (!rates)
    return [
      {
        amount: 0,
        jurisdiction: { country: '', state: null, level: 'country', display_name: '' },
        sourcing: 'destination' as const,
        tax_rate_details: null,
        taxability_reason: 'not_collecting',
        taxable_amount: 0,
      },
    ];
  const total = rates.reduce((sum, rate) => sum + milli(rate.percentage), 0);
  const denominator = inclusive ? 100_000 + total : 100_000;
  const exempt = taxCode === NONTAXABLE;
  const parts: Breakdown[] = rates.map((rate) => ({
    amount: exempt ? 0 : share(amount, milli(rate.percentage), denominator),
    jurisdiction: rate.jurisdiction,
    sourcing: 'destination',
    tax_rate_details: exempt
      ? null
      : {
          display_name: rate.tax_type === 'vat' ? 'VAT' : 'Sales Tax',
          percentage_decimal: rate.percentage,
          tax_type: rate.tax_type,
        },
    taxability_reason: exempt ? 'not_subject_to_tax' : 'standard_rated',
    taxable_amount: 0,
  }));
  const tax = parts.reduce((sum, part) => sum + part.amount, 0);
  for (const part of parts) part.taxable_amount = exempt ? 0 : inclusive ? amount - tax : amount;
  return parts;
}

export function createFakeStripeTax() {
  const calculations = new Map<string, FakeTaxCalculation>();
  const transactions = new Map<string, FakeTaxTransaction>();
  const byReference = new Map<string, string>();
  const byIdempotencyKey = new Map<string, string>();
  const now = () => Math.floor(Date.now() / 1000);

  /** An object without the fields Stripe sends only when asked (or never: the fake's own). */
  const without = <T extends object>(object: T, ...keys: string[]) =>
    Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
  const withoutBreakdown = (line: LineItem | ShippingCost) => without(line, 'tax_breakdown');
  const lineItemsList = (
    calculation: FakeTaxCalculation,
    items: LineItem[],
    expandBreakdown: boolean,
    hasMore: boolean,
  ) => ({
    object: 'list',
    data: items.map((item) => (expandBreakdown ? item : withoutBreakdown(item))),
    has_more: hasMore,
    url: `/v1/tax/calculations/${calculation.id}/line_items`,
  });

  /** The calculation as Stripe answers it, with what `expand` asked for. */
  function render(calculation: FakeTaxCalculation, expand: string[]) {
    const { lineItems, shipping_cost, ...object } = calculation;
    const lines = expand.some((path) => path.startsWith('line_items'));
    const firstTen = lineItems.slice(0, 10);
    return {
      ...object,
      shipping_cost:
        shipping_cost && !expand.includes('shipping_cost.tax_breakdown')
          ? withoutBreakdown(shipping_cost)
          : shipping_cost,
      ...(lines
        ? {
            line_items: lineItemsList(
              calculation,
              firstTen,
              expand.includes('line_items.data.tax_breakdown'),
              lineItems.length > firstTen.length,
            ),
          }
        : {}),
    };
  }

  function createCalculation(body: Record<string, Nested>, send: Send) {
    const currency = body.currency as string | undefined;
    if (!currency) return send(400, invalid('Missing required param: currency.', 'currency'));
    const items = (body.line_items ?? []) as Record<string, string>[];
    if (!Array.isArray(items) || items.length === 0)
      return send(400, invalid('Missing required param: line_items.', 'line_items'));
    const details = (body.customer_details ?? {}) as {
      address?: Record<string, string>;
      address_source?: string;
    };
    const address = details.address;
    if (!address?.country)
      return send(
        400,
        invalid(
          'Missing required param: customer_details[address][country].',
          'customer_details[address][country]',
        ),
      );
    if (address.country === 'US' && !address.postal_code)
      return send(
        400,
        invalid(
          'We could not determine the customer’s tax location based on the provided customer address.',
          'customer_details[address]',
          'customer_tax_location_invalid',
        ),
      );
    const place = address.country === 'US' ? `US-${address.state ?? ''}` : address.country;
    const rates = FAKE_TAX_TABLE[place];
    const references = new Set<string>();
    const lineItems: LineItem[] = [];
    for (const [index, item] of items.entries()) {
      const amount = Number(item.amount);
      if (!Number.isInteger(amount) || amount < 0)
        return send(400, invalid('Invalid integer: amount', `line_items[${index}][amount]`));
      if (item.reference && references.has(item.reference))
        return send(400, invalid('line_items[].reference must be unique', `line_items[${index}][reference]`));
      references.add(item.reference);
      const inclusive = item.tax_behavior === 'inclusive';
      const taxCode = item.tax_code ?? 'txcd_99999999';
      const tax_breakdown = breakdownOf(amount, inclusive, taxCode, rates);
      lineItems.push({
        id: `tax_li_${randomBytes(8).toString('hex')}`,
        object: 'tax.calculation_line_item',
        amount,
        amount_tax: tax_breakdown.reduce((sum, part) => sum + part.amount, 0),
        livemode: false,
        metadata: null,
        product: null,
        quantity: Number(item.quantity ?? 1),
        reference: item.reference,
        tax_behavior: item.tax_behavior ?? 'exclusive',
        tax_code: taxCode,
        tax_breakdown,
      });
    }
    const shipping = body.shipping_cost as Record<string, string> | undefined;
    let shipping_cost: ShippingCost | null = null;
    if (shipping) {
      const amount = Number(shipping.amount);
      const inclusive = shipping.tax_behavior === 'inclusive';
      const tax_breakdown = breakdownOf(amount, inclusive, shipping.tax_code ?? 'txcd_92010001', rates);
      shipping_cost = {
        amount,
        amount_tax: tax_breakdown.reduce((sum, part) => sum + part.amount, 0),
        tax_behavior: shipping.tax_behavior ?? 'exclusive',
        tax_code: shipping.tax_code ?? 'txcd_92010001',
        tax_breakdown,
      };
    }
    const charged = [...lineItems, ...(shipping_cost ? [shipping_cost] : [])];
    const taxOf = (inclusive: boolean) =>
      charged
        .filter((line) => (line.tax_behavior === 'inclusive') === inclusive)
        .reduce((sum, line) => sum + line.amount_tax, 0);
    const tax_amount_exclusive = taxOf(false);
    const calculation: FakeTaxCalculation = {
      id: `taxcalc_${randomBytes(8).toString('hex')}`,
      object: 'tax.calculation',
      amount_total: charged.reduce((sum, line) => sum + line.amount, 0) + tax_amount_exclusive,
      currency,
      customer: null,
      customer_details: {
        address: { city: null, line1: null, line2: null, postal_code: null, state: null, ...address },
        address_source: details.address_source ?? null,
        ip_address: null,
        tax_ids: [],
        taxability_override: 'none',
      },
      expires_at: now() + 90 * 24 * 3600,
      livemode: false,
      ship_from_details: null,
      shipping_cost,
      tax_amount_exclusive,
      tax_amount_inclusive: taxOf(true),
      tax_date: Number(body.tax_date ?? now()),
      lineItems,
    };
    calculations.set(calculation.id, calculation);
    send(200, render(calculation, (body.expand ?? []) as string[]));
  }

  function listLineItems(id: string, search: string, send: Send) {
    const calculation = calculations.get(id);
    if (!calculation) return send(404, missing('tax.calculation', id));
    const query = decodeForm(new URLSearchParams(search));
    const limit = Number(query.limit ?? 10);
    const after = query.starting_after as string | undefined;
    const start = after ? calculation.lineItems.findIndex((item) => item.id === after) + 1 : 0;
    const page = calculation.lineItems.slice(start, start + limit);
    const expand = (query.expand ?? []) as string[];
    send(
      200,
      lineItemsList(
        calculation,
        page,
        expand.includes('data.tax_breakdown'),
        start + limit < calculation.lineItems.length,
      ),
    );
  }

  const rendered = (transaction: FakeTaxTransaction) => without(transaction, 'amountTotal', 'mode');

  /** Stripe's references are unique across all transactions, reversals included. */
  function record(transaction: FakeTaxTransaction, key: string) {
    transactions.set(transaction.id, transaction);
    byReference.set(transaction.reference, transaction.id);
    if (key) byIdempotencyKey.set(key, transaction.id);
    return rendered(transaction);
  }

  function createFromCalculation(body: Record<string, Nested>, key: string, send: Send) {
    const existing = key && byIdempotencyKey.get(key);
    if (existing) return send(200, rendered(transactions.get(existing)!));
    const id = body.calculation as string;
    const calculation = calculations.get(id);
    if (!calculation) return send(404, missing('tax.calculation', id ?? ''));
    const reference = body.reference as string | undefined;
    if (!reference) return send(400, invalid('Missing required param: reference.', 'reference'));
    if (byReference.has(reference))
      return send(400, invalid(`A transaction with reference ${reference} already exists.`, 'reference'));
    if (calculation.lineItems.some((item) => !item.reference))
      return send(400, invalid('Every line item needs a reference to create a transaction.', 'calculation'));
    const { shipping_cost } = calculation;
    send(
      200,
      record(
        {
          id: `tax_${randomBytes(8).toString('hex')}`,
          object: 'tax.transaction',
          created: now(),
          currency: calculation.currency,
          customer: null,
          customer_details: calculation.customer_details,
          livemode: false,
          metadata: {},
          posted_at: now(),
          reference,
          reversal: null,
          ship_from_details: null,
          shipping_cost: shipping_cost && withoutBreakdown(shipping_cost),
          tax_date: calculation.tax_date,
          type: 'transaction',
          amountTotal: calculation.amount_total,
        },
        key,
      ),
    );
  }

  function createReversal(body: Record<string, Nested>, key: string, send: Send) {
    const existing = key && byIdempotencyKey.get(key);
    if (existing) return send(200, rendered(transactions.get(existing)!));
    const id = body.original_transaction as string;
    const original = transactions.get(id);
    if (!original || original.type !== 'transaction') return send(404, missing('tax.transaction', id ?? ''));
    const reference = body.reference as string | undefined;
    if (!reference) return send(400, invalid('Missing required param: reference.', 'reference'));
    if (byReference.has(reference))
      return send(400, invalid(`A transaction with reference ${reference} already exists.`, 'reference'));
    const reversals = [...transactions.values()].filter((t) => t.reversal?.original_transaction === id);
    const left = original.amountTotal + reversals.reduce((sum, t) => sum + t.amountTotal, 0);
    let amountTotal: number;
    if (body.mode === 'full') {
      if (reversals.length)
        return send(
          400,
          invalid('A transaction that was partially reversed cannot be fully reversed.', 'mode'),
        );
      amountTotal = -original.amountTotal;
    } else if (body.mode === 'partial') {
      const flat = Number(body.flat_amount);
      if (!Number.isInteger(flat) || flat >= 0)
        return send(400, invalid('flat_amount must be a negative integer.', 'flat_amount'));
      if (-flat > left)
        return send(
          400,
          invalid(`flat_amount (${flat}) is more than is left to reverse (${left}).`, 'flat_amount'),
        );
      amountTotal = flat;
    } else return send(400, invalid('mode must be one of full, partial.', 'mode'));
    send(
      200,
      record(
        {
          ...original,
          id: `tax_${randomBytes(8).toString('hex')}`,
          created: now(),
          posted_at: now(),
          reference,
          reversal: { original_transaction: id },
          type: 'reversal',
          amountTotal,
          mode: body.mode as string,
        },
        key,
      ),
    );
  }

  return {
    calculations,
    transactions,
    /** Answers a Stripe Tax call; false when the path is not one of them. */
    handle(method: string, path: string, search: string, form: URLSearchParams, key: string, send: Send) {
      const body = decodeForm(form);
      const lines = /^\/v1\/tax\/calculations\/([^/]+)\/line_items$/.exec(path);
      if (method === 'POST' && path === '/v1/tax/calculations') createCalculation(body, send);
      else if (method === 'GET' && lines) listLineItems(lines[1], search, send);
      else if (method === 'POST' && path === '/v1/tax/transactions/create_from_calculation')
        createFromCalculation(body, key, send);
      else if (method === 'POST' && path === '/v1/tax/transactions/create_reversal')
        createReversal(body, key, send);
      else return false;
      return true;
    },
  };
}
