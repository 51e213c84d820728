import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductForm } from '@/components/admin/products/product-form';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import { setPathname } from '@/tests/support/next-navigation';
import { answer } from './admin-support';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
setPathname('/admin/products');
// The whole product form, typed into key by key: seconds each beside CI's other suites.
jest.setTimeout(20_000);

const ID = '11111111-1111-4111-8111-111111111111';
const SIZE_6 = '66666666-6666-4666-8666-666666666666';
const SIZE_7 = '77777777-7777-4777-8777-777777777777';
const saved = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  ...makeProduct({ id: ID, name: 'Tide Line Ring', price: 45, totalInventory: 3, Metal: [], Gemstone: [] }),
  version: 3,
  updatedAt: '2026-03-02T10:00:00.000Z',
  images: [],
  notionPageId: null,
  ...overrides,
});
const withSizes = () =>
  saved({
    variants: [
      { id: SIZE_6, name: 'Size 6', sku: 'TLR-6', price: null, totalInventory: 1 },
      { id: SIZE_7, name: 'Size 7', sku: null, price: 52, totalInventory: 2, weightGrams: 35 },
    ],
  });

let route: (url: string, init?: RequestInit) => ReturnType<typeof answer>;
const writes = () =>
  (global.fetch as jest.Mock).mock.calls.filter(
    ([, init]: [string, RequestInit | undefined]) => init?.method && init.method !== 'GET',
  );
const bodyOf = (call: [string, RequestInit]) => JSON.parse(call[1].body as string);

beforeEach(() => {
  route = (url, init) => answer(init?.method === 'POST' ? 201 : 200, withSizes());
  global.fetch = jest.fn(async (url: string, init?: RequestInit) =>
    route(url, init),
  ) as unknown as typeof fetch;
});

const box = (name: string) => screen.getByRole('textbox', { name });
const rows = () => screen.getAllByTestId('variant-row');
const inRow = (index: number, name: string) => within(rows()[index]).getByRole('textbox', { name });

describe('the Variants section of the product form', () => {
  it('creates a product with sizes: each row’s name, SKU, price (empty: the product’s) and stock', async () => {
    const onSaved = jest.fn();
    render(<ProductForm onSaved={onSaved} />);
    fireEvent.change(box('Name'), { target: { value: 'Tide Line Ring' } });
    fireEvent.change(box('Price (USD)'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    expect(box('Stock')).toBeDisabled();
    expect(inRow(0, 'Variant price (USD)')).toHaveAttribute('placeholder', "Uses the product's price");
    fireEvent.change(inRow(0, 'Variant name'), { target: { value: 'Size 6' } });
    fireEvent.change(inRow(0, 'Variant SKU'), { target: { value: 'TLR-6' } });
    fireEvent.change(inRow(0, 'Variant stock'), { target: { value: '1' } });
    fireEvent.change(inRow(1, 'Variant name'), { target: { value: 'Size 7' } });
    fireEvent.change(inRow(1, 'Variant price (USD)'), { target: { value: '52.00' } });
    fireEvent.change(inRow(1, 'Variant weight (g)'), { target: { value: '40' } });
    fireEvent.change(inRow(1, 'Variant stock'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const body = bodyOf(writes()[0]);
    expect(body.totalInventory).toBe(3);
    expect(body.variants).toEqual([
      { name: 'Size 6', sku: 'TLR-6', price: null, totalInventory: 1, weightGrams: null },
      { name: 'Size 7', sku: null, price: 52, totalInventory: 2, weightGrams: 40 },
    ]);
  });

  it('refuses a row without stock or a name, and two rows of one name, sending nothing', async () => {
    render(<ProductForm onSaved={jest.fn()} />);
    fireEvent.change(box('Name'), { target: { value: 'Tide Line Ring' } });
    fireEvent.change(box('Price (USD)'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Variant name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Enter how many of this variant are in stock, or choose Unlimited'),
    ).toBeInTheDocument();
    expect(inRow(0, 'Variant name')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(inRow(0, 'Variant name'), { target: { value: 'Size 6' } });
    fireEvent.click(within(rows()[0]).getByRole('checkbox', { name: 'Unlimited' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    fireEvent.change(inRow(1, 'Variant name'), { target: { value: 'size 6' } });
    fireEvent.change(inRow(1, 'Variant stock'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Each variant needs its own name')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('a new row says nothing is wrong before its inputs are left: leaving a typed stock moves nothing', async () => {
    const user = userEvent.setup();
    render(<ProductForm onSaved={jest.fn()} />);
    await user.type(box('Name'), 'Tide Line Ring');
    await user.type(box('Price (USD)'), '45');
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await user.type(inRow(0, 'Variant name'), 'Size 6');
    await user.type(inRow(0, 'Variant stock'), '3');
    // Nothing shown while typing, so leaving the stock for a button takes nothing away above it.
    expect(screen.queryAllByRole('alert')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(rows()).toHaveLength(2);

    // A stock left empty is named once left, and saving names what is still missing.
    await user.click(inRow(1, 'Variant stock'));
    await user.tab();
    expect(
      await screen.findByText('Enter how many of this variant are in stock, or choose Unlimited'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Variant name is required')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('edits saved sizes: reorders them, and removes one only after asking', async () => {
    const onSaved = jest.fn();
    render(<ProductForm product={withSizes()} onSaved={onSaved} />);
    expect(inRow(0, 'Variant name')).toHaveValue('Size 6');
    expect(inRow(1, 'Variant price (USD)')).toHaveValue('52.00');
    fireEvent.click(screen.getByRole('button', { name: 'Move down Size 6' }));
    expect(inRow(0, 'Variant name')).toHaveValue('Size 7');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Size 6' }));
    const dialog = screen.getByTestId('variant-remove-confirm');
    expect(dialog).toHaveTextContent('Remove the variant Size 6?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Size 6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove variant' }));
    expect(rows()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodyOf(writes()[0])).toMatchObject({
      version: 3,
      totalInventory: 2,
      variants: [{ id: SIZE_7, name: 'Size 7', sku: null, price: 52, totalInventory: 2, weightGrams: 35 }],
    });
  });

  it('gives each size an optional weight in grams beside its price, checked as the product’s weight is', async () => {
    const onSaved = jest.fn();
    render(<ProductForm product={withSizes()} onSaved={onSaved} />);
    // Labelled, empty for the product's weight, and next to the price in the row's order.
    expect(inRow(0, 'Variant weight (g)')).toHaveValue('');
    expect(inRow(0, 'Variant weight (g)')).toHaveAttribute('placeholder', "Uses the product's weight");
    expect(inRow(0, 'Variant weight (g)')).toHaveAttribute('inputmode', 'numeric');
    expect(inRow(1, 'Variant weight (g)')).toHaveValue('35');
    const inputs = within(rows()[0])
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('id'));
    expect(inputs.indexOf('variant-0-weightGrams')).toBe(inputs.indexOf('variant-0-price') + 1);

    fireEvent.change(inRow(0, 'Variant weight (g)'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Weight must be a whole number of grams')).toBeInTheDocument();
    expect(inRow(0, 'Variant weight (g)')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(inRow(0, 'Variant weight (g)'), { target: { value: '-3' } });
    expect(await screen.findByText('Weight cannot be negative')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    // The api's refusal naming one size's weight lands on that input.
    route = () =>
      answer(400, {
        code: 'VALIDATION_ERROR',
        error: 'Weight is too large',
        field: 'variants.1.weightGrams',
      });
    fireEvent.change(inRow(0, 'Variant weight (g)'), { target: { value: '28' } });
    fireEvent.change(inRow(1, 'Variant weight (g)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Weight is too large')).toBeInTheDocument();
    expect(inRow(1, 'Variant weight (g)')).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(writes()[0]).variants).toEqual([
      { id: SIZE_6, name: 'Size 6', sku: 'TLR-6', price: null, totalInventory: 1, weightGrams: 28 },
      { id: SIZE_7, name: 'Size 7', sku: null, price: 52, totalInventory: 2, weightGrams: null },
    ]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('leaves a product without variants as it was: no variants sent', async () => {
    route = () => answer(200, saved());
    const onSaved = jest.fn();
    render(<ProductForm product={saved()} onSaved={onSaved} />);
    expect(screen.queryAllByTestId('variant-row')).toHaveLength(0);
    expect(box('Stock')).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodyOf(writes()[0])).not.toHaveProperty('variants');
    expect(bodyOf(writes()[0]).totalInventory).toBe(3);
  });
});
