/**
 * The making time control of the product form and of Settings: what its inputs hold (text, as
 * typed) and the api's value they make. A product may also leave it to the store's default.
 */
import { z } from 'zod';
import { MAKING_TIME_UNITS } from './constants/making-time';
import { workCalendarSchema, type MakingTime, type WorkCalendar } from './schemas/making-time';

/** 'default': the store's (a product only); 'ready': ready to ship in N days; 'made': made to order. */
export const MAKING_TIME_CHOICES = ['default', 'ready', 'made'] as const;
export type MakingTimeChoice = (typeof MAKING_TIME_CHOICES)[number];

export const makingTimeFormSchema = z.object({
  kind: z.enum(MAKING_TIME_CHOICES),
  days: z.string(),
  min: z.string(),
  max: z.string(),
  unit: z.enum(MAKING_TIME_UNITS),
});
export type MakingTimeFormValues = z.infer<typeof makingTimeFormSchema>;

/** A product's own making time, or null, as the control shows it (the store's default: 'default'). */
export function makingTimeFormOf(time: MakingTime | null | undefined): MakingTimeFormValues {
  if (!time) return { kind: 'default', days: '', min: '', max: '', unit: 'weeks' };
  if (time.kind === 'ready')
    return { kind: 'ready', days: String(time.days), min: '', max: '', unit: 'weeks' };
  return { kind: 'made', days: '', min: String(time.min), max: String(time.max), unit: time.unit };
}

/** A typed count: empty or not a number stays NaN for the schema to name. */
const countOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

/** The api's value of the control, before checking: null for the store's default. */
export function makingTimeBodyOf(values: MakingTimeFormValues): unknown {
  if (values.kind === 'default') return null;
  if (values.kind === 'ready') return { kind: 'ready', days: countOf(values.days) };
  return { kind: 'made', min: countOf(values.min), max: countOf(values.max), unit: values.unit };
}

/** The input a problem of the making time names (`days`, `min`, `max`, `unit`), else its choice. */
export function makingTimeInputOf(key: PropertyKey | undefined): keyof MakingTimeFormValues {
  return key === 'days' || key === 'min' || key === 'max' || key === 'unit' ? key : 'kind';
}

/** The Settings panel's fields: the default making time, the working weekdays and the holidays. */
export const workCalendarFormFieldsSchema = z.object({
  defaultMakingTime: makingTimeFormSchema,
  /** Ticked weekdays, 0 Sunday … 6 Saturday, as text (checkbox values). */
  workingDays: z.array(z.string()),
  holidays: z.array(z.object({ date: z.string() })),
});
export type WorkCalendarFormValues = z.infer<typeof workCalendarFormFieldsSchema>;

export function workCalendarFormOf(calendar: WorkCalendar): WorkCalendarFormValues {
  return {
    defaultMakingTime: makingTimeFormOf(calendar.defaultMakingTime),
    workingDays: calendar.workingDays.map(String),
    holidays: calendar.holidays.map((date) => ({ date })),
  };
}

const calendarBodyOf = (values: WorkCalendarFormValues) => ({
  defaultMakingTime: makingTimeBodyOf(values.defaultMakingTime),
  workingDays: values.workingDays.map(Number),
  holidays: values.holidays.map((holiday) => holiday.date.trim()),
});

/** The Settings panel checked with the api's contract; each problem lands on its input. */
export const workCalendarFormSchema = workCalendarFormFieldsSchema.superRefine((values, ctx) => {
  const result = workCalendarSchema.safeParse(calendarBodyOf(values));
  if (result.success) return;
  for (const issue of result.error.issues) {
    const [field, key] = issue.path;
    const path =
      field === 'defaultMakingTime'
        ? [field, makingTimeInputOf(key)]
        : field === 'holidays' && typeof key === 'number'
          ? [field, key, 'date']
          : [String(field ?? 'workingDays')];
    ctx.addIssue({ code: 'custom', path, message: issue.message });
  }
});

/** The checked calendar to send (call after the form passed `workCalendarFormSchema`). */
export const workCalendarBody = (values: WorkCalendarFormValues): WorkCalendar =>
  workCalendarSchema.parse(calendarBodyOf(values));

/** The weekdays as the panel lists them, Monday first (0 is Sunday). */
export const WEEKDAYS = [
  { value: '1', name: 'Monday' },
  { value: '2', name: 'Tuesday' },
  { value: '3', name: 'Wednesday' },
  { value: '4', name: 'Thursday' },
  { value: '5', name: 'Friday' },
  { value: '6', name: 'Saturday' },
  { value: '0', name: 'Sunday' },
] as const;
