import { cardProductOf, cardProductPageOf } from '@/lib/catalog/card-product';
import { makeProduct } from '../components/fixtures';

describe('cardProductOf', () => {
  it('keeps what a card shows and leaves the rest of the record behind', () => {
    const card = cardProductOf(
      makeProduct({
        compareAtPrice: 60,
        imageAlts: ['A band on driftwood', 'The band, worn'],
        seoTitle: 'Ring',
      }),
    );
    expect(card).toEqual({
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Tide Line Ring',
      price: 45,
      compareAtPrice: 60,
      size: '7',
      totalInventory: 10,
      productImage: '/api/images/11111111-1111-4111-8111-111111111111_400.webp',
      imageAlts: ['A band on driftwood'],
    });
  });

  it('keeps the description only for cards that show it', () => {
    expect(cardProductOf(makeProduct(), true).description).toBe('Sterling silver, hammered by hand.');
    expect(cardProductOf(makeProduct(), false)).not.toHaveProperty('description');
  });

  it('keeps only the small image of a sized set, and a size named `Size`', () => {
    const product = {
      ...makeProduct({
        size: null,
        productImage: { small: '/s.webp', medium: '/m.webp', images: ['/a_800.webp', '/b_800.webp'] },
      }),
      Size: '18 inch',
    };
    const card = cardProductOf(product);
    expect(card.productImage).toEqual({ small: '/s.webp' });
    expect(card.size).toBe('18 inch');
  });

  it("keeps the variants' names, prices and stock", () => {
    const variants = [
      { id: 'v1', name: 'Size 6', sku: null, price: 40, totalInventory: 0 },
      { id: 'v2', name: 'Size 7', sku: 'R7', price: null, totalInventory: 3 },
    ];
    expect(cardProductOf(makeProduct({ variants })).variants).toEqual(variants);
  });

  it("turns a catalog page's products into cards and keeps its cursor", () => {
    const page = cardProductPageOf({ products: [makeProduct()], dataSource: 'live', nextCursor: 'abc' });
    expect(page.nextCursor).toBe('abc');
    expect(page.products[0]).not.toHaveProperty('Metal');
  });
});
