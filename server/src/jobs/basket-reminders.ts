/**
 * Baskets left behind: every five minutes, on one instance, each store with reminders on mails one
 * reminder per checkout left longer than its delay. A run that meets a basket already reminded (a
 * second instance, a run again) sends nothing for it: the reminder row is unique per basket.
 */
import { BASKET_REMINDERS_LOCK } from '../repositories/locks';
import { sendDueReminders } from '../services/basket-reminders/send';
import type { Job } from './runner';

export const basketRemindersJob: Job = {
  name: 'basket-reminders',
  pattern: '*/5 * * * *',
  timezone: 'UTC',
  lock: BASKET_REMINDERS_LOCK,
  catchUp: false,
  run: async (app, firedAt) => ({ detail: await sendDueReminders(app, firedAt) }),
  idle: (detail) => !detail.sent,
};
