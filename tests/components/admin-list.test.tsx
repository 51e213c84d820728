import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { CustomerList } from '@/components/admin/lists/customer-list';
import { ProductList } from '@/components/admin/lists/product-list';
import { LIST_SEARCH_DEBOUNCE_MS } from '@/lib/admin-lists';
import type { AdminCustomer } from '@/lib/schemas/admin-customers';
import { answer } from './admin-support';

// The address bar: the router writes to history, and the list reads it back as a real one would.
jest.mock('next/navigation', () => jest.requireActual('@/tests/support/history-navigation'));

const customer = (n: number, overrides: Partial<AdminCustomer> = {}): AdminCustomer => ({
  id: `c${n}`,
  name: `Customer ${n}`,
  email: `customer${n}@demo.test`,
  phone: '',
  lastActive: '2026-03-02T10:00:00.000Z',
  active: n % 2 === 0,
  orders: n,
  totalSpent: n * 10,
  notionPageId: null,
  ...overrides,
});

let total = 60;
let failing = false;
const apiCalls = () =>
  (global.fetch as jest.Mock).mock.calls
    .map(([url]: [string]) => url as string)
    .filter((url) => url.startsWith('/api/admin/customers?'));
const lastQuery = () => new URLSearchParams(apiCalls().at(-1)!.split('?')[1]);

beforeEach(() => {
  total = 60;
  failing = false;
  window.history.replaceState(null, '', '/admin/customers');
  global.fetch = jest.fn(async (url: string) => {
    if (failing) return answer(503, { error: 'The store is not answering', code: 'UNAVAILABLE' });
    const query = new URLSearchParams(url.split('?')[1]);
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    const count = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
    const items = Array.from({ length: count }, (_, i) => customer((page - 1) * pageSize + i + 1));
    return answer(200, { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) });
  }) as unknown as typeof fetch;
});

function show(list = <CustomerList />) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{list}</SWRConfig>);
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('the owner list', () => {
  it('shows the first page of customers with their columns, the active badge and the total', async () => {
    show();
    const rows = await screen.findAllByTestId('admin-list-row');
    expect(rows).toHaveLength(25);
    expect(within(rows[1]).getByText('Customer 2')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[0]).queryByText('Active')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('$20.00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(screen.getByText(/1–25 of 60 · Page 1 of 3/)).toBeInTheDocument();
    expect(lastQuery().get('sort')).toBe('name');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Email')).toHaveAttribute('aria-sort', 'none');
  });

  it('a header click sorts by its column, a second click reverses it; the api and the address follow', async () => {
    show();
    await screen.findAllByTestId('admin-list-row');
    fireEvent.click(within(header('Total spent')).getByRole('button'));
    await waitFor(() => expect(header('Total spent')).toHaveAttribute('aria-sort', 'ascending'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(lastQuery().get('sort')).toBe('totalSpent'));
    expect(lastQuery().get('dir')).toBe('asc');
    expect(window.location.search).toBe('?sort=totalSpent&dir=asc');

    fireEvent.click(within(header('Total spent')).getByRole('button'));
    await waitFor(() => expect(header('Total spent')).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(lastQuery().get('dir')).toBe('desc'));
    expect(window.location.search).toBe('?sort=totalSpent&dir=desc');
  });

  it('the phone’s Sort by select sorts the same way as the headers', async () => {
    show();
    await screen.findAllByTestId('admin-list-row');
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('name:asc');
    fireEvent.change(select, { target: { value: 'lastActive:desc' } });
    await waitFor(() => expect(header('Last active')).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('lastActive'));
    expect(window.location.search).toBe('?sort=lastActive&dir=desc');
  });

  it('opens with the state in the address, as after a reload', async () => {
    window.history.replaceState(null, '', '/admin/customers?q=ann&sort=orders&dir=desc&page=2');
    show();
    await screen.findAllByTestId('admin-list-row');
    expect(apiCalls()).toHaveLength(1);
    expect(Object.fromEntries(lastQuery())).toEqual({
      page: '2',
      pageSize: '25',
      sort: 'orders',
      dir: 'desc',
      q: 'ann',
    });
    expect(header('Orders')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('ann');
  });

  it('searches once typing pauses, not on every keystroke, and starts again at page 1', async () => {
    window.history.replaceState(null, '', '/admin/customers?page=2');
    show();
    await screen.findAllByTestId('admin-list-row');
    const box = screen.getByRole('searchbox', { name: 'Search by name or email' });
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'an' } });
    fireEvent.change(box, { target: { value: 'ann ' } });
    // Nothing asked yet: the box waits for a pause.
    await new Promise((resolve) => setTimeout(resolve, LIST_SEARCH_DEBOUNCE_MS / 2));
    expect(apiCalls().filter((url) => url.includes('q='))).toHaveLength(0);
    await waitFor(() => expect(apiCalls().filter((url) => url.includes('q='))).toHaveLength(1));
    expect(lastQuery().get('q')).toBe('ann');
    expect(lastQuery().get('page')).toBe('1');
    expect(window.location.search).toBe('?q=ann');
  });

  it('drops a waiting search when the owner follows a link already on screen', async () => {
    show();
    const rows = await screen.findAllByTestId('admin-list-row');
    const link = within(rows[0]).getAllByRole('link')[0];
    // The page the link leads to is the router's; here the click only has to happen.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or email' }), {
      target: { value: 'Customer 1' },
    });
    fireEvent.click(link);
    await new Promise((resolve) => setTimeout(resolve, LIST_SEARCH_DEBOUNCE_MS * 2));
    expect(apiCalls().filter((url) => url.includes('q='))).toHaveLength(0);
    expect(window.location.search).toBe('');
  });

  it('pages through the api: Next and Previous, with Previous off on the first page and Next on the last', async () => {
    show();
    await screen.findAllByTestId('admin-list-row');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText(/26–50 of 60 · Page 2 of 3/)).toBeInTheDocument());
    expect(lastQuery().get('page')).toBe('2');
    expect(window.location.search).toBe('?page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText(/51–60 of 60 · Page 3 of 3/)).toBeInTheDocument());
    expect(screen.getAllByTestId('admin-list-row')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    // Back in the browser: the address goes back a page, and so does the list.
    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    act(() => (jest.requireMock('next/navigation') as { __notify: () => void }).__notify());
    await waitFor(() => expect(screen.getByText(/26–50 of 60 · Page 2 of 3/)).toBeInTheDocument());
  });

  it('says when nothing matches, and offers to clear the search', async () => {
    total = 0;
    window.history.replaceState(null, '', '/admin/customers?q=zzz');
    show();
    expect(await screen.findByText('No customers match “zzz”.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('No customers yet.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('says when the list cannot be loaded, and tries again on request', async () => {
    failing = true;
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This list could not be loaded. Please try again.',
    );
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('admin-list-row')).toHaveLength(25);
  });

  it('the products list is the same list: its own columns, sorts and the archived filter', async () => {
    window.history.replaceState(null, '', '/admin/products?sort=stock&dir=asc');
    global.fetch = jest.fn(async () =>
      answer(200, { items: [], page: 1, pageSize: 25, total: 0, totalPages: 0 }),
    ) as unknown as typeof fetch;
    show(<ProductList />);
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
    const first = (global.fetch as jest.Mock).mock.calls[0][0] as string;
    expect(first).toBe('/api/admin/products?page=1&pageSize=25&sort=stock&dir=asc');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'true' } });
    await waitFor(() => expect(window.location.search).toBe('?sort=stock&dir=asc&archived=true'));
    await waitFor(() => expect((global.fetch as jest.Mock).mock.calls.at(-1)[0]).toContain('archived=true'));
  });

  it('with the workspace linked, each row that has a Notion page links to it; a row without shows a dash', async () => {
    const pageId = '2f1c4a9e-8b7d-4c3a-9e21-5d6f7a8b9c0d';
    const plain = global.fetch as jest.Mock;
    global.fetch = jest.fn(async (url: string) =>
      url === '/api/admin/notion-connection'
        ? answer(200, {
            connected: true,
            workspaceName: 'Sitka Silver',
            notionDatabaseIds: {
              products: 'p',
              customers: 'c',
              orders: 'o',
              notifications: 'n',
              analytics: 'a',
            },
          })
        : plain(url),
    ) as unknown as typeof fetch;
    total = 2;
    plain.mockImplementationOnce(async () =>
      answer(200, {
        items: [customer(1, { notionPageId: pageId }), customer(2)],
        page: 1,
        pageSize: 25,
        total: 2,
        totalPages: 1,
      }),
    );
    show();
    const link = await screen.findByRole('link', { name: 'View in workspace: Customer 1' });
    expect(link).toHaveAttribute('href', `https://www.notion.so/${pageId.replace(/-/g, '')}`);
    expect(link).toHaveTextContent('View in workspace');
    const rows = screen.getAllByTestId('admin-list-row');
    expect(within(rows[1]).queryByRole('link', { name: /in workspace/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Workspace' })).toBeInTheDocument();
  });

  it('without the workspace, the lists have no Workspace column', async () => {
    const plain = global.fetch as jest.Mock;
    const connection = jest.fn(async () =>
      answer(200, {
        connected: false,
        workspaceName: null,
        notionDatabaseIds: {
          products: null,
          customers: null,
          orders: null,
          notifications: null,
          analytics: null,
        },
      }),
    );
    global.fetch = jest.fn(async (url: string) =>
      url === '/api/admin/notion-connection' ? connection() : plain(url),
    ) as unknown as typeof fetch;
    show();
    await screen.findAllByTestId('admin-list-row');
    await waitFor(() => expect(connection).toHaveBeenCalled());
    // The answer is read, and still no column.
    await act(async () => {
      await connection.mock.results[0].value;
    });
    expect(screen.queryByRole('columnheader', { name: 'Workspace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View in workspace/ })).not.toBeInTheDocument();
  });
});
