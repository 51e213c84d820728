/**
 * A basket reminder's link: the basket comes back into this browser's basket (its size and
 * engraving too), pieces no longer in the shop are left out and the page says so, opening it again
 * never doubles the basket, and an unknown link says so plainly.
 */
import { act, render, screen } from '@testing-library/react';
import { BasketRestore } from '@/components/basket-reminders/basket-restore';
import { cartStore } from '@/lib/cart/cart-store';
import { BASKET_REMINDER_MESSAGES } from '@/lib/constants/basket-reminders';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

const cuff = makeProduct({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Hammered Cuff',
  price: 80,
  totalInventory: null,
  variants: [{ id: 'size-m', name: 'Size M', sku: null, price: 85, totalInventory: 4 }],
  personalisation: [
    { id: 'q-engrave', label: 'Engraving', required: false, priceCents: 1000, kind: 'text', maxLength: 20 },
  ],
});
const ring = makeProduct();

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const restored = {
  missing: 1,
  lines: [
    { product: cuff, variantId: 'size-m', quantity: 2, personalisation: { 'q-engrave': 'Ruth' } },
    { product: ring, variantId: null, quantity: 1 },
  ],
};

beforeEach(() => {
  localStorage.clear();
  act(() => {
    cartStore.setOwner('reset');
    cartStore.setOwner(null);
  });
});

describe('the restore page', () => {
  it('puts the pieces back with their size and engraving, says what was left out, and never doubles', async () => {
    const fetchMock = answer(200, restored);
    const { unmount } = render(<BasketRestore token="the-mailed-token" />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${BASKET_REMINDER_MESSAGES.restored} ${BASKET_REMINDER_MESSAGES.missing(1)}`,
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/basket-reminders/restore',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'the-mailed-token' }) }),
    );
    const lines = () =>
      cartStore.getSnapshot().items.map(({ name, variantName, quantity, price, answers }) => ({
        name,
        variantName,
        quantity,
        price,
        answers,
      }));
    expect(lines()).toEqual([
      {
        name: 'Hammered Cuff',
        variantName: 'Size M',
        quantity: 2,
        price: 95,
        answers: [{ label: 'Engraving', answer: 'Ruth' }],
      },
      { name: 'Tide Line Ring', variantName: undefined, quantity: 1, price: 45, answers: undefined },
    ]);
    expect(screen.getAllByText('Hammered Cuff').length).toBeGreaterThan(0);

    unmount();
    render(<BasketRestore token="the-mailed-token" />);
    expect(await screen.findByRole('status')).toHaveTextContent(BASKET_REMINDER_MESSAGES.restored);
    expect(lines().map((line) => line.quantity)).toEqual([2, 1]);
  });

  it('says plainly that an unknown link is not valid, and changes nothing', async () => {
    answer(404, { error: BASKET_REMINDER_MESSAGES.linkInvalid, code: 'BASKET_LINK_INVALID' });
    render(<BasketRestore token="guessed" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(BASKET_REMINDER_MESSAGES.linkInvalid);
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(cartStore.getSnapshot().items).toEqual([]);
  });

  it('says so without asking the api when the link has no token', () => {
    const fetchMock = answer(200, restored);
    render(<BasketRestore token="" />);
    expect(screen.getByRole('alert')).toHaveTextContent(BASKET_REMINDER_MESSAGES.linkInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
