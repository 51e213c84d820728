import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { TaxReportScreen } from '@/components/admin/reports/tax-report-screen';
import type { TaxReport } from '@/lib/schemas/tax-report';
import { periodDays, recentPeriods } from '@/lib/tax/report-periods';
import { answer } from './admin-support';
import { mockRouter, setPathname } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
setPathname('/admin/analytics/taxes');

const row = (jurisdiction: string, rate: number, taxCents: number, refundedTaxCents = 0) => ({
  jurisdiction,
  rate,
  orders: 2,
  taxableCents: Math.round((taxCents * 100_000) / rate),
  taxCents,
  refundedTaxableCents: Math.round((refundedTaxCents * 100_000) / rate),
  refundedTaxCents,
  netTaxableCents: Math.round(((taxCents - refundedTaxCents) * 100_000) / rate),
  netTaxCents: taxCents - refundedTaxCents,
});

const report = (
  from: string,
  to: string,
  rows = [row('US-AK-LOCAL', 6_000, 1_200, 600), row('US-WA', 6_500, 715)],
): TaxReport => ({
  from,
  to,
  timeZone: 'America/Anchorage',
  rows,
  totals: {
    orders: 4,
    refunds: 1,
    salesCents: 31_000,
    refundsCents: 10_000,
    netSalesCents: 21_000,
    taxCents: 1_915,
    refundedTaxCents: 600,
    netTaxCents: 1_315,
  },
});

let answerFor: (url: string) => ReturnType<typeof answer>;
const calls = () => (global.fetch as jest.Mock).mock.calls.map(([url]: [string]) => url);

beforeEach(() => {
  mockRouter.replace.mockClear();
  answerFor = (url) => {
    const match = /^\/api\/admin\/reports\/tax\?from=([\d-]+)&to=([\d-]+)$/.exec(url);
    return match
      ? answer(200, report(match[1], match[2]))
      : answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  };
  global.fetch = jest.fn(async (url: string) => answerFor(url)) as unknown as typeof fetch;
});

const renderScreen = (initialPeriod = '2026-03') =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TaxReportScreen today="2026-04-15" initialPeriod={initialPeriod} />
    </SWRConfig>,
  );

describe('Taxes report screen', () => {
  it('shows a row per jurisdiction and rate, the totals, for the month asked', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Tax by jurisdiction and rate, March 2026' });
    expect(calls()).toContain('/api/admin/reports/tax?from=2026-03-01&to=2026-03-31');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Alaska, local US-AK-LOCAL');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6%', '2', '$200.00', '$12.00', '$100.00', '$6.00', '$100.00', '$6.00']);
    expect(within(second).getByRole('rowheader')).toHaveTextContent('Washington US-WA');
    expect(
      within(screen.getByTestId('tax-report-total'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '4', '', '$19.15', '', '$6.00', '', '$13.15']);
    const totals = screen.getByTestId('tax-report-totals');
    expect(within(totals).getByText('Refunds before tax').nextSibling).toHaveTextContent(
      '$100.00 (1 refund)',
    );
    expect(within(totals).getByText('Net tax').nextSibling).toHaveTextContent('$13.15');
  });

  it('switches to quarters, the last whole one first, and keeps the choice in the address', async () => {
    renderScreen();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Quarter' }));
    expect(screen.getByRole('button', { name: 'Quarter' })).toHaveAttribute('aria-pressed', 'true');
    expect(mockRouter.replace).toHaveBeenLastCalledWith('/admin/analytics/taxes?period=2026-Q1', {
      scroll: false,
    });
    await screen.findByRole('table', { name: 'Tax by jurisdiction and rate, Q1 2026 (January–March)' });
    expect(calls()).toContain('/api/admin/reports/tax?from=2026-01-01&to=2026-03-31');

    fireEvent.change(screen.getByRole('combobox', { name: 'Quarter' }), { target: { value: '2025-Q4' } });
    await screen.findByRole('table', { name: /Q4 2025/ });
    expect(calls()).toContain('/api/admin/reports/tax?from=2025-10-01&to=2025-12-31');
  });

  it('says so when nothing was taxed, and shows the api’s refusal', async () => {
    answerFor = () => answer(200, report('2026-02-01', '2026-02-28', []));
    const { unmount } = renderScreen('2026-02');
    expect(await screen.findByTestId('tax-report-empty')).toHaveTextContent(
      'No tax was collected or refunded in February 2026.',
    );
    unmount();
    answerFor = () =>
      answer(400, { error: 'to must be on or after from', code: 'VALIDATION_ERROR', field: 'to' });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('to must be on or after from');
  });

  it('downloads the period as CSV, and says when it could not', async () => {
    const createObjectURL = jest.fn(() => 'blob:tax');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const csv = {
      ok: true,
      status: 200,
      headers: new Headers({
        'content-disposition': 'attachment; filename="tax-demo-2026-03-01-to-2026-03-31.csv"',
      }),
      blob: async () => new Blob(['Jurisdiction\n']),
      json: async () => null,
    };
    const json = answerFor;
    answerFor = (url) =>
      url.includes('tax.csv') ? (csv as unknown as ReturnType<typeof answer>) : json(url);
    renderScreen();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls()).toContain('/api/admin/reports/tax.csv?from=2026-03-01&to=2026-03-31');
    expect(createObjectURL).toHaveBeenCalled();

    answerFor = (url) => (url.includes('tax.csv') ? answer(500, { error: 'boom' }) : json(url));
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The tax report could not be downloaded. Try again.',
    );
    clicked.mockRestore();
  });
});

describe('tax periods', () => {
  it('gives a month’s and a quarter’s first and last days, leap years included', () => {
    expect(periodDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodDays('2026-Q4')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodDays('2026-13')).toBeNull();
    expect(recentPeriods('month', '2026-01-20').slice(0, 3)).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(recentPeriods('quarter', '2026-01-20').slice(0, 3)).toEqual(['2026-Q1', '2025-Q4', '2025-Q3']);
  });
});
