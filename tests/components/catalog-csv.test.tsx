import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CatalogCsv } from '@/components/admin/products/catalog-csv';
import type { ImportReport } from '@/lib/schemas/product-csv';
import { answer } from './admin-support';

const clean: ImportReport = {
  dryRun: true,
  applied: false,
  rows: [
    { row: 2, action: 'create', sku: 'MUG-1', title: 'Tide pool mug' },
    {
      row: 3,
      action: 'update',
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Kelp pendant',
      changes: [{ column: 'Variant Price', from: '50.00', to: '58.50' }],
    },
  ],
  summary: { create: 1, update: 1, unchanged: 0, error: 0 },
};
const broken: ImportReport = {
  dryRun: true,
  applied: false,
  rows: [
    {
      row: 4,
      action: 'error',
      title: 'Bowl',
      errors: [
        { column: 'Variant Price', message: 'Variant Price must be an amount in dollars, such as 45.00' },
      ],
    },
  ],
  summary: { create: 0, update: 0, unchanged: 0, error: 1 },
};

const imports = () =>
  (global.fetch as jest.Mock).mock.calls.filter(([url]: [string]) => url.includes('/products/import'));

function pick() {
  const file = new File(['Title\nx\n'], 'catalog.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Catalog CSV file to import'), { target: { files: [file] } });
}

describe('My Products’ CSV import', () => {
  it('shows the dry run, asks before applying, then applies the same file', async () => {
    global.fetch = jest.fn(async (url: string) =>
      url.includes('dryRun=true')
        ? answer(200, clean)
        : answer(200, { ...clean, dryRun: false, applied: true }),
    ) as unknown as typeof fetch;
    render(<CatalogCsv />);
    pick();
    const dialog = await screen.findByRole('dialog', { name: 'Import preview' });
    expect(within(dialog).getByTestId('csv-summary')).toHaveTextContent('1 new, 1 changed, 0 unchanged.');
    expect(within(dialog).getByText('Variant Price: 50.00 → 58.50')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply import' }));
    expect(imports()).toHaveLength(1);
    expect(
      within(dialog).getByText('Apply 1 new and 1 changed products to your store now?'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, apply' }));
    expect(await screen.findByText('Imported: 1 new and 1 changed products.')).toBeInTheDocument();
    expect(imports().map(([url]: [string]) => url)).toEqual([
      '/api/admin/products/import?dryRun=true',
      '/api/admin/products/import?dryRun=false',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('maps the file’s types and tags to categories on the preview and sends the choices with Apply', async () => {
    const rings = {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Rings',
      slug: 'rings',
      sortOrder: 0,
      image: null,
      productCount: 3,
    };
    const mapped: ImportReport = {
      ...clean,
      vocabulary: { types: ['Mugs'], categories: [], tags: ['summer'] },
    };
    global.fetch = jest.fn(async (url: string) =>
      url.includes('/categories')
        ? answer(200, { categories: [rings] })
        : url.includes('dryRun=true')
          ? answer(200, mapped)
          : answer(200, { ...mapped, dryRun: false, applied: true }),
    ) as unknown as typeof fetch;
    render(<CatalogCsv />);
    pick();
    const dialog = await screen.findByRole('dialog', { name: 'Import preview' });
    const mapping = within(dialog).getByTestId('import-mapping');
    expect(within(mapping).getByRole('heading', { name: 'Put products in categories' })).toBeInTheDocument();
    expect(within(mapping).getByRole('group', { name: 'Product types' })).toBeInTheDocument();
    expect(within(mapping).queryByRole('group', { name: 'Product categories' })).not.toBeInTheDocument();
    fireEvent.change(within(mapping).getByLabelText('Mugs'), { target: { value: 'new' } });
    await within(within(mapping).getByLabelText('summer')).findByRole('option', { name: 'Rings' });
    fireEvent.change(within(mapping).getByLabelText('summer'), { target: { value: `category:${rings.id}` } });
    expect(within(mapping).getByText('2 choices will be applied.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply import' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, apply' }));
    expect(await screen.findByText('Imported: 1 new and 1 changed products.')).toBeInTheDocument();
    const applied = imports().find(([url]: [string]) => url.includes('dryRun=false'));
    expect(JSON.parse((applied[1].body as FormData).get('choices') as string)).toEqual({
      mappings: [
        { kind: 'type', value: 'Mugs', newCategory: 'Mugs' },
        { kind: 'tag', value: 'summer', categoryId: rings.id },
      ],
    });
  });

  it('shows each problem with its row and column and offers no Apply', async () => {
    global.fetch = jest.fn(async () => answer(200, broken)) as unknown as typeof fetch;
    render(<CatalogCsv />);
    pick();
    const dialog = await screen.findByRole('dialog', { name: 'Import preview' });
    const row = within(dialog).getAllByRole('row')[1];
    expect(row).toHaveTextContent('4');
    expect(row).toHaveTextContent('Variant Price: Variant Price must be an amount in dollars, such as 45.00');
    expect(within(dialog).queryByRole('button', { name: 'Apply import' })).not.toBeInTheDocument();
  });

  it('a refused apply keeps the api’s message and its row report on screen', async () => {
    global.fetch = jest.fn(async (url: string) =>
      url.includes('dryRun=true')
        ? answer(200, clean)
        : answer(400, {
            error: 'Nothing was imported: row 4, column Variant Price: too large',
            code: 'IMPORT_INVALID',
            field: 'file',
            ...broken,
          }),
    ) as unknown as typeof fetch;
    render(<CatalogCsv />);
    pick();
    const preview = await screen.findByRole('dialog', { name: 'Import preview' });
    fireEvent.click(within(preview).getByRole('button', { name: 'Apply import' }));
    fireEvent.click(within(preview).getByRole('button', { name: 'Yes, apply' }));
    const failed = await screen.findByRole('dialog', { name: 'The file was not imported' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('row 4, column Variant Price');
    await waitFor(() => expect(within(failed).getByTestId('csv-report')).toBeInTheDocument());
  });
});
