/** Baskets left behind: the owner's settings and list, and the reminder's links as the api takes and answers them. */
import { z } from 'zod';
import {
  BASKET_REMINDER_MESSAGES,
  MAX_BASKET_REMINDER_HOURS,
  MIN_BASKET_REMINDER_HOURS,
} from '../constants/basket-reminders';
import { text } from './common';
import { personalisationAnswersSchema } from './personalisation';
import { productSchema } from './product';

const delayHours = z
  .number({ error: BASKET_REMINDER_MESSAGES.delayRange })
  .int({ error: BASKET_REMINDER_MESSAGES.delayRange })
  .min(MIN_BASKET_REMINDER_HOURS, { error: BASKET_REMINDER_MESSAGES.delayRange })
  .max(MAX_BASKET_REMINDER_HOURS, { error: BASKET_REMINDER_MESSAGES.delayRange });

/** Reminders on or off, and how many hours after the checkout the mail goes. */
export const basketReminderSettingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  delayHours,
});
export type BasketReminderSettings = z.infer<typeof basketReminderSettingsSchema>;

/** One reminder sent, as the owner's list shows it. */
export const sentReminderSchema = z.object({
  id: z.string(),
  email: z.string(),
  sentAt: z.string(),
  pieces: z.number().int(),
  openedAt: z.string().nullable(),
  /** The order the shopper came back and placed, with its number for the link. */
  recoveredOrderId: z.string().nullable(),
  recoveredOrderNumber: z.string().nullable(),
});
export type SentReminder = z.infer<typeof sentReminderSchema>;

export const basketReminderListSchema = z.object({
  settings: basketReminderSettingsSchema,
  counts: z.object({ reminded: z.number().int(), cameBack: z.number().int() }),
  reminders: z.array(sentReminderSchema),
});
export type BasketReminderList = z.infer<typeof basketReminderListSchema>;

/** A reminder's link token (restore or unsubscribe). */
export const basketLinkBodySchema = z.object({
  token: text({ error: 'token is required' }).trim().min(1, { error: 'token is required' }).max(200),
});

/** A piece brought back: the product as the shop lists it now, the size, how many, the answers. */
export const restoredLineSchema = z.object({
  product: productSchema,
  variantId: z.string().nullable(),
  quantity: z.number().int().min(1),
  personalisation: personalisationAnswersSchema.optional(),
});
export type RestoredLine = z.infer<typeof restoredLineSchema>;

export const restoredBasketSchema = z.object({
  lines: z.array(restoredLineSchema),
  /** Lines left out: their piece or size is no longer in the shop, or its questions changed. */
  missing: z.number().int(),
});
export type RestoredBasket = z.infer<typeof restoredBasketSchema>;
