/** How the analytics screen writes its figures and days, shared by the charts and their tables. */
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

const count = new Intl.NumberFormat('en-US');

export const formatCount = (value: number) => count.format(value);
/** Orders per session as a percentage, one decimal: 0.125 → '12.5%'. */
export const formatConversion = (value: number) => `${(value * 100).toFixed(1)}%`;
export const formatRevenue = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** An axis label: 'Nov 23'. */
export const formatDayShort = (date: string) => format(parseISO(date), 'MMM d');
/** A table's row header: 'Sun, Nov 23, 2025'. */
export const formatDayLong = (date: string) => format(parseISO(date), 'EEE, MMM d, yyyy');

/**
 * A total against the period before, as an owner reads it: "+12% vs previous 30 days"; "New vs
 * previous 7 days" when there was nothing before; "No change …" when equal.
 */
export function formatChange(current: number, previous: number, days: number): string {
  const period = `vs previous ${days} days`;
  if (current === previous) return `No change ${period}`;
  if (previous === 0) return `New ${period}`;
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? '+' : ''}${percent}% ${period}`;
}

/** What a sync did, in the owner's words: "Synced 3 days". */
export const formatSynced = (days: number) =>
  days === 0 ? 'Nothing new to sync' : `Synced ${formatCount(days)} ${days === 1 ? 'day' : 'days'}`;
