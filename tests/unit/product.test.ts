import {
  availabilityLabel,
  isPurchasable,
  productImageUrl,
  productImageUrls,
  productSize,
  searchProducts,
  stockCap,
} from '@/lib/product';

describe('availabilityLabel', () => {
  it('says how many are left under 5', () => {
    expect(availabilityLabel(1)).toBe('Only 1 left');
    expect(availabilityLabel(4)).toBe('Only 4 left');
  });

  it('says in stock at 5 and above, and for unlimited (null) stock', () => {
    expect(availabilityLabel(5)).toBe('In stock');
    expect(availabilityLabel(120)).toBe('In stock');
    expect(availabilityLabel(null)).toBe('In stock');
  });

  it('says Out of Stock at zero (or below)', () => {
    expect(availabilityLabel(0)).toBe('Out of Stock');
    expect(availabilityLabel(-2)).toBe('Out of Stock');
  });
});

describe('isPurchasable and stockCap', () => {
  it('lets a product be bought when stock is above zero or unlimited', () => {
    expect(isPurchasable({ totalInventory: 1 })).toBe(true);
    expect(isPurchasable({ totalInventory: null })).toBe(true);
    expect(isPurchasable({ totalInventory: 0 })).toBe(false);
  });

  it('caps the basket at the stock, or 999 when unlimited', () => {
    expect(stockCap({ totalInventory: 3 })).toBe(3);
    expect(stockCap({ totalInventory: null })).toBe(999);
  });
});

describe('searchProducts', () => {
  const products = [
    'Glacier Ring',
    'Spruce RING',
    'Raven Necklace',
    'ring of fire',
    'Braided ring',
    'Gold-Fill Wave Ring',
    'Amethyst Ring',
    'Mug',
  ].map((name) => ({ name }));

  it('matches names case-insensitively, in catalog order', () => {
    expect(searchProducts(products, 'NECK', 5).map((p) => p.name)).toEqual(['Raven Necklace']);
    expect(searchProducts(products, 'ring', 3).map((p) => p.name)).toEqual([
      'Glacier Ring',
      'Spruce RING',
      'ring of fire',
    ]);
  });

  it('answers at most the limit (5 suggestions)', () => {
    expect(searchProducts(products, 'ring', 5)).toHaveLength(5);
  });

  it('answers nothing for a blank query or no match', () => {
    expect(searchProducts(products, '   ', 5)).toEqual([]);
    expect(searchProducts(products, 'teapot', 5)).toEqual([]);
  });

  it('ignores spaces around the query', () => {
    expect(searchProducts(products, '  mug ', 5).map((p) => p.name)).toEqual(['Mug']);
  });
});

describe('productImageUrl', () => {
  it('answers a string image as is', () => {
    expect(productImageUrl('https://img.example/a.webp')).toBe('https://img.example/a.webp');
    expect(productImageUrl('')).toBeNull();
  });

  it('answers the first of a list', () => {
    expect(productImageUrl(['/a.webp', '/b.webp'])).toBe('/a.webp');
    expect(productImageUrl([])).toBeNull();
  });

  it('answers the asked size of the rendition object, falling back through the others', () => {
    const image = {
      small: '/p_400.webp',
      medium: '/p_800.webp',
      original: '/p.webp',
      images: ['/p_800.webp'],
    };
    expect(productImageUrl(image, 'small')).toBe('/p_400.webp');
    expect(productImageUrl(image)).toBe('/p_800.webp');
    expect(productImageUrl({ original: '/p.webp' }, 'small')).toBe('/p.webp');
    expect(productImageUrl({ images: ['/only.webp'] })).toBe('/only.webp');
    expect(productImageUrl({})).toBeNull();
  });

  it('answers null without an image', () => {
    expect(productImageUrl(null)).toBeNull();
    expect(productImageUrl(undefined)).toBeNull();
  });
});

describe('productImageUrls', () => {
  it('lists the gallery at the asked size', () => {
    const image = { images: ['/a_800.webp', '/b_800.webp'] };
    expect(productImageUrls(image)).toEqual(['/a_800.webp', '/b_800.webp']);
    expect(productImageUrls(image, 'small')).toEqual(['/a_400.webp', '/b_400.webp']);
    expect(productImageUrls(['/x.webp', ''])).toEqual(['/x.webp']);
    expect(productImageUrls(null)).toEqual([]);
  });
});

describe('productSize', () => {
  it('reads size or Size, number or text', () => {
    expect(productSize({ size: 7 })).toBe('7');
    expect(productSize({ Size: 'Large' })).toBe('Large');
    expect(productSize({ size: '  ' })).toBeNull();
    expect(productSize({})).toBeNull();
  });
});
