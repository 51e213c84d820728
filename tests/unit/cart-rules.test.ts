import type { CartItem, CartProduct } from '@/lib/cart/cart-item';
import {
  addProduct,
  anyExceedsStock,
  applyStock,
  cartCount,
  cartTotals,
  mergeCarts,
  parseQuantity,
  removeItem,
  updateQuantity,
} from '@/lib/cart/cart-rules';

const product = (overrides: Partial<CartProduct> = {}): CartProduct => ({
  id: 'ring',
  name: 'Tide Line Ring',
  price: 45,
  image: null,
  size: '7',
  totalInventory: 5,
  ...overrides,
});
const line = (overrides: Partial<CartItem> = {}): CartItem => ({ ...product(), quantity: 1, ...overrides });

describe('adding to the basket', () => {
  it('adds a new product with quantity 1, and the same one again as quantity 2', () => {
    const once = addProduct([], product());
    expect(once.items).toEqual([{ ...product(), quantity: 1 }]);
    const twice = addProduct(once.items, product());
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0].quantity).toBe(2);
    expect(twice.limited).toBe(false);
  });

  it('never goes past the stock, and says so', () => {
    const full = [line({ quantity: 2, totalInventory: 2 })];
    const result = addProduct(full, product({ totalInventory: 2 }));
    expect(result.items[0].quantity).toBe(2);
    expect(result.limited).toBe(true);
  });

  it('adds nothing of a sold-out product', () => {
    expect(addProduct([], product({ totalInventory: 0 }))).toEqual({ items: [], limited: true });
  });

  it('counts unknown stock as 999', () => {
    let items: CartItem[] = [line({ totalInventory: null, quantity: 998 })];
    items = addProduct(items, product({ totalInventory: null })).items;
    expect(items[0].quantity).toBe(999);
    const more = addProduct(items, product({ totalInventory: null }));
    expect(more.items[0].quantity).toBe(999);
    expect(more.limited).toBe(true);
  });
});

describe('setting a quantity', () => {
  const items = [line({ quantity: 2, totalInventory: 5 })];

  it('sets what was typed', () => {
    expect(updateQuantity(items, 'ring', '4').items[0].quantity).toBe(4);
  });

  it('clamps a value above stock to the stock, flagged as limited', () => {
    const result = updateQuantity(items, 'ring', '12');
    expect(result.items[0].quantity).toBe(5);
    expect(result.limited).toBe(true);
  });

  it.each(['-1', '-20', 'abc', '', '  '])('ignores %j', (typed) => {
    const result = updateQuantity(items, 'ring', typed);
    expect(result.items).toBe(items);
    expect(result.limited).toBe(false);
  });

  it('keeps at least one', () => {
    expect(updateQuantity(items, 'ring', '0').items[0].quantity).toBe(1);
  });

  it('allows up to 999 of a piece with unknown stock', () => {
    const unlimited = [line({ totalInventory: null })];
    expect(updateQuantity(unlimited, 'ring', '500').items[0].quantity).toBe(500);
    expect(updateQuantity(unlimited, 'ring', '5000')).toMatchObject({
      limited: true,
      items: [{ quantity: 999 }],
    });
  });

  it('reads whole numbers only', () => {
    expect(parseQuantity('3.7')).toBe(3);
    expect(parseQuantity('1e2')).toBe(100);
    expect(parseQuantity('x')).toBeNull();
    expect(parseQuantity(-1)).toBeNull();
  });
});

describe('stock and totals', () => {
  it('flags lines above a stock that dropped, without changing their quantity', () => {
    const items = [line({ quantity: 3, totalInventory: 5 })];
    const dropped = applyStock(items, 'ring', 1);
    expect(dropped[0]).toMatchObject({ quantity: 3, totalInventory: 1 });
    expect(anyExceedsStock(dropped)).toBe(true);
    expect(anyExceedsStock(applyStock(dropped, 'ring', null))).toBe(false);
    expect(applyStock(items, 'someone-else', 0)).toBe(items);
  });

  it('removes by id', () => {
    expect(removeItem([line(), line({ id: 'bowl' })], 'ring').map((item) => item.id)).toEqual(['bowl']);
  });

  it('counts pieces, and totals with shipping 11.99 and the 2.99 fee', () => {
    const items = [line({ quantity: 2, price: 45 }), line({ id: 'bowl', price: 12.5, quantity: 1 })];
    expect(cartCount(items)).toBe(3);
    expect(cartTotals(items)).toEqual({
      subtotalCents: 10250,
      shippingCents: 1199,
      serviceFeeCents: 299,
      totalCents: 11748,
    });
  });
});

describe('merging the guest basket into the user’s', () => {
  it('adds quantities of the same piece, capped at stock, and keeps the others', () => {
    const user = [line({ quantity: 3, totalInventory: 5 }), line({ id: 'bowl', quantity: 1 })];
    const guest = [line({ quantity: 4, totalInventory: 5 }), line({ id: 'mug', quantity: 2 })];
    const { items, limited } = mergeCarts(user, guest);
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      ['ring', 5],
      ['bowl', 1],
      ['mug', 2],
    ]);
    expect(limited).toEqual(['ring']);
  });
});
