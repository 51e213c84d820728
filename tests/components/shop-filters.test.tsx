import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ShopFilters, UnfilteredShopFilters } from '@/components/store/shop-filters';
import { EARLY_TAPS_SCRIPT } from '@/lib/early-taps';
import { markHydrated } from '@/lib/hydration-signal';
import { setPathname, setSearchParams } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

const facets = {
  categories: [
    { id: 'c1', name: 'Rings', slug: 'rings', sortOrder: 0, image: null, productCount: 6 },
    { id: 'c2', name: 'Ceramics', slug: 'ceramics', sortOrder: 1, image: null, productCount: 8 },
  ],
  metals: ['Copper', 'Sterling Silver'],
};

/** The address the page shows: a filter changes it in place, with no request for the page. */
const address = () => window.location.pathname + window.location.search;

beforeEach(() => {
  jest.clearAllMocks();
  setPathname('/shop');
  window.history.replaceState(null, '', '/');
  // React and its router have the page (components/store/hydration-mark.tsx), unless a test says not.
  window.__sitkaHydrated = true;
});

describe('the shop’s filters', () => {
  it('shows the filter the address names', () => {
    setSearchParams('category=rings&sort=price-desc&min=20');
    render(<ShopFilters facets={facets} />);
    expect(screen.getByLabelText('Category')).toHaveValue('rings');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-desc');
    expect(screen.getByLabelText('Lowest price')).toHaveValue(20);
  });

  it('writes a chosen category and sort into the address, keeping the rest', () => {
    setSearchParams('metal=Copper');
    render(<ShopFilters facets={facets} />);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'ceramics' } });
    expect(address()).toBe('/shop?category=ceramics&metal=Copper');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    expect(address()).toBe('/shop?category=ceramics&metal=Copper&sort=name');
  });

  it('applies a price range on Apply, and All pieces clears back to the plain shop', () => {
    setSearchParams('category=rings');
    render(<ShopFilters facets={facets} />);
    fireEvent.change(screen.getByLabelText('Lowest price'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Highest price'), { target: { value: '100' } });
    expect(address()).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(address()).toBe('/shop?category=rings&min=20&max=100');

    setSearchParams('category=rings');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Lowest price'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Highest price'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(address()).toBe('/shop');
  });

  it('writes a choice made while React is taking the page only once the router follows the address', () => {
    window.__sitkaHydrated = false;
    setSearchParams('');
    render(<ShopFilters facets={facets} />);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'rings' } });
    // Written now, the address would change and the page would not: the router is not listening yet.
    expect(address()).toBe('/');
    act(() => markHydrated());
    expect(address()).toBe('/shop?category=rings');
  });

  it('applies a category chosen before React, even when the server’s form is replaced at once', () => {
    window.__sitkaHydrated = false;
    jest.useFakeTimers();
    try {
      setSearchParams('');
      // The server's HTML: the unfiltered form, where the shopper picks Rings before any script runs.
      const container = document.createElement('div');
      container.innerHTML = renderToString(<UnfilteredShopFilters facets={facets} />);
      document.body.append(container);
      const select = container.querySelector<HTMLSelectElement>('select[name="category"]')!;
      select.value = 'rings';
      // React takes the page, then swaps the server's form for the browser's before a task passes.
      let root!: ReturnType<typeof hydrateRoot>;
      act(() => {
        root = hydrateRoot(container, <UnfilteredShopFilters facets={facets} />);
      });
      act(() => root.render(<ShopFilters facets={facets} />));
      expect(address()).toBe('/');
      // The router starts following the address a task after React's effects (hydration-mark.tsx).
      act(() => {
        jest.runOnlyPendingTimers();
        markHydrated();
      });
      expect(address()).toBe('/shop?category=rings');
      act(() => root.unmount());
      container.remove();
    } finally {
      jest.useRealTimers();
    }
  });

  it('applies a category chosen in a list React never takes over: the page noted the choice', () => {
    window.__sitkaHydrated = false;
    setSearchParams('');
    // The page's first script notes choices from the first paint (lib/early-taps.ts).
    new Function(EARLY_TAPS_SCRIPT)();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<UnfilteredShopFilters facets={facets} />);
    document.body.append(container);
    const select = container.querySelector<HTMLSelectElement>('select[name="category"]')!;
    select.value = 'rings';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // The server's form goes before React reads it; React draws its own, with nothing chosen.
    container.replaceChildren();
    const { unmount } = render(<ShopFilters facets={facets} />, { container });
    expect(screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('');
    act(() => markHydrated());
    expect(address()).toBe('/shop?category=rings');
    unmount();
    container.remove();
    // Taken once: a form drawn again later (another filter chosen) does not choose Rings again.
    expect(window.__sitkaEarlyChoices).toBeUndefined();
  });
});
