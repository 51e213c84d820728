import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ProductForm } from '@/components/admin/products/product-form';
import { ADMIN_MESSAGES } from '@/lib/messages';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import { answer } from './admin-support';
import { makeProduct } from './fixtures';
import { setPathname } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
setPathname('/admin/products');

const ID = '11111111-1111-4111-8111-111111111111';
const saved = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  ...makeProduct({
    id: ID,
    name: 'Tide Line Ring',
    price: 45,
    totalInventory: 10,
    Metal: ['Sterling Silver'],
    Gemstone: [],
  }),
  version: 3,
  updatedAt: '2026-03-02T10:00:00.000Z',
  images: [],
  notionPageId: null,
  ...overrides,
});

type Route = (url: string, init?: RequestInit) => ReturnType<typeof answer>;
let route: Route;
const writes = () =>
  (global.fetch as jest.Mock).mock.calls.filter(
    ([, init]: [string, RequestInit | undefined]) => init?.method && init.method !== 'GET',
  );
const bodyOf = (call: [string, RequestInit]) => JSON.parse(call[1].body as string);

beforeEach(() => {
  route = () => answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  global.fetch = jest.fn(async (url: string, init?: RequestInit) =>
    route(url, init),
  ) as unknown as typeof fetch;
});

const box = (name: string) => screen.getByRole('textbox', { name });

describe('product form', () => {
  it('refuses what the api would refuse, with its words, on each field, and sends nothing', async () => {
    const onSaved = jest.fn();
    render(<ProductForm onSaved={onSaved} />);
    fireEvent.change(box('Price (USD)'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Price must be an amount in dollars with at most two decimals'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter how many are in stock, or choose Unlimited stock')).toBeInTheDocument();
    expect(box('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(0);

    fireEvent.change(box('Price (USD)'), { target: { value: '-4' } });
    await waitFor(() => expect(screen.getByText('Price cannot be negative')).toBeInTheDocument());
    fireEvent.change(box('Metals'), { target: { value: 'Silver, ' + 'x'.repeat(61) } });
    fireEvent.blur(box('Metals'));
    expect(await screen.findByText('metals names are at most 60 characters')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates a product from the typed values: dollars, unlimited stock as null, names split at commas', async () => {
    const onSaved = jest.fn();
    route = (url, init) =>
      url === '/api/admin/products' && init?.method === 'POST'
        ? answer(201, saved({ version: 1 }))
        : answer(404, {});
    render(<ProductForm onSaved={onSaved} />);
    fireEvent.change(box('Name'), { target: { value: ' Tide Line Ring ' } });
    fireEvent.change(box('Price (USD)'), { target: { value: '$45.50' } });
    fireEvent.change(box('Size'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unlimited stock' }));
    expect(box('Stock')).toBeDisabled();
    fireEvent.change(box('Metals'), { target: { value: 'Sterling Silver, Copper,' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Featured on the storefront' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodyOf(writes()[0])).toEqual({
      name: 'Tide Line Ring',
      price: 45.5,
      description: '',
      size: 7,
      totalInventory: null,
      metals: ['Sterling Silver', 'Copper'],
      gemstones: [],
      featured: true,
      categoryIds: [],
      compareAtPrice: null,
      weightGrams: null,
      seoTitle: null,
      seoDescription: null,
      sku: null,
      taxCategory: 'general',
      returnable: true,
      makingTime: null,
      personalisation: [],
    });
  });

  it('a product changed elsewhere: the edit is refused with a clear message, the typed values stay, and the latest can be loaded', async () => {
    const onSaved = jest.fn();
    route = (url, init) => {
      if (url === `/api/admin/products/${ID}` && init?.method === 'PUT') {
        return answer(409, {
          error: ADMIN_MESSAGES.productChangedElsewhere,
          code: 'VERSION_CONFLICT',
          field: 'version',
        });
      }
      if (url === `/api/admin/products/${ID}`)
        return answer(200, saved({ version: 4, name: 'Tide Line Ring II', price: 52 }));
      return answer(404, {});
    };
    render(<ProductForm product={saved()} onSaved={onSaved} />);
    fireEvent.change(box('Price (USD)'), { target: { value: '39.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));

    const conflict = await screen.findByTestId('product-conflict');
    expect(conflict).toHaveTextContent(
      'This product was changed elsewhere. Reload to see the latest version.',
    );
    expect(bodyOf(writes()[0])).toMatchObject({ version: 3, price: 39 });
    expect(box('Price (USD)')).toHaveValue('39.00');
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(box('Name')).toHaveValue('Tide Line Ring II'));
    expect(box('Price (USD)')).toHaveValue('52.00');
    expect(screen.queryByTestId('product-conflict')).not.toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
  });

  it('shows the api’s refusal of a field on that field', async () => {
    route = () =>
      answer(400, { error: 'Name is at most 200 characters', code: 'VALIDATION_ERROR', field: 'name' });
    render(<ProductForm product={saved()} onSaved={jest.fn()} />);
    fireEvent.change(box('Name'), { target: { value: 'Tide Line Ring, hammered' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Name is at most 200 characters')).toHaveAttribute(
      'id',
      'product-name-error',
    );
    expect(box('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Name')).toHaveValue('Tide Line Ring, hammered');
  });

  it('sends the SKU typed, and shows a SKU another product holds on the SKU field', async () => {
    route = () =>
      answer(409, {
        error: 'Another product of this store already has the SKU RING-7',
        code: 'SKU_TAKEN',
        field: 'sku',
      });
    render(<ProductForm product={saved({ sku: 'RING-6' })} onSaved={jest.fn()} />);
    expect(box('SKU')).toHaveValue('RING-6');
    fireEvent.change(box('SKU'), { target: { value: ' RING-7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(
      await screen.findByText('Another product of this store already has the SKU RING-7'),
    ).toHaveAttribute('id', 'product-sku-error');
    expect(bodyOf(writes()[0])).toMatchObject({ version: 3, sku: 'RING-7' });
    expect(box('SKU')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sets a making time with a radio group: the store’s default, ready in N days, or made to order in a range', async () => {
    route = (url, init) => (init?.method === 'PUT' ? answer(200, saved({ version: 4 })) : answer(404, {}));
    render(<ProductForm product={saved()} onSaved={jest.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Making time' });
    expect(screen.getByRole('radio', { name: 'Store default' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Shortest' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Made to order in a range of days or weeks' }));
    fireEvent.change(box('Shortest'), { target: { value: '4' } });
    fireEvent.change(box('Longest'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('The shortest time cannot be longer than the longest')).toHaveAttribute(
      'id',
      'product-makingTime-min-error',
    );
    expect(box('Shortest')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(0);
    expect(group).toBeInTheDocument();

    fireEvent.change(box('Shortest'), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'In' }), { target: { value: 'weeks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await screen.findByText('Saved.');
    expect(bodyOf(writes()[0]).makingTime).toEqual({ kind: 'made', min: 2, max: 3, unit: 'weeks' });
  });

  it('shows a product’s own making time, sends null for the store’s default, and lands the api’s refusal on its input', async () => {
    let refuse = true;
    route = (url, init) => {
      if (init?.method !== 'PUT') return answer(404, {});
      if (!refuse) return answer(200, saved({ version: 4 }));
      refuse = false;
      return answer(400, { error: 'Days is at most 30', code: 'VALIDATION_ERROR', field: 'makingTime.days' });
    };
    render(<ProductForm product={saved({ makingTime: { kind: 'ready', days: 5 } })} onSaved={jest.fn()} />);
    expect(screen.getByRole('radio', { name: 'Ready to ship in N business days' })).toBeChecked();
    expect(box('Business days')).toHaveValue('5');
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Days is at most 30')).toHaveAttribute(
      'id',
      'product-makingTime-days-error',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Store default' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await screen.findByText('Saved.');
    expect(bodyOf(writes()[1]).makingTime).toBeNull();
  });

  it('saves an edit from the version it was loaded at and says so', async () => {
    const onSaved = jest.fn();
    route = (url, init) =>
      init?.method === 'PUT' ? answer(200, saved({ version: 4, price: 39 })) : answer(404, {});
    render(<ProductForm product={saved()} onSaved={onSaved} />);
    fireEvent.change(box('Price (USD)'), { target: { value: '39' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(bodyOf(writes()[0])).toMatchObject({
      version: 3,
      price: 39,
      totalInventory: 10,
      metals: ['Sterling Silver'],
    });
    expect(box('Price (USD)')).toHaveValue('39.00');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
  });
});
