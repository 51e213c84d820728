/**
 * The tax report: what a store collected per jurisdiction and rate over a span of its days, less
 * what it gave back, for the owner to file. The query, the answer and the CSV's columns, shared by
 * the api, the back-office screen and the tests.
 */
import { z } from 'zod';

/** The longest span one report covers, in days (a year and a bit: a yearly return with room to spare). */
export const TAX_REPORT_MAX_DAYS = 400;
export const TAX_REPORT_PATH = '/api/admin/reports/tax';
/** The same report as a CSV file. */
export const TAX_REPORT_CSV_PATH = '/api/admin/reports/tax.csv';

/** Whether `text` is a real calendar day written yyyy-mm-dd (no 31 April, no 30 February). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The days from `from` to `to`, both counted (1 for a single day). */
export const daysCovered = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const TAX_REPORT_MESSAGES = {
  day: (field: 'from' | 'to') => `${field} must be a date written yyyy-mm-dd`,
  order: 'to must be on or after from',
  tooLong: `The report covers at most ${TAX_REPORT_MAX_DAYS} days: choose a shorter span for to`,
  loadFailed: 'The tax report could not be loaded. Try again.',
  downloadFailed: 'The tax report could not be downloaded. Try again.',
} as const;

const day = (field: 'from' | 'to') =>
  z.string({ error: TAX_REPORT_MESSAGES.day(field) }).refine(isCalendarDay, TAX_REPORT_MESSAGES.day(field));

/** `from` and `to` are the store's days, both included. */
export const taxReportQuerySchema = z
  .object({ from: day('from'), to: day('to') })
  .superRefine((query, context) => {
    if (!isCalendarDay(query.from) || !isCalendarDay(query.to)) return;
    if (query.from > query.to)
      context.addIssue({ code: 'custom', path: ['to'], message: TAX_REPORT_MESSAGES.order });
    else if (daysCovered(query.from, query.to) > TAX_REPORT_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: TAX_REPORT_MESSAGES.tooLong });
  });
export type TaxReportQuery = z.infer<typeof taxReportQuerySchema>;

const cents = z.number().int();

/**
 * One jurisdiction at one rate (thousandths of a percent, lib/tax/rates.ts): the orders sold in the
 * span that were taxed there, their taxable amount and tax, what the span's refunds gave back of
 * both, and what is left.
 */
export const taxReportRowSchema = z.object({
  jurisdiction: z.string(),
  rate: z.number().int(),
  orders: z.number().int(),
  taxableCents: cents,
  taxCents: cents,
  refundedTaxableCents: cents,
  refundedTaxCents: cents,
  netTaxableCents: cents,
  netTaxCents: cents,
});
export type TaxReportRow = z.infer<typeof taxReportRowSchema>;

/**
 * The span's whole: orders sold and their amount before tax (sales), refunds made and their
 * amount before tax, what is left (the revenue the dashboard and analytics show), and the tax
 * collected, given back and left. Taxable amounts are per row only: one sale taxed by a state and
 * its locality is taxable in both.
 */
export const taxReportTotalsSchema = z.object({
  orders: z.number().int(),
  refunds: z.number().int(),
  salesCents: cents,
  refundsCents: cents,
  netSalesCents: cents,
  taxCents: cents,
  refundedTaxCents: cents,
  netTaxCents: cents,
});
export type TaxReportTotals = z.infer<typeof taxReportTotalsSchema>;

export const taxReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  rows: z.array(taxReportRowSchema),
  totals: taxReportTotalsSchema,
});
export type TaxReport = z.infer<typeof taxReportSchema>;

/** The jurisdiction of refunded tax whose order has no tax lines to share it by. */
export const UNALLOCATED_JURISDICTION = 'UNALLOCATED';

/** A rate in thousandths of a percent as people read it: 6500 → "6.5%", 4225 → "4.225%". */
export const ratePercent = (rate: number) =>
  `${Math.trunc(rate / 1000)}${
    rate % 1000
      ? `.${String(rate % 1000)
          .padStart(3, '0')
          .replace(/0+$/, '')}`
      : ''
  }%`;

/** The CSV's columns, in order; amounts are dollars with two decimals, the last row the totals. */
export const TAX_REPORT_CSV_HEADER = [
  'Jurisdiction',
  'Rate',
  'Orders',
  'Taxable sales',
  'Tax collected',
  'Refunded taxable',
  'Refunded tax',
  'Net taxable',
  'Net tax',
] as const;

/** The file's name: tax-<store>-<from>-to-<to>.csv. */
export const taxReportFileName = (store: string, from: string, to: string) =>
  `tax-${store}-${from}-to-${to}.csv`;
