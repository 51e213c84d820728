/** The store's events from the browser, through the BFF (/api/admin/events). */
import { jsonRequest } from '@/lib/auth/client-session';
import {
  EVENT_MESSAGES,
  storeEventListSchema,
  storeEventSchema,
  type StoreEvent,
  type StoreEventInput,
} from '@/lib/schemas/events';
import { callBff, parseWith, type ClientResult } from './bff-call';

export const EVENTS_PATH = '/api/admin/events';
const eventPath = (id: string) => `${EVENTS_PATH}/${encodeURIComponent(id)}`;

/** For SWR: the list, or a thrown error carrying the message to show. */
export async function fetchEvents(path: string): Promise<StoreEvent[]> {
  const result = await callBff(
    path,
    { method: 'GET' },
    (body) => storeEventListSchema.safeParse(body).data?.events,
    EVENT_MESSAGES.fetchFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

export const createEvent = (event: StoreEventInput): Promise<ClientResult<StoreEvent>> =>
  callBff(EVENTS_PATH, jsonRequest('POST', event), parseWith(storeEventSchema), EVENT_MESSAGES.saveFailed);

export const updateEvent = (id: string, event: StoreEventInput): Promise<ClientResult<StoreEvent>> =>
  callBff(eventPath(id), jsonRequest('PUT', event), parseWith(storeEventSchema), EVENT_MESSAGES.saveFailed);

export const deleteEvent = (id: string): Promise<ClientResult<{ success: true }>> =>
  callBff(
    eventPath(id),
    { method: 'DELETE' },
    () => ({ success: true as const }),
    EVENT_MESSAGES.deleteFailed,
  );
