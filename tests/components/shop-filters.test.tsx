import { fireEvent, render, screen } from '@testing-library/react';
import { ShopFilters } from '@/components/store/shop-filters';
import { mockRouter, setPathname, setSearchParams } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

const facets = {
  categories: [
    { id: 'c1', name: 'Rings', slug: 'rings', sortOrder: 0, image: null, productCount: 6 },
    { id: 'c2', name: 'Ceramics', slug: 'ceramics', sortOrder: 1, image: null, productCount: 8 },
  ],
  metals: ['Copper', 'Sterling Silver'],
};

beforeEach(() => {
  jest.clearAllMocks();
  setPathname('/shop');
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
    expect(mockRouter.replace).toHaveBeenLastCalledWith('/shop?category=ceramics&metal=Copper', {
      scroll: false,
    });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    expect(mockRouter.replace).toHaveBeenLastCalledWith('/shop?category=ceramics&metal=Copper&sort=name', {
      scroll: false,
    });
  });

  it('applies a price range on Apply, and All pieces clears back to the plain shop', () => {
    setSearchParams('category=rings');
    render(<ShopFilters facets={facets} />);
    fireEvent.change(screen.getByLabelText('Lowest price'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Highest price'), { target: { value: '100' } });
    expect(mockRouter.replace).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(mockRouter.replace).toHaveBeenLastCalledWith('/shop?category=rings&min=20&max=100', {
      scroll: false,
    });

    setSearchParams('category=rings');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Lowest price'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Highest price'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(mockRouter.replace).toHaveBeenLastCalledWith('/shop', { scroll: false });
  });
});
