/** SQL for the email outbox: every message is written here before it is sent. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';

export type OutboxMessage = { tenantId: string; to: string; subject: string; text: string; html?: string };

/** Records a message that was only printed, not sent. */
export async function insertLoggedMail(db: Database, message: OutboxMessage): Promise<void> {
  await db.insert(emailOutbox).values({ ...message, status: 'logged', sentAt: new Date() });
}

/** Records a message about to be sent; returns its id. */
export async function insertPendingMail(db: Database, message: OutboxMessage): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...message, status: 'pending' })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/** Marks a message sent. */
export async function markMailSent(db: Database, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
    .where(eq(emailOutbox.id, id));
}

/** Marks a message failed with the error it met. */
export async function markMailFailed(db: Database, id: string, lastError: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', attempts: 1, lastError })
    .where(eq(emailOutbox.id, id));
}
