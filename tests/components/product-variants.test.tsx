import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ProductInfoSection } from '@/components/templates/product-sections';
import { RealtimeProvider } from '@/components/store/realtime-provider';
import { cartStore } from '@/lib/cart/cart-store';
import type { InventoryUpdateEvent, Product } from '@/lib/schemas/product';
import { setSearchParams } from '@/tests/support/next-navigation';
import { connectLiveStock } from '@/tests/support/realtime';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

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
const SIZE_8 = '88888888-8888-4888-8888-888888888888';

const ring = (overrides: Partial<Product> = {}) =>
  makeProduct({
    id: RING,
    price: 45,
    totalInventory: 3,
    variants: [
      { id: SIZE_6, name: 'Size 6', sku: 'TLR-6', price: null, totalInventory: 1 },
      { id: SIZE_7, name: 'Size 7', sku: 'TLR-7', price: 52, totalInventory: 2 },
      { id: SIZE_8, name: 'Size 8', sku: 'TLR-8', price: null, totalInventory: 0 },
    ],
    ...overrides,
  });

function renderPage(product: Product) {
  return render(
    <RealtimeProvider url="http://realtime.test" tenantId="demo">
      <ProductInfoSection settings={{}} data={{ store: { storeName: 'Sitka Silver' }, product } as never} />
    </RealtimeProvider>,
  );
}

const addButton = () => screen.getByRole('button', { name: 'Add to Basket' });
const sizes = () => screen.getByRole('group', { name: 'Size' });

beforeEach(() => {
  localStorage.clear();
  sockets.splice(0);
  setSearchParams('');
  window.history.replaceState(null, '', '/product/' + RING);
  act(() => {
    cartStore.setOwner('reset');
    cartStore.setOwner(null);
  });
});

describe('choosing a variant on the product page', () => {
  it('offers each size under a visible label, sold-out ones shown but disabled, and waits for a choice', () => {
    renderPage(ring());
    expect(within(sizes()).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Size 6' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Size 8 Sold out' })).toBeDisabled();
    expect(screen.getByText('From $45.00')).toBeInTheDocument();
    // Marked disabled, not disabled: a tap on it before React has the page must not be swallowed.
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(addButton()).toHaveAccessibleDescription('Choose a size to add it to your basket.');
    fireEvent.click(addButton());
    expect(cartStore.getSnapshot().items).toEqual([]);
  });

  it('puts the chosen size in the address, shows its stock, and adds that size to the basket', () => {
    renderPage(ring());
    fireEvent.click(screen.getByRole('radio', { name: 'Size 7' }));
    expect(window.location.search).toBe(`?variant=${SIZE_7}`);
    expect(screen.getByRole('radio', { name: 'Size 7' })).toBeChecked();
    expect(screen.getByTestId('availability')).toHaveTextContent('Only 2 left');
    fireEvent.click(addButton());
    expect(cartStore.getSnapshot().items).toEqual([
      expect.objectContaining({ id: RING, variantId: SIZE_7, variantName: 'Size 7', price: 52, quantity: 1 }),
    ]);
  });

  it('keeps the answers typed when the size changes, and adds the size priced with their extras', () => {
    renderPage(
      ring({
        personalisation: [
          {
            id: 'engraving',
            kind: 'text',
            label: 'Engraving',
            required: true,
            priceCents: 1500,
            maxLength: 12,
          },
        ],
      }),
    );
    fireEvent.change(screen.getByLabelText(/^Engraving/), { target: { value: 'Ruth' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Size 6' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Size 7' }));
    expect(screen.getByLabelText(/^Engraving/)).toHaveValue('Ruth');
    expect(screen.getByTestId('personalisation-total')).toHaveTextContent('With your choices: $67.00');
    fireEvent.click(addButton());
    expect(cartStore.getSnapshot().items).toEqual([
      expect.objectContaining({ variantId: SIZE_7, price: 67, personalisation: { engraving: 'Ruth' } }),
    ]);
  });

  it('shows the price and stock of the size the address names', () => {
    setSearchParams({ variant: SIZE_6 });
    renderPage(ring());
    expect(screen.getByRole('radio', { name: 'Size 6' })).toBeChecked();
    expect(screen.getByText('$45.00')).toBeInTheDocument();
    expect(screen.getByTestId('availability')).toHaveTextContent('Only 1 left');
    expect(addButton()).toBeEnabled();
  });

  it('follows the chosen size’s live stock, and marks a size sold out when it sells out', async () => {
    jest.useFakeTimers();
    try {
      setSearchParams({ variant: SIZE_7 });
      renderPage(ring());
      await connectLiveStock();
      act(() =>
        sockets[0].onUpdate({ productId: RING, newInventory: 2, variantId: SIZE_6, newVariantInventory: 0 }),
      );
      expect(screen.getByRole('radio', { name: 'Size 6 Sold out' })).toBeDisabled();
      expect(screen.getByTestId('availability')).toHaveTextContent('Only 2 left');
      act(() =>
        sockets[0].onUpdate({ productId: RING, newInventory: 0, variantId: SIZE_7, newVariantInventory: 0 }),
      );
      expect(screen.getByTestId('availability')).toHaveTextContent('Out of Stock');
      expect(screen.queryByRole('button', { name: 'Add to Basket' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers a backorder of a chosen size that has sold out', () => {
    setSearchParams({ variant: SIZE_8 });
    renderPage(ring());
    expect(screen.getByTestId('availability')).toHaveTextContent('Out of Stock');
    expect(screen.getByRole('button', { name: 'Place a Backorder' })).toBeInTheDocument();
  });

  it('labels other variants "Option", and shows one price when all cost the same', () => {
    renderPage(
      ring({
        variants: [
          { id: SIZE_6, name: 'Celadon', sku: null, price: null, totalInventory: 4 },
          { id: SIZE_7, name: 'Tenmoku', sku: null, price: null, totalInventory: null },
        ],
      }),
    );
    expect(screen.getByRole('group', { name: 'Option' })).toBeInTheDocument();
    expect(screen.getByText('$45.00')).toBeInTheDocument();
  });

  it('labels the picker with the product’s option names, and renders an imported description as formatting', () => {
    renderPage(
      ring({
        optionNames: ['Glaze'],
        descriptionHtml: '<p>Thrown <strong>by hand</strong>.</p>',
        description: '<p>Thrown <strong>by hand</strong>.</p>',
        variants: [
          { id: SIZE_6, name: 'Celadon', sku: null, price: null, totalInventory: 4 },
          { id: SIZE_7, name: 'Tenmoku', sku: null, price: null, totalInventory: 2 },
        ],
      }),
    );
    expect(screen.getByRole('group', { name: 'Glaze' })).toBeInTheDocument();
    expect(screen.getByText('Choose a glaze to add it to your basket.')).toBeInTheDocument();
    expect(screen.getByText('by hand').tagName).toBe('STRONG');
    expect(screen.queryByText(/<strong>/)).toBeNull();
  });

  it('joins several option names ("Color / Size")', () => {
    renderPage(
      ring({
        optionNames: ['Color', 'Size'],
        variants: [
          {
            id: SIZE_6,
            name: 'Green / M',
            sku: null,
            price: null,
            totalInventory: 4,
            optionValues: ['Green', 'M'],
          },
          {
            id: SIZE_7,
            name: 'Slate / M',
            sku: null,
            price: null,
            totalInventory: 2,
            optionValues: ['Slate', 'M'],
          },
        ],
      }),
    );
    expect(screen.getByRole('group', { name: 'Color / Size' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Green / M' })).toBeInTheDocument();
  });

  it('leaves a product without variants as it was: no choice, Add to Basket ready', () => {
    renderPage(makeProduct({ id: RING, totalInventory: 3 }));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
    expect(screen.getByText('$45.00')).toBeInTheDocument();
  });
});
