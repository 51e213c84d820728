import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBar } from '@/components/store/search-bar';
import { makeProduct } from './fixtures';

const names = [
  'Silver Ring',
  'Raven Earrings',
  'Spring Bowl',
  'Ring Dish',
  'Wave Ring',
  'Stacking Ring',
  'Glacier Cup',
];
const products = names.map((name, index) =>
  makeProduct({ id: `00000000-0000-4000-8000-00000000000${index}`, name, price: 10 + index }),
);

describe('SearchBar', () => {
  beforeEach(() => {
    // The whole catalog is fetched on first focus; here it adds nothing new.
    global.fetch = jest
      .fn()
      .mockResolvedValue({ ok: true, json: async () => ({ products: [], dataSource: 'live' }) });
  });

  it('suggests at most 5 products whose names contain the text, whatever the case', async () => {
    render(<SearchBar products={products} />);
    await userEvent.type(screen.getByRole('combobox'), 'rInG');
    const suggestions = screen.getAllByTestId('search-suggestion');
    expect(suggestions).toHaveLength(5);
    const shown = suggestions.map((item) => within(item).getByText(/Ring|Spring|Earrings/i).textContent);
    expect(shown).toEqual(['Silver Ring', 'Raven Earrings', 'Spring Bowl', 'Ring Dish', 'Wave Ring']);
    expect(screen.queryByText('Glacier Cup')).not.toBeInTheDocument();
  });

  it('shows each suggestion with its price and links it to the product page', async () => {
    render(<SearchBar products={products} />);
    await userEvent.type(screen.getByTestId('search-input'), 'glacier');
    const [suggestion] = screen.getAllByTestId('search-suggestion');
    expect(within(suggestion).getByText('Glacier Cup')).toBeInTheDocument();
    expect(within(suggestion).getByText('$16.00')).toBeInTheDocument();
    expect(suggestion).toHaveAttribute('href', '/product/00000000-0000-4000-8000-000000000006');
  });

  it('suggests nothing for text no name contains', async () => {
    render(<SearchBar products={products} />);
    await userEvent.type(screen.getByRole('combobox'), 'teapot');
    expect(screen.queryAllByTestId('search-suggestion')).toHaveLength(0);
    expect(screen.getByText(/No pieces match/)).toBeInTheDocument();
  });

  it('also searches the catalog it loads on first focus', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({
        products: [makeProduct({ id: '00000000-0000-4000-8000-0000000000aa', name: 'Kiln Mug' })],
      }),
    });
    render(<SearchBar products={products} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'mug');
    expect(await screen.findByText('Kiln Mug')).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/api/products', expect.anything());
  });
});
