/** SQL for a store's Notion connection and its connection attempts. Every query names the tenant, except listing the connected stores. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ProductSyncResult } from '@/lib/schemas/notion';
import type { Database } from '../db/client';
import { notionConnections, notionOauthStates } from '../db/schema';
import type { Tx } from './stores';

export type NotionConnectionRow = typeof notionConnections.$inferSelect;
type ConnectionValues = Pick<
  NotionConnectionRow,
  'accessToken' | 'workspaceId' | 'workspaceName' | 'databaseIds'
>;

export async function findNotionConnection(
  db: Database,
  tenantId: string,
): Promise<NotionConnectionRow | null> {
  const [row] = await db
    .select()
    .from(notionConnections)
    .where(eq(notionConnections.tenantId, tenantId))
    .limit(1);
  return row ?? null;
}

/** The databases the store linked, or null when it is not connected (read inside the caller's transaction). */
export async function findLinkedDatabaseIds(
  tx: Tx,
  tenantId: string,
): Promise<NotionConnectionRow['databaseIds'] | null> {
  const [row] = await tx
    .select({ databaseIds: notionConnections.databaseIds })
    .from(notionConnections)
    .where(eq(notionConnections.tenantId, tenantId))
    .limit(1);
  return row?.databaseIds ?? null;
}

/** The stores connected to a Notion workspace. */
export async function listConnectedTenantIds(db: Database): Promise<string[]> {
  const rows = await db.select({ tenantId: notionConnections.tenantId }).from(notionConnections);
  return rows.map((row) => row.tenantId);
}

/** Connects the store, or reconnects it (a new token, perhaps another workspace). */
export async function upsertNotionConnection(
  db: Database,
  tenantId: string,
  values: ConnectionValues,
): Promise<void> {
  await db
    .insert(notionConnections)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: notionConnections.tenantId, set: { ...values, connectedAt: new Date() } });
}

export async function setNotionDatabaseIds(
  db: Database,
  tenantId: string,
  databaseIds: NotionConnectionRow['databaseIds'],
): Promise<void> {
  await db.update(notionConnections).set({ databaseIds }).where(eq(notionConnections.tenantId, tenantId));
}

/** Records the outcome of a products pull (and, when given, when it ran). */
export async function recordProductSync(
  db: Database | Tx,
  tenantId: string,
  result: ProductSyncResult,
  at?: Date,
): Promise<void> {
  await db
    .update(notionConnections)
    .set({ lastSyncResult: result, ...(at ? { lastSyncAt: at } : {}) })
    .where(eq(notionConnections.tenantId, tenantId));
}

/** Deletes the store's connection; the row it was, or null when there was none. */
export async function deleteNotionConnection(
  db: Database,
  tenantId: string,
): Promise<NotionConnectionRow | null> {
  const [row] = await db
    .delete(notionConnections)
    .where(eq(notionConnections.tenantId, tenantId))
    .returning();
  return row ?? null;
}

export async function insertOauthState(
  db: Database,
  row: typeof notionOauthStates.$inferInsert,
): Promise<void> {
  await db.insert(notionOauthStates).values(row);
}

/**
 * Uses a connection attempt in one statement, so a state replayed at the same moment is used
 * once only: the redirect URI it was made for, or null when it is not this owner's, for this
 * store, unused and unexpired.
 */
export async function takeOauthState(
  db: Database,
  tenantId: string,
  userId: string,
  stateHash: string,
): Promise<{ redirectUri: string } | null> {
  const [attempt] = await db
    .update(notionOauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(notionOauthStates.stateHash, stateHash),
        eq(notionOauthStates.tenantId, tenantId),
        eq(notionOauthStates.userId, userId),
        isNull(notionOauthStates.usedAt),
        gt(notionOauthStates.expiresAt, new Date()),
      ),
    )
    .returning({ redirectUri: notionOauthStates.redirectUri });
  return attempt ?? null;
}
