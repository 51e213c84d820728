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
