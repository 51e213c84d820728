import { parseVariantsText, variantsText } from '@/lib/notion-variant-text';

describe('the Notion "Variants" text', () => {
  it('reads stock, an own price and unlimited stock, a line or a ";" each', () => {
    expect(parseVariantsText('Size 6: 3\nSize 9: 1 @ 62.00; Size 7: unlimited\nCeladon:')).toEqual([
      { name: 'Size 6', totalInventory: 3, price: null },
      { name: 'Size 9', totalInventory: 1, price: 62 },
      { name: 'Size 7', totalInventory: null, price: null },
      { name: 'Celadon', totalInventory: null, price: null },
    ]);
    expect(parseVariantsText('  ')).toEqual([]);
  });

  it('refuses a line it cannot read', () => {
    expect(parseVariantsText('Size 6 = two')).toBeNull();
    expect(parseVariantsText('Size 6: -1')).toBeNull();
    expect(parseVariantsText('Size 6: 2 @ cheap')).toBeNull();
  });

  it('writes what it reads back', () => {
    const variants = [
      { name: 'Size 6', totalInventory: 0, price: 58.5 },
      { name: 'Size 7', totalInventory: null, price: null },
    ];
    expect(parseVariantsText(variantsText(variants))).toEqual(variants);
  });
});
