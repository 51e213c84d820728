import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NewProduct } from '@/components/admin/products/new-product';
import { ProductForm } from '@/components/admin/products/product-form';
import { ProductImages } from '@/components/admin/products/product-images';
import type { AdminProduct } from '@/lib/schemas/admin-products';
import { mockRouter, setPathname } from '@/tests/support/next-navigation';
import { answer } from './admin-support';
import { makeProduct } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
setPathname('/admin/products/new');

const ID = '22222222-2222-4222-8222-222222222222';
const IMAGE = '33333333-3333-4333-8333-333333333333';
const saved = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  ...makeProduct({ id: ID, name: 'Raven Pendant', price: 80, totalInventory: 4, Metal: [], Gemstone: [] }),
  version: 1,
  updatedAt: '2026-03-02T10:00:00.000Z',
  images: [],
  notionPageId: null,
  ...overrides,
});

type Route = (url: string, init?: RequestInit) => ReturnType<typeof answer>;
let route: Route;
const calls = () => (global.fetch as jest.Mock).mock.calls as [string, RequestInit | undefined][];
const writes = () => calls().filter(([, init]) => init?.method && init.method !== 'GET');

beforeEach(() => {
  route = () => answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  global.fetch = jest.fn(async (url: string, init?: RequestInit) =>
    route(url, init),
  ) as unknown as typeof fetch;
  mockRouter.replace.mockClear?.();
});

const box = (name: string) => screen.getByRole('textbox', { name });
function fillBasics() {
  fireEvent.change(box('Name'), { target: { value: 'Raven Pendant' } });
  fireEvent.change(box('Price (USD)'), { target: { value: '80' } });
  fireEvent.change(box('Stock'), { target: { value: '4' } });
}

describe('the product details fieldset', () => {
  it('names its fields with their units, under one legend', () => {
    render(<ProductForm onSaved={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Pricing, shipping and search' })).toBeInTheDocument();
    for (const name of ['Compare-at price', 'Weight (grams)', 'Search title', 'Search summary'])
      expect(box(name)).toBeInTheDocument();
  });

  it('refuses a compare-at price not above the price on its own field, and sends nothing', async () => {
    render(<ProductForm onSaved={jest.fn()} />);
    fillBasics();
    fireEvent.change(box('Compare-at price'), { target: { value: '75' } });
    fireEvent.change(box('Weight (grams)'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Compare-at price must be greater than the price')).toBeInTheDocument();
    expect(screen.getByText('Weight must be a whole number of grams')).toBeInTheDocument();
    expect(box('Compare-at price')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(0);
  });

  it('sends the compare-at price in dollars, the weight in grams and the search texts', async () => {
    const onSaved = jest.fn();
    route = (url, init) => (init?.method === 'POST' ? answer(201, saved()) : answer(404, {}));
    render(<ProductForm onSaved={onSaved} />);
    fillBasics();
    fireEvent.change(box('Compare-at price'), { target: { value: '$95.50' } });
    fireEvent.change(box('Weight (grams)'), { target: { value: '42' } });
    fireEvent.change(box('Search title'), { target: { value: 'Raven pendant in silver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(writes()[0][1]!.body as string)).toMatchObject({
      compareAtPrice: 95.5,
      weightGrams: 42,
      seoTitle: 'Raven pendant in silver',
      seoDescription: null,
    });
  });

  it("shows a saved product's details, and the api's refusal lands on the field", async () => {
    route = (url, init) =>
      init?.method === 'PUT'
        ? answer(400, {
            error: 'Compare-at price must be greater than the price',
            code: 'VALIDATION_ERROR',
            field: 'compareAtPrice',
          })
        : answer(404, {});
    render(
      <ProductForm
        product={saved({ compareAtPrice: 99, weightGrams: 30, seoTitle: 'T', seoDescription: 'D' })}
        onSaved={jest.fn()}
      />,
    );
    expect(box('Compare-at price')).toHaveValue('99.00');
    expect(box('Weight (grams)')).toHaveValue('30');
    expect(box('Search summary')).toHaveValue('D');
    fireEvent.change(box('Description'), { target: { value: 'changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(box('Compare-at price')).toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('a new product with its photos', () => {
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'raven.png', { type: 'image/png' });
  const withImage = saved({
    images: [{ id: IMAGE, position: 0, small: '/s.webp', medium: '/m.webp', alt: 'Raven Pendant' }],
  });

  it('creates the product, uploads the photo, sets its alt text, then opens the product', async () => {
    route = (url, init) => {
      if (url === '/api/admin/products' && init?.method === 'POST') return answer(201, saved());
      if (url === `/api/admin/products/${ID}/images` && init?.method === 'POST')
        return answer(201, withImage);
      if (url === `/api/admin/products/${ID}/images/${IMAGE}` && init?.method === 'PATCH')
        return answer(200, withImage);
      return answer(404, {});
    };
    render(<NewProduct />);
    fillBasics();
    fireEvent.change(screen.getByTestId('new-product-image-input'), { target: { files: [file] } });
    fireEvent.change(box('Alt text for raven.png'), { target: { value: 'A silver raven' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith(`/admin/products/${ID}`));
    expect(writes().map(([url, init]) => `${init!.method} ${url}`)).toEqual([
      'POST /api/admin/products',
      `POST /api/admin/products/${ID}/images`,
      `PATCH /api/admin/products/${ID}/images/${IMAGE}`,
    ]);
    expect(JSON.parse(writes()[2][1]!.body as string)).toEqual({ alt: 'A silver raven' });
  });

  it('keeps the page with the error and a link to the product when a photo is refused', async () => {
    route = (url, init) => {
      if (url === '/api/admin/products' && init?.method === 'POST') return answer(201, saved());
      if (url.endsWith('/images'))
        return answer(400, { error: 'This file is not an image', code: 'NOT_AN_IMAGE', field: 'file' });
      return answer(404, {});
    };
    render(<NewProduct />);
    fillBasics();
    fireEvent.change(screen.getByTestId('new-product-image-input'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('raven.png: This file is not an image')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the product' })).toHaveAttribute(
      'href',
      `/admin/products/${ID}`,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '1');
    expect(mockRouter.replace).not.toHaveBeenCalled();
    // The product exists: no second press can create it again.
    expect(screen.queryByRole('button', { name: 'Create product' })).not.toBeInTheDocument();
  });
});

describe("the product's images section", () => {
  it('shows each image with its alt text and saves an edited one for that image only', async () => {
    const images = [
      { id: IMAGE, position: 0, small: '/s.webp', medium: '/m.webp', alt: 'Raven Pendant' },
      { id: ID, position: 1, small: '/t.webp', medium: '/n.webp', alt: 'On a chain' },
    ];
    const onChange = jest.fn();
    route = (url, init) =>
      init?.method === 'PATCH'
        ? answer(200, saved({ images: [{ ...images[0], alt: 'Raven, front' }, images[1]] }))
        : answer(404, {});
    render(<ProductImages product={saved({ images })} onChange={onChange} />);
    expect(box('Alt text, image 2')).toHaveValue('On a chain');
    const save = screen.getByRole('button', { name: 'Save alt text 1' });
    expect(save).toBeDisabled();
    fireEvent.change(box('Alt text, image 1'), { target: { value: 'Raven, front' } });
    fireEvent.click(save);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(writes()).toHaveLength(1);
    expect(writes()[0][0]).toBe(`/api/admin/products/${ID}/images/${IMAGE}`);
    expect(JSON.parse(writes()[0][1]!.body as string)).toEqual({ alt: 'Raven, front' });
  });
});
