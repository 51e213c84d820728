import {
  addWorkingDays,
  isLate,
  latestWorkingDays,
  makingTimeOf,
  makingTimeText,
  shipByDay,
  storeToday,
} from '@/lib/making-time';
import { DEFAULT_WORK_CALENDAR, makingTimeSchema, workCalendarSchema } from '@/lib/schemas/making-time';

// Friday 27 November 2026, 10:00 in Sitka (19:00 UTC).
const FRIDAY = new Date('2026-11-27T19:00:00Z');

describe('ship-by days', () => {
  it('counts working days from the day after payment, over the weekend', () => {
    expect(addWorkingDays(FRIDAY, 1, DEFAULT_WORK_CALENDAR)).toBe('2026-11-30');
    expect(addWorkingDays(FRIDAY, 3, DEFAULT_WORK_CALENDAR)).toBe('2026-12-02');
    expect(addWorkingDays(FRIDAY, 0, DEFAULT_WORK_CALENDAR)).toBe('2026-11-27');
  });

  it('skips the store’s holidays, and reads the day in the store’s time zone', () => {
    const calendar = { ...DEFAULT_WORK_CALENDAR, holidays: ['2026-11-30'] };
    expect(addWorkingDays(FRIDAY, 1, calendar)).toBe('2026-12-01');
    // Saturday 02:00 UTC is still Friday evening in Sitka.
    expect(addWorkingDays(new Date('2026-11-28T02:00:00Z'), 1, DEFAULT_WORK_CALENDAR)).toBe('2026-11-30');
    expect(storeToday(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-27');
  });

  it('takes the slowest piece: weeks of making are five working days each', () => {
    const made = { kind: 'made', min: 2, max: 3, unit: 'weeks' } as const;
    expect(latestWorkingDays(made)).toBe(15);
    expect(shipByDay(FRIDAY, [{ kind: 'ready', days: 2 }, made], DEFAULT_WORK_CALENDAR)).toBe('2026-12-18');
    expect(shipByDay(FRIDAY, [], DEFAULT_WORK_CALENDAR)).toBe('2026-11-27');
    expect(makingTimeOf(null, DEFAULT_WORK_CALENDAR)).toEqual({ kind: 'ready', days: 3 });
    expect(makingTimeOf(made, DEFAULT_WORK_CALENDAR)).toBe(made);
  });

  it('says when a piece ships, and whether an order is late', () => {
    expect(makingTimeText({ kind: 'ready', days: 3 })).toBe('Ready to ship in 3 business days');
    expect(makingTimeText({ kind: 'ready', days: 1 })).toBe('Ready to ship in 1 business day');
    expect(makingTimeText({ kind: 'made', min: 2, max: 3, unit: 'weeks' })).toBe(
      'Made to order: ships in 2–3 weeks',
    );
    expect(makingTimeText({ kind: 'made', min: 10, max: 10, unit: 'days' })).toBe(
      'Made to order: ships in 10 business days',
    );
    expect(isLate('2026-11-27', '2026-11-28')).toBe(true);
    expect(isLate('2026-11-27', '2026-11-27')).toBe(false);
    expect(isLate(null, '2026-11-27')).toBe(false);
  });

  it('refuses a range backwards, too long, or a holiday that is not a date', () => {
    const issues = (value: unknown) =>
      makingTimeSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(issues({ kind: 'made', min: 3, max: 2, unit: 'weeks' })).toEqual([
      'The shortest time cannot be longer than the longest',
    ]);
    expect(issues({ kind: 'made', min: 1, max: 30, unit: 'weeks' })).toEqual([
      'Longest time is at most 26 weeks',
    ]);
    expect(issues({ kind: 'ready', days: 1.5 })).toEqual(['Days must be a whole number']);
    expect(workCalendarSchema.safeParse({ holidays: ['25/12/2026'] }).success).toBe(false);
    expect(workCalendarSchema.parse({ workingDays: [5, 1, 1] }).workingDays).toEqual([1, 5]);
  });
});
