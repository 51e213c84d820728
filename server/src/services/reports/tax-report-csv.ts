/**
 * The tax report as a CSV file, a row per jurisdiction and rate and a last row of totals, written
 * by the library the catalog export uses; text cells escaped so none can start a formula.
 */
import { stringify } from 'csv-stringify/sync';
import { escapeCsvCell } from '@/lib/csv-cells';
import { toDollars } from '@/lib/money';
import { ratePercent, TAX_REPORT_CSV_HEADER, type TaxReport } from '@/lib/schemas/tax-report';

/** Cents as dollars with two decimals: a number cell, written as it is. */
const dollars = (cents: number) => toDollars(cents).toFixed(2);

export function taxReportCsv(report: TaxReport): string {
  const rows = report.rows.map((row) => [
    escapeCsvCell(row.jurisdiction),
    escapeCsvCell(ratePercent(row.rate)),
    String(row.orders),
    dollars(row.taxableCents),
    dollars(row.taxCents),
    dollars(row.refundedTaxableCents),
    dollars(row.refundedTaxCents),
    dollars(row.netTaxableCents),
    dollars(row.netTaxCents),
  ]);
  const { totals } = report;
  // Taxable amounts have no total: a sale taxed by a state and its locality is taxable in both.
  const total = [
    'Total',
    '',
    String(totals.orders),
    '',
    dollars(totals.taxCents),
    '',
    dollars(totals.refundedTaxCents),
    '',
    dollars(totals.netTaxCents),
  ];
  return stringify([[...TAX_REPORT_CSV_HEADER], ...rows, total]);
}
