import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { OrderList } from '@/components/admin/orders/order-list';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import type { OrderRefundFacts } from '@/lib/schemas/order-refunds';
import { answer } from './admin-support';

// The address bar: the router writes to history, and the list reads it back as a real one would.
jest.mock('next/navigation', () => jest.requireActual('@/tests/support/history-navigation'));

type Summary = Omit<
  AdminOrderDetail,
  | 'items'
  | 'customer'
  | 'payment'
  | 'trackingNumber'
  | 'timeline'
  | 'nextStatuses'
  | 'tracking'
  | 'shippingAddress'
  | 'addressEditable'
  | 'notes'
  | keyof OrderRefundFacts
>;
const summary = (n: number, overrides: Partial<Summary> = {}): Summary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  orderId: `SO-${1000 + n}`,
  status: 'Paid',
  type: 'regular',
  createdAt: '2026-03-02T18:00:00.000Z',
  total: 50 + n,
  customerName: `Customer ${n}`,
  customerEmail: `customer${n}@demo.test`,
  itemCount: 1,
  shipBy: null,
  late: false,
  ...overrides,
});

let failing = false;
/** The rows the api answers, when a test names them. */
let rows: Partial<Summary>[] | null = null;
const apiCalls = () =>
  (global.fetch as jest.Mock).mock.calls
    .map(([url]: [string]) => url)
    .filter((url) => url.startsWith('/api/admin/orders'));
const lastQuery = () => new URLSearchParams(apiCalls().at(-1)!.split('?')[1] ?? '');
const address = () => new URLSearchParams(window.location.search);

beforeEach(() => {
  failing = false;
  rows = null;
  window.history.replaceState(null, '', '/admin/orders');
  global.fetch = jest.fn(async (url: string) => {
    if (failing) return answer(503, { error: 'The store is not answering', code: 'UNAVAILABLE' });
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    const page = Number(query.get('page') ?? 1);
    const status = query.get('status') ?? 'Paid';
    return answer(200, {
      items: rows
        ? rows.map((row, index) => summary(index + 1, row))
        : [summary(page, { status: status === 'All' ? 'Paid' : status } as Partial<Summary>)],
      page,
      pageSize: 25,
      total: 30,
      totalPages: 2,
    });
  }) as jest.Mock;
});

const show = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <OrderList />
    </SWRConfig>,
  );

describe('the order list’s filters', () => {
  it('offers the storefront’s status and type filters, with the same labels, and the sales made by hand', async () => {
    show();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Status')).toEqual([
      'All',
      'Pending Payment',
      'Paid',
      'Shipped',
      'Delivered',
      'Partially Refunded',
      'Refunded',
      'Cancelled',
    ]);
    expect(options('Type')).toEqual(['All', 'Regular', 'Backorder', 'Manual']);
    expect(await screen.findByText('SO-1001')).toBeInTheDocument();
  });

  it('opens on the list the address names: ?status=Paid from the dashboard', async () => {
    window.history.replaceState(null, '', '/admin/orders?status=Paid');
    show();
    expect(screen.getByLabelText('Status')).toHaveValue('Paid');
    await waitFor(() => expect(lastQuery().get('status')).toBe('Paid'));
    expect(await screen.findAllByTestId('admin-order-row')).toHaveLength(1);
  });

  it('an unknown filter in the address is the default, not an error', async () => {
    window.history.replaceState(null, '', '/admin/orders?status=Lost&type=Gift&page=-3');
    show();
    expect(screen.getByLabelText('Status')).toHaveValue('All');
    expect(screen.getByLabelText('Type')).toHaveValue('All');
    await screen.findByText('SO-1001');
    expect(lastQuery().toString()).toBe('');
  });

  it('each filter goes into the address (a new history entry) and the api query, from page 1', async () => {
    window.history.replaceState(null, '', '/admin/orders?page=2');
    show();
    await screen.findByText('SO-1002');
    const before = window.history.length;
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Shipped' } });
    await waitFor(() => expect(address().toString()).toBe('status=Shipped'));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Backorder' } });
    await waitFor(() => expect(address().toString()).toBe('status=Shipped&type=Backorder'));
    await waitFor(() => expect(lastQuery().toString()).toBe('status=Shipped&type=Backorder'));
    expect(window.history.length).toBe(before + 2);
    expect(
      await screen.findByText('Shipped', { selector: '[data-testid="order-status"] span' }),
    ).toBeInTheDocument();
  });

  it('opens on the sales made by hand the address names, and asks the api for them', async () => {
    window.history.replaceState(null, '', '/admin/orders?type=Manual');
    show();
    expect(screen.getByLabelText('Type')).toHaveValue('Manual');
    await waitFor(() => expect(lastQuery().toString()).toBe('type=Manual'));
  });

  it('searches by order id or customer on submit, keeping the filters', async () => {
    window.history.replaceState(null, '', '/admin/orders?type=Regular');
    show();
    await screen.findByText('SO-1001');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '  BO-77 ' } });
    expect(address().get('q')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(address().toString()).toBe('type=Regular&q=BO-77'));
    await waitFor(() => expect(lastQuery().get('q')).toBe('BO-77'));
    // Back: the search box shows the list's search again, not what was typed last.
    act(() => {
      window.history.replaceState(null, '', '/admin/orders?type=Regular');
      (jest.requireMock('next/navigation') as { __notify: () => void }).__notify();
    });
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(''));
  });

  it('pages through the api’s pages, and Back returns to the list as it was', async () => {
    show();
    await screen.findByText('SO-1001');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('SO-1002')).toBeInTheDocument();
    expect(address().get('page')).toBe('2');
    expect(lastQuery().get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Back: the address changes under the list, which follows it.
    act(() => {
      window.history.replaceState(null, '', '/admin/orders');
      (jest.requireMock('next/navigation') as { __notify: () => void }).__notify();
    });
    expect(await screen.findByText('SO-1001')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('shows the api’s message when the list cannot be fetched', async () => {
    failing = true;
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('The store is not answering');
  });
});

describe('ship-by dates on the order list', () => {
  it('shows each order’s Ship by day as the desk shows dates, and Late on the late ones only', async () => {
    rows = [
      { shipBy: '2026-12-14', late: true },
      { shipBy: '2027-01-04', late: false },
      { shipBy: null, late: false, status: 'Pending Payment' },
    ];
    show();
    const found = await screen.findAllByTestId('admin-order-row');
    expect(screen.getByRole('columnheader', { name: 'Ship by' })).toBeInTheDocument();
    expect(within(found[0]).getByText('Dec 14, 2026')).toHaveAttribute('data-label', 'Ship by');
    expect(within(found[0]).getByTestId('order-late')).toHaveTextContent('Late');
    expect(within(found[1]).getByText('Jan 4, 2027')).toBeInTheDocument();
    expect(within(found[1]).queryByTestId('order-late')).toBeNull();
    expect(within(found[2]).getByText('—')).toHaveAttribute('data-label', 'Ship by');
    expect(within(found[2]).queryByText('Late')).toBeNull();
  });

  it('filters the late orders and sorts by ship-by day through the address and the api', async () => {
    show();
    await screen.findByText('SO-1001');
    expect(
      within(screen.getByLabelText('Sort by'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest first', 'Ship by (soonest first)']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Late' }));
    await waitFor(() => expect(address().toString()).toBe('late=true'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'shipBy' } });
    await waitFor(() => expect(address().toString()).toBe('late=true&sort=shipBy&dir=asc'));
    await waitFor(() => expect(lastQuery().toString()).toBe('late=true&sort=shipBy&dir=asc'));
    expect(screen.getByRole('checkbox', { name: 'Late' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('shipBy');
  });

  it('opens on the late orders by ship-by day from the address', async () => {
    window.history.replaceState(null, '', '/admin/orders?late=true&sort=shipBy&dir=asc');
    show();
    await screen.findByText('SO-1001');
    expect(screen.getByRole('checkbox', { name: 'Late' })).toBeChecked();
    expect(lastQuery().toString()).toBe('late=true&sort=shipBy&dir=asc');
  });
});
