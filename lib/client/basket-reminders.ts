/**
 * Basket reminders from the browser, through the BFF: the owner's settings and list, and the
 * mailed links a shopper opens (the basket brought back, the unsubscribe).
 */
import { jsonRequest } from '@/lib/auth/client-session';
import { BASKET_REMINDER_MESSAGES } from '@/lib/constants/basket-reminders';
import { MESSAGES } from '@/lib/messages';
import {
  basketReminderListSchema,
  basketReminderSettingsSchema,
  restoredBasketSchema,
  type BasketReminderList,
  type BasketReminderSettings,
  type RestoredBasket,
} from '@/lib/schemas/basket-reminders';
import { callBff, parseWith, textOf, type AnswerBody, type ClientResult } from './bff-call';

export const BASKET_REMINDERS_PATH = '/api/admin/basket-reminders';

/** For SWR: the settings, counts and reminders sent, or a thrown error carrying the message to show. */
export async function fetchBasketReminders(
  path: string = BASKET_REMINDERS_PATH,
): Promise<BasketReminderList> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(basketReminderListSchema),
    MESSAGES.generic,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** Saves reminders on or off and the delay; a refusal names its field (delayHours). */
export const saveBasketReminderSettings = (
  settings: BasketReminderSettings,
): Promise<ClientResult<BasketReminderSettings>> =>
  callBff(
    `${BASKET_REMINDERS_PATH}/settings`,
    jsonRequest('PUT', settings),
    parseWith(basketReminderSettingsSchema),
    MESSAGES.generic,
  );

/** The basket of a reminder's link: the pieces still in the shop, and how many were left out. */
export const restoreBasket = (token: string): Promise<ClientResult<RestoredBasket>> =>
  callBff(
    '/api/basket-reminders/restore',
    jsonRequest('POST', { token }),
    parseWith(restoredBasketSchema),
    BASKET_REMINDER_MESSAGES.linkInvalid,
  );

/** No more reminders to the address of a reminder's link: the api's words, or `{ error }`. */
export const unsubscribeBasketReminders = (token: string): Promise<ClientResult<{ message: string }>> =>
  callBff(
    '/api/basket-reminders/unsubscribe',
    jsonRequest('POST', { token }),
    (body) => ({ message: textOf((body as AnswerBody)?.message) ?? BASKET_REMINDER_MESSAGES.unsubscribed }),
    MESSAGES.generic,
  );
