import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Session } from 'next-auth';
import { SessionProvider } from '@/components/auth/session-context';
import { connectLiveStock } from '@/tests/support/realtime';
import { ProductCard } from '@/components/store/product-card';
import { ProductPurchasePanel } from '@/components/store/product-purchase-panel';
import { RealtimeProvider } from '@/components/store/realtime-provider';
import { cartProductOf } from '@/lib/cart/cart-item';
import { cartStore } from '@/lib/cart/cart-store';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import { makeProduct } from './fixtures';

const sockets: { onUpdate: (event: InventoryUpdateEvent) => void }[] = [];
jest.mock('@/lib/realtime/inventory-socket', () => ({
  openInventorySocket: (options: { onUpdate: (event: InventoryUpdateEvent) => void }) => {
    sockets.push({ onUpdate: options.onUpdate });
    return { close: jest.fn() };
  },
}));

beforeEach(() => {
  localStorage.clear();
  sockets.splice(0);
  act(() => {
    cartStore.setOwner('reset');
    cartStore.setOwner(null);
  });
});

describe('Add to Basket', () => {
  it("is closed to the store's admin, who browses the storefront read-only, and open to a customer", () => {
    const as = (role: 'admin' | 'customer'): Session => ({
      expires: '2099-01-01',
      user: { userId: 'u1', email: 'a@b.test', role, tenantId: 'demo', needsProfile: false },
    });
    const { unmount } = render(
      <SessionProvider session={as('admin')} refetchInterval={0}>
        <ProductCard product={makeProduct({ totalInventory: 4 })} />
      </SessionProvider>,
    );
    expect(screen.getByTestId('add-to-basket')).toBeDisabled();
    expect(screen.getByTestId('add-to-basket-status')).toHaveTextContent(
      'You are viewing your store as its owner',
    );
    unmount();
    render(
      <SessionProvider session={as('customer')} refetchInterval={0}>
        <ProductCard product={makeProduct({ totalInventory: 4 })} />
      </SessionProvider>,
    );
    expect(screen.getByTestId('add-to-basket')).toBeEnabled();
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(cartStore.getSnapshot().items).toHaveLength(1);
  });

  it('puts the product from a card into the basket and confirms it', () => {
    render(<ProductCard product={makeProduct({ price: 45, totalInventory: 4 })} />);
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(screen.getByTestId('add-to-basket-status')).toHaveTextContent('Added to basket');
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(cartStore.getSnapshot().items).toEqual([
      expect.objectContaining({
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Tide Line Ring',
        price: 45,
        size: '7',
        totalInventory: 4,
        quantity: 2,
      }),
    ]);
    expect(JSON.parse(localStorage.getItem('sitka:cart:guest')!)).toHaveLength(1);
  });

  it('says when the basket already holds all the stock', () => {
    render(<ProductCard product={makeProduct({ totalInventory: 1 })} />);
    fireEvent.click(screen.getByTestId('add-to-basket'));
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(screen.getByTestId('add-to-basket-status')).toHaveTextContent('Limited to available stock');
    expect(cartStore.getSnapshot().items[0].quantity).toBe(1);
  });

  it('lowers the product page’s stock by one per piece added, never below 0', () => {
    render(<ProductPurchasePanel product={makeProduct({ totalInventory: 2 })} storeName="Sitka Silver" />);
    expect(screen.getByTestId('availability')).toHaveTextContent('Only 2 left');
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(screen.getByTestId('availability')).toHaveTextContent('Only 1 left');
    fireEvent.click(screen.getByTestId('add-to-basket'));
    // None left because the shopper's own basket holds them: it says so, not Out of Stock.
    expect(screen.getByTestId('availability')).toHaveTextContent('All 2 available are in your basket');
    expect(screen.getByTestId('availability')).not.toHaveTextContent('Out of Stock');
    expect(screen.getByTestId('availability')).not.toHaveClass('availability--sold-out');
    expect(screen.queryByTestId('add-to-basket')).not.toBeInTheDocument();
    // Still in stock for real: no backorder.
    expect(screen.queryByTestId('backorder-open')).not.toBeInTheDocument();
  });

  it('on a later visit, says the basket already holds every piece in stock', () => {
    const product = makeProduct({ totalInventory: 1 });
    act(() => {
      cartStore.add(cartProductOf(product));
    });
    render(<ProductPurchasePanel product={product} storeName="Sitka Silver" />);
    expect(screen.getByTestId('availability')).toHaveTextContent('The only one available is in your basket');
    expect(screen.queryByTestId('add-to-basket')).not.toBeInTheDocument();
    expect(screen.queryByTestId('backorder-open')).not.toBeInTheDocument();
  });

  it('still says Out of Stock, with a backorder, when none are left for anyone', () => {
    const product = makeProduct({ totalInventory: 0 });
    render(<ProductPurchasePanel product={product} storeName="Sitka Silver" />);
    expect(screen.getByTestId('availability')).toHaveTextContent('Out of Stock');
    expect(screen.getByTestId('backorder-open')).toBeInTheDocument();
  });

  it('takes a new live stock value as it comes, with later additions counted on top', async () => {
    jest.useFakeTimers();
    try {
      render(
        <RealtimeProvider url="http://realtime.test" tenantId="demo">
          <ProductPurchasePanel product={makeProduct({ totalInventory: 4 })} storeName="Sitka Silver" />
        </RealtimeProvider>,
      );
      fireEvent.click(screen.getByTestId('add-to-basket'));
      expect(screen.getByTestId('availability')).toHaveTextContent('Only 3 left');
      await connectLiveStock();
      act(() => sockets[0].onUpdate({ productId: '11111111-1111-4111-8111-111111111111', newInventory: 2 }));
      expect(screen.getByTestId('availability')).toHaveTextContent('Only 2 left');
      fireEvent.click(screen.getByTestId('add-to-basket'));
      expect(screen.getByTestId('availability')).toHaveTextContent('Only 1 left');
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers a backorder for a sold-out piece', () => {
    render(<ProductPurchasePanel product={makeProduct({ totalInventory: 0 })} storeName="Sitka Silver" />);
    expect(screen.getByTestId('availability')).toHaveTextContent('Out of Stock');
    expect(screen.getByTestId('backorder-open')).toHaveTextContent('Place a Backorder');
  });
});
