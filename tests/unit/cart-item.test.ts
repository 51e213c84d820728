import { parseCartItem } from '@/lib/cart/cart-item';
import { readCart } from '@/lib/cart/cart-storage';

const line = {
  id: 'ring',
  name: 'Silver Ring',
  price: 68,
  image: null,
  size: 'M',
  totalInventory: 3,
  quantity: 2,
};

describe('a stored basket line', () => {
  it('is read back as it was written, extra fields dropped', () => {
    expect(parseCartItem({ ...line, extra: 'x' })).toEqual(line);
    expect(parseCartItem({ ...line, totalInventory: null, image: '/a_400.webp' })).toEqual({
      ...line,
      totalInventory: null,
      image: '/a_400.webp',
    });
  });

  it.each([
    ['no id', { ...line, id: '' }],
    ['a negative price', { ...line, price: -1 }],
    ['a price that is not a number', { ...line, price: '68' }],
    ['a fractional quantity', { ...line, quantity: 1.5 }],
    ['a quantity of 0', { ...line, quantity: 0 }],
    ['a fractional stock', { ...line, totalInventory: 2.5 }],
    ['an image that is not text', { ...line, image: 3 }],
    ['no name', { ...line, name: undefined }],
  ])('is refused with %s', (_, value) => {
    expect(parseCartItem(value)).toBeNull();
  });

  it('leaves out the lines of a stored basket that do not hold', () => {
    const storage = {
      getItem: () => JSON.stringify([line, { ...line, id: 'bad', quantity: -1 }, 'junk']),
    } as unknown as Storage;
    expect(readCart(storage, 'key')).toEqual([line]);
  });
});
