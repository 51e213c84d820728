/** SQL for the provider events already handled (provider-wide, not a store's data). */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { webhookEvents } from '../db/schema';

/** Whether the event with this id was handled already. */
export async function isWebhookEventHandled(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, id))
    .limit(1);
  return Boolean(row);
}

/** Records an event as handled (a second record of it changes nothing). */
export async function recordWebhookEvent(
  db: Database,
  event: { id: string; provider: string; type: string },
): Promise<void> {
  await db.insert(webhookEvents).values(event).onConflictDoNothing();
}
