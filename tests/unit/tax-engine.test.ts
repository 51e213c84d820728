/**
 * The built-in tax engine: who is taxed where, at which rate, and the cents it comes to.
 */
import {
  calculateBuiltinTax,
  IOSS_LIMIT_CENTS,
  type StoreTaxSettings,
  type TaxCalculationInput,
} from '@server/services/tax';
import { taxProviderFor, TaxProviderOffError } from '@server/services/tax';
import { rateOn, TAX_RATES, US_TAX_REGIONS } from '@/lib/tax/rates';
import { taxSettingsBodySchema } from '@/lib/schemas/tax';

const settings = (more: Partial<StoreTaxSettings> = {}): StoreTaxSettings => ({
  pricesIncludeTax: false,
  registrations: [],
  provider: 'builtin',
  taxShipping: false,
  taxServiceFee: false,
  ...more,
});

const ALASKA = { country: 'US', region: 'AK' };
const line = (amountCents: number, id = 'a') => ({ id, amountCents, quantity: 1 });

const tax = (input: Partial<TaxCalculationInput> & { settings: StoreTaxSettings }) =>
  calculateBuiltinTax({ destination: ALASKA, lines: [line(10_000)], day: '2026-11-29', ...input });

describe('the built-in tax engine', () => {
  it('charges nothing for a store registered nowhere', () => {
    const result = tax({ settings: settings(), destination: { country: 'US', region: 'WA' } });
    expect(result.totalTaxCents).toBe(0);
    expect(result.reason).toBe('NOT_REGISTERED');
  });

  it('charges an Alaska borough’s 6% on a pickup at the store, on top of the state’s 0', () => {
    const result = tax({
      settings: settings({ registrations: [{ country: 'US', region: 'AK', rate: 6_000 }] }),
      destination: { country: 'DE' },
      delivery: 'pickup',
      storeAddress: ALASKA,
      lines: [line(4_200, 'mug'), line(1_999, 'card')],
    });
    expect(result.lines.map((taxed) => taxed.taxCents)).toEqual([252, 120]);
    expect(result.lines[0]!.components).toEqual([
      { jurisdiction: 'US-AK-LOCAL', rate: 6_000, amountCents: 252 },
    ]);
    expect(result.totalTaxCents).toBe(372);
    expect(result.reason).toBeNull();
  });

  it('charges nothing in a state the store is not registered in', () => {
    const result = tax({
      settings: settings({ registrations: [{ country: 'US', region: 'WA', rate: null }] }),
      destination: { country: 'US', region: 'OR' },
    });
    expect(result.totalTaxCents).toBe(0);
    expect(result.reason).toBe('DESTINATION_NOT_REGISTERED');
  });

  it('charges a registered state its base rate, and the owner’s local rate where set', () => {
    const registrations = [
      { country: 'US', region: 'WA', rate: null },
      { country: 'US', region: 'MO', rate: 1_000 },
    ];
    const wa = tax({ settings: settings({ registrations }), destination: { country: 'US', region: 'WA' } });
    expect(wa.lines[0]!.components).toEqual([{ jurisdiction: 'US-WA', rate: 6_500, amountCents: 650 }]);
    const mo = tax({
      settings: settings({ registrations }),
      destination: { country: 'US', region: 'MO' },
      lines: [line(1_000)],
    });
    // 4.225% of $10.00 is 42.25¢ → 42¢; the owner's 1% is 10¢.
    expect(mo.lines[0]!.components.map((component) => component.amountCents)).toEqual([42, 10]);
    expect(mo.totalTaxCents).toBe(52);
  });

  it('takes German VAT out of a price that includes it: 19/119, the shelf price unchanged', () => {
    const result = tax({
      settings: settings({
        pricesIncludeTax: true,
        registrations: [{ country: 'DE', region: null, rate: null }],
      }),
      destination: { country: 'DE' },
      lines: [line(11_900)],
    });
    expect(result.lines[0]).toMatchObject({ taxCents: 1_900, taxableCents: 10_000 });
    expect(result.lines[0]!.taxCents + result.lines[0]!.taxableCents).toBe(11_900);
  });

  it('takes French VAT out of a price that includes it: 20/120, rounded half-up per line', () => {
    const result = tax({
      settings: settings({
        pricesIncludeTax: true,
        registrations: [{ country: 'FR', region: null, rate: null }],
      }),
      destination: { country: 'FR' },
      lines: [line(6_000, 'a'), line(1_003, 'b'), line(1_001, 'c')],
    });
    // 60.00 × 20/120 = 10.00; 10.03 / 6 = 1.671… → 1.67; 10.01 / 6 = 1.668… → 1.67.
    expect(result.lines.map((taxed) => taxed.taxCents)).toEqual([1_000, 167, 167]);
    expect(result.totalTaxCents).toBe(1_334);
  });

  it('rounds an exact half cent up', () => {
    const result = tax({
      settings: settings({ registrations: [{ country: 'DE', region: null, rate: null }] }),
      destination: { country: 'DE' },
      lines: [line(50)], // 19% of 50¢ is 9.5¢
    });
    expect(result.totalTaxCents).toBe(10);
  });

  it('charges no VAT on an EU parcel over the import one-stop-shop limit, and says why', () => {
    const registered = settings({ registrations: [{ country: 'DE', region: null, rate: null }] });
    const over = tax({
      settings: registered,
      destination: { country: 'DE' },
      lines: [line(IOSS_LIMIT_CENTS + 1)],
    });
    expect(over.totalTaxCents).toBe(0);
    expect(over.reason).toBe('IOSS_OVER_LIMIT');
    const at = tax({ settings: registered, destination: { country: 'DE' }, lines: [line(IOSS_LIMIT_CENTS)] });
    expect(at.totalTaxCents).toBe(2_850);
    expect(at.reason).toBeNull();
  });

  it('taxes the amounts it is given, so a discount lowers the tax', () => {
    const registered = settings({ registrations: [{ country: 'US', region: 'WA', rate: null }] });
    const full = tax({
      settings: registered,
      destination: { country: 'US', region: 'WA' },
      lines: [line(10_000)],
    });
    const discounted = tax({
      settings: registered,
      destination: { country: 'US', region: 'WA' },
      lines: [line(8_000)],
    });
    expect([full.totalTaxCents, discounted.totalTaxCents]).toEqual([650, 520]);
  });

  it('taxes shipping and the service fee only when the store says so', () => {
    const registrations = [{ country: 'US', region: 'WA', rate: null }];
    const input = {
      destination: { country: 'US', region: 'WA' },
      shippingCents: 1_199,
      serviceFeeCents: 200,
    };
    const plain = tax({ settings: settings({ registrations }), ...input });
    expect([plain.shipping?.taxCents, plain.serviceFee?.taxCents, plain.totalTaxCents]).toEqual([0, 0, 650]);
    const both = tax({
      settings: settings({ registrations, taxShipping: true, taxServiceFee: true }),
      ...input,
    });
    expect([both.shipping?.taxCents, both.serviceFee?.taxCents, both.totalTaxCents]).toEqual([78, 13, 741]);
  });

  it('charges the owner’s own rate in a registered country the table does not know', () => {
    const result = tax({
      settings: settings({ registrations: [{ country: 'CA', region: null, rate: 5_000 }] }),
      destination: { country: 'CA' },
    });
    expect(result.lines[0]!.components).toEqual([{ jurisdiction: 'CA', rate: 5_000, amountCents: 500 }]);
  });

  it('leaves a line of the exempt category untaxed', () => {
    const result = tax({
      settings: settings({ registrations: [{ country: 'US', region: 'WA', rate: null }] }),
      destination: { country: 'US', region: 'WA' },
      lines: [{ id: 'gift-card', amountCents: 5_000, quantity: 1, category: 'exempt' }, line(1_000, 'b')],
    });
    expect(result.lines.map((taxed) => taxed.taxCents)).toEqual([0, 65]);
  });

  it('answers through the provider adapter, and refuses Stripe Tax without a way to Stripe', async () => {
    const provider = taxProviderFor({ provider: 'builtin' });
    const result = await provider.calculate({
      settings: settings({ registrations: [{ country: 'GB', region: null, rate: null }] }),
      destination: { country: 'GB' },
      lines: [line(1_000)],
    });
    expect(result.totalTaxCents).toBe(200);
    expect(() => taxProviderFor({ provider: 'stripe' })).toThrow(TaxProviderOffError);
  });
});

describe('the rates table', () => {
  it('has every US state and DC, with no state sales tax in AK, DE, MT, NH and OR', () => {
    expect(US_TAX_REGIONS).toHaveLength(51);
    const zero = US_TAX_REGIONS.filter((state) => rateOn(`US-${state}`, '2026-01-01')!.rate === 0);
    expect(zero.sort()).toEqual(['AK', 'DE', 'MT', 'NH', 'OR']);
  });

  it('has the 27 EU member states and the UK, rates as whole thousandths of a percent', () => {
    const countries = new Set(
      TAX_RATES.filter((row) => row.kind === 'vat-standard').map((row) => row.jurisdiction),
    );
    expect(countries.size).toBe(28);
    expect(TAX_RATES.every((row) => Number.isInteger(row.rate) && /^\d{4}-\d{2}-\d{2}$/.test(row.from))).toBe(
      true,
    );
  });

  it('takes the row that held on the day: a change is a new row', () => {
    expect(rateOn('EE', '2025-06-30')!.rate).toBe(22_000);
    expect(rateOn('EE', '2025-07-01')!.rate).toBe(24_000);
    expect(rateOn('XX', '2025-07-01')).toBeNull();
  });
});

describe('the tax settings body', () => {
  const body = (registrations: unknown[]) => ({
    pricesIncludeTax: false,
    provider: 'builtin',
    registrations,
  });
  const fieldOf = (input: unknown) => {
    const parsed = taxSettingsBodySchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0]!.path.join('.');
  };

  it('accepts a state with a local rate and a country, and names the field at fault otherwise', () => {
    expect(fieldOf(body([{ country: 'us', region: 'ak', rate: 6 }, { country: 'DE' }]))).toBeNull();
    expect(fieldOf(body([{ country: 'XX' }]))).toBe('registrations.0.country');
    expect(fieldOf(body([{ country: 'US' }]))).toBe('registrations.0.region');
    expect(fieldOf(body([{ country: 'US', region: 'ZZ' }]))).toBe('registrations.0.region');
    expect(fieldOf(body([{ country: 'DE', rate: 26 }]))).toBe('registrations.0.rate');
    expect(fieldOf(body([{ country: 'DE' }, { country: 'de' }]))).toBe('registrations.1.country');
    expect(fieldOf({ ...body([]), provider: 'avalara' })).toBe('provider');
  });
});
