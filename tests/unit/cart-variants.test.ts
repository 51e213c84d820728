import { cartProductOf, lineKey, parseCartItem, type CartItem } from '@/lib/cart/cart-item';
import { addProduct, applyStock, mergeCarts, removeItem, updateQuantity } from '@/lib/cart/cart-rules';
import { readCart } from '@/lib/cart/cart-storage';
import { heldMatchesBasket } from '@/lib/checkout/held-basket';
import { placeBackorder } from '@/lib/client/storefront';
import { lineLabel } from '@/lib/product';
import type { Product } from '@/lib/schemas/product';

const RING = '11111111-1111-4111-8111-111111111111';
const SIZE_6 = '66666666-6666-4666-8666-666666666666';
const SIZE_7 = '77777777-7777-4777-8777-777777777777';

const ring: Product = {
  id: RING,
  name: 'Tide Line Ring',
  price: 45,
  description: 'Hammered silver.',
  totalInventory: 3,
  Metal: [],
  Gemstone: [],
  featured: false,
  archived: false,
  productImage: null,
  tenantId: 'demo',
  size: null,
  dataSource: 'live',
  variants: [
    { id: SIZE_6, name: 'Size 6', sku: 'TLR-6', price: null, totalInventory: 1 },
    { id: SIZE_7, name: 'Size 7', sku: 'TLR-7', price: 52, totalInventory: 2 },
  ],
};
const [size6, size7] = ring.variants!;

const stored = {
  id: RING,
  name: 'Tide Line Ring',
  variantId: SIZE_7,
  variantName: 'Size 7',
  price: 52,
  image: null,
  size: null,
  totalInventory: 2,
  quantity: 1,
};

describe('a basket line of a variant', () => {
  it('takes the variant’s name, price (or the product’s) and stock', () => {
    expect(cartProductOf(ring, size7)).toMatchObject({
      id: RING,
      variantId: SIZE_7,
      variantName: 'Size 7',
      price: 52,
      totalInventory: 2,
    });
    expect(cartProductOf(ring, size6)).toMatchObject({ variantId: SIZE_6, price: 45, totalInventory: 1 });
    expect(cartProductOf(ring)).not.toHaveProperty('variantId');
  });

  it('copies what one piece weighs for shipping: the size’s own weight, else the product’s', () => {
    const weighed = { ...ring, weightGrams: 30 };
    expect(cartProductOf(weighed, { ...size7, weightGrams: 9 }).weightGrams).toBe(9);
    expect(cartProductOf(weighed, size6).weightGrams).toBe(30);
    expect(cartProductOf(ring, size6)).not.toHaveProperty('weightGrams');
    // Stored and read back; a weight that is not whole grams is dropped, not the line.
    expect(parseCartItem({ ...stored, weightGrams: 9 })).toEqual({ ...stored, weightGrams: 9 });
    expect(parseCartItem({ ...stored, weightGrams: -1 })).toEqual(stored);
  });

  it('is read back from storage with its variant', () => {
    expect(parseCartItem(stored)).toEqual(stored);
  });

  it('still loads lines stored before variants, without one', () => {
    const old = { ...stored, variantId: undefined, variantName: undefined };
    delete old.variantId;
    delete old.variantName;
    const storage = { getItem: () => JSON.stringify([old]) } as unknown as Storage;
    expect(readCart(storage, 'key')).toEqual([old]);
    expect(parseCartItem({ ...old, variantId: null })).toEqual(old);
  });

  it.each([
    ['a variant id that is not text', { ...stored, variantId: 7 }],
    ['an empty variant id', { ...stored, variantId: '' }],
    ['a variant without its name', { ...stored, variantName: undefined }],
  ])('is refused with %s', (_, value) => {
    expect(parseCartItem(value)).toBeNull();
  });
});

describe('the basket with variants', () => {
  it('keeps two sizes of one ring as two lines, each capped at its own stock', () => {
    let items: CartItem[] = addProduct([], cartProductOf(ring, size6)).items;
    items = addProduct(items, cartProductOf(ring, size7)).items;
    expect(items).toHaveLength(2);
    const again = addProduct(items, cartProductOf(ring, size6));
    expect(again.limited).toBe(true);
    expect(again.items.find((item) => item.variantId === SIZE_6)?.quantity).toBe(1);
    const more = updateQuantity(items, lineKey({ id: RING, variantId: SIZE_7 }), '5');
    expect(more.limited).toBe(true);
    expect(more.items.find((item) => item.variantId === SIZE_7)?.quantity).toBe(2);
    expect(more.items.find((item) => item.variantId === SIZE_6)?.quantity).toBe(1);
  });

  it('removes one size and keeps the other', () => {
    const items = [
      { ...cartProductOf(ring, size6), quantity: 1 },
      { ...cartProductOf(ring, size7), quantity: 1 },
    ];
    expect(removeItem(items, lineKey({ id: RING, variantId: SIZE_6 }))).toEqual([items[1]]);
  });

  it('follows one variant’s live stock, and leaves its lines alone on the product’s sum', () => {
    const items = [
      { ...cartProductOf(ring, size6), quantity: 1 },
      { ...cartProductOf(ring, size7), quantity: 1 },
    ];
    const after = applyStock(items, RING, 0, SIZE_7);
    expect(after.map((item) => item.totalInventory)).toEqual([1, 0]);
    expect(applyStock(items, RING, 9)).toBe(items);
  });

  it('merges a guest’s line into the same size, not into another', () => {
    const target = [{ ...cartProductOf(ring, size7), quantity: 1 }];
    const incoming = [
      { ...cartProductOf(ring, size7), quantity: 1 },
      { ...cartProductOf(ring, size6), quantity: 1 },
    ];
    const { items, limited } = mergeCarts(target, incoming);
    expect(items.map((item) => [item.variantName, item.quantity])).toEqual([
      ['Size 7', 2],
      ['Size 6', 1],
    ]);
    expect(limited).toEqual([]);
  });

  it('matches an open payment size by size', () => {
    const items = [{ ...cartProductOf(ring, size7), quantity: 1 }];
    const held = (variantId: string) => [
      { productId: RING, variantId, variantName: 'x', name: 'Tide Line Ring', quantity: 1, priceCents: 5200 },
    ];
    expect(heldMatchesBasket(held(SIZE_7), items)).toBe(true);
    expect(heldMatchesBasket(held(SIZE_6), items)).toBe(false);
  });

  it('matches an open payment answer by answer: another engraving is another basket', () => {
    const engraved = (answer: string) => ({
      ...cartProductOf(ring, size7),
      quantity: 1,
      personalisation: { engraving: answer },
      answers: [{ label: 'Engraving', answer }],
    });
    const held = [
      {
        productId: RING,
        variantId: SIZE_7,
        name: 'Tide Line Ring',
        quantity: 1,
        priceCents: 6700,
        personalisation: [{ questionId: 'engraving', label: 'Engraving', answer: 'Ruth', priceCents: 1500 }],
      },
    ];
    expect(heldMatchesBasket(held, [engraved('Ruth')])).toBe(true);
    expect(heldMatchesBasket(held, [engraved('Anna')])).toBe(false);
    expect(heldMatchesBasket(held, [{ ...cartProductOf(ring, size7), quantity: 1 }])).toBe(false);
  });

  it('names a line with its variant', () => {
    expect(lineLabel({ name: 'Tide Line Ring', variantName: 'Size 7' })).toBe('Tide Line Ring — Size 7');
    expect(lineLabel({ name: 'Tide Line Ring', variantName: null })).toBe('Tide Line Ring');
  });
});

describe('a backorder of one size', () => {
  it('sends the variant with the product', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 201, json: async () => ({}) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await placeBackorder({
      productId: RING,
      variantId: SIZE_7,
      quantity: 2,
      totalCents: 10400,
      customer: { userId: 'u1', email: 'shopper@demo.test', tenantId: 'demo' },
    });
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ productId: RING, variantId: SIZE_7, quantity: 2, total: 104 });
  });
});
