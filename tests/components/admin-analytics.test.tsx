import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AnalyticsScreen } from '@/components/admin/analytics/analytics-screen';
import { INTEGRATION_MESSAGES } from '@/lib/messages';
import type { AnalyticsDay, AnalyticsSummary } from '@/lib/schemas/analytics';
import { answer } from './admin-support';
import { mockRouter, setPathname } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
setPathname('/admin/analytics');

const day = (date: string, figures: Partial<AnalyticsDay> = {}): AnalyticsDay => ({
  date,
  pageViews: 0,
  sessions: 0,
  productClicks: 0,
  orders: 0,
  revenue: 0,
  conversion: 0,
  ...figures,
});

function summary(days: number, today: Partial<AnalyticsDay> = {}): AnalyticsSummary {
  const series = Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 2, 1 + index)).toISOString().slice(0, 10);
    return index === days - 1 ? day(date, today) : day(date);
  });
  const last = series.at(-1)!;
  return {
    timeZone: 'America/Anchorage',
    days: series,
    totals: {
      pageViews: last.pageViews,
      sessions: last.sessions,
      productClicks: last.productClicks,
      orders: last.orders,
      revenue: last.revenue,
      conversion: last.conversion,
    },
    // The week before had half the page views and no orders.
    previousTotals: {
      pageViews: Math.round(last.pageViews / 2),
      sessions: last.sessions,
      productClicks: 0,
      orders: 0,
      revenue: 0,
      conversion: 0,
    },
    funnel: [
      { step: 'visits', count: 40 },
      { step: 'productViews', count: 20 },
      { step: 'addedToBasket', count: 8 },
      { step: 'checkoutStarted', count: 4 },
      { step: 'paid', count: 2 },
    ],
    topProducts: last.productClicks
      ? [
          {
            productId: '5f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
            name: 'Raven Silver Cuff',
            clicks: last.productClicks,
          },
        ]
      : [],
    rolledUpAt,
  };
}

type Route = (url: string, init?: RequestInit) => ReturnType<typeof answer> | undefined;
let route: Route;
let today: Partial<AnalyticsDay>;
let rolledUpAt: string | null;
const fetchMock = () => global.fetch as jest.Mock;
const urls = () =>
  fetchMock().mock.calls.map(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`,
  );

beforeEach(() => {
  mockRouter.replace.mockClear();
  rolledUpAt = null;
  today = { pageViews: 5, sessions: 2, productClicks: 3, orders: 1, revenue: 84.5, conversion: 0.5 };
  route = () => undefined;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const own = route(url, init);
    if (own) return own;
    const match = /^\/api\/analytics\/summary\?days=(\d+)$/.exec(url);
    if (match) return answer(200, summary(Number(match[1]), today));
    return answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

function renderScreen(days: 7 | 30 | 90 = 7) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AnalyticsScreen initialDays={days} />
    </SWRConfig>,
  );
}

const lastRow = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('row').at(-1)!;

describe('Analytics screen', () => {
  it("shows the range's totals and each chart's figures in a table", async () => {
    renderScreen();
    const totals = await screen.findByTestId('analytics-totals');
    expect(within(totals).getByText('Page views').nextSibling).toHaveTextContent('5');
    expect(within(totals).getByText('Revenue').nextSibling).toHaveTextContent('$84.50');
    expect(within(totals).getByText('Conversion').nextSibling).toHaveTextContent('50.0%');
    // Each total against the period before, in the owner's words.
    expect(within(totals).getByText('Page views').nextSibling).toHaveTextContent('+67% vs previous 7 days');
    expect(within(totals).getByText('Sessions').nextSibling).toHaveTextContent(
      'No change vs previous 7 days',
    );
    expect(within(totals).getByText('Orders').nextSibling).toHaveTextContent('New vs previous 7 days');
    const funnel = screen.getByTestId('analytics-funnel');
    expect(
      within(funnel)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Visits40100% of visits',
      'Viewed a product2050% of visits',
      'Added to basket820% of visits',
      'Started checkout410% of visits',
      'Paid25% of visits',
    ]);
    expect(screen.getByRole('table', { name: 'Page views and sessions per day' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Page views and sessions per day' })).getAllByRole('row'),
    ).toHaveLength(1 + 7);
    expect(lastRow('analytics-traffic-table')).toHaveTextContent('Sat, Mar 7, 2026');
    expect(
      within(lastRow('analytics-traffic-table'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '2']);
    expect(
      within(lastRow('analytics-sales-table'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '$84.50']);
    expect(
      within(lastRow('analytics-conversion-table'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['50.0%']);
    expect(
      within(screen.getByRole('table', { name: 'Most clicked products' })).getByRole('row', {
        name: /Raven Silver Cuff/,
      }),
    ).toHaveTextContent('3');
    for (const heading of [
      'Page views and sessions',
      'Product clicks',
      'Top products',
      'Orders and revenue',
      'Conversion',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('switching the range puts it in the URL and loads that range', async () => {
    renderScreen();
    await screen.findByTestId('analytics-totals');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(mockRouter.replace).toHaveBeenCalledWith('/admin/analytics?days=30', { scroll: false });
    await waitFor(() =>
      expect(within(screen.getByTestId('analytics-traffic-table')).getAllByRole('row')).toHaveLength(1 + 30),
    );
    expect(urls()).toContain('GET /api/analytics/summary?days=30');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the store has no visits or orders in the range', async () => {
    today = {};
    renderScreen(90);
    expect(await screen.findByTestId('analytics-empty')).toHaveTextContent(
      'No visits or orders in the last 90 days yet.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Include Today' })).toBeEnabled();
  });
});

describe('Sync Yesterday and Include Today', () => {
  it('Include Today rolls up today as well, shows what the sync did and reloads the charts', async () => {
    route = (url) =>
      url === '/api/analytics/sync'
        ? answer(200, { tenantsProcessed: 1, entriesCreated: 2, errors: [] })
        : undefined;
    renderScreen();
    await screen.findByTestId('analytics-totals');
    today = { ...today, pageViews: 9 };
    rolledUpAt = '2026-03-07T21:15:00.000Z';
    const before = urls().filter((url) => url.startsWith('GET /api/analytics/summary')).length;

    fireEvent.click(screen.getByRole('button', { name: 'Include Today' }));
    const results = await screen.findByTestId('analytics-sync-results');
    expect(within(results).getByText('Sync').nextSibling).toHaveTextContent('Synced 2 days');
    expect(within(results).getByText('Problems').nextSibling).toHaveTextContent('None');
    expect(results).not.toHaveTextContent(/Stores processed|Entries created/);
    const [, init] = fetchMock().mock.calls.find(([url]: [string]) => url === '/api/analytics/sync')!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ includeToday: true });

    await waitFor(() =>
      expect(within(lastRow('analytics-traffic-table')).getAllByRole('cell')[0]).toHaveTextContent('9'),
    );
    expect(urls().filter((url) => url.startsWith('GET /api/analytics/summary')).length).toBeGreaterThan(
      before,
    );
    // When the roll-up ran, in the store's time zone.
    expect(screen.getByText('Last rolled up Mar 7, 2026, 12:15 PM AKST.')).toBeInTheDocument();
  });

  it("Sync Yesterday leaves today out and lists the sync's errors", async () => {
    route = (url) =>
      url === '/api/analytics/sync'
        ? answer(200, {
            tenantsProcessed: 1,
            entriesCreated: 0,
            errors: [{ tenantId: 'demo', error: 'Roll-up of 2026-03-06 failed' }],
          })
        : undefined;
    renderScreen();
    await screen.findByTestId('analytics-totals');
    fireEvent.click(screen.getByRole('button', { name: 'Sync Yesterday' }));
    const results = await screen.findByTestId('analytics-sync-results');
    expect(within(results).getByRole('listitem')).toHaveTextContent('demo: Roll-up of 2026-03-06 failed');
    expect(within(results).getByText('Sync').nextSibling).toHaveTextContent('Nothing new to sync');
    const [, init] = fetchMock().mock.calls.find(([url]: [string]) => url === '/api/analytics/sync')!;
    expect(JSON.parse(init.body)).toEqual({ includeToday: false });
  });

  it.each([
    [
      403,
      { error: 'Only the store admin may do this', code: 'FORBIDDEN' },
      INTEGRATION_MESSAGES.analyticsAuthError,
    ],
    [
      401,
      { error: 'Authentication required', code: 'UNAUTHORIZED' },
      INTEGRATION_MESSAGES.analyticsAuthRequired,
    ],
    [500, { error: 'Internal Server Error', code: 'INTERNAL' }, INTEGRATION_MESSAGES.analyticsSyncFailed],
  ])('a %i answer reads as the spec says', async (status, body, message) => {
    route = (url) => (url === '/api/analytics/sync' ? answer(status, body) : undefined);
    renderScreen();
    await screen.findByTestId('analytics-totals');
    fireEvent.click(screen.getByRole('button', { name: 'Include Today' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('analytics-sync-results')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync Yesterday' })).toBeEnabled();
  });

  it('a sync that cannot reach the server says it failed', async () => {
    route = (url) => {
      if (url === '/api/analytics/sync') throw new TypeError('Failed to fetch');
      return undefined;
    };
    renderScreen();
    await screen.findByTestId('analytics-totals');
    fireEvent.click(screen.getByRole('button', { name: 'Sync Yesterday' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INTEGRATION_MESSAGES.analyticsSyncFailed);
  });
});

it('a summary the session may not read shows the spec message instead of charts', async () => {
  route = (url) =>
    url.startsWith('/api/analytics/summary')
      ? answer(403, { error: 'Forbidden', code: 'FORBIDDEN' })
      : undefined;
  renderScreen();
  expect(await screen.findByRole('alert')).toHaveTextContent(INTEGRATION_MESSAGES.analyticsAuthError);
  expect(screen.queryByTestId('analytics-totals')).not.toBeInTheDocument();
});
