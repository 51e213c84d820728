import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';
import { DayAtAGlance } from '@/components/admin/dashboard/day-at-a-glance';
import type { StaffRole } from '@/lib/constants/staff';
import { answer } from './admin-support';

beforeEach(() => {
  global.fetch = jest.fn(async (url: string) => {
    if (url === '/api/backups')
      return answer(200, {
        backups: [
          {
            filename: 'notion-backup-2026-11-22.json',
            kind: 'products',
            createdAt: '2026-11-22T13:00:00.000Z',
            size: 2048,
            hasImages: false,
          },
        ],
      });
    if (url === '/api/admin/notion-status')
      return answer(200, { configured: true, connected: false, workspaceName: null });
    if (url === '/api/admin/stripe-status')
      return answer(200, { isEnabled: false, accountStatus: 'pending', testMode: false });
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderDashboard(initialOpen: 'workspace' | null = null, role: StaffRole = 'owner') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AdminDashboard glance={<p>Today’s figures</p>} role={role} initialOpen={initialOpen} />
    </SWRConfig>,
  );
}

const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('Admin dashboard', () => {
  it('shows the Orders role only the cards and sections it may use', () => {
    renderDashboard(null, 'orders');
    const cards = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(cards)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/customers']);
    expect(within(cards).queryByRole('button', { name: /^Analytics/ })).not.toBeInTheDocument();
    for (const name of ['Notion workspace', 'Payment settings', 'Backups'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('links the Products, Customers, Settings and Integrations cards to their screens', () => {
    renderDashboard();
    const cards = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(cards).getByRole('link', { name: /^Products/ })).toHaveAttribute('href', '/admin/products');
    expect(within(cards).getByRole('link', { name: /^Customers/ })).toHaveAttribute(
      'href',
      '/admin/customers',
    );
    expect(within(cards).getByRole('link', { name: /^Settings/ })).toHaveAttribute('href', '/admin/settings');
    expect(within(cards).getByRole('link', { name: /^Integrations/ })).toHaveAttribute(
      'href',
      '/admin/integrations',
    );
    expect(screen.getByText('Today’s figures')).toBeInTheDocument();
  });

  it('arrives with the workspace section expanded when the address asks (a list’s Connect Notion)', async () => {
    renderDashboard('workspace');
    expect(toggle('Notion workspace')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Payment settings')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Backups')).toHaveAttribute('aria-expanded', 'false');
    const workspace = screen.getByTestId('workspace-panel');
    expect(await within(workspace).findByText(/Notion is not connected/)).toBeInTheDocument();
    expect(within(workspace).getByRole('button', { name: 'Connect Notion' })).toBeEnabled();
  });

  it('opens one panel at a time: opening one closes the others, and a second click closes it', async () => {
    renderDashboard();
    expect(screen.queryByTestId('analytics-sync')).not.toBeInTheDocument();

    fireEvent.click(toggle('Analytics'));
    expect(screen.getByTestId('analytics-sync')).toBeInTheDocument();
    expect(toggle('Analytics')).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(toggle('Backups'));
    expect(screen.queryByTestId('analytics-sync')).not.toBeInTheDocument();
    expect(toggle('Analytics')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Backups')).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByRole('rowheader', { name: 'notion-backup-2026-11-22.json' }),
    ).toBeInTheDocument();

    fireEvent.click(toggle('Notion workspace'));
    expect(screen.queryByTestId('backups-section')).not.toBeInTheDocument();
    const workspace = screen.getByTestId('workspace-panel');
    expect(await within(workspace).findByText(/Notion is not connected/)).toBeInTheDocument();
    expect(within(workspace).getByRole('button', { name: 'Connect Notion' })).toBeEnabled();

    fireEvent.click(toggle('Payment settings'));
    expect(screen.queryByTestId('workspace-panel')).not.toBeInTheDocument();
    const payments = screen.getByTestId('payment-panel');
    expect(await within(payments).findByText('Onboarding not finished')).toBeInTheDocument();
    expect(within(payments).getByRole('link', { name: 'Open Payment settings' })).toHaveAttribute(
      'href',
      '/admin/payment-settings',
    );

    fireEvent.click(toggle('Payment settings'));
    expect(screen.queryByTestId('payment-panel')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});

describe('Day at a glance', () => {
  it('links a figure only to a list the role may open', () => {
    render(
      <DayAtAGlance
        summary={{
          ordersToShip: 1,
          day: '2026-11-23',
          timeZone: 'America/Anchorage',
          todayOrders: 1,
          todayRevenue: 20,
          lowStockThreshold: 5,
          lowStockCount: 0,
          lowStock: [],
          events: [],
        }}
        role="orders"
      />,
    );
    expect(screen.getByTestId('glance-to-ship')).toHaveAttribute('href', '/admin/orders?status=Paid');
    expect(screen.getByTestId('glance-low-stock')).not.toHaveAttribute('href');
    expect(screen.getByTestId('glance-low-stock')).toHaveTextContent('No piece under 5 left');
  });

  it('shows orders to ship, today’s revenue and low-stock pieces, each linking to its list', () => {
    render(
      <DayAtAGlance
        summary={{
          ordersToShip: 3,
          day: '2026-11-23',
          timeZone: 'America/Anchorage',
          todayOrders: 2,
          todayRevenue: 184.5,
          lowStockThreshold: 5,
          lowStockCount: 2,
          lowStock: [
            { id: 'p1', name: 'Tide Pool Ring', totalInventory: 1 },
            { id: 'p2', name: 'Spruce Tip Earrings', totalInventory: 4 },
          ],
          events: [],
        }}
        role="owner"
      />,
    );
    expect(screen.getByTestId('glance-to-ship')).toHaveAttribute('href', '/admin/orders?status=Paid');
    expect(screen.getByTestId('glance-to-ship')).toHaveTextContent('3');
    expect(screen.getByTestId('glance-revenue')).toHaveAttribute('href', '/admin/orders');
    expect(screen.getByTestId('glance-revenue')).toHaveTextContent('$184.50');
    expect(screen.getByTestId('glance-revenue')).toHaveTextContent('from 2 paid orders');
    expect(screen.getByTestId('glance-low-stock')).toHaveAttribute(
      'href',
      '/admin/products?sort=stock&dir=asc',
    );
    expect(screen.getByTestId('glance-low-stock')).toHaveTextContent('2 pieces under 5 left');
    expect(
      within(screen.getByRole('list', { name: 'Low-stock pieces' })).getByText('Tide Pool Ring').nextSibling,
    ).toHaveTextContent('1 left');
  });

  it('lists what each event sold, and leaves out an event that sold nothing', () => {
    render(
      <DayAtAGlance
        summary={{
          ordersToShip: 0,
          day: '2026-11-23',
          timeZone: 'America/Anchorage',
          todayOrders: 0,
          todayRevenue: 0,
          lowStockThreshold: 5,
          lowStockCount: 0,
          lowStock: [],
          events: [
            {
              id: 'e1',
              title: 'Harbor Market',
              startsOn: '2026-11-21',
              endsOn: '2026-11-21',
              orders: 3,
              revenue: 96,
            },
            {
              id: 'e2',
              title: 'Winter Fair',
              startsOn: '2026-12-05',
              endsOn: '2026-12-06',
              orders: 0,
              revenue: 0,
            },
          ],
        }}
        role="owner"
      />,
    );
    const list = screen.getByRole('list', { name: 'Sales at events' });
    expect(within(list).getByText('Harbor Market').closest('li')).toHaveTextContent('3 orders · $96.00');
    expect(within(list).queryByText('Winter Fair')).not.toBeInTheDocument();
  });

  it('says so when the figures could not be read', () => {
    render(<DayAtAGlance summary={null} role="owner" />);
    expect(
      screen.getByText('Failed to load today’s figures. Please refresh in a moment.'),
    ).toBeInTheDocument();
  });
});
