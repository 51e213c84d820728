/**
 * When a piece ships: ready to ship within some business days, or made to order in a range of
 * business days or weeks. A product may set its own, else the store's default applies. An order's
 * ship-by date is its slowest piece's, counted in the store's working days from when it was paid,
 * skipping the store's holidays, in the store's time zone.
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { STORE_TIME_ZONE } from './constants/analytics';
import type { MakingTime, WorkCalendar } from './schemas/making-time';

/** Business days in a week, for a range given in weeks. */
const WORKING_DAYS_PER_WEEK = 5;

/** The latest number of working days the piece takes before it ships. */
export function latestWorkingDays(time: MakingTime): number {
  if (time.kind === 'ready') return time.days;
  return time.unit === 'weeks' ? time.max * WORKING_DAYS_PER_WEEK : time.max;
}

/** The making time that applies to a piece: its product's own, else the store's default. */
export function makingTimeOf(own: MakingTime | null | undefined, calendar: WorkCalendar): MakingTime {
  return own ?? calendar.defaultMakingTime;
}

/** A day of the store's calendar as 'YYYY-MM-DD'. */
const dayKey = (day: Date) => format(day, 'yyyy-MM-dd');

/**
 * The store-local day `workingDays` working days after `from` (the day itself not counted; a
 * start on a day off counts from the next working day), skipping days off and holidays. With no
 * working day in the week, the days are counted as calendar days.
 */
export function addWorkingDays(from: Date, workingDays: number, calendar: WorkCalendar): string {
  const holidays = new Set(calendar.holidays);
  const works = (day: Date) =>
    calendar.workingDays.length === 0 ||
    (calendar.workingDays.includes(day.getDay()) && !holidays.has(dayKey(day)));
  let day = new TZDate(from, STORE_TIME_ZONE);
  let left = workingDays;
  // A year of days off at most: a calendar with holidays on every working day still ends.
  for (let guard = 0; guard < workingDays + 366 && left > 0; guard += 1) {
    day = addDays(day, 1);
    if (works(day)) left -= 1;
  }
  return dayKey(day);
}

/** The ship-by day of an order paid at `paidAt` whose pieces take these making times. */
export function shipByDay(paidAt: Date, times: MakingTime[], calendar: WorkCalendar): string {
  const slowest = Math.max(0, ...times.map(latestWorkingDays));
  return addWorkingDays(paidAt, slowest, calendar);
}

/** What the product page and checkout say: 'Ready to ship in 3 business days', 'Made to order: ships in 2–3 weeks'. */
export function makingTimeText(time: MakingTime): string {
  if (time.kind === 'ready')
    return time.days <= 1 ? 'Ready to ship in 1 business day' : `Ready to ship in ${time.days} business days`;
  const unit = time.unit === 'weeks' ? 'weeks' : 'business days';
  const range = time.min === time.max ? `${time.max}` : `${time.min}–${time.max}`;
  return `Made to order: ships in ${range} ${time.max === 1 ? unit.replace(/s$/, '') : unit}`;
}

/** Whether an unshipped order is late on `today` (a store-local 'YYYY-MM-DD'): its ship-by day has passed. */
export function isLate(shipBy: string | null, today: string): boolean {
  return shipBy !== null && shipBy < today;
}

/** Today in the store's time zone, as 'YYYY-MM-DD'. */
export function storeToday(now = new Date()): string {
  return dayKey(new TZDate(now, STORE_TIME_ZONE));
}
