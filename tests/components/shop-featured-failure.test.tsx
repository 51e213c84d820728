import { render, screen, waitFor } from '@testing-library/react';
import { ShopCatalog } from '@/components/store/shop-catalog';
import { makeProduct } from './fixtures';

// The shop's search box opens its results page through the router.
jest.mock('next/navigation', () => jest.requireActual('../support/next-navigation'));
const loadProductPage = jest.fn();
jest.mock('@/lib/catalog/load-products', () => ({
  ...jest.requireActual('@/lib/catalog/load-products'),
  loadProductPage: (...args: unknown[]) => loadProductPage(...args),
}));

const { FeaturedLoadError } = jest.requireActual<typeof import('@/lib/catalog/load-products')>(
  '@/lib/catalog/load-products',
);

/** What the server rendered when neither the api nor a backup could give the featured pieces. */
const nothingFeatured = { products: [], dataSource: 'backup' as const, nextCursor: null };

beforeEach(() => {
  loadProductPage.mockReset();
  sessionStorage.clear();
});

describe('Shop: featured products that cannot be loaded', () => {
  it('loads them in the browser first, and says the spec’s message when that fails too', async () => {
    loadProductPage.mockRejectedValueOnce(new FeaturedLoadError(3, new Error('timeout')));
    render(<ShopCatalog featured={nothingFeatured} tenantId="demo" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load products after 3 attempts: timeout',
    );
    expect(loadProductPage).toHaveBeenCalledWith('featured', 'demo', null);
    expect(screen.queryByText(/No pieces are available/)).not.toBeInTheDocument();
  });

  it('goes on to the regular pieces when the browser reads the featured ones', async () => {
    loadProductPage.mockImplementation(async (kind: string) =>
      kind === 'featured'
        ? { products: [makeProduct({ name: 'Kelp Pendant' })], dataSource: 'live', nextCursor: null }
        : {
            products: [makeProduct({ id: '22222222-2222-4222-8222-222222222222', name: 'Tidepool Mug' })],
            dataSource: 'live',
            nextCursor: null,
          },
    );
    render(<ShopCatalog featured={nothingFeatured} tenantId="demo" />);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(loadProductPage.mock.calls.map(([kind]) => kind)).toEqual(['featured', 'regular']);
    // The first of them is still the page's largest image, loaded at high priority.
    const [first, second] = screen.getAllByTestId('product-card').map((card) => card.querySelector('img'));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends silently when only the regular pieces fail', async () => {
    loadProductPage.mockRejectedValueOnce(new Error('/api/products/regular answered 404'));
    const featured = { products: [makeProduct()], dataSource: 'live' as const, nextCursor: null };
    render(<ShopCatalog featured={featured} tenantId="demo" />);
    await waitFor(() => expect(loadProductPage).toHaveBeenCalledWith('regular', 'demo', null));
    await waitFor(() => expect(screen.queryByText('Loading more pieces…')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
  });
});
