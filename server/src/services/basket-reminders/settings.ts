/** The owner's side of basket reminders: on or off and the delay, and the reminders sent. */
import { DEFAULT_BASKET_REMINDER_HOURS } from '@/lib/constants/basket-reminders';
import type { BasketReminderList, BasketReminderSettings } from '@/lib/schemas/basket-reminders';
import type { Database } from '@server/db/client';
import {
  countReminders,
  findReminderSettings,
  findSentReminders,
  upsertReminderSettings,
} from '@server/repositories/basket-reminders';

/** How many of the newest reminders the owner's page lists. */
const LISTED = 200;

/** The store's settings; off with the default delay until the owner saves. */
export async function reminderSettingsOf(db: Database, tenantId: string): Promise<BasketReminderSettings> {
  const row = await findReminderSettings(db, tenantId);
  return { enabled: row?.enabled ?? false, delayHours: row?.delayHours ?? DEFAULT_BASKET_REMINDER_HOURS };
}

export async function saveReminderSettings(
  db: Database,
  tenantId: string,
  settings: BasketReminderSettings,
): Promise<BasketReminderSettings> {
  await upsertReminderSettings(db, tenantId, settings);
  return reminderSettingsOf(db, tenantId);
}

/** The settings, the counts (reminded, came back) and the newest reminders, for the owner's page. */
export async function listReminders(db: Database, tenantId: string): Promise<BasketReminderList> {
  const [settings, counts, rows] = await Promise.all([
    reminderSettingsOf(db, tenantId),
    countReminders(db, tenantId),
    findSentReminders(db, tenantId, LISTED),
  ]);
  const reminders = rows.map((row) => ({
    id: row.id,
    email: row.email,
    sentAt: row.sentAt.toISOString(),
    pieces: row.items.reduce((sum, item) => sum + item.quantity, 0),
    openedAt: row.openedAt?.toISOString() ?? null,
    recoveredOrderId: row.recoveredOrderId,
    recoveredOrderNumber: row.recoveredOrderNumber,
  }));
  return { settings, counts, reminders };
}
