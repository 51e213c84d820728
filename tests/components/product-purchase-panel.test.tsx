import { act, render, screen } from '@testing-library/react';
import { connectLiveStock } from '@/tests/support/realtime';
import { ProductPurchasePanel } from '@/components/store/product-purchase-panel';
import { RealtimeProvider } from '@/components/store/realtime-provider';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import { makeProduct } from './fixtures';

const sockets: { onUpdate: (event: InventoryUpdateEvent) => void; close: jest.Mock }[] = [];
jest.mock('@/lib/realtime/inventory-socket', () => ({
  openInventorySocket: (options: { onUpdate: (event: InventoryUpdateEvent) => void }) => {
    const socket = { onUpdate: options.onUpdate, close: jest.fn() };
    sockets.push(socket);
    return socket;
  },
}));

const id = '11111111-1111-4111-8111-111111111111';

describe('ProductPurchasePanel with live stock', () => {
  beforeEach(() => {
    sockets.splice(0);
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('connects a second after the page settles', async () => {
    render(
      <RealtimeProvider url="http://realtime.test" tenantId="demo">
        <ProductPurchasePanel product={makeProduct({ id, totalInventory: 3 })} storeName="Sitka Silver" />
      </RealtimeProvider>,
    );
    expect(sockets).toHaveLength(0);
    await connectLiveStock();
    expect(sockets).toHaveLength(1);
  });

  it('updates the tile and the button when this product sells out, and ignores others', async () => {
    render(
      <RealtimeProvider url="http://realtime.test" tenantId="demo">
        <ProductPurchasePanel product={makeProduct({ id, totalInventory: 3 })} storeName="Sitka Silver" />
      </RealtimeProvider>,
    );
    expect(screen.getByTestId('availability')).toHaveTextContent('Only 3 left');
    expect(screen.getByTestId('add-to-basket')).toBeVisible();
    await connectLiveStock();

    act(() => sockets[0].onUpdate({ productId: 'someone-else', newInventory: 0 }));
    expect(screen.getByTestId('availability')).toHaveTextContent('Only 3 left');

    act(() => sockets[0].onUpdate({ productId: id, newInventory: 0 }));
    expect(screen.getByTestId('availability')).toHaveTextContent('Out of Stock');
    expect(screen.queryByTestId('add-to-basket')).not.toBeInTheDocument();

    act(() => sockets[0].onUpdate({ productId: id, newInventory: 8 }));
    expect(screen.getByTestId('availability')).toHaveTextContent('In stock');
    expect(screen.getByTestId('add-to-basket')).toBeVisible();
  });

  it('closes the socket when the last listener leaves', async () => {
    const { unmount } = render(
      <RealtimeProvider url="http://realtime.test" tenantId="demo">
        <ProductPurchasePanel product={makeProduct({ id, totalInventory: null })} storeName="Sitka Silver" />
      </RealtimeProvider>,
    );
    await connectLiveStock();
    unmount();
    expect(sockets[0].close).toHaveBeenCalled();
  });
});
