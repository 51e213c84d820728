import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareFilteredResults, ShopSearchResults } from '@/components/store/search-results';
import { answer } from '../support/fetch-answer';
import { setPathname, setSearchParams } from '../support/next-navigation';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('../support/next-navigation'));

const product = (index: number) =>
  makeProduct({ id: `00000000-0000-4000-8000-0000000000${10 + index}`, name: `Ring ${index}` });

describe('the shop’s search results (/shop?q=…)', () => {
  beforeEach(() => {
    setPathname('/shop');
    global.fetch = jest.fn(async (url: string) => {
      const page = Number(new URL(url, 'http://shop').searchParams.get('page'));
      const items = page === 1 ? [product(1), product(2)] : [product(3)];
      return answer(200, { items, page, pageSize: 24, hasMore: page === 1 });
    }) as jest.Mock;
  });

  it('shows the catalog when the address asks for no search', () => {
    setSearchParams('');
    render(<ShopSearchResults display={{ view: 'grid' }}>the catalog</ShopSearchResults>);
    expect(screen.getByText('the catalog')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('lists the api’s results a page at a time and links back to every piece', async () => {
    setSearchParams({ q: 'ring' });
    render(<ShopSearchResults display={{ view: 'grid' }}>the catalog</ShopSearchResults>);
    expect(await screen.findByRole('heading', { name: 'Results for “ring”' })).toBeInTheDocument();
    expect(await screen.findByText('Ring 2')).toBeInTheDocument();
    expect(screen.queryByText('the catalog')).not.toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/products/search?q=ring&page=1&pageSize=24',
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Ring 3')).toBeInTheDocument();
    expect(screen.getByText('Ring 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all pieces' })).toHaveAttribute('href', '/shop');
  });

  it('says when nothing matches', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(answer(200, { items: [], page: 1, pageSize: 24, hasMore: false }));
    setSearchParams({ q: 'teapot' });
    render(<ShopSearchResults display={{ view: 'grid' }}>the catalog</ShopSearchResults>);
    expect(await screen.findByText('No pieces match “teapot”.')).toBeInTheDocument();
  });
});

describe('the filtered shop (/shop?category=…)', () => {
  beforeEach(() => {
    setPathname('/shop');
    global.fetch = jest.fn(async (url: string) => {
      const cursor = new URL(url, 'http://shop').searchParams.get('cursor');
      return cursor === 'after-2'
        ? answer(200, { products: [product(3)], dataSource: 'live', nextCursor: null })
        : answer(200, { products: [product(1), product(2)], dataSource: 'live', nextCursor: 'after-2' });
    }) as jest.Mock;
  });

  it('lists the filter’s pieces a page at a time, each page after the last one’s cursor', async () => {
    setSearchParams('category=rings&sort=price-asc');
    render(<ShopSearchResults display={{ view: 'grid' }}>the catalog</ShopSearchResults>);
    const shown = await screen.findByRole('list', { name: 'Pieces shown' });
    expect(await within(shown).findByText('Ring 2')).toBeInTheDocument();
    expect(screen.queryByText('the catalog')).not.toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/products?category=rings&sort=price-asc&limit=24',
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Ring 3')).toBeInTheDocument();
    expect(screen.getByText('Ring 1')).toBeInTheDocument();
    expect(global.fetch).toHaveBeenLastCalledWith(
      '/api/products?category=rings&sort=price-asc&limit=24&cursor=after-2',
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all pieces' })).toHaveAttribute('href', '/shop');
  });

  it('asks for a filter’s first page as it is chosen, and the list drawn after takes that answer', async () => {
    prepareFilteredResults({ category: 'bowls' });
    // Asked before the router has the new address and before the list is drawn.
    await waitFor(() =>
      expect(global.fetch).toHaveBeenCalledWith('/api/products?category=bowls&limit=24', expect.anything()),
    );
    setSearchParams('category=bowls');
    render(<ShopSearchResults display={{ view: 'grid' }}>the catalog</ShopSearchResults>);
    expect(await screen.findByText('Ring 2')).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    // Taken once: the same filter drawn again asks afresh.
    setSearchParams('category=bowls&sort=name');
    setSearchParams('category=bowls');
    render(<ShopSearchResults display={{ view: 'grid' }}>again</ShopSearchResults>);
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(2));
  });

  it('says when no piece matches the filters, and shows the api’s refusal', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(answer(200, { products: [], dataSource: 'live', nextCursor: null }));
    setSearchParams('metal=Gold');
    const { unmount } = render(<ShopSearchResults display={{ view: 'grid' }}>the catalog</ShopSearchResults>);
    expect(await screen.findByText('No pieces match these filters.')).toBeInTheDocument();
    unmount();

    global.fetch = jest
      .fn()
      .mockResolvedValue(
        answer(400, { error: 'max must be at least min', code: 'VALIDATION_ERROR', field: 'max' }),
      );
    setSearchParams('min=50&max=10');
    render(<ShopSearchResults display={{ view: 'grid' }}>the catalog</ShopSearchResults>);
    expect(await screen.findByText('max must be at least min')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('keeps the pieces shown when a further page fails, and offers Show more again', async () => {
    const first = { products: [product(1), product(2)], dataSource: 'live', nextCursor: 'after-2' };
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(200, first))
      .mockResolvedValueOnce(answer(503, { error: 'The shop is busy; try again' }))
      .mockResolvedValueOnce(answer(200, { products: [product(3)], dataSource: 'live', nextCursor: null }));
    setSearchParams('category=rings');
    render(<ShopSearchResults display={{ view: 'grid' }}>the catalog</ShopSearchResults>);
    expect(await screen.findByText('Ring 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled());
    expect(screen.getByText('Ring 1')).toBeInTheDocument();
    expect(screen.queryByText('Ring 3')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Ring 3')).toBeInTheDocument();
    expect(screen.getByText('Ring 1')).toBeInTheDocument();
  });
});
