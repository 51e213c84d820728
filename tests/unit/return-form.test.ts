import {
  emptyPicks,
  formFieldOf,
  formatReturnDay,
  quantityChoices,
  returnBodyOf,
  returnWindowText,
} from '@/lib/return-form';
import { RETURN_MESSAGES, type OrderReturns } from '@/lib/schemas/returns';

const piece = (orderItemId: string, returnableQuantity: number, returnable = true) => ({
  orderItemId,
  name: `Piece ${orderItemId}`,
  size: null,
  quantity: 2,
  returnableQuantity,
  returnable,
});
const pieces: OrderReturns['items'] = [piece('a', 2), piece('b', 1), piece('c', 0, false), piece('d', 0)];
const picks = (counts: string[], reason = '') => ({
  items: pieces.map((each, index) => ({ orderItemId: each.orderItemId, quantity: counts[index] ?? '0' })),
  reason,
});

describe('the return form', () => {
  it('starts with none of each piece, and offers 0 up to what is left', () => {
    expect(emptyPicks(pieces).items.map((item) => item.quantity)).toEqual(['0', '0', '0', '0']);
    expect(quantityChoices(2)).toEqual(['0', '1', '2']);
    expect(quantityChoices(0)).toEqual(['0']);
  });

  it('sends the pieces with a count, and asks for one when a return has none', () => {
    expect(returnBodyOf('return', picks(['0', '1'], '  Too big '), pieces)).toEqual({
      kind: 'return',
      items: [{ orderItemId: 'b', quantity: 1 }],
      reason: 'Too big',
    });
    expect(returnBodyOf('return', picks([]), pieces)).toEqual({ error: RETURN_MESSAGES.itemsRequired });
  });

  it('withdraws from the pieces picked, else from every piece still returnable', () => {
    expect(returnBodyOf('withdrawal', picks(['1']), pieces)).toMatchObject({
      items: [{ orderItemId: 'a', quantity: 1 }],
    });
    expect(returnBodyOf('withdrawal', picks([]), pieces)).toMatchObject({
      kind: 'withdrawal',
      items: [
        { orderItemId: 'a', quantity: 2 },
        { orderItemId: 'b', quantity: 1 },
      ],
    });
  });

  it('finds the piece an api refusal names by its place in the body sent', () => {
    const chosen = picks(['0', '1']);
    const sent = returnBodyOf('return', chosen, pieces) as Exclude<
      ReturnType<typeof returnBodyOf>,
      { error: string }
    >;
    expect(formFieldOf('items.0.orderItemId', sent, chosen)).toBe('items.1.quantity');
    expect(formFieldOf('items.0.quantity', sent, chosen)).toBe('items.1.quantity');
    expect(formFieldOf('items.5.quantity', sent, chosen)).toBe('items');
    expect(formFieldOf('items', sent, chosen)).toBe('items');
    expect(formFieldOf('reason', sent, chosen)).toBe('reason');
    expect(formFieldOf('kind', sent, chosen)).toBeNull();
    expect(formFieldOf(undefined, sent, chosen)).toBeNull();
  });

  it('words the window: until a day, not started, or closed with its date', () => {
    expect(formatReturnDay('2026-11-12')).toBe('November 12, 2026');
    expect(formatReturnDay('2026-11-02T10:00:00.000Z')).toBe('November 2, 2026');
    expect(returnWindowText({ windowEndsOn: '2026-11-12', windowClosed: false })).toBe(
      'You can ask to return pieces until November 12, 2026.',
    );
    expect(returnWindowText({ windowEndsOn: null, windowClosed: false })).toBe(
      'The return window starts when your order is delivered.',
    );
    expect(returnWindowText({ windowEndsOn: '2026-11-12', windowClosed: true })).toBe(
      RETURN_MESSAGES.windowClosed('November 12, 2026'),
    );
  });
});
