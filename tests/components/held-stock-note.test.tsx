import { act, render, screen, within } from '@testing-library/react';
import { ProductInfoSection } from '@/components/templates/product-sections';
import { RealtimeProvider } from '@/components/store/realtime-provider';
import { getProductHolds } from '@/lib/client/product-holds';
import type { InventoryUpdateEvent, Product, ProductHolds } from '@/lib/schemas/product';
import { setSearchParams } from '@/tests/support/next-navigation';
import { connectLiveStock } from '@/tests/support/realtime';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
jest.mock('@/lib/client/product-holds', () => ({ getProductHolds: jest.fn() }));

const sockets: { onUpdate: (event: InventoryUpdateEvent) => void }[] = [];
jest.mock('@/lib/realtime/inventory-socket', () => ({
  openInventorySocket: (options: { onUpdate: (event: InventoryUpdateEvent) => void }) => {
    sockets.push({ onUpdate: options.onUpdate });
    return { close: jest.fn() };
  },
}));

const RING = '11111111-1111-4111-8111-111111111111';
const SIZE_6 = '66666666-6666-4666-8666-666666666666';
const SIZE_7 = '77777777-7777-4777-8777-777777777777';
const UNTIL = '2026-11-29T15:42:00.000Z';
/** The hour as the shopper's own clock shows it. */
const BACK_BY = new Date(UNTIL).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
const HELD_TEXT = `Held in another shopper's basket — may be back by ${BACK_BY}`;

const holdsAnswer = jest.mocked(getProductHolds);
const answer = (holds: ProductHolds['holds']) => holdsAnswer.mockResolvedValue({ productId: RING, holds });

const ring = () =>
  makeProduct({
    id: RING,
    totalInventory: 2,
    variants: [
      { id: SIZE_6, name: 'Size 6', sku: null, price: null, totalInventory: 0 },
      { id: SIZE_7, name: 'Size 7', sku: null, price: null, totalInventory: 2 },
    ],
  });

async function renderPage(product: Product) {
  render(
    <RealtimeProvider url="http://realtime.test" tenantId="demo">
      <ProductInfoSection settings={{}} data={{ store: { storeName: 'Sitka Silver' }, product } as never} />
    </RealtimeProvider>,
  );
  // The holds are asked once the page is in the browser.
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  holdsAnswer.mockReset();
  sockets.splice(0);
  setSearchParams('');
  window.history.replaceState(null, '', '/product/' + RING);
});

describe('pieces held in another shopper’s open checkout', () => {
  it('says of a sold-out size that another basket holds it and when it may be back, keeping "Sold out"', async () => {
    answer([{ variantId: SIZE_6, heldUnits: 1, heldUntil: UNTIL }]);
    await renderPage(ring());
    const note = await screen.findByTestId('held-stock');
    expect(note).toHaveTextContent(`Size 6: ${HELD_TEXT}`);
    expect(within(screen.getByRole('group', { name: 'Size' })).getByText('Sold out')).toBeInTheDocument();
    expect(holdsAnswer).toHaveBeenCalledWith(RING);
  });

  it('says it of a product without sizes whose last piece is held, beside Out of Stock', async () => {
    answer([{ variantId: null, heldUnits: 1, heldUntil: UNTIL }]);
    await renderPage(makeProduct({ id: RING, totalInventory: 0 }));
    expect(await screen.findByTestId('held-stock')).toHaveTextContent(HELD_TEXT);
    expect(screen.getByTestId('availability')).toHaveTextContent('Out of Stock');
  });

  it('says nothing of held pieces while others are left, nor of a sold-out size nobody holds', async () => {
    answer([{ variantId: SIZE_7, heldUnits: 1, heldUntil: UNTIL }]);
    await renderPage(ring());
    expect(screen.queryByTestId('held-stock')).not.toBeInTheDocument();
    expect(screen.queryByText(/Held in another shopper's basket/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Size' })).getByText('Sold out')).toBeInTheDocument();
  });

  it('asks again when the stock changes live: a size that sells out to a checkout gets the note', async () => {
    jest.useFakeTimers();
    try {
      answer([]);
      await renderPage(ring());
      await connectLiveStock();
      expect(screen.queryByTestId('held-stock')).not.toBeInTheDocument();
      answer([{ variantId: SIZE_7, heldUnits: 2, heldUntil: UNTIL }]);
      await act(async () => {
        sockets[0].onUpdate({ productId: RING, newInventory: 0, variantId: SIZE_7, newVariantInventory: 0 });
        await Promise.resolve();
      });
      expect(await screen.findByTestId('held-stock')).toHaveTextContent(`Size 7: ${HELD_TEXT}`);
      expect(holdsAnswer).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
