/**
 * The spans an owner files tax for: a calendar month (`2026-03`) or quarter (`2026-Q1`), as the
 * tax report's first and last day, and the recent ones the Taxes report screen offers.
 */
import { UNALLOCATED_JURISDICTION } from '../schemas/tax-report';
import { countryName } from '../countries';
import { US_STATE_NAMES } from './labels';

export const TAX_PERIOD_KINDS = ['month', 'quarter'] as const;
export type TaxPeriodKind = (typeof TAX_PERIOD_KINDS)[number];
/** How many past periods the picker offers: two years of months, three of quarters. */
export const TAX_PERIODS_OFFERED: Record<TaxPeriodKind, number> = { month: 24, quarter: 12 };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
const MONTH_NAMES = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

const pad = (value: number) => String(value).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const periodKindOf = (period: string): TaxPeriodKind | null =>
  MONTH.test(period) ? 'month' : QUARTER.test(period) ? 'quarter' : null;

/** A period's first and last day, yyyy-mm-dd; null when `period` is neither a month nor a quarter. */
export function periodDays(period: string): { from: string; to: string } | null {
  const month = MONTH.exec(period);
  if (month) {
    const [year, number] = [Number(month[1]), Number(month[2])];
    return { from: `${period}-01`, to: `${period}-${pad(lastDay(year, number))}` };
  }
  const quarter = QUARTER.exec(period);
  if (!quarter) return null;
  const [year, first] = [Number(quarter[1]), (Number(quarter[2]) - 1) * 3 + 1];
  return {
    from: `${year}-${pad(first)}-01`,
    to: `${year}-${pad(first + 2)}-${pad(lastDay(year, first + 2))}`,
  };
}

/** 'March 2026', 'Q1 2026 (January–March)'. */
export function periodLabel(period: string): string {
  const days = periodDays(period);
  if (!days) return period;
  const name = (day: string) => MONTH_NAMES.format(new Date(`${day}T00:00:00Z`));
  if (periodKindOf(period) === 'month') return `${name(days.from)} ${period.slice(0, 4)}`;
  return `Q${period.slice(-1)} ${period.slice(0, 4)} (${name(days.from)}–${name(days.to)})`;
}

/** The period of `kind` holding `today` (yyyy-mm-dd) and the ones before it, newest first. */
export function recentPeriods(kind: TaxPeriodKind, today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: TAX_PERIODS_OFFERED[kind] }, (_, back) => {
    if (kind === 'month') {
      const index = year * 12 + (month - 1) - back;
      return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
    }
    const index = year * 4 + Math.floor((month - 1) / 3) - back;
    return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
  });
}

/** A jurisdiction as people read it: 'Washington' (US-WA), 'Alaska, local' (US-AK-LOCAL), 'Germany' (DE). */
export function jurisdictionName(jurisdiction: string): string {
  if (jurisdiction === UNALLOCATED_JURISDICTION) return 'Not shared out (the order has no tax lines)';
  const us = /^US-([A-Z]{2})(-LOCAL)?$/.exec(jurisdiction);
  if (us) return `${US_STATE_NAMES[us[1]] ?? us[1]}${us[2] ? ', local' : ''}`;
  const country = /^([A-Z]{2})(-LOCAL)?$/.exec(jurisdiction);
  if (country) return `${countryName(country[1])}${country[2] ? ', local' : ''}`;
  return jurisdiction;
}
