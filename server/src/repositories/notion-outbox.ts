/** SQL for the Notion outbox: rows queued for a store's Notion databases until they are sent. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notionOutbox } from '../db/schema';
import { claimDueRows, type ClaimOptions } from './outbox';
import type { Tx } from './stores';

export type OutboxRecord = typeof notionOutbox.$inferSelect;
export type OutboxKind = OutboxRecord['kind'];
type QueuedRow = { kind: OutboxKind; sourceKey: string; properties: Record<string, unknown> };

/**
 * Queues the store's rows; a thing already queued is left as it is, unless `update`: then the new
 * properties are merged into its row and the row is due again. How many rows were written.
 */
export async function insertOutboxRows(
  tx: Tx,
  tenantId: string,
  rows: QueuedRow[],
  options: { update?: boolean } = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const insert = tx.insert(notionOutbox).values(rows.map((row) => ({ tenantId, ...row })));
  const written = options.update
    ? insert.onConflictDoUpdate({
        target: [notionOutbox.tenantId, notionOutbox.kind, notionOutbox.sourceKey],
        set: {
          properties: sql`${notionOutbox.properties} || excluded.properties`,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: sql`now()`,
          lastError: null,
        },
      })
    : insert.onConflictDoNothing();
  return (await written.returning({ id: notionOutbox.id })).length;
}

/** Claims the rows due at `now` (of one store, or of all) for one drain; see ./outbox.ts. */
export function claimDueOutboxRows(db: Database, options: ClaimOptions): Promise<OutboxRecord[]> {
  return claimDueRows(db, notionOutbox, options);
}

/** Puts a row off until `at`, recording the attempts and, when given, why. */
export async function postponeOutboxRow(
  db: Database,
  id: string,
  at: Date,
  failure?: { attempts: number; error: string },
): Promise<void> {
  const recorded = failure ? { attempts: failure.attempts, lastError: failure.error.slice(0, 500) } : {};
  await db
    .update(notionOutbox)
    .set({ nextAttemptAt: at, ...recorded })
    .where(eq(notionOutbox.id, id));
}

/** Records the Notion page a row was written to. */
export async function setOutboxPage(db: Database, id: string, notionPageId: string): Promise<void> {
  await db.update(notionOutbox).set({ notionPageId }).where(eq(notionOutbox.id, id));
}

/** Marks a row sent, unless its properties changed since `sent` was read: then it stays due. */
export async function markOutboxSent(
  db: Database,
  id: string,
  sent: OutboxRecord['properties'],
  attempts: number,
): Promise<void> {
  await db
    .update(notionOutbox)
    .set({ status: 'sent', attempts, sentAt: new Date(), lastError: null })
    .where(and(eq(notionOutbox.id, id), sql`${notionOutbox.properties} = ${JSON.stringify(sent)}::jsonb`));
}

/** Keeps a row Notion refused as failed, with its reason; it is not tried again. */
export async function markOutboxFailed(
  db: Database,
  id: string,
  attempts: number,
  error: string,
): Promise<void> {
  await db
    .update(notionOutbox)
    .set({ status: 'failed', attempts, lastError: error.slice(0, 500) })
    .where(eq(notionOutbox.id, id));
}
