import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { AddToBasketButton } from '@/components/store/add-to-basket-button';
import { RealtimeProvider } from '@/components/store/realtime-provider';
import { SearchBar } from '@/components/store/search-bar';
import { ShopFilters } from '@/components/store/shop-filters';
import { ProductInfoSection } from '@/components/templates/product-sections';
import { cartProductOf } from '@/lib/cart/cart-item';
import { cartStore } from '@/lib/cart/cart-store';
import { EARLY_TAPS_SCRIPT } from '@/lib/early-taps';
import { setPathname, setSearchParams } from '@/tests/support/next-navigation';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
jest.mock('@/lib/realtime/inventory-socket', () => ({
  openInventorySocket: () => ({ close: jest.fn() }),
}));

/**
 * What a shopper does to a store page before React has it (the server's HTML, the page's own
 * early-tap script) counts once React takes that HTML over.
 */

const RING = '11111111-1111-4111-8111-111111111111';
const SIZE_6 = '66666666-6666-4666-8666-666666666666';
const SIZE_7 = '77777777-7777-4777-8777-777777777777';

/** The server's HTML of `ui` in the document, with the page's early-tap script running. */
function serverPage(ui: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  new Function(EARLY_TAPS_SCRIPT)();
  return container;
}

const basketQuantity = () => cartStore.getSnapshot().items.reduce((sum, item) => sum + item.quantity, 0);

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  localStorage.clear();
  act(() => {
    cartStore.setOwner('reset');
    cartStore.setOwner(null);
  });
  setSearchParams('');
  setPathname('/shop');
});

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  delete window.__sitkaEarlyTaps;
});

it('Add to Basket tapped before React had the page puts the piece in the basket once it has', () => {
  const ui = <AddToBasketButton product={cartProductOf(makeProduct({ totalInventory: 4 }))} />;
  const container = serverPage(ui);
  container.querySelector<HTMLButtonElement>('[data-testid="add-to-basket"]')!.click();
  expect(basketQuantity()).toBe(0);

  render(ui, { container, hydrate: true });
  expect(basketQuantity()).toBe(1);
  expect(screen.getByTestId('add-to-basket-status')).toHaveTextContent('Added to basket');
});

it('a size and Add to Basket tapped before React had the page choose that size and add it', () => {
  window.history.replaceState(null, '', `/product/${RING}`);
  const ring = makeProduct({
    id: RING,
    price: 45,
    totalInventory: 3,
    variants: [
      { id: SIZE_6, name: 'Size 6', sku: 'TLR-6', price: null, totalInventory: 1 },
      { id: SIZE_7, name: 'Size 7', sku: 'TLR-7', price: 52, totalInventory: 2 },
    ],
  });
  const ui = (
    <RealtimeProvider url="http://realtime.test" tenantId="demo">
      <ProductInfoSection
        settings={{}}
        data={{ store: { storeName: 'Sitka Silver' }, product: ring } as never}
      />
    </RealtimeProvider>
  );
  const container = serverPage(ui);
  container.querySelector<HTMLInputElement>(`input[value="${SIZE_7}"]`)!.click();
  container.querySelector<HTMLButtonElement>('[data-testid="add-to-basket"]')!.click();

  render(ui, { container, hydrate: true });
  act(() => jest.runOnlyPendingTimers());
  expect(screen.getByRole('radio', { name: 'Size 7' })).toBeChecked();
  expect(window.location.search).toBe(`?variant=${SIZE_7}`);
  expect(cartStore.getSnapshot().items).toEqual([
    expect.objectContaining({ id: RING, variantId: SIZE_7, quantity: 1 }),
  ]);
});

it('a category chosen before React had the shop is applied once it has, over the address', () => {
  window.history.replaceState(null, '', '/shop?metal=Copper');
  const facets = {
    categories: [{ id: 'c1', name: 'Rings', slug: 'rings', sortOrder: 0, image: null, productCount: 6 }],
    metals: ['Copper'],
  };
  const ui = <ShopFilters facets={facets} />;
  const container = serverPage(ui);
  const category = container.querySelector<HTMLSelectElement>('select[name="category"]')!;
  category.value = 'rings';

  render(ui, { container, hydrate: true });
  act(() => jest.runOnlyPendingTimers());
  expect(window.location.pathname + window.location.search).toBe('/shop?category=rings&metal=Copper');
});

it('text typed in the search box before React had the shop is kept and searched', () => {
  const ui = <SearchBar products={[makeProduct({ name: 'Tidewater Ring' })]} />;
  const container = serverPage(ui);
  container.querySelector<HTMLInputElement>('[data-testid="search-input"]')!.value = 'tide';

  render(ui, { container, hydrate: true });
  expect(screen.getByTestId('search-input')).toHaveValue('tide');
});
