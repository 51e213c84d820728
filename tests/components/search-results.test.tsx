import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopSearchResults } from '@/components/store/search-results';
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
    expect(screen.getByRole('heading', { name: 'Results for “ring”' })).toBeInTheDocument();
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
