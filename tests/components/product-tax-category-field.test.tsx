import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ProductForm } from '@/components/admin/products/product-form';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import { setPathname } from '@/tests/support/next-navigation';
import { answer } from './admin-support';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
setPathname('/admin/products/new');

const ID = '22222222-2222-4222-8222-222222222222';
const saved = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  ...makeProduct({ id: ID, name: 'Raven Pendant', price: 80, totalInventory: 4, Metal: [], Gemstone: [] }),
  version: 3,
  updatedAt: '2026-03-02T10:00:00.000Z',
  images: [],
  notionPageId: null,
  ...overrides,
});

type Route = (url: string, init?: RequestInit) => ReturnType<typeof answer>;
let route: Route;
const calls = () => (global.fetch as jest.Mock).mock.calls as [string, RequestInit | undefined][];
const writes = () => calls().filter(([, init]) => init?.method && init.method !== 'GET');
const sent = (index = 0) => JSON.parse(writes()[index][1]!.body as string);

beforeEach(() => {
  route = () => answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  global.fetch = jest.fn(async (url: string, init?: RequestInit) =>
    route(url, init),
  ) as unknown as typeof fetch;
});

const box = (name: string) => screen.getByRole('textbox', { name });
const taxSelect = () => screen.getByRole('combobox', { name: 'Tax' });

describe('the product form’s tax category', () => {
  it('starts at general, offers exempt, and sends the choice with a new product', async () => {
    const onSaved = jest.fn();
    route = (url, init) =>
      init?.method === 'POST' ? answer(201, saved({ taxCategory: 'exempt' })) : answer(404, {});
    render(<ProductForm onSaved={onSaved} />);
    expect(taxSelect()).toHaveValue('general');
    expect(screen.getByRole('option', { name: 'Exempt (no tax)' })).toBeInTheDocument();
    fireEvent.change(box('Name'), { target: { value: 'Raven Pendant' } });
    fireEvent.change(box('Price (USD)'), { target: { value: '80' } });
    fireEvent.change(box('Stock'), { target: { value: '4' } });
    fireEvent.change(taxSelect(), { target: { value: 'exempt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toMatchObject({ name: 'Raven Pendant', taxCategory: 'exempt' });
  });

  it('shows a saved product’s category and sends a change with the version it was made from', async () => {
    const onSaved = jest.fn();
    route = (url, init) =>
      init?.method === 'PUT' ? answer(200, saved({ taxCategory: 'general', version: 4 })) : answer(404, {});
    render(<ProductForm product={saved({ taxCategory: 'exempt' })} onSaved={onSaved} />);
    expect(taxSelect()).toHaveValue('exempt');
    fireEvent.change(taxSelect(), { target: { value: 'general' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toMatchObject({ version: 3, taxCategory: 'general' });
    expect(taxSelect()).toHaveValue('general');
  });

  it('puts the api’s refusal of the category on the field', async () => {
    route = (url, init) =>
      init?.method === 'PUT'
        ? answer(400, {
            error: 'Tax category must be one of: general, exempt',
            code: 'VALIDATION_ERROR',
            field: 'taxCategory',
          })
        : answer(404, {});
    render(<ProductForm product={saved()} onSaved={jest.fn()} />);
    fireEvent.change(taxSelect(), { target: { value: 'exempt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Tax category must be one of: general, exempt')).toBeInTheDocument();
    expect(taxSelect()).toHaveAttribute('aria-invalid', 'true');
  });
});
