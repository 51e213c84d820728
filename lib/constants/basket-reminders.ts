/**
 * Baskets left behind: one reminder mail for a checkout that gave an email and made no order
 * within the owner's delay, with a link that brings the basket back.
 */

/** The delay's limits and default, in hours. */
export const MIN_BASKET_REMINDER_HOURS = 1;
export const MAX_BASKET_REMINDER_HOURS = 24;
export const DEFAULT_BASKET_REMINDER_HOURS = 4;

/** What an address can be unsubscribed from without a newsletter subscription: basket reminders. */
export const EMAIL_SUPPRESSION_KINDS = ['basket_reminders'] as const;
export type EmailSuppressionKind = (typeof EMAIL_SUPPRESSION_KINDS)[number];

/** How long after a checkout a reminder may still go, and how long after it an order counts as its return. */
export const BASKET_REMINDER_WINDOW_DAYS = 7;

/** The storefront pages the reminder's links open (the web passes their token to the api). */
export const BASKET_RESTORE_PATH = '/basket/restore';
export const BASKET_UNSUBSCRIBE_PATH = '/basket/unsubscribe';

/** The checkout's box, asked where consent is required; unticked until the shopper ticks it. */
export const BASKET_REMINDER_CONSENT_TEXT = "Email me a reminder about my basket if I don't finish";

export const BASKET_REMINDER_MESSAGES = {
  subject: (store: string) => `You left something in your basket at ${store}`,
  linkInvalid: 'This basket link is not valid. It may have been mistyped, or the basket is gone.',
  restored: 'Your basket is back.',
  /** Pieces no longer in the shop were left out. */
  missing: (count: number) =>
    count === 1
      ? 'One piece is no longer available and was left out.'
      : `${count} pieces are no longer available and were left out.`,
  nothingLeft: 'The pieces of this basket are no longer available.',
  unsubscribed: 'You will get no more basket reminders from this store.',
  delayRange: `delayHours must be a whole number of hours from ${MIN_BASKET_REMINDER_HOURS} to ${MAX_BASKET_REMINDER_HOURS}`,
} as const;
