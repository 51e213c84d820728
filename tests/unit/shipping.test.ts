import { DEFAULT_SHIPPING_SETTINGS, shippingSettingsSchema } from '@/lib/schemas/shipping';
import {
  checkoutMethods,
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

describe('shipping rules', () => {
  it('charges the spec’s flat 11.99 for national shipping until the owner sets a rate', () => {
    expect(shippingCentsFor(null, 'national', 50_000)).toBe(1199);
    expect(shippingCentsFor(DEFAULT_SHIPPING_SETTINGS, 'international', 100)).toBe(1199);
  });

  it('makes shipping free from the owner’s amount on, not a cent before', () => {
    expect(shippingCentsFor(settings, 'national', 9999)).toBe(800);
    expect(shippingCentsFor(settings, 'national', 10000)).toBe(0);
    expect(shippingCentsFor(settings, 'pickup', 1)).toBe(0);
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
