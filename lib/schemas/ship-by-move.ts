/**
 * Moving an order's ship-by day: the owner's new day, and the buyer's mailed link to cancel a
 * delayed order for a full refund (its signed token, good for that one order).
 */
import { z } from 'zod';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { text } from './common';

/** How far ahead (days from the store's today) a ship-by day may be moved. */
export const SHIP_BY_MAX_DAYS_AHEAD = 366;

export const SHIP_BY_MOVE_MESSAGES = {
  dayInvalid: 'shipBy must be a day as YYYY-MM-DD.',
  dayPast: 'shipBy cannot be before today.',
  dayTooFar: 'shipBy can be at most a year ahead.',
  notMovable: (status: string) =>
    `The ship-by day of a ${status} order cannot be moved: only a paid order not yet shipped.`,
  confirmLater: 'The buyer will be mailed the new day and may cancel for a full refund.',
  saveFailed: 'Failed to move the ship-by day. Please try again.',
  linkInvalid: 'This cancel link is not valid. Open the link in your email again.',
  cannotCancel: (status: string) =>
    `This order is ${status} and can no longer be cancelled here. Please contact the store.`,
  cancelFailed: 'We could not cancel your order. Please try again.',
  cancelButton: 'Cancel my order for a full refund',
  cancelled: 'Your order is cancelled. The full refund is on its way to your card.',
  alreadyCancelled: 'This order is already cancelled. Nothing more was refunded.',
} as const;

/** A real calendar day written 'YYYY-MM-DD'. */
const dayField = text().refine(
  (day) =>
    /^\d{4}-\d{2}-\d{2}$/.test(day) && isValid(parseISO(day)) && parseISO(day).toISOString().startsWith(day),
  { error: SHIP_BY_MOVE_MESSAGES.dayInvalid },
);

export const shipByBodySchema = z.object({ shipBy: dayField });
export type ShipByBody = z.infer<typeof shipByBodySchema>;

/** The mailed cancel link's token (a signed one: only the api can make it). */
const tokenField = text().regex(/^[A-Za-z0-9_.-]{20,1024}$/, { error: 'token must be the one in the email' });

export const cancelDelayedParamsSchema = z.object({
  orderId: z.uuid({ error: 'orderId must be an order id' }),
});
export const cancelDelayedBodySchema = z.object({ token: tokenField });
export const cancelDelayedQuerySchema = z.object({ token: tokenField });

/** What the cancel page shows: the order's number, its new ship-by day and whether it can still be cancelled. */
export const delayedOrderSchema = z.object({
  orderNumber: z.string(),
  shipBy: z.string().nullable(),
  status: z.string(),
  cancellable: z.boolean(),
});
export type DelayedOrder = z.infer<typeof delayedOrderSchema>;

/** The cancel's answer: cancelled now (refunded in full) or already before (nothing refunded). */
export const cancelDelayedResultSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  alreadyCancelled: z.boolean(),
  refunded: z.number(),
});
export type CancelDelayedResult = z.infer<typeof cancelDelayedResultSchema>;

/** The storefront page of the mailed link. */
export const delayCancelPath = (orderId: string, token: string) =>
  `/orders/${encodeURIComponent(orderId)}/cancel-delayed?${new URLSearchParams({ token })}`;
