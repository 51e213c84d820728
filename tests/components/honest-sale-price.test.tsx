import { fireEvent, render, screen } from '@testing-library/react';
import { ProductForm } from '@/components/admin/products/product-form';
import { ProductCard } from '@/components/store/product-card';
import { ProductPrice } from '@/components/store/product-price';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import { makeProduct } from './fixtures';
import { setPathname } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
setPathname('/admin/products');

describe('the product page’s 30-day line', () => {
  it('shows the lowest price of the 30 days before the reduction under a sale price', () => {
    render(
      <ProductPrice
        product={{ price: 40, compareAtPrice: 60, lowestPrice30Days: 45 }}
        className="product-info__price"
        showLowest
      />,
    );
    expect(screen.getByTestId('lowest-price-30-days')).toHaveTextContent(
      'Lowest price in the 30 days before this reduction: $45.00',
    );
    expect(screen.getByTestId('compare-at-price')).toHaveTextContent('Was $60.00');
  });

  it('shows no line without a compare-at price, nor on a card', () => {
    const { rerender } = render(
      <ProductPrice
        product={{ price: 40, compareAtPrice: null }}
        className="product-info__price"
        showLowest
      />,
    );
    expect(screen.queryByTestId('lowest-price-30-days')).not.toBeInTheDocument();
    rerender(<ProductCard product={makeProduct({ price: 40, compareAtPrice: 60, lowestPrice30Days: 45 })} />);
    expect(screen.getByTestId('compare-at-price')).toBeInTheDocument();
    expect(screen.queryByTestId('lowest-price-30-days')).not.toBeInTheDocument();
  });
});

const ID = '11111111-1111-4111-8111-111111111111';
const saved = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  ...makeProduct({ id: ID, name: 'Tide Line Ring', price: 45, totalInventory: 10, Metal: [], Gemstone: [] }),
  version: 3,
  updatedAt: '2026-03-02T10:00:00.000Z',
  images: [],
  notionPageId: null,
  ...overrides,
});

describe('the owner’s compare-at warning', () => {
  it('warns when the compare-at price is above every price of the last 30 days, not when it is within', () => {
    render(<ProductForm product={saved({ highestPrice30Days: 55 })} onSaved={jest.fn()} />);
    const compareAt = screen.getByLabelText(/Compare-at price/);
    fireEvent.change(compareAt, { target: { value: '60' } });
    expect(screen.getByTestId('compare-at-warning')).toHaveTextContent(
      'This compare-at price is higher than anything this piece sold for in the last 30 days (highest: $55.00).',
    );
    fireEvent.change(compareAt, { target: { value: '55' } });
    expect(screen.queryByTestId('compare-at-warning')).not.toBeInTheDocument();
    fireEvent.change(compareAt, { target: { value: '' } });
    expect(screen.queryByTestId('compare-at-warning')).not.toBeInTheDocument();
  });
});
