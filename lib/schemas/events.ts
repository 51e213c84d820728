/**
 * A store's events and markets (the storefront's Events page, the back-office's Events): the
 * api's contract, the form's rules and the order the storefront shows them in.
 */
import { z } from 'zod';
import { STORE_TIME_ZONE } from '../constants/analytics';
import { text } from './common';

export const EVENT_TITLE_MAX = 120;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 4000;
export const EVENT_IMAGE_MAX = 500;
/** Events one store may keep. */
export const STORE_EVENTS_MAX = 200;

export const EVENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title is at most ${EVENT_TITLE_MAX} characters`,
  startsOnRequired: 'Start date is required',
  invalidDate: 'Enter a date as YYYY-MM-DD',
  endsBeforeStart: 'The end date cannot be before the start date',
  locationRequired: 'Location is required',
  locationTooLong: `Location is at most ${EVENT_LOCATION_MAX} characters`,
  descriptionTooLong: `Description is at most ${EVENT_DESCRIPTION_MAX} characters`,
  invalidImage: 'Image must be a picture on this site, such as /events/market.webp',
  notFound: 'Event not found',
  tooMany: `A store can keep at most ${STORE_EVENTS_MAX} events. Delete some past ones first.`,
  fetchFailed: 'Failed to load events',
  saveFailed: 'Failed to save the event. Please try again.',
  deleteFailed: 'Failed to delete the event. Please try again.',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 9999 && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

const dayRule = (required: string) =>
  text({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(isCalendarDay, { error: EVENT_MESSAGES.invalidDate });

/** A path on the store's own site: the page's image policy allows no other origin. */
const imageRule = text({ error: EVENT_MESSAGES.invalidImage })
  .trim()
  .max(EVENT_IMAGE_MAX, { error: EVENT_MESSAGES.invalidImage })
  .refine((value) => value === '' || /^\/(?!\/)[A-Za-z0-9._~/%-]+$/.test(value), {
    error: EVENT_MESSAGES.invalidImage,
  });

/** What the owner sends to add or change an event; a missing end date is the start date. */
export const storeEventBodySchema = z
  .strictObject({
    title: text({ error: EVENT_MESSAGES.titleRequired })
      .trim()
      .min(1, { error: EVENT_MESSAGES.titleRequired })
      .max(EVENT_TITLE_MAX, { error: EVENT_MESSAGES.titleTooLong }),
    startsOn: dayRule(EVENT_MESSAGES.startsOnRequired),
    endsOn: z.union([dayRule(EVENT_MESSAGES.invalidDate), z.literal(''), z.null()]).optional(),
    location: text({ error: EVENT_MESSAGES.locationRequired })
      .trim()
      .min(1, { error: EVENT_MESSAGES.locationRequired })
      .max(EVENT_LOCATION_MAX, { error: EVENT_MESSAGES.locationTooLong }),
    description: text({ error: EVENT_MESSAGES.descriptionTooLong })
      .trim()
      .max(EVENT_DESCRIPTION_MAX, { error: EVENT_MESSAGES.descriptionTooLong })
      .optional(),
    image: z.union([imageRule, z.null()]).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.endsOn && body.endsOn < body.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: EVENT_MESSAGES.endsBeforeStart });
  });
export type StoreEventInput = z.input<typeof storeEventBodySchema>;
export type StoreEventBody = z.output<typeof storeEventBodySchema>;

export const storeEventParamsSchema = z.object({ id: z.uuid({ error: 'Event id must be a UUID' }) });

export const storeEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD, the store's calendar. */
  startsOn: z.string(),
  endsOn: z.string(),
  location: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  updatedAt: z.string(),
});
export type StoreEvent = z.infer<typeof storeEventSchema>;

export const storeEventListSchema = z.object({ events: z.array(storeEventSchema) });
export type StoreEventList = z.infer<typeof storeEventListSchema>;

/** Today in the store's time zone, YYYY-MM-DD. */
export function storeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** An event is past once its last day is over in the store's time zone. */
export function isPastEvent(event: Pick<StoreEvent, 'endsOn'>, today: string): boolean {
  return event.endsOn < today;
}

/** The storefront's order: upcoming (and running) events soonest first, then past ones latest first. */
export function splitEvents<T extends Pick<StoreEvent, 'startsOn' | 'endsOn'>>(
  events: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const upcoming = events
    .filter((event) => !isPastEvent(event, today))
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.endsOn.localeCompare(b.endsOn));
  const past = events
    .filter((event) => isPastEvent(event, today))
    .sort((a, b) => b.endsOn.localeCompare(a.endsOn) || b.startsOn.localeCompare(a.startsOn));
  return { upcoming, past };
}
