import { formatPrice, orderTotalCents, toCents, toDollars } from '@/lib/money';

describe('formatPrice', () => {
  it('shows dollars with two decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(148)).toBe('$148.00');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
  });

  it('puts the minus before the dollar sign (a day that refunded more than it sold)', () => {
    expect(formatPrice(-50)).toBe('-$50.00');
  });

  it('shows nothing for a price that is not a number', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('toCents and toDollars', () => {
  it('rounds to the nearest cent, so float sums do not drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005 * 1000)).toBe(100500);
    expect(toCents(11.99) + toCents(2.99)).toBe(1498);
    expect(toCents(4.35)).toBe(435); // 4.35 * 100 is 434.99999999999994
  });

  it('turns cents back into the dollars the api shows', () => {
    expect(toDollars(1999)).toBe(19.99);
    expect(toDollars(toCents(148))).toBe(148);
  });
});

describe('orderTotalCents', () => {
  it('adds the flat shipping of 11.99 and the service fee of 2.99 to the items', () => {
    const total = orderTotalCents([
      { priceCents: 14800, quantity: 1 },
      { priceCents: 4200, quantity: 2 },
    ]);
    expect(total).toEqual({
      subtotalCents: 23200,
      shippingCents: 1199,
      serviceFeeCents: 299,
      totalCents: 23200 + 1199 + 299,
    });
  });

  it('charges shipping and the fee even on an empty basket', () => {
    expect(orderTotalCents([]).totalCents).toBe(1498);
  });
});
