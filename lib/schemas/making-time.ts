import { z } from 'zod';
import {
  MAX_HOLIDAYS,
  MAX_MAKING_DAYS,
  MAX_MAKING_WEEKS,
  MAKING_TIME_UNITS,
  MAX_READY_DAYS,
} from '../constants/making-time';

const whole = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int({ error: `${what} must be a whole number` })
    .min(0, { error: `${what} cannot be negative` })
    .max(max, { error: `${what} is at most ${max}` });

/**
 * When a piece ships: ready within `days` business days, or made to order in `min`–`max` business
 * days or weeks.
 */
export const makingTimeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('ready'), days: whole('Days', MAX_READY_DAYS) }),
    z
      .object({
        kind: z.literal('made'),
        min: whole('Shortest time', MAX_MAKING_DAYS),
        max: whole('Longest time', MAX_MAKING_DAYS),
        unit: z.enum(MAKING_TIME_UNITS, { error: `unit must be one of ${MAKING_TIME_UNITS.join(', ')}` }),
      })
      .superRefine((time, context) => {
        if (time.min > time.max)
          context.addIssue({
            code: 'custom',
            message: 'The shortest time cannot be longer than the longest',
            path: ['min'],
          });
        if (time.unit === 'weeks' && time.max > MAX_MAKING_WEEKS)
          context.addIssue({
            code: 'custom',
            message: `Longest time is at most ${MAX_MAKING_WEEKS} weeks`,
            path: ['max'],
          });
      }),
  ],
  { error: 'kind must be ready or made' },
);
export type MakingTime = z.output<typeof makingTimeSchema>;

/** A store-local day, 'YYYY-MM-DD'. */
const daySchema = z.iso.date({ error: 'A holiday must be a date (YYYY-MM-DD)' });

/**
 * The store's making calendar: its default making time, the weekdays it works (0 Sunday … 6
 * Saturday) and its holidays.
 */
export const workCalendarSchema = z.object({
  defaultMakingTime: makingTimeSchema.default({ kind: 'ready', days: 3 }),
  workingDays: z
    .array(z.number().int().min(0).max(6), { error: 'Working days must be a list of weekdays' })
    .max(7)
    .transform((days) => [...new Set(days)].sort())
    .default([1, 2, 3, 4, 5]),
  holidays: z
    .array(daySchema)
    .max(MAX_HOLIDAYS, { error: `At most ${MAX_HOLIDAYS} holidays` })
    .transform((days) => [...new Set(days)].sort())
    .default([]),
});
export type WorkCalendar = z.output<typeof workCalendarSchema>;

/** Until the owner sets one: ready to ship in 3 business days, Monday to Friday, no holidays. */
export const DEFAULT_WORK_CALENDAR: WorkCalendar = {
  defaultMakingTime: { kind: 'ready', days: 3 },
  workingDays: [1, 2, 3, 4, 5],
  holidays: [],
};
