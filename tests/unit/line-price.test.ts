import { linePrice } from '@/lib/line-price';
import { lineNameOf } from '@/lib/product-variants';

describe('linePrice', () => {
  it('is the chosen variant’s own price when it has one', () => {
    expect(linePrice({ product: 48, variant: 62 })).toBe(62);
    expect(linePrice({ product: 4800, variant: 0 })).toBe(0);
  });

  it('is the product’s price for a variant without one, or no variant', () => {
    expect(linePrice({ product: 48, variant: null })).toBe(48);
    expect(linePrice({ product: 48 })).toBe(48);
  });
});

describe('lineNameOf', () => {
  it('names a variant beside its product, and a product sold as itself alone', () => {
    expect(lineNameOf('Sterling Ring', 'Size 6')).toBe('Sterling Ring — Size 6');
    expect(lineNameOf('Sterling Ring', null)).toBe('Sterling Ring');
  });
});
