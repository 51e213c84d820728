import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBar } from '@/components/store/search-bar';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants/catalog';
import type { Product } from '@/lib/schemas/product';
import { answer } from '../support/fetch-answer';
import { mockRouter, setPathname } from '../support/next-navigation';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('../support/next-navigation'));

const product = (index: number, name: string, price = 10 + index) =>
  makeProduct({ id: `00000000-0000-4000-8000-00000000000${index}`, name, price });
/** What the page has loaded: searched only until (or when) the api cannot answer. */
const loaded = [product(0, 'Silver Ring'), product(1, 'Glacier Cup')];
/** The api's answer: the store's whole catalog, not only what the page has loaded. */
const fromApi = [
  product(2, 'Amethyst Ring'),
  product(3, 'Birch Ring'),
  product(4, 'Raven Earrings'),
  product(5, 'Spring Bowl'),
  product(6, 'Wave Ring', 16),
];
const page = (items: Product[]) => ({ items, page: 1, pageSize: 5, hasMore: false });

const searchCalls = () =>
  (global.fetch as jest.Mock).mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/products/search'));

describe('SearchBar', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    setPathname('/shop');
    global.fetch = jest.fn().mockResolvedValue(answer(200, page(fromApi)));
  });

  it('asks the api for 5 suggestions once typing pauses, and shows its answer', async () => {
    render(<SearchBar products={loaded} />);
    await userEvent.type(screen.getByRole('combobox'), 'rInG');
    await waitFor(() => expect(screen.getByText('Amethyst Ring')).toBeInTheDocument());
    // One call for the text as typed, not one per key.
    expect(searchCalls()).toEqual(['/api/products/search?q=rInG&page=1&pageSize=5']);
    const shown = screen.getAllByTestId('search-suggestion').map((item) => item.textContent);
    expect(shown).toHaveLength(5);
    expect(shown.join()).not.toContain('Silver Ring');
  });

  it('shows each suggestion with its price and links it to the product page', async () => {
    render(<SearchBar products={loaded} />);
    await userEvent.type(screen.getByTestId('search-input'), 'wave');
    const suggestion = (await screen.findByText('Wave Ring')).closest('a') as HTMLElement;
    expect(within(suggestion).getByText('$16.00')).toBeInTheDocument();
    expect(suggestion).toHaveAttribute('href', '/product/00000000-0000-4000-8000-000000000006');
  });

  it('says nothing matches once the api found nothing', async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(200, page([])));
    render(<SearchBar products={loaded} />);
    await userEvent.type(screen.getByRole('combobox'), 'teapot');
    expect(await screen.findByText(/No pieces match “teapot”/)).toBeInTheDocument();
    expect(screen.queryAllByTestId('search-suggestion')).toHaveLength(0);
  });

  it('searches the loaded products when the api cannot answer', async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(503, { error: 'down' }));
    render(<SearchBar products={loaded} />);
    await userEvent.type(screen.getByRole('combobox'), 'RING');
    // The api's refusal arrives after the pause; the loaded products still answer.
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(searchCalls()).toHaveLength(1);
    expect(screen.getAllByTestId('search-suggestion').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Silver Ring'),
    ]);
  });

  it('opens the results page for the text on Enter', async () => {
    render(<SearchBar products={loaded} />);
    await userEvent.type(screen.getByRole('combobox'), ' silver cuff {Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith('/shop?q=silver+cuff');
  });
});
