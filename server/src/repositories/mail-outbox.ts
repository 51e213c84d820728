/**
 * SQL for the email outbox: every message is written here in the transaction of the change it
 * tells of, then claimed and sent after the commit (see ./outbox.ts for the claim). A sender's
 * updates match the claim it holds, so one whose claim ran out (and was taken over) changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import { claimDueRows, type ClaimOptions } from './outbox';
import type { Tx } from './stores';

export type OutboxMessage = { tenantId: string; to: string; subject: string; text: string; html?: string };
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

/** Marks a claimed message delivered: sent by SMTP, or only logged (no SMTP configured). */
export async function markMailDelivered(
  db: Database,
  row: MailRecord,
  status: 'sent' | 'logged',
  attempts: number,
): Promise<boolean> {
  const updated = await db
    .update(emailOutbox)
    .set({ status, attempts, sentAt: new Date(), lastError: null })
    .where(claimed(row))
    .returning({ id: emailOutbox.id });
  return updated.length > 0;
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
