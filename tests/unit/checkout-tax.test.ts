import { destinationOf, storePlaceOf, taxByRate, taxLineRows } from '@/server/src/services/checkout/tax';
import { DEFAULT_TAX_SETTINGS } from '@/server/src/services/tax/settings';
import { taxShownOf } from '@/lib/tax/checkout-tax';
import { calculateBuiltinTax } from '@/server/src/services/tax';

const alaska = { ...DEFAULT_TAX_SETTINGS, registrations: [{ country: 'US', region: 'AK', rate: 6000 }] };

describe('where checkout taxes', () => {
  it('taxes a pickup at the store’s own address, as the owner typed it', () => {
    expect(
      storePlaceOf({ state: 'ak', country: 'United States', zipCode: '99835' }, DEFAULT_TAX_SETTINGS),
    ).toEqual({
      country: 'US',
      region: 'AK',
      postalCode: '99835',
    });
    expect(storePlaceOf({ state: 'Bavaria', country: 'de' }, DEFAULT_TAX_SETTINGS)).toMatchObject({
      country: 'DE',
      region: null,
    });
  });

  it('falls back to the store’s one registration when its address names no state, else to no place taxed', () => {
    expect(storePlaceOf({ state: 'Alaska' }, alaska)).toMatchObject({ country: 'US', region: 'AK' });
    expect(storePlaceOf(null, alaska)).toMatchObject({ country: 'US', region: 'AK' });
    expect(storePlaceOf(null, DEFAULT_TAX_SETTINGS)).toMatchObject({ country: 'US', region: null });
  });

  it('ships to the details’ country (the US when none) and state', () => {
    expect(destinationOf({ state: 'wa', zipCode: '98101' })).toEqual({
      country: 'US',
      region: 'WA',
      postalCode: '98101',
    });
    expect(destinationOf({ country: 'fr', state: '' })).toMatchObject({ country: 'FR', region: null });
    expect(destinationOf(undefined)).toMatchObject({ country: 'US', region: null });
  });
});

describe('tax lines and what checkout shows', () => {
  const calculation = calculateBuiltinTax({
    settings: { ...alaska, taxServiceFee: true },
    destination: { country: 'US', region: 'AK' },
    lines: [
      { id: '0', amountCents: 4200, quantity: 1 },
      { id: '1', amountCents: 1000, quantity: 2, category: 'exempt' },
    ],
    shippingCents: 1199,
    serviceFeeCents: 299,
  });

  it('writes one row per line and jurisdiction, naming the payment’s line for an item', () => {
    expect(taxLineRows(calculation)).toEqual([
      {
        kind: 'item',
        line: 0,
        jurisdiction: 'US-AK-LOCAL',
        rate: 6000,
        taxableCents: 4200,
        amountCents: 252,
      },
      {
        kind: 'service_fee',
        line: null,
        jurisdiction: 'US-AK-LOCAL',
        rate: 6000,
        taxableCents: 299,
        amountCents: 18,
      },
    ]);
    expect(taxLineRows(null)).toEqual([]);
  });

  it('sums per jurisdiction and rate', () => {
    expect(
      taxByRate([
        { jurisdiction: 'DE', rate: 19000, amountCents: 100 },
        { jurisdiction: 'DE', rate: 19000, amountCents: 50 },
        { jurisdiction: 'DE', rate: 7000, amountCents: 7 },
      ]),
    ).toEqual([
      { jurisdiction: 'DE', rate: 19000, amountCents: 150 },
      { jurisdiction: 'DE', rate: 7000, amountCents: 7 },
    ]);
  });

  it('shows tax added, VAT included, the import note, or nothing', () => {
    expect(taxShownOf({ taxCents: 5, pricesIncludeTax: false, taxNote: null })).toEqual({
      kind: 'added',
      cents: 5,
    });
    expect(taxShownOf({ taxCents: 5, pricesIncludeTax: true, taxNote: null })).toEqual({
      kind: 'included',
      cents: 5,
    });
    expect(taxShownOf({ taxCents: 0, pricesIncludeTax: false, taxNote: 'IOSS_OVER_LIMIT' })).toEqual({
      kind: 'import',
    });
    expect(taxShownOf({ taxCents: 0, pricesIncludeTax: false, taxNote: 'NOT_REGISTERED' })).toBeNull();
  });
});
