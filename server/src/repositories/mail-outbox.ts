/**
 * SQL for the email outbox: every message is written here in the transaction of the change it
 * tells of, then claimed and sent after the commit (see ./outbox.ts for the claim). A sender's
 * updates match the claim it holds, so one whose claim ran out (and was taken over) changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import { claimDueRows, type ClaimOptions } from './outbox';
import { namedQuery } from './prepared';
import type { Tx } from './stores';

export type OutboxMessage = {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. a marketing mail's List-Unsubscribe pair. */
  headers?: Record<string, string>;
};
export type MailRecord = typeof emailOutbox.$inferSelect;

/** Queues messages inside the caller's transaction, in one statement; returns their ids. */
export async function insertMails(tx: Tx, messages: OutboxMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(emailOutbox)
    .values(messages.map((message) => ({ ...message, status: 'pending' as const })))
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

/**
 * The rows of messages written already claimed by their writer until `leaseUntil`, with their ids
 * chosen here, for the writer to write inside its transaction (in the change's own statement:
 * paid-orders.ts) and send after the commit without claiming them again. Rows its writer never
 * sent are due to the sweep when the lease ends.
 */
export function claimedMailRows(messages: OutboxMessage[], leaseUntil: Date): MailRecord[] {
  const createdAt = new Date();
  return messages.map((message) => ({
    ...message,
    id: randomUUID(),
    html: message.html ?? null,
    headers: message.headers ?? null,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: leaseUntil,
    lastError: null,
    createdAt,
    sentAt: null,
  }));
}

/** Claims the messages due at `now` for one sender. */
export function claimDueMail(db: Database, options: ClaimOptions): Promise<MailRecord[]> {
  return claimDueRows(db, emailOutbox, options);
}

/** The row while it is still this sender's claim. */
const claimed = (row: MailRecord) =>
  and(
    eq(emailOutbox.id, row.id),
    eq(emailOutbox.status, 'pending'),
    eq(emailOutbox.nextAttemptAt, row.nextAttemptAt),
  );

const preparedMarkDelivered = namedQuery('mark_mails_delivered', (db) =>
  db
    .update(emailOutbox)
    .set({
      status: sql`${sql.placeholder('status')}`,
      attempts: sql`${emailOutbox.attempts} + 1`,
      sentAt: sql`now()`,
      lastError: null,
    })
    .where(
      and(
        sql`${emailOutbox.id} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(emailOutbox.status, 'pending'),
        eq(emailOutbox.nextAttemptAt, sql.placeholder('lease')),
      ),
    )
    .returning({ id: emailOutbox.id }),
);

/**
 * Marks messages of one claim delivered, in one statement: sent by SMTP, or only logged (no SMTP
 * configured). The rows share the claim's end, which the update matches. Answers how many were
 * still this sender's claim.
 */
export async function markMailsDelivered(
  db: Database,
  rows: MailRecord[],
  status: 'sent' | 'logged',
): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.id);
  return (await preparedMarkDelivered(db, { status, ids, lease: rows[0].nextAttemptAt })).length;
}

/** Puts a claimed message off until `at` (or gives it up as failed, with no `at`), with the error it met. */
export async function markMailAttemptFailed(
  db: Database,
  row: MailRecord,
  attempts: number,
  error: string,
  at: Date | null,
): Promise<void> {
  const lastError = error.slice(0, 500);
  await db
    .update(emailOutbox)
    .set(at ? { attempts, lastError, nextAttemptAt: at } : { attempts, lastError, status: 'failed' })
    .where(claimed(row));
}
