import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { DiscountsManager } from '@/components/admin/discounts/discounts-manager';

jest.setTimeout(20_000);

type Answer = { status: number; body: unknown };
type Routes = Record<string, Answer | Answer[]>;

function mockApi(routes: Routes) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${url}`];
    const answer = Array.isArray(route) ? route.shift() : route;
    if (!answer) throw new Error(`unexpected call to ${init?.method ?? 'GET'} ${url}`);
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const market = {
  id: '22222222-2222-4222-8222-222222222222',
  code: 'MARKET10',
  kind: 'percent',
  value: 10,
  appliesTo: 'order',
  productIds: [],
  categoryIds: [],
  minOrder: 50,
  startsAt: null,
  endsAt: null,
  usageLimit: 20,
  oncePerCustomer: true,
  uses: 3,
  revenue: 412.5,
  discounted: 41.25,
  createdAt: '2026-05-01T10:00:00.000Z',
};
const LIST = 'GET /api/admin/discounts';

const renderManager = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DiscountsManager />
    </SWRConfig>,
  );

describe('the back-office Discounts', () => {
  it('lists each code with its terms, uses and revenue', async () => {
    mockApi({ [LIST]: { status: 200, body: { discounts: [market] } } });
    renderManager();
    const row = await screen.findByRole('listitem', { name: 'MARKET10' });
    expect(row).toHaveTextContent('10% off the whole order · orders from $50.00 · one use per customer');
    expect(within(row).getByTestId('discount-usage')).toHaveTextContent(
      '3 uses of 20 · $412.50 revenue · $41.25 discounted',
    );
  });

  it('checks the form as the api does, then adds the code', async () => {
    const fetchMock = mockApi({
      [LIST]: [
        { status: 200, body: { discounts: [] } },
        { status: 200, body: { discounts: [market] } },
      ],
      'POST /api/admin/discounts': { status: 201, body: market },
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Add Discount Code' }));
    await user.type(screen.getByLabelText('Code'), 'market10');
    await user.type(screen.getByLabelText('Percentage'), '150');
    await user.click(screen.getByRole('button', { name: 'Add Code' }));
    expect(await screen.findByText('A percentage must be a whole number from 1 to 100')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.clear(screen.getByLabelText('Percentage'));
    await user.type(screen.getByLabelText('Percentage'), '10');
    await user.click(screen.getByRole('button', { name: 'Add Code' }));
    expect(await screen.findByText('Discount code MARKET10 saved.')).toBeInTheDocument();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(posted[1]!.body))).toMatchObject({
      code: 'market10',
      kind: 'percent',
      value: 10,
    });
    expect(await screen.findByRole('listitem', { name: 'MARKET10' })).toBeInTheDocument();
  });

  it('covers the categories ticked, asking for one before it saves', async () => {
    const rings = { id: '33333333-3333-4333-8333-333333333333', name: 'Rings', slug: 'rings' };
    const fetchMock = mockApi({
      [LIST]: { status: 200, body: { discounts: [] } },
      'GET /api/admin/categories': {
        status: 200,
        body: { categories: [{ ...rings, sortOrder: 0, image: null, productCount: 2 }] },
      },
      'POST /api/admin/discounts': { status: 201, body: { ...market, appliesTo: 'categories' } },
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Add Discount Code' }));
    await user.type(screen.getByLabelText('Code'), 'RINGS5');
    await user.type(screen.getByLabelText('Percentage'), '5');
    await user.selectOptions(screen.getByLabelText('Applies to'), 'categories');
    const categories = screen.getByRole('group', { name: 'Categories' });
    await user.click(screen.getByRole('button', { name: 'Add Code' }));
    expect(await within(categories).findByText('Choose at least one category')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(await within(categories).findByRole('checkbox', { name: 'Rings' }));
    await user.click(screen.getByRole('button', { name: 'Add Code' }));
    expect(await screen.findByText('Discount code MARKET10 saved.')).toBeInTheDocument();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(posted[1]!.body))).toMatchObject({
      appliesTo: 'categories',
      categoryIds: [rings.id],
    });
  });

  it('shows the api’s refusal under the field it names', async () => {
    mockApi({
      [LIST]: { status: 200, body: { discounts: [] } },
      'POST /api/admin/discounts': {
        status: 409,
        body: {
          code: 'CODE_TAKEN',
          field: 'code',
          error: 'Another discount code of this store is already MARKET10.',
        },
      },
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Add Discount Code' }));
    await user.type(screen.getByLabelText('Code'), 'MARKET10');
    await user.type(screen.getByLabelText('Percentage'), '10');
    await user.click(screen.getByRole('button', { name: 'Add Code' }));
    expect(
      await screen.findByText('Another discount code of this store is already MARKET10.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before deleting, and deletes nothing on Cancel', async () => {
    const fetchMock = mockApi({
      [LIST]: [
        { status: 200, body: { discounts: [market] } },
        { status: 200, body: { discounts: [] } },
      ],
      [`DELETE /api/admin/discounts/${market.id}`]: { status: 200, body: { success: true, id: market.id } },
    });
    const user = userEvent.setup();
    renderManager();
    const row = await screen.findByRole('listitem', { name: 'MARKET10' });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByTestId('delete-discount-dialog');
    expect(dialog).toHaveTextContent(
      'Delete the discount code MARKET10? Orders that used it keep their discount.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByTestId('delete-discount-dialog')).getByRole('button', { name: 'Delete Code' }),
    );
    expect(await screen.findByText('Discount code MARKET10 deleted.')).toBeInTheDocument();
    expect(await screen.findByText(/No discount codes yet/)).toBeInTheDocument();
  });
});
