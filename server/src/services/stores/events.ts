/**
 * A store's events and markets: the owner adds, edits and deletes them; the storefront reads
 * them. Each change expires the store's events tag, so the Events page shows it at once.
 */
import type { FastifyInstance } from 'fastify';
import { STORE_EVENTS_MAX, type StoreEvent, type StoreEventBody } from '@/lib/schemas/events';
import { ApiError } from '@server/errors';
import {
  countEvents,
  deleteEvent,
  insertEvent,
  listEvents,
  updateEvent,
  type StoreEventRow,
  type StoreEventValues,
} from '@server/repositories/events';
import { expireFor } from '@server/services/cache/expiry';

const toEvent = (row: StoreEventRow): StoreEvent => ({
  id: row.id,
  title: row.title,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  location: row.location,
  description: row.description,
  image: row.image,
  updatedAt: row.updatedAt.toISOString(),
});

/** What is stored: a one-day event ends on its first day; an empty image is none. */
const valuesOf = (body: StoreEventBody): StoreEventValues => ({
  title: body.title,
  startsOn: body.startsOn,
  endsOn: body.endsOn || body.startsOn,
  location: body.location,
  description: body.description ?? '',
  image: body.image || null,
});

export async function listStoreEvents(app: FastifyInstance, tenantId: string): Promise<StoreEvent[]> {
  return (await listEvents(app.db, tenantId)).map(toEvent);
}

export async function createStoreEvent(
  app: FastifyInstance,
  tenantId: string,
  body: StoreEventBody,
): Promise<StoreEvent> {
  if ((await countEvents(app.db, tenantId)) >= STORE_EVENTS_MAX)
    throw new ApiError({ status: 409, code: 'TOO_MANY_EVENTS' });
  const row = await insertEvent(app.db, tenantId, valuesOf(body));
  expireFor(app, 'events-changed', { storeId: tenantId });
  return toEvent(row);
}

export async function updateStoreEvent(
  app: FastifyInstance,
  tenantId: string,
  id: string,
  body: StoreEventBody,
): Promise<StoreEvent> {
  const row = await updateEvent(app.db, tenantId, id, valuesOf(body));
  if (!row) throw new ApiError({ status: 404, code: 'EVENT_NOT_FOUND' });
  expireFor(app, 'events-changed', { storeId: tenantId });
  return toEvent(row);
}

export async function deleteStoreEvent(app: FastifyInstance, tenantId: string, id: string): Promise<void> {
  if (!(await deleteEvent(app.db, tenantId, id)))
    throw new ApiError({ status: 404, code: 'EVENT_NOT_FOUND' });
  expireFor(app, 'events-changed', { storeId: tenantId });
}
