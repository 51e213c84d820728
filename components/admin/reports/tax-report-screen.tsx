'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import useSWR from 'swr';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { isClientError } from '@/lib/client/bff-call';
import { downloadTaxReportCsv, fetchTaxReport } from '@/lib/client/tax-report';
import {
  ratePercent,
  TAX_REPORT_CSV_HEADER as COLUMNS,
  TAX_REPORT_MESSAGES,
  type TaxReport,
} from '@/lib/schemas/tax-report';
import {
  jurisdictionName,
  periodDays,
  periodKindOf,
  periodLabel,
  recentPeriods,
  TAX_PERIOD_KINDS,
  type TaxPeriodKind,
} from '@/lib/tax/report-periods';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as the owner reads them: '$1,234.50', '-$5.00'. */
export const formatCents = (cents: number) => money.format(cents / 100);

/** '1 order', '3 orders'. */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const KIND_LABELS: Record<TaxPeriodKind, string> = { month: 'Month', quarter: 'Quarter' };

async function loadReport([, from, to]: readonly [string, string, string]): Promise<TaxReport> {
  const result = await fetchTaxReport(from, to);
  if (isClientError(result)) throw new Error(result.error);
  return result;
}

/** Tax per jurisdiction and rate, a row each, and the tax totals in the foot. */
function TaxTable({ report, label }: { report: TaxReport; label: string }) {
  const { totals } = report;
  return (
    <div className="tax-report__scroll" role="region" aria-label="Tax by jurisdiction and rate" tabIndex={0}>
      <table className="admin-table tax-report__table" data-testid="tax-report-table">
        <caption className="visually-hidden">Tax by jurisdiction and rate, {label}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column, index) => (
              <th key={column} scope="col" className={index > 1 ? 'admin-table__numeric' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.jurisdiction}|${row.rate}`}>
              <th scope="row">
                <span className="tax-report__place">{jurisdictionName(row.jurisdiction)}</span>{' '}
                <span className="admin-table__muted">{row.jurisdiction}</span>
              </th>
              {[
                ratePercent(row.rate),
                String(row.orders),
                formatCents(row.taxableCents),
                formatCents(row.taxCents),
                formatCents(row.refundedTaxableCents),
                formatCents(row.refundedTaxCents),
                formatCents(row.netTaxableCents),
                formatCents(row.netTaxCents),
              ].map((value, index) => (
                // On a phone each row is a card, its cells labelled by their columns (data-label).
                <td
                  key={COLUMNS[index + 1]}
                  data-label={COLUMNS[index + 1]}
                  className={index > 0 ? 'admin-table__numeric' : undefined}
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="tax-report-total">
            <th scope="row">Total</th>
            {[
              null,
              String(totals.orders),
              null,
              formatCents(totals.taxCents),
              null,
              formatCents(totals.refundedTaxCents),
              null,
              formatCents(totals.netTaxCents),
            ].map((value, index) =>
              value === null ? (
                <td key={COLUMNS[index + 1]} />
              ) : (
                <td key={COLUMNS[index + 1]} data-label={COLUMNS[index + 1]} className="admin-table__numeric">
                  {value}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The period's whole: sales and refunds before tax, and the tax collected, given back and due. */
function TaxTotals({ report }: { report: TaxReport }) {
  const { totals } = report;
  const figures: [string, string][] = [
    ['Sales before tax', `${formatCents(totals.salesCents)} (${counted(totals.orders, 'order')})`],
    ['Refunds before tax', `${formatCents(totals.refundsCents)} (${counted(totals.refunds, 'refund')})`],
    ['Net sales', formatCents(totals.netSalesCents)],
    ['Tax collected', formatCents(totals.taxCents)],
    ['Tax refunded', formatCents(totals.refundedTaxCents)],
    ['Net tax', formatCents(totals.netTaxCents)],
  ];
  return (
    <dl className="tax-report__totals" data-testid="tax-report-totals">
      {figures.map(([term, value]) => (
        <div key={term} className="tax-report__figure">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The report's title, and what its figures are and are not. */
function TaxReportHeader() {
  return (
    <header className="page-header tax-report__header">
      <div>
        <p className="eyebrow">Analytics</p>
        <h1 className="page-title">Taxes</h1>
        <p className="page-lead">
          Tax collected per jurisdiction and rate, less refunds, in Alaska days. Not tax advice: check the
          figures before you file.
        </p>
      </div>
    </header>
  );
}

/** The period's report once loaded (the last one stays while the next loads), or why it is not there. */
function TaxReportBody({
  report,
  error,
  isLoading,
  label,
}: {
  report: TaxReport | undefined;
  error: unknown;
  isLoading: boolean;
  label: string;
}) {
  if (error && !report)
    return (
      <p role="alert" className="notice notice--error">
        {error instanceof Error ? error.message : TAX_REPORT_MESSAGES.loadFailed}
      </p>
    );
  if (isLoading && !report)
    return (
      <p role="status" className="admin-status">
        Loading the tax report…
      </p>
    );
  if (!report) return null;
  return (
    <section
      className="admin-panel tax-report__body"
      aria-labelledby="tax-report-title"
      aria-busy={isLoading}
    >
      <h2 id="tax-report-title" className="admin-panel__title">
        {label}
      </h2>
      <p className="tax-report__days">
        {report.from} to {report.to}, {report.timeZone}
      </p>
      <TaxTotals report={report} />
      {report.rows.length === 0 ? (
        <p className="notice" data-testid="tax-report-empty">
          No tax was collected or refunded in {label}.
        </p>
      ) : (
        <TaxTable report={report} label={label} />
      )}
    </section>
  );
}

/**
 * The Taxes report (back-office, under Analytics): a month or a quarter of the store's days kept in
 * the URL (`?period=2026-03`, `?period=2026-Q1`), the tax per jurisdiction and rate with its
 * totals, and the same as a CSV file.
 */
export function TaxReportScreen({ today, initialPeriod }: { today: string; initialPeriod: string }) {
  const router = useRouter();
  const pathname = usePathname() ?? '/admin/analytics/taxes';
  const [period, setPeriod] = useState(initialPeriod);
  const [download, setDownload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const kind = periodKindOf(period) ?? 'month';
  const days = periodDays(period) ?? periodDays(recentPeriods('month', today)[1])!;
  const label = periodLabel(period);
  const { data, error, isLoading } = useSWR(['tax-report', days.from, days.to] as const, loadReport, {
    keepPreviousData: true,
  });

  const choose = (next: string) => {
    setPeriod(next);
    setDownload({ busy: false });
    router.replace(`${pathname}?period=${next}`, { scroll: false });
  };
  // The last whole month or quarter: the one an owner files for.
  const chooseKind = (next: TaxPeriodKind) => choose(recentPeriods(next, today)[1]);
  const save = async () => {
    setDownload({ busy: true });
    const result = await downloadTaxReportCsv(days.from, days.to);
    setDownload(isClientError(result) ? { busy: false, error: result.error } : { busy: false });
  };

  return (
    <div className="tax-report">
      <TaxReportHeader />

      <div className="tax-report__controls">
        <ToggleGroup
          label="Report by"
          options={TAX_PERIOD_KINDS.map((option) => ({ value: option, label: KIND_LABELS[option] }))}
          value={kind}
          onChange={chooseKind}
        />
        <label className="tax-report__period">
          <span>{KIND_LABELS[kind]}</span>
          <select value={period} onChange={(event) => choose(event.target.value)}>
            {recentPeriods(kind, today).map((option) => (
              <option key={option} value={option}>
                {periodLabel(option)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" onClick={() => void save()} disabled={download.busy}>
          {download.busy ? 'Preparing CSV…' : 'Download CSV'}
        </button>
      </div>
      {download.error && (
        <p role="alert" className="notice notice--error">
          {download.error}
        </p>
      )}

      <TaxReportBody report={data} error={error} isLoading={isLoading} label={label} />
    </div>
  );
}
