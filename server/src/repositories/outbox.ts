/**
 * What the durable outboxes (email, Notion) share: claiming the rows that are due. A claim moves a
 * row's next attempt to the end of a lease in the same statement that picks it, skipping rows
 * another sender is picking at that moment, so two senders (two api instances, or the sweep and a
 * nudge) never hold one row; a sender that dies mid-send leaves its rows due again when the lease ends.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox, notionOutbox } from '../db/schema';

type OutboxTable = typeof emailOutbox | typeof notionOutbox;

export type ClaimOptions = {
  now: Date;
  /** The claim ends here; the sender's own updates match on it, so a late sender changes nothing. */
  leaseUntil: Date;
  limit: number;
  tenantId?: string;
  /** Only these rows (the ones a request just committed). */
  ids?: string[];
};

/** Claims up to `limit` pending rows due at `now`, oldest first, until `leaseUntil`. */
export async function claimDueRows<T extends OutboxTable>(
  db: Database,
  outbox: T,
  { now, leaseUntil, limit, tenantId, ids }: ClaimOptions,
): Promise<T['$inferSelect'][]> {
  if (ids && ids.length === 0) return [];
  // The two tables share these columns; one of them spells the query for both.
  const table = outbox as typeof notionOutbox;
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.status, 'pending'),
        lte(table.nextAttemptAt, now),
        tenantId ? eq(table.tenantId, tenantId) : undefined,
        ids ? inArray(table.id, ids) : undefined,
      ),
    )
    .orderBy(asc(table.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(table)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(table.id, due))
    .returning();
  // RETURNING keeps no order.
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()) as T['$inferSelect'][];
}
