/**
 * The tax report: over a span of the store's days, the tax collected on the orders sold in it per
 * jurisdiction and rate, less the tax the span's refunds gave back, with the sales and refunds
 * before tax. A sale counts on the day it was placed, a refund on the day it was made (as the
 * dashboard and analytics count revenue), so a span once filed never changes.
 */
import { STORE_TIME_ZONE } from '@/lib/constants/analytics';
import {
  UNALLOCATED_JURISDICTION,
  type TaxReport,
  type TaxReportQuery,
  type TaxReportRow,
} from '@/lib/schemas/tax-report';
import type { Database } from '@server/db/client';
import { daysSpan, refundedWithin, soldWithin } from '@server/repositories/revenue';
import { refundedTaxByOrderRate, soldTaxByRate } from '@server/repositories/tax-report';

/**
 * `total` shared in whole cents in proportion to `weights` (largest remainder): the shares always
 * add up to `total`, and a weight of 0 gets nothing.
 */
export function shareByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

type RefundLine = Awaited<ReturnType<typeof refundedTaxByOrderRate>>[number];

const emptyRow = (jurisdiction: string, rate: number): TaxReportRow => ({
  jurisdiction,
  rate,
  orders: 0,
  taxableCents: 0,
  taxCents: 0,
  refundedTaxableCents: 0,
  refundedTaxCents: 0,
  netTaxableCents: 0,
  netTaxCents: 0,
});

/**
 * Each refund's tax shared over its order's jurisdictions and rates in proportion to the tax the
 * order paid in each, and the taxable part of each share in the order's own proportion of taxable
 * amount to tax there. A refund whose order has no tax lines to share by is UNALLOCATED.
 */
function addRefunds(rowOf: (jurisdiction: string, rate: number) => TaxReportRow, lines: RefundLine[]) {
  const byRefund = new Map<string, RefundLine[]>();
  for (const line of lines) byRefund.set(line.refundId, [...(byRefund.get(line.refundId) ?? []), line]);
  for (const refundLines of byRefund.values()) {
    const taxed = refundLines.filter((line) => line.jurisdiction !== null && line.taxCents > 0);
    const refundTax = refundLines[0].refundTaxCents;
    if (taxed.length === 0) {
      rowOf(UNALLOCATED_JURISDICTION, 0).refundedTaxCents += refundTax;
      continue;
    }
    const shares = shareByWeight(
      refundTax,
      taxed.map((line) => line.taxCents),
    );
    taxed.forEach((line, index) => {
      const row = rowOf(line.jurisdiction!, line.rate!);
      row.refundedTaxCents += shares[index];
      row.refundedTaxableCents += Math.round((line.taxableCents * shares[index]) / line.taxCents);
    });
  }
}

/** The store's tax report for the days `from` to `to` (both included, the store's days). */
export async function taxReport(db: Database, tenantId: string, query: TaxReportQuery): Promise<TaxReport> {
  const span = daysSpan(query.from, query.to, STORE_TIME_ZONE);
  const [sold, refunded, soldLines, refundLines] = await Promise.all([
    soldWithin(db, tenantId, span),
    refundedWithin(db, tenantId, span),
    soldTaxByRate(db, tenantId, span),
    refundedTaxByOrderRate(db, tenantId, span),
  ]);
  const rows = new Map<string, TaxReportRow>();
  const rowOf = (jurisdiction: string, rate: number) => {
    const key = `${jurisdiction}|${rate}`;
    const row = rows.get(key) ?? emptyRow(jurisdiction, rate);
    rows.set(key, row);
    return row;
  };
  for (const line of soldLines)
    Object.assign(rowOf(line.jurisdiction, line.rate), {
      orders: line.orders,
      taxableCents: line.taxableCents,
      taxCents: line.taxCents,
    });
  addRefunds(rowOf, refundLines);
  const finished = [...rows.values()]
    .map((row) => ({
      ...row,
      netTaxableCents: row.taxableCents - row.refundedTaxableCents,
      netTaxCents: row.taxCents - row.refundedTaxCents,
    }))
    .sort((a, b) => a.jurisdiction.localeCompare(b.jurisdiction) || a.rate - b.rate);
  return {
    from: query.from,
    to: query.to,
    timeZone: STORE_TIME_ZONE,
    rows: finished,
    totals: {
      orders: sold.orders,
      refunds: refunded.refunds,
      salesCents: sold.netCents,
      refundsCents: refunded.netCents,
      netSalesCents: sold.netCents - refunded.netCents,
      taxCents: sold.taxCents,
      refundedTaxCents: refunded.taxCents,
      netTaxCents: sold.taxCents - refunded.taxCents,
    },
  };
}
