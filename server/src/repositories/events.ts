/** SQL for a store's events. Every query names the tenant. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storeEvents } from '../db/schema';
import type { Tx } from './stores';

export type StoreEventRow = typeof storeEvents.$inferSelect;
export type StoreEventValues = Pick<
  StoreEventRow,
  'title' | 'startsOn' | 'endsOn' | 'location' | 'description' | 'image'
>;

/** The store's events by start day (the storefront orders them for display). */
export async function listEvents(db: Database, tenantId: string): Promise<StoreEventRow[]> {
  return db
    .select()
    .from(storeEvents)
    .where(eq(storeEvents.tenantId, tenantId))
    .orderBy(asc(storeEvents.startsOn), asc(storeEvents.createdAt));
}

/** One of the store's events; null when the store has none of that id (another store's included). */
export async function findEvent(
  db: Database | Tx,
  tenantId: string,
  id: string,
): Promise<StoreEventRow | null> {
  const [row] = await db
    .select()
    .from(storeEvents)
    .where(and(eq(storeEvents.tenantId, tenantId), eq(storeEvents.id, id)))
    .limit(1);
  return row ?? null;
}

export async function countEvents(db: Database, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(storeEvents)
    .where(eq(storeEvents.tenantId, tenantId));
  return Number(row.value);
}

export async function insertEvent(
  db: Database,
  tenantId: string,
  values: StoreEventValues,
): Promise<StoreEventRow> {
  const [row] = await db
    .insert(storeEvents)
    .values({ tenantId, ...values })
    .returning();
  return row;
}

/** Null when the store has no such event. */
export async function updateEvent(
  db: Database,
  tenantId: string,
  id: string,
  values: StoreEventValues,
): Promise<StoreEventRow | null> {
  const [row] = await db
    .update(storeEvents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(storeEvents.tenantId, tenantId), eq(storeEvents.id, id)))
    .returning();
  return row ?? null;
}

/** False when the store has no such event. */
export async function deleteEvent(db: Database, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(storeEvents)
    .where(and(eq(storeEvents.tenantId, tenantId), eq(storeEvents.id, id)))
    .returning({ id: storeEvents.id });
  return rows.length > 0;
}
