import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { connectLiveStock } from '@/tests/support/realtime';
import { CartView } from '@/components/cart/cart-view';
import { RealtimeProvider } from '@/components/store/realtime-provider';
import { BasketLink } from '@/components/store/basket-link';
import { cartStore } from '@/lib/cart/cart-store';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import { bowl, ring } from '@/tests/support/cart-products';
import { mockRouter } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

const sockets: { onUpdate: (event: InventoryUpdateEvent) => void }[] = [];
jest.mock('@/lib/realtime/inventory-socket', () => ({
  openInventorySocket: (options: { onUpdate: (event: InventoryUpdateEvent) => void }) => {
    sockets.push({ onUpdate: options.onUpdate });
    return { close: jest.fn() };
  },
}));

function renderCart() {
  return render(
    <RealtimeProvider url="http://realtime.test" tenantId="demo">
      <BasketLink variant="top" />
      <CartView />
    </RealtimeProvider>,
  );
}

const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const quantityOf = (name: string) => within(lineOf(name)).getByTestId('cart-quantity');

beforeEach(() => {
  localStorage.clear();
  sockets.splice(0);
  mockRouter.replace.mockReset();
  act(() => {
    cartStore.setOwner('reset');
    cartStore.setOwner(null);
  });
});

describe('the basket page', () => {
  it('shows an empty basket with a way back to the shop', () => {
    renderCart();
    expect(screen.getByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Collection' })).toHaveAttribute('href', '/shop');
  });

  it('lists pieces with two-decimal prices, totals with shipping and fee, and counts pieces in the badge', () => {
    act(() => {
      cartStore.add(ring);
      cartStore.add(ring);
      cartStore.add(bowl);
    });
    renderCart();
    expect(quantityOf('Tide Line Ring')).toHaveValue(2);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByTestId('order-summary-subtotal')).toHaveTextContent('$102.50');
    expect(screen.getByTestId('order-summary-shipping')).toHaveTextContent('$11.99');
    expect(screen.getByTestId('order-summary-fee')).toHaveTextContent('$2.99');
    expect(screen.getByTestId('order-summary-total')).toHaveTextContent('$117.48');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('3');
  });

  it('clamps a typed quantity above stock and says it is limited', () => {
    act(() => void cartStore.add(ring));
    renderCart();
    fireEvent.change(quantityOf('Tide Line Ring'), { target: { value: '12' } });
    expect(quantityOf('Tide Line Ring')).toHaveValue(3);
    expect(screen.getByTestId('cart-note')).toHaveTextContent('Limited to available stock');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('3');
  });

  it('ignores negative values and treats unknown stock as 999', () => {
    act(() => void cartStore.add(bowl));
    renderCart();
    fireEvent.change(quantityOf('Tidepool Bowl'), { target: { value: '-4' } });
    expect(quantityOf('Tidepool Bowl')).toHaveValue(1);
    fireEvent.change(quantityOf('Tidepool Bowl'), { target: { value: '2000' } });
    expect(quantityOf('Tidepool Bowl')).toHaveValue(999);
    expect(cartStore.getSnapshot().items[0].quantity).toBe(999);
  });

  it('lets the box be emptied while retyping, without changing the basket', () => {
    act(() => void cartStore.add(ring));
    renderCart();
    fireEvent.change(quantityOf('Tide Line Ring'), { target: { value: '' } });
    expect(quantityOf('Tide Line Ring')).toHaveValue(null);
    expect(cartStore.getSnapshot().items[0].quantity).toBe(1);
    fireEvent.blur(quantityOf('Tide Line Ring'));
    expect(quantityOf('Tide Line Ring')).toHaveValue(1);
  });

  it('removes a line', () => {
    act(() => {
      cartStore.add(ring);
      cartStore.add(bowl);
    });
    renderCart();
    fireEvent.click(within(lineOf('Tide Line Ring')).getByTestId('cart-remove'));
    expect(screen.queryByRole('link', { name: 'Tide Line Ring' })).not.toBeInTheDocument();
    expect(screen.getByTestId('basket-count')).toHaveTextContent('1');
  });

  it('goes to the guest checkout, replacing the basket in history', () => {
    act(() => void cartStore.add(ring));
    renderCart();
    fireEvent.click(screen.getByTestId('proceed-to-checkout'));
    expect(mockRouter.replace).toHaveBeenCalledWith('/checkout');
  });

  it('goes to the customer checkout when signed in', () => {
    act(() => {
      cartStore.setOwner('user-1');
      cartStore.add(ring);
    });
    renderCart();
    fireEvent.click(screen.getByTestId('proceed-to-checkout'));
    expect(mockRouter.replace).toHaveBeenCalledWith('/customer/checkout');
  });

  it('blocks checkout when live stock drops below a quantity, until it is adjusted', async () => {
    jest.useFakeTimers();
    try {
      act(() => {
        cartStore.add(ring);
        cartStore.add(ring);
      });
      renderCart();
      await connectLiveStock();
      act(() => sockets[0].onUpdate({ productId: 'ring', newInventory: 1 }));
      expect(screen.getByText('Only 1 available')).toBeInTheDocument();

      fireEvent.click(screen.getByTestId('proceed-to-checkout'));
      expect(screen.getByTestId('cart-alert')).toHaveTextContent(
        'Some items in your cart exceed available stock. Please adjust quantities.',
      );
      expect(mockRouter.replace).not.toHaveBeenCalled();

      fireEvent.change(quantityOf('Tide Line Ring'), { target: { value: '1' } });
      expect(screen.queryByTestId('cart-alert')).not.toBeInTheDocument();
      fireEvent.click(screen.getByTestId('proceed-to-checkout'));
      expect(mockRouter.replace).toHaveBeenCalledWith('/checkout');
    } finally {
      jest.useRealTimers();
    }
  });
});
