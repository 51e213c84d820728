/**
 * The rules of a return window both sides word the same way: which buyers have the EU's right of
 * withdrawal (by the country the order goes to), when the window ends and how its date reads.
 */
import { EU_MEMBER_STATES } from './tax/rates';

/**
 * Where the EU's consumer right of withdrawal applies: the EU's member states and the rest of the
 * European Economic Area (Iceland, Liechtenstein, Norway), which took the same directive.
 */
export const WITHDRAWAL_COUNTRIES: readonly string[] = [...EU_MEMBER_STATES, 'IS', 'LI', 'NO'];

/** Whether an order going to `country` (ISO code; null: unknown) may be withdrawn from. */
export const isWithdrawalCountry = (country: string | null | undefined): boolean =>
  !!country && WITHDRAWAL_COUNTRIES.includes(country.toUpperCase());

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The window's last day (ISO date, UTC) for an order delivered (or handed over) at `deliveredAt`:
 * the day of delivery plus `days`, so a request is taken until that day ends.
 */
export function returnWindowEndsOn(deliveredAt: Date, days: number): string {
  const startOfDay = Date.UTC(
    deliveredAt.getUTCFullYear(),
    deliveredAt.getUTCMonth(),
    deliveredAt.getUTCDate(),
  );
  return new Date(startOfDay + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a window whose last day is `endsOn` has closed by `now`. */
export const returnWindowClosed = (endsOn: string, now: Date = new Date()): boolean =>
  now.toISOString().slice(0, 10) > endsOn;

/** A window's date as people read it: "November 12, 2026". */
export function returnDateText(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
