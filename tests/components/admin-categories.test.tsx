import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { CategoriesManager } from '@/components/admin/categories/categories-manager';
import type { Category } from '@/lib/schemas/category';
import { answer } from './admin-support';

const category = (id: string, name: string, slug: string, sortOrder: number, productCount = 0): Category => ({
  id: `0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e0${id}`,
  name,
  slug,
  sortOrder,
  image: null,
  productCount,
});
const RINGS = category('1', 'Rings', 'rings', 0, 6);
const CERAMICS = category('2', 'Ceramics', 'ceramics', 1, 1);
const NEW_ID = '0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e09';

let categories: Category[];
/** The api keeps the list in shop order: by order, then name. */
const inShopOrder = () =>
  [...categories].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

const calls = () =>
  (global.fetch as jest.Mock).mock.calls.map(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`,
  );
const sent = (method: string) =>
  (global.fetch as jest.Mock).mock.calls
    .filter(([, init]: [string, RequestInit | undefined]) => init?.method === method)
    .map(([, init]: [string, RequestInit]) => JSON.parse(init.body as string));

beforeEach(() => {
  categories = [RINGS, CERAMICS];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(init.body as string) : undefined;
    if (method === 'GET' && url === '/api/admin/categories')
      return answer(200, { categories: inShopOrder() });
    const taken = categories.find((item) => item.slug === body?.slug && !url.endsWith(item.id));
    if (taken)
      return answer(409, {
        error: `Another category of this store already uses the slug “${body.slug}”`,
        code: 'SLUG_TAKEN',
        field: 'slug',
      });
    if (method === 'POST' && url === '/api/admin/categories') {
      const created = { ...body, id: NEW_ID, productCount: 0 };
      categories = [...categories, created];
      return answer(201, created);
    }
    const target = categories.find((item) => url === `/api/admin/categories/${item.id}`);
    if (method === 'PUT' && target) {
      const edited = { ...target, ...body };
      categories = categories.map((item) => (item.id === target.id ? edited : item));
      return answer(200, edited);
    }
    if (method === 'DELETE' && target) {
      categories = categories.filter((item) => item.id !== target.id);
      return answer(200, { success: true });
    }
    return answer(404, { error: 'Category not found', code: 'CATEGORY_NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderManager() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CategoriesManager />
    </SWRConfig>,
  );
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('the back-office Categories', () => {
  it('lists the store’s categories in shop order with their address and piece count', async () => {
    renderManager();
    const rings = await screen.findByRole('listitem', { name: 'Rings' });
    expect(within(rings).getByText('/shop?category=rings · 6 pieces')).toBeInTheDocument();
    const ceramics = screen.getByRole('listitem', { name: 'Ceramics' });
    expect(within(ceramics).getByText('/shop?category=ceramics · 1 piece')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Rings', 'Ceramics']);
  });

  it('says so when the store has no categories yet', async () => {
    categories = [];
    renderManager();
    expect(
      await screen.findByText('No categories yet. Add one, such as Rings or Ceramics.'),
    ).toBeInTheDocument();
  });

  it('adds a category, its slug suggested from the name, with a card image, and lists it', async () => {
    renderManager();
    await screen.findByRole('list', { name: 'Categories' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await user.type(within(form).getByLabelText('Name'), 'Custom Pieces');
    expect(within(form).getByLabelText('Slug (in the shop’s address)')).toHaveValue('custom-pieces');
    await user.clear(within(form).getByLabelText('Order'));
    await user.type(within(form).getByLabelText('Order'), '5');
    await user.type(within(form).getByLabelText('Card image URL (optional)'), '/images/custom.jpg');
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByRole('listitem', { name: 'Custom Pieces' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New category' })).not.toBeInTheDocument();
    expect(sent('POST')).toEqual([
      { name: 'Custom Pieces', slug: 'custom-pieces', sortOrder: 5, image: '/images/custom.jpg' },
    ]);
    expect(rowNames()).toEqual(['Rings', 'Ceramics', 'Custom Pieces']);
  });

  it('checks the form before sending, each message under its field', async () => {
    renderManager();
    await screen.findByRole('list', { name: 'Categories' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await user.type(within(form).getByLabelText('Slug (in the shop’s address)'), 'Not A Slug');
    await user.type(within(form).getByLabelText('Card image URL (optional)'), 'ftp://x');
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));

    const name = within(form).getByLabelText('Name');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Slug (in the shop’s address)')).toHaveAccessibleDescription(
      'Slug must be lower-case letters, digits and hyphens (rings, custom-pieces)',
    );
    expect(within(form).getByLabelText('Card image URL (optional)')).toHaveAccessibleDescription(
      'Image must be an http(s) URL or a path on this site',
    );
    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('shows the api’s refusal under the field it names, and keeps the form open', async () => {
    renderManager();
    await screen.findByRole('list', { name: 'Categories' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await user.type(within(form).getByLabelText('Name'), 'Rings');
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));

    const slug = within(form).getByLabelText('Slug (in the shop’s address)');
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        'Another category of this store already uses the slug “rings”',
      ),
    );
    expect(within(form).getByLabelText('Name')).toHaveValue('Rings');
    expect(rowNames()).toEqual(['Rings', 'Ceramics']);
  });

  it('renames a category and moves it by its order; Cancel leaves it as it was', async () => {
    renderManager();
    const ceramics = await screen.findByRole('listitem', { name: 'Ceramics' });
    const user = userEvent.setup();
    await user.click(within(ceramics).getByRole('button', { name: 'Edit' }));
    let form = screen.getByRole('form', { name: 'Edit Ceramics' });
    await user.type(within(form).getByLabelText('Name'), ' & Clay');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('listitem', { name: 'Ceramics' })).toBeInTheDocument();
    expect(sent('PUT')).toEqual([]);

    await user.click(
      within(screen.getByRole('listitem', { name: 'Ceramics' })).getByRole('button', { name: 'Edit' }),
    );
    form = screen.getByRole('form', { name: 'Edit Ceramics' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Pottery');
    // A rename keeps the slug the shop's links already use.
    expect(within(form).getByLabelText('Slug (in the shop’s address)')).toHaveValue('ceramics');
    await user.clear(within(form).getByLabelText('Order'));
    await user.type(within(form).getByLabelText('Order'), '-1');
    await user.click(within(form).getByRole('button', { name: 'Save Category' }));

    expect(await screen.findByRole('listitem', { name: 'Pottery' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Pottery', 'Rings']);
    expect(sent('PUT')).toEqual([{ name: 'Pottery', slug: 'ceramics', sortOrder: -1, image: null }]);
    expect(calls()).toContain(`PUT /api/admin/categories/${CERAMICS.id}`);
  });

  it('sets and clears a card image', async () => {
    renderManager();
    const rings = await screen.findByRole('listitem', { name: 'Rings' });
    const user = userEvent.setup();
    await user.click(within(rings).getByRole('button', { name: 'Edit' }));
    let form = screen.getByRole('form', { name: 'Edit Rings' });
    await user.type(within(form).getByLabelText('Card image URL (optional)'), 'https://cdn.test/rings.jpg');
    await user.click(within(form).getByRole('button', { name: 'Save Category' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Rings' })).not.toBeInTheDocument());
    expect(sent('PUT').at(-1)).toMatchObject({ image: 'https://cdn.test/rings.jpg' });

    await user.click(
      within(screen.getByRole('listitem', { name: 'Rings' })).getByRole('button', { name: 'Edit' }),
    );
    form = screen.getByRole('form', { name: 'Edit Rings' });
    const image = within(form).getByLabelText('Card image URL (optional)');
    expect(image).toHaveValue('https://cdn.test/rings.jpg');
    await user.clear(image);
    await user.click(within(form).getByRole('button', { name: 'Save Category' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(2));
    expect(sent('PUT')[1]).toMatchObject({ image: null });
  });

  it('asks before deleting; Cancel keeps the category, Delete Category removes it', async () => {
    renderManager();
    const rings = await screen.findByRole('listitem', { name: 'Rings' });
    const user = userEvent.setup();
    await user.click(within(rings).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Rings?' });
    expect(
      within(dialog).getByText(
        'Its pieces stay in the shop, in their other categories. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await user.click(
      within(screen.getByRole('listitem', { name: 'Rings' })).getByRole('button', { name: 'Delete' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Delete Rings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Category' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Rings' })).not.toBeInTheDocument());
    expect(calls()).toContain(`DELETE /api/admin/categories/${RINGS.id}`);
    expect(rowNames()).toEqual(['Ceramics']);
  });

  it('shows the api’s message when a delete is refused, and keeps the category', async () => {
    renderManager();
    await screen.findByRole('listitem', { name: 'Rings' });
    // Another tab deleted it meanwhile: the api no longer knows it.
    categories = categories.filter((item) => item.id !== RINGS.id);
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('listitem', { name: 'Rings' })).getByRole('button', { name: 'Delete' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Rings?' })).getByRole('button', {
        name: 'Delete Category',
      }),
    );
    expect(await screen.findByText('Category not found')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('listitem', { name: 'Rings' })).toBeInTheDocument();
  });

  it('says why when the list cannot be loaded', async () => {
    global.fetch = jest.fn(async () =>
      answer(503, { error: 'The store is resting; try again shortly' }),
    ) as unknown as typeof fetch;
    renderManager();
    expect(await screen.findByRole('alert')).toHaveTextContent('The store is resting; try again shortly');
  });
});
