import { lineKey, parseCartItem } from '@/lib/cart/cart-item';
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

  it("keeps a line's answers, and refuses answers that do not hold rather than drop them", () => {
    const engraved = {
      ...line,
      personalisation: { engraving: 'Ruth', wrap: true },
      answers: [
        { label: 'Engraving', answer: 'Ruth' },
        { label: 'Gift wrap', answer: 'Yes' },
      ],
    };
    expect(parseCartItem(engraved)).toEqual(engraved);
    expect(parseCartItem({ ...engraved, personalisation: null, answers: undefined })).toEqual(line);
    expect(parseCartItem({ ...engraved, personalisation: { engraving: 3 } })).toBeNull();
    expect(parseCartItem({ ...engraved, personalisation: ['Ruth'] })).toBeNull();
    expect(parseCartItem({ ...engraved, answers: undefined })).toBeNull();
    expect(parseCartItem({ ...engraved, answers: [{ label: 'Engraving' }] })).toBeNull();
    const six = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => [id, 'x']));
    expect(parseCartItem({ ...engraved, personalisation: six })).toBeNull();
  });

  it('tells two engravings of one piece apart, whatever order their answers were given in', () => {
    const ruth = lineKey({ id: 'ring', personalisation: { engraving: 'Ruth', wrap: true } });
    expect(ruth).not.toBe(lineKey({ id: 'ring', personalisation: { engraving: 'Noa', wrap: true } }));
    expect(ruth).toBe(lineKey({ id: 'ring', personalisation: { wrap: true, engraving: 'Ruth' } }));
    expect(lineKey({ id: 'ring', personalisation: {} })).toBe(lineKey({ id: 'ring' }));
  });

  it('leaves out the lines of a stored basket that do not hold', () => {
    const storage = {
      getItem: () => JSON.stringify([line, { ...line, id: 'bad', quantity: -1 }, 'junk']),
    } as unknown as Storage;
    expect(readCart(storage, 'key')).toEqual([line]);
  });
});
