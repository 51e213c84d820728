import { DEFAULT_SHIPPING_SETTINGS, shippingSettingsSchema } from '@/lib/schemas/shipping';
import {
  bandFor,
  checkoutMethods,
  parcelCountry,
  parcelGrams,
  pieceGrams,
  methodPriceText,
  TOO_HEAVY_TEXT,
  weightRatesOf,
  chosenMethod,
  deliveryLines,
  methodsFor,
  offeredShippingSummary,
  shippingCentsFor,
} from '@/lib/shipping';

const settings = shippingSettingsSchema.parse({
  pickup: { address: '201 Lincoln St', instructions: 'Ring the bell' },
  national: { rateCents: 800, freeOverCents: 10000 },
  international: { rateCents: 2450 },
  countries: ['CA'],
});
const ALL = { local: true, national: true, international: true };
/** A parcel at home of no weight: what flat rates never look at. */
const HOME = { country: 'US', grams: 0 };

describe('shipping rules', () => {
  it('charges the spec’s flat 11.99 for national shipping until the owner sets a rate', () => {
    expect(shippingCentsFor(null, 'national', 50_000, HOME)).toBe(1199);
    expect(shippingCentsFor(DEFAULT_SHIPPING_SETTINGS, 'international', 100, HOME)).toBe(1199);
  });

  it('makes shipping free from the owner’s amount on, not a cent before', () => {
    expect(shippingCentsFor(settings, 'national', 9999, HOME)).toBe(800);
    expect(shippingCentsFor(settings, 'national', 10000, HOME)).toBe(0);
    expect(shippingCentsFor(settings, 'pickup', 1, HOME)).toBe(0);
  });

  it('lists the methods that fit an address: national at home, international to the listed countries', () => {
    expect(methodsFor(ALL, settings, 'US')).toEqual(['pickup', 'national']);
    expect(methodsFor(ALL, settings, 'CA')).toEqual(['pickup', 'international']);
    expect(methodsFor(ALL, settings, 'FR')).toEqual(['pickup']);
    expect(methodsFor(null, null, 'US')).toEqual(['national']);
    expect(checkoutMethods({ ...ALL, local: false }, DEFAULT_SHIPPING_SETTINGS)).toEqual(['national']);
  });

  it('keeps the shopper’s pick when it is offered, else national shipping', () => {
    expect(chosenMethod(['pickup', 'national'], 'pickup')).toBe('pickup');
    expect(chosenMethod(['pickup', 'national'], 'international')).toBe('national');
    expect(chosenMethod(['pickup'], undefined)).toBe('pickup');
    expect(chosenMethod([], undefined)).toBeNull();
  });

  it('says how an order is delivered, and for pickup where and how', () => {
    expect(deliveryLines('pickup', settings)).toEqual([
      'Delivery: Local pickup',
      'Pickup address: 201 Lincoln St',
      'Pickup instructions: Ring the bell',
    ]);
    expect(deliveryLines('national', settings)).toEqual(['Delivery: National shipping']);
    expect(deliveryLines(null, settings)).toEqual([]);
  });
});

describe('offeredShippingSummary', () => {
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  it('names each method checkout offers with its price, international with its countries', () => {
    expect(offeredShippingSummary(null, null, dollars)).toBe('national shipping at $11.99');
    const settings = {
      ...DEFAULT_SHIPPING_SETTINGS,
      national: { rateCents: 0, freeOverCents: null },
      international: { rateCents: 2450, freeOverCents: 20000 },
      countries: ['CA'],
    };
    expect(
      offeredShippingSummary({ local: true, national: true, international: true }, settings, dollars),
    ).toBe(
      'local pickup, national shipping free and international shipping at $24.50 (free over $200.00) to 1 country',
    );
    // International without countries is not offered at checkout.
    expect(
      offeredShippingSummary(
        { local: false, national: false, international: true },
        DEFAULT_SHIPPING_SETTINGS,
        dollars,
      ),
    ).toBe('no delivery method');
  });
});

describe('rates by weight and zone', () => {
  const byWeight = shippingSettingsSchema.parse({
    national: { rateCents: 800, freeOverCents: 30000 },
    international: { rateCents: 2450 },
    countries: ['CA', 'DE', 'FR', 'JP'],
    weightRates: {
      kind: 'weight',
      packagingGrams: 150,
      defaultItemGrams: 400,
      zones: [
        {
          name: 'Home',
          countries: ['US'],
          bands: [
            { upToGrams: 500, rateCents: 600 },
            { upToGrams: 2000, rateCents: 1400 },
            { upToGrams: null, rateCents: 2600 },
          ],
        },
        {
          name: 'Europe',
          countries: ['DE', 'FR'],
          bands: [
            { upToGrams: 1000, rateCents: 2200 },
            { upToGrams: 3000, rateCents: 4800 },
          ],
        },
      ],
      restOfWorld: [{ upToGrams: 1000, rateCents: 3500 }],
    },
  });
  const charge = (method: 'national' | 'international', country: string, grams: number, subtotal = 5000) =>
    shippingCentsFor(byWeight, method, subtotal, { country, grams });

  it('takes the band a parcel falls in, its upper weight included, in the zone of its country', () => {
    expect(charge('national', 'US', 500)).toBe(600);
    expect(charge('national', 'US', 501)).toBe(1400);
    expect(charge('national', 'US', 2000)).toBe(1400);
    expect(charge('national', 'US', 2001)).toBe(2600);
    expect(charge('national', 'US', 250_000)).toBe(2600);
    expect(charge('international', 'DE', 1000)).toBe(2200);
    expect(charge('international', 'FR', 1001)).toBe(4800);
    // No zone lists Japan or Canada: the rest of the world's bands.
    expect(charge('international', 'JP', 999)).toBe(3500);
    expect(charge('international', 'CA', 1000)).toBe(3500);
  });

  it('has no rate past the last band that has a weight, and the free amount still applies', () => {
    expect(charge('international', 'DE', 3001)).toBeNull();
    expect(charge('international', 'JP', 1001)).toBeNull();
    expect(charge('national', 'US', 501, 30000)).toBe(0);
    expect(methodPriceText(byWeight, 'international', 5000, { country: 'DE', grams: 3001 }, String)).toBe(
      TOO_HEAVY_TEXT,
    );
  });

  it('weighs a parcel: sizes over products, the default for a piece not weighed, packaging once', () => {
    const rates = weightRatesOf(byWeight);
    expect(pieceGrams({ product: 2000, variant: 350 })).toBe(350);
    expect(pieceGrams({ product: 2000, variant: null })).toBe(2000);
    expect(pieceGrams({ product: null })).toBeNull();
    // A 2 kg bowl, two rings of 12 g, and a piece nobody weighed (400 g): 2,424 g and 150 g of packaging.
    const grams = parcelGrams(
      [
        { weightGrams: 2000, quantity: 1 },
        { weightGrams: 12, quantity: 2 },
        { weightGrams: null, quantity: 1 },
      ],
      rates,
    );
    expect(grams).toBe(2574);
    expect(weightRatesOf(null).kind).toBe('flat');
  });

  it('offers a method only where a zone (or the rest of the world) has bands', () => {
    const noRest = shippingSettingsSchema.parse({
      ...byWeight,
      weightRates: { ...byWeight.weightRates, restOfWorld: [] },
    });
    expect(methodsFor(ALL, noRest, 'DE')).toEqual(['pickup', 'international']);
    expect(methodsFor(ALL, noRest, 'JP')).toEqual(['pickup']);
    expect(parcelCountry('international', ' de ')).toBe('DE');
    expect(parcelCountry('national', 'DE')).toBe('US');
  });

  it('finds the lightest band that takes a weight', () => {
    const bands = [
      { upToGrams: 100, rateCents: 1 },
      { upToGrams: 200, rateCents: 2 },
    ];
    expect(bandFor(bands, 0)?.rateCents).toBe(1);
    expect(bandFor(bands, 200)?.rateCents).toBe(2);
    expect(bandFor(bands, 201)).toBeNull();
  });

  it('refuses tables that cannot be read one way', () => {
    const tables = (weightRates: unknown) => shippingSettingsSchema.safeParse({ weightRates });
    const zone = (countries: string[], bands: unknown[]) => ({ name: 'Z', countries, bands });
    const messages = (weightRates: unknown) =>
      tables(weightRates).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(
      messages({
        kind: 'weight',
        zones: [
          zone(
            ['US'],
            [
              { upToGrams: 500, rateCents: 1 },
              { upToGrams: 500, rateCents: 2 },
            ],
          ),
        ],
      }),
    ).toEqual([
      'weightRates.zones.0.bands.1.upToGrams: Each weight band must be heavier than the one before',
    ]);
    expect(
      messages({
        kind: 'weight',
        zones: [
          zone(
            ['US'],
            [
              { upToGrams: null, rateCents: 1 },
              { upToGrams: 900, rateCents: 2 },
            ],
          ),
        ],
      }),
    ).toEqual(['weightRates.zones.0.bands.0.upToGrams: Only the last weight band may be without a weight']);
    expect(
      messages({
        kind: 'weight',
        zones: [
          zone(['US', 'CA'], [{ upToGrams: null, rateCents: 1 }]),
          zone(['ca'], [{ upToGrams: null, rateCents: 1 }]),
        ],
      }),
    ).toEqual(['weightRates.zones.1.countries: CA is in two zones: Z and Z']);
    expect(messages({ kind: 'weight' })).toEqual([
      'weightRates.zones: Rates by weight need at least one zone or a rate for the rest of the world',
    ]);
    expect(messages({ kind: 'weight', restOfWorld: [{ upToGrams: 10.5, rateCents: 1 }] })).toEqual([
      'weightRates.restOfWorld.0.upToGrams: Band weight must be a whole number of grams',
    ]);
    expect(tables({ kind: 'flat' }).success).toBe(true);
  });
});
