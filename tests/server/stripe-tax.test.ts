/**
 * Stripe Tax behind the tax provider adapter, against a local server that speaks Stripe's wire
 * format (support/fake-stripe.ts): what Sitka sends, how Stripe's answer reads back as Sitka's
 * tax lines, recording and reversing sales, and what happens when Stripe fails or is not set up.
 */
import { paymentAccounts } from '@/server/src/db/schema';
import { createStripeClient } from '@/server/src/adapters/payments/stripe';
import {
  createStripeTaxProvider,
  taxProviderOf,
  type StoreTaxSettings,
  type TaxCalculation,
  type TaxCalculationInput,
  type TaxProvider,
} from '@/server/src/services/tax';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { startFakeStripe } from './support/fake-stripe';

const SECRET_KEY = 'sk_test_sitka_tax';
const ACCOUNT = 'acct_demo_tax';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  t = await buildTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_BASE: stripe.url });
  await t.database.db
    .insert(paymentAccounts)
    .values({ tenantId: 'demo', accountId: ACCOUNT, accountStatus: 'complete' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
afterEach(() => {
  stripe.outage(false);
  stripe.latency(0);
});

const settings = (overrides: Partial<StoreTaxSettings> = {}): StoreTaxSettings => ({
  pricesIncludeTax: false,
  registrations: [],
  provider: 'stripe',
  taxShipping: false,
  taxServiceFee: false,
  ...overrides,
});

const SEATTLE = { country: 'US', region: 'WA', postalCode: '98101' };

const provider = () => taxProviderOf(t.app, 'demo', { provider: 'stripe' });

/** The last call Sitka made to this path of Stripe's. */
const lastCall = (path: string) => stripe.received.filter((request) => request.path === path).at(-1)!;

async function calculate(input: Omit<TaxCalculationInput, 'settings'> & { settings?: StoreTaxSettings }) {
  return (await provider()).calculate({ settings: settings(), ...input });
}

describe('calculate', () => {
  it('sends each line with its reference, tax behaviour, tax code and the shipping address, on the store’s account', async () => {
    await calculate({
      settings: settings({ taxShipping: true }),
      destination: SEATTLE,
      lines: [
        { id: '0', amountCents: 10_000, quantity: 2 },
        { id: '1', amountCents: 2_500, quantity: 1, category: 'exempt' },
      ],
      shippingCents: 1_000,
      serviceFeeCents: 300,
    });
    const call = lastCall('/v1/tax/calculations');
    expect(call.headers['stripe-account']).toBe(ACCOUNT);
    expect(Object.fromEntries(call.form)).toMatchObject({
      currency: 'usd',
      'line_items[0][amount]': '10000',
      'line_items[0][quantity]': '2',
      'line_items[0][reference]': '0',
      'line_items[0][tax_behavior]': 'exclusive',
      'line_items[0][tax_code]': 'txcd_99999999',
      'line_items[1][reference]': '1',
      'line_items[1][tax_code]': 'txcd_00000000',
      'customer_details[address][country]': 'US',
      'customer_details[address][state]': 'WA',
      'customer_details[address][postal_code]': '98101',
      'customer_details[address_source]': 'shipping',
      'shipping_cost[amount]': '1000',
      'shipping_cost[tax_behavior]': 'exclusive',
    });
    // The service fee is not taxed unless the store says so: it is not sent.
    expect(call.form.has('line_items[2][reference]')).toBe(false);
  });

  it('answers each line’s tax by jurisdiction as the built-in engine names them, rates in thousandths of a percent', async () => {
    const result = await calculate({
      settings: settings({ taxShipping: true }),
      destination: SEATTLE,
      lines: [
        { id: '0', amountCents: 10_000, quantity: 2 },
        { id: '1', amountCents: 2_500, quantity: 1, category: 'exempt' },
      ],
      shippingCents: 1_000,
      serviceFeeCents: 300,
    });
    expect(result.lines).toEqual([
      {
        id: '0',
        taxableCents: 10_000,
        taxCents: 1_175,
        components: [
          { jurisdiction: 'US-WA', rate: 6_500, amountCents: 650 },
          { jurisdiction: 'US-WA-CITY', rate: 3_850, amountCents: 385 },
          { jurisdiction: 'US-WA-DISTRICT', rate: 1_400, amountCents: 140 },
        ],
      },
      { id: '1', taxableCents: 2_500, taxCents: 0, components: [] },
    ]);
    // 6.5% of $10 is 65¢, 3.85% is 38.5¢ (39¢), 1.4% is 14¢.
    expect(result.shipping).toMatchObject({ id: 'shipping', taxableCents: 1_000, taxCents: 118 });
    expect(result.serviceFee).toEqual({ id: 'service-fee', taxableCents: 300, taxCents: 0, components: [] });
    expect(result.totalTaxCents).toBe(1_293);
    expect(result.reason).toBeNull();
    expect(result.pricesIncludeTax).toBe(false);
    // The calculation's id, kept to record the sale once it is paid.
    expect(stripe.taxCalculations.has(result.reference!)).toBe(true);
  });

  it('with prices that include tax, finds the tax inside the price: 19/119 in Germany, the fee taxed when the store says so', async () => {
    const result = await calculate({
      settings: settings({ pricesIncludeTax: true, taxServiceFee: true }),
      destination: { country: 'DE' },
      lines: [{ id: '0', amountCents: 11_900, quantity: 1 }],
      shippingCents: 500,
      serviceFeeCents: 119,
    });
    const call = lastCall('/v1/tax/calculations');
    expect(call.form.get('line_items[0][tax_behavior]')).toBe('inclusive');
    expect(call.form.get('line_items[1][reference]')).toBe('service-fee');
    expect(call.form.get('line_items[1][tax_behavior]')).toBe('inclusive');
    expect(call.form.has('shipping_cost[amount]')).toBe(false);
    expect(result.lines).toEqual([
      {
        id: '0',
        taxableCents: 10_000,
        taxCents: 1_900,
        components: [{ jurisdiction: 'DE', rate: 19_000, amountCents: 1_900 }],
      },
    ]);
    expect(result.serviceFee).toEqual({
      id: 'service-fee',
      taxableCents: 100,
      taxCents: 19,
      components: [{ jurisdiction: 'DE', rate: 19_000, amountCents: 19 }],
    });
    expect(result.shipping).toEqual({ id: 'shipping', taxableCents: 500, taxCents: 0, components: [] });
    expect(result).toMatchObject({ pricesIncludeTax: true, totalTaxCents: 1_919 });
  });

  it('says why there is no tax where the store’s Stripe account collects none', async () => {
    const result = await calculate({
      destination: { country: 'JP' },
      lines: [{ id: '0', amountCents: 4_000, quantity: 1 }],
    });
    expect(result).toMatchObject({ totalTaxCents: 0, reason: 'DESTINATION_NOT_REGISTERED' });
    expect(result.lines[0]).toEqual({ id: '0', taxableCents: 4_000, taxCents: 0, components: [] });
  });

  it('taxes a pickup where the store is', async () => {
    const result = await calculate({
      destination: { country: 'DE' },
      delivery: 'pickup',
      storeAddress: { country: 'US', region: 'CA', postalCode: '94103' },
      lines: [{ id: '0', amountCents: 2_000, quantity: 1 }],
    });
    expect(lastCall('/v1/tax/calculations').form.get('customer_details[address][state]')).toBe('CA');
    expect(result.lines[0].components).toEqual([{ jurisdiction: 'US-CA', rate: 7_250, amountCents: 145 }]);
  });

  it('reads every line of a long basket, past the ten Stripe sends with the calculation', async () => {
    const lines = Array.from({ length: 12 }, (_, index) => ({
      id: String(index),
      amountCents: 1_000 * (index + 1),
      quantity: 1,
    }));
    const result = await calculate({ destination: { country: 'FR' }, lines });
    expect(result.lines.map((line) => line.id)).toEqual(lines.map((line) => line.id));
    expect(result.lines.map((line) => line.taxCents)).toEqual(lines.map((line) => line.amountCents / 5));
    expect(lastCall(`/v1/tax/calculations/${result.reference}/line_items`).method).toBe('GET');
  });
});

describe('recordTransaction and reverse', () => {
  let tax: TaxProvider;
  const paid = async (): Promise<TaxCalculation> =>
    tax.calculate({
      settings: settings(),
      destination: { country: 'DE' },
      lines: [{ id: '0', amountCents: 10_000, quantity: 1 }],
    });
  beforeAll(async () => {
    tax = await provider();
  });

  it('records the paid order from its calculation, once however often it is asked', async () => {
    const calculation = await paid();
    const first = await tax.recordTransaction({ orderId: 'ord_record', calculation });
    const again = await tax.recordTransaction({ orderId: 'ord_record', calculation });
    const call = lastCall('/v1/tax/transactions/create_from_calculation');
    expect(call.form.get('calculation')).toBe(calculation.reference);
    expect(call.form.get('reference')).toBe('ord_record');
    expect(call.headers['stripe-account']).toBe(ACCOUNT);
    expect(again.reference).toBe(first.reference);
    const recorded = [...stripe.taxTransactions.values()].filter((row) => row.reference === 'ord_record');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ id: first.reference, type: 'transaction', amountTotal: 11_900 });
  });

  it('reverses a partial refund by its amount, tax included, with a reference of its own per refund', async () => {
    const calculation = await paid();
    const { reference } = await tax.recordTransaction({ orderId: 'ord_partial', calculation });
    const first = await tax.reverse({
      orderId: 'ord_partial',
      amountCents: 5_950,
      transactionReference: reference,
      refundId: 'rf_1',
    });
    const call = lastCall('/v1/tax/transactions/create_reversal');
    expect(Object.fromEntries(call.form)).toEqual({
      original_transaction: reference,
      reference: 'ord_partial-refund-rf_1',
      mode: 'partial',
      flat_amount: '-5950',
    });
    const second = await tax.reverse({
      orderId: 'ord_partial',
      amountCents: 5_950,
      transactionReference: reference,
      refundId: 'rf_2',
    });
    expect(lastCall('/v1/tax/transactions/create_reversal').form.get('reference')).toBe(
      'ord_partial-refund-rf_2',
    );
    expect(second.reference).not.toBe(first.reference);
    expect(stripe.taxTransactions.get(first.reference!)).toMatchObject({
      type: 'reversal',
      reversal: { original_transaction: reference },
      amountTotal: -5_950,
    });
    // Nothing is left to reverse: Stripe refuses, and so does Sitka, with Stripe's reason.
    await expect(
      tax.reverse({
        orderId: 'ord_partial',
        amountCents: 1,
        transactionReference: reference,
        refundId: 'rf_3',
      }),
    ).rejects.toMatchObject({ statusCode: 502, code: 'TAX_PROVIDER_REFUSED' });
  });

  it('reverses a whole refund in full', async () => {
    const calculation = await paid();
    const { reference } = await tax.recordTransaction({ orderId: 'ord_full', calculation });
    const reversal = await tax.reverse({
      orderId: 'ord_full',
      amountCents: 11_900,
      transactionReference: reference,
      refundId: 'rf_all',
      full: true,
    });
    const call = lastCall('/v1/tax/transactions/create_reversal');
    expect(call.form.get('mode')).toBe('full');
    expect(call.form.has('flat_amount')).toBe(false);
    expect(stripe.taxTransactions.get(reversal.reference!)).toMatchObject({ amountTotal: -11_900 });
  });
});

describe('when Stripe fails', () => {
  const basket = {
    destination: { country: 'DE' },
    lines: [{ id: '0', amountCents: 10_000, quantity: 1 }],
  };

  it('an outage is a 503 to try again, never a zero tax', async () => {
    stripe.outage(true);
    await expect(calculate(basket)).rejects.toMatchObject({ statusCode: 503, code: 'TAX_UNAVAILABLE' });
    stripe.outage(false);
    const calculation = await calculate(basket);
    stripe.outage(true);
    const tax = await provider();
    await expect(tax.recordTransaction({ orderId: 'ord_outage', calculation })).rejects.toMatchObject({
      statusCode: 503,
      code: 'TAX_UNAVAILABLE',
    });
  });

  it('a Stripe that does not answer in time is the same 503', async () => {
    stripe.latency(2_000);
    const slow = createStripeTaxProvider({
      client: createStripeClient({ secretKey: SECRET_KEY, apiBase: stripe.url }),
      accountId: null,
      timeoutMs: 100,
    });
    await expect(slow.calculate({ settings: settings(), ...basket })).rejects.toMatchObject({
      statusCode: 503,
      code: 'TAX_UNAVAILABLE',
    });
  });

  it('a refusal is a 502 with Stripe’s reason; an address it cannot place is the buyer’s 400', async () => {
    const wrongKey = createStripeTaxProvider({
      client: createStripeClient({ secretKey: 'sk_test_wrong', apiBase: stripe.url }),
      accountId: null,
    });
    await expect(wrongKey.calculate({ settings: settings(), ...basket })).rejects.toMatchObject({
      statusCode: 502,
      code: 'TAX_PROVIDER_REFUSED',
      message: 'Stripe Tax refused: Invalid API Key provided',
    });
    await expect(
      calculate({ ...basket, destination: { country: 'US', region: 'WA' } }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'TAX_ADDRESS_INVALID', field: 'customerInfo.zipCode' });
  });
});

describe('a Sitka without Stripe', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
  }, 120_000);
  afterAll(() => plain?.close());

  it('refuses Stripe Tax when asked for it, rather than charge no tax', async () => {
    await expect(taxProviderOf(plain.app, 'demo', { provider: 'stripe' })).rejects.toMatchObject({
      statusCode: 503,
      code: 'TAX_PROVIDER_OFF',
    });
  });

  it('refuses the setting with a 400 naming provider; with Stripe it is kept', async () => {
    const body = { pricesIncludeTax: false, registrations: [], provider: 'stripe' };
    const refused = await plain.app.inject({
      method: 'PUT',
      url: '/api/admin/tax-settings',
      headers: { ...demo, ...(await bearerFor(plain.app, 'owner@demo.test')) },
      payload: body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'provider' });
    const owner = { ...demo, ...(await bearerFor(t.app, 'owner@demo.test')) };
    const kept = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/tax-settings',
      headers: owner,
      payload: body,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().provider).toBe('stripe');
  });
});
