/** How the analytics screen writes its figures and days, shared by the charts and their tables. */
import { format, parseISO } from 'date-fns';

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
