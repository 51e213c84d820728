import { lineRefundable } from '@/lib/constants/discounts';
import { computeDiscount, shareOut } from '@/server/src/services/discounts/rules';
import type { DiscountCodeRow } from '@/server/src/repositories/discounts';

const code = (fields: Partial<DiscountCodeRow>): DiscountCodeRow => ({
  id: 'c1',
  tenantId: 'demo',
  code: 'MARKET10',
  kind: 'percent',
  value: 10,
  appliesTo: 'order',
  productIds: [],
  categoryIds: [],
  minOrderCents: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  oncePerCustomer: false,
  usesCount: 0,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...fields,
});

describe('a discount shared among the lines', () => {
  it('adds up to the discount to the cent, the odd cents to the largest remainders', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(1000, [3000, 0, 1000])).toEqual([750, 0, 250]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
  });

  it('gives uncovered lines no share, and an amount at most what covered lines cost', () => {
    const lines = [
      { productId: 'ring', quantity: 1, priceCents: 14800 },
      { productId: 'mug', quantity: 2, priceCents: 4200 },
    ];
    const share = computeDiscount(
      code({ kind: 'amount', value: 10_000, appliesTo: 'products', productIds: ['mug'] }),
      lines,
      new Map(),
    );
    expect(share).toEqual({ discountCents: 8400, lineDiscounts: [0, 8400] });
  });

  it('rounds a percentage to the cent', () => {
    const share = computeDiscount(
      code({ value: 15 }),
      [{ productId: 'a', quantity: 3, priceCents: 333 }],
      new Map(),
    );
    expect(share.discountCents).toBe(150);
  });
});

describe('what a line was paid', () => {
  it('is its total less its share of the discount', () => {
    expect(lineRefundable({ price: 42, quantity: 2, discount: 8.4 })).toBe(75.6);
    expect(lineRefundable({ price: 19.99, quantity: 3 })).toBe(59.97);
  });
});
