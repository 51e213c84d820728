import { fireEvent, render, screen } from '@testing-library/react';
import { ProductCard } from '@/components/store/product-card';
import { recordProductClick } from '@/lib/analytics';
import { cardProductOf } from '@/lib/catalog/card-product';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  usePathname: () => '/shop',
}));
jest.mock('@/lib/analytics', () => ({
  ...jest.requireActual('@/lib/analytics'),
  recordProductClick: jest.fn(() => Promise.resolve()),
}));

describe('ProductCard', () => {
  it('shows the name, the size and the price with two decimals, linking to the product', () => {
    render(<ProductCard product={makeProduct({ price: 45, size: 7 })} />);
    expect(screen.getByRole('heading', { name: 'Tide Line Ring' })).toBeInTheDocument();
    expect(screen.getByText('Size 7')).toBeInTheDocument();
    expect(screen.getByText('$45.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tide Line Ring/ })).toHaveAttribute(
      'href',
      '/product/11111111-1111-4111-8111-111111111111',
    );
  });

  it('records a click on the card with the product and the page it was on', () => {
    render(<ProductCard product={cardProductOf(makeProduct())} />);
    fireEvent.click(screen.getByRole('link', { name: /Tide Line Ring/ }));
    expect(recordProductClick).toHaveBeenCalledTimes(1);
    expect(recordProductClick).toHaveBeenCalledWith(
      { id: '11111111-1111-4111-8111-111111111111', name: 'Tide Line Ring' },
      '/shop',
    );
  });

  it("names the photo with the owner's alt text, but leaves it unnamed when that only repeats the name", () => {
    const { unmount } = render(
      <ProductCard product={makeProduct({ imageAlts: ['A silver band on driftwood'] })} />,
    );
    expect(screen.getByRole('img', { name: 'A silver band on driftwood' })).toBeInTheDocument();
    unmount();
    render(<ProductCard product={makeProduct({ imageAlts: ['Tide Line Ring'] })} />);
    expect(screen.queryByRole('img', { name: 'Tide Line Ring' })).not.toBeInTheDocument();
    expect(document.querySelector('.product-card__image')).toHaveAttribute('alt', '');
  });

  it('reads the size from either field, text sizes included', () => {
    const product = { ...makeProduct({ size: null }), Size: '18 inch' } as ReturnType<typeof makeProduct>;
    render(<ProductCard product={product} />);
    expect(screen.getByText('Size 18 inch')).toBeInTheDocument();
  });

  it('rounds odd prices to cents', () => {
    render(<ProductCard product={makeProduct({ price: 12.5 })} />);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });

  it('offers Add to Basket while in stock, and for unlimited stock', () => {
    const { rerender } = render(<ProductCard product={makeProduct({ totalInventory: 2 })} />);
    expect(screen.getByRole('button', { name: 'Add to Basket' })).toBeVisible();
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
    rerender(<ProductCard product={makeProduct({ totalInventory: null })} />);
    expect(screen.getByRole('button', { name: 'Add to Basket' })).toBeVisible();
  });

  it('says Out of Stock instead of the button when none are left', () => {
    render(<ProductCard product={makeProduct({ totalInventory: 0 })} />);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Basket' })).not.toBeInTheDocument();
  });

  describe("from the card's copy the server sends", () => {
    it('shows the name, size, price, link and Add to Basket', () => {
      render(<ProductCard product={cardProductOf(makeProduct({ price: 45, compareAtPrice: 60 }))} />);
      expect(screen.getByRole('heading', { name: 'Tide Line Ring' })).toBeInTheDocument();
      expect(screen.getByText('Size 7')).toBeInTheDocument();
      expect(screen.getByText('$45.00')).toBeInTheDocument();
      expect(screen.getByTestId('compare-at-price')).toHaveTextContent('$60.00');
      expect(screen.getByRole('link', { name: /Tide Line Ring/ })).toHaveAttribute(
        'href',
        '/product/11111111-1111-4111-8111-111111111111',
      );
      expect(screen.getByRole('button', { name: 'Add to Basket' })).toBeVisible();
    });

    it('says "From" the lowest variant price, and Out of Stock when no variant is left', () => {
      const variants = [
        { id: 'v1', name: 'Size 6', sku: null, price: 40, totalInventory: 1 },
        { id: 'v2', name: 'Size 7', sku: null, price: 52, totalInventory: 0 },
      ];
      const { rerender } = render(<ProductCard product={cardProductOf(makeProduct({ variants }))} />);
      expect(screen.getByText('From $40.00')).toBeInTheDocument();
      rerender(
        <ProductCard
          product={cardProductOf(
            makeProduct({ variants: variants.map((variant) => ({ ...variant, totalInventory: 0 })) }),
          )}
        />,
      );
      expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    });

    it('shows the description only where the card is asked to', () => {
      render(<ProductCard product={cardProductOf(makeProduct(), true)} showDescription />);
      expect(screen.getByText('Sterling silver, hammered by hand.')).toBeInTheDocument();
    });
  });
});
