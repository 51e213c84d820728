/**
 * The product page's invalid state (storefront spec §4, §5): distinct from loading, error and not
 * found, it says why the piece cannot be shown in the spec's words.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { makeProduct } from './fixtures';

const getProduct = jest.fn();
const notFound = jest.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
jest.mock('next/navigation', () => ({ notFound: () => notFound(), permanentRedirect: jest.fn() }));
// No product of that address was ever renamed or redirected.
jest.mock('@/lib/api/redirects', () => ({ findPageRedirect: async () => null }));
jest.mock('@/lib/api/products', () => ({ getProduct: (...args: unknown[]) => getProduct(...args) }));
jest.mock('@/lib/api/stores', () => ({ getStore: async () => null }));
jest.mock('@/lib/api/store-origin', () => ({ getStoreOrigin: async () => 'https://shop.test' }));
jest.mock('@/lib/api/template-store', () => ({ templateStore: async () => ({}) }));
jest.mock('@/lib/api/templates', () => ({ getPageTemplate: async () => ({ componentSettings: [] }) }));

import ProductPage, { generateMetadata } from '@/app/[tenant]/(store)/product/[id]/page';

const ID = '11111111-1111-4111-8111-111111111111';
const params = (id: string) => ({ params: Promise.resolve({ tenant: 'demo', id }) });

async function renderPage(id: string) {
  render((await ProductPage(params(id))) as ReactElement);
}

beforeEach(() => {
  getProduct.mockReset();
  notFound.mockClear();
});

describe('Product page: the invalid state', () => {
  it('asks for a product id when it is blank, without calling the api', async () => {
    await renderPage(' ');
    expect(screen.getByRole('alert')).toHaveTextContent('Product ID is required');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product ID is required');
    expect(screen.getByRole('link', { name: 'Back to shop' })).toHaveAttribute('href', '/shop');
    expect(getProduct).not.toHaveBeenCalled();
    await expect(generateMetadata(params(' '))).resolves.toMatchObject({
      title: 'Product ID is required',
      robots: { index: false },
    });
  });

  it('says the fetched data was invalid when the api answered it without a name or price', async () => {
    getProduct.mockResolvedValue({ invalid: 'Invalid product data received' });
    await renderPage(ID);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invalid product data received');
    expect(notFound).not.toHaveBeenCalled();
  });

  it('says the product data is invalid when a product to show has no name', async () => {
    getProduct.mockResolvedValue({ product: makeProduct({ name: '  ' }), dataSource: 'backup' });
    await renderPage(ID);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Invalid product data$/);
  });

  it('is not the not-found state: an unknown product still leads there', async () => {
    getProduct.mockResolvedValue(null);
    await expect(ProductPage(params(ID))).rejects.toThrow('NEXT_NOT_FOUND');
    expect(screen.queryByTestId('product-invalid')).not.toBeInTheDocument();
  });
});
