/**
 * The storefront's return form: what the buyer picks (how many of each piece, and why), how the
 * picks become the api's body (`returnRequestBodySchema`), and which of the form's fields an api
 * refusal is about. The window's last day is shown as people read dates.
 */
import { z } from 'zod';
import type { ReturnRequestKind } from './constants/returns';
import { returnDateText } from './returns';
import { RETURN_MESSAGES, type OrderReturns, type ReturnRequestBody } from './schemas/returns';

/** One select per piece (its value the count as text, "0" for none) and the reason, as typed. */
export const returnFormSchema = z.object({
  items: z.array(z.object({ orderItemId: z.string(), quantity: z.string() })),
  reason: z.string().trim().max(1000, { error: RETURN_MESSAGES.reasonTooLong }),
});
export type ReturnPicks = z.output<typeof returnFormSchema>;

type Pieces = OrderReturns['items'];

/** The form's values before anything is picked: none of each piece, no reason. */
export const emptyPicks = (pieces: Pieces): ReturnPicks => ({
  items: pieces.map((piece) => ({ orderItemId: piece.orderItemId, quantity: '0' })),
  reason: '',
});

/** The counts a piece's select offers: 0 up to what may still be asked back. */
export const quantityChoices = (returnableQuantity: number): string[] =>
  Array.from({ length: Math.max(0, returnableQuantity) + 1 }, (_, count) => String(count));

/** Whether any piece may still be asked back at all. */
export const anyReturnable = (pieces: Pieces) =>
  pieces.some((piece) => piece.returnable && piece.returnableQuantity > 0);

/**
 * The api's body for the picks, or why there is none. A return needs at least one piece; a
 * withdrawal with none picked is from the whole contract: every piece still returnable.
 */
export function returnBodyOf(
  kind: ReturnRequestKind,
  picks: ReturnPicks,
  pieces: Pieces,
): ReturnRequestBody | { error: string } {
  const picked = picks.items
    .map((item) => ({ orderItemId: item.orderItemId, quantity: Number(item.quantity) }))
    .filter((item) => Number.isInteger(item.quantity) && item.quantity > 0);
  const items =
    picked.length > 0 || kind === 'return'
      ? picked
      : pieces
          .filter((piece) => piece.returnable && piece.returnableQuantity > 0)
          .map((piece) => ({ orderItemId: piece.orderItemId, quantity: piece.returnableQuantity }));
  if (items.length === 0) return { error: RETURN_MESSAGES.itemsRequired };
  return { kind, items, reason: picks.reason.trim() };
}

/** Where the form shows an api refusal: a piece's select, the reason, the pieces as a whole, or the top. */
export type ReturnFormField = `items.${number}.quantity` | 'reason' | 'items' | null;

/**
 * The form's field for the api's `field`: `items.N.…` names the Nth piece of the body sent, which
 * the form lists at its own place (pieces with none picked are not sent).
 */
export function formFieldOf(
  field: string | undefined,
  sent: ReturnRequestBody,
  picks: ReturnPicks,
): ReturnFormField {
  if (!field) return null;
  if (field === 'reason') return 'reason';
  if (field === 'items') return 'items';
  const match = /^items\.(\d+)(?:\.|$)/.exec(field);
  if (!match) return null;
  const orderItemId = sent.items[Number(match[1])]?.orderItemId;
  const index = picks.items.findIndex((item) => item.orderItemId === orderItemId);
  return index >= 0 ? `items.${index}.quantity` : 'items';
}

/** An ISO day or instant as people read it: "November 12, 2026" (its calendar day in UTC, as the api words it). */
export const formatReturnDay = (value: string): string => returnDateText(value.slice(0, 10));

/** The window in one line: until when, not started yet (not delivered), or closed with its date. */
export function returnWindowText(
  returns: Pick<OrderReturns, 'windowEndsOn' | 'windowClosed' | 'unavailable'>,
): string {
  if (returns.windowClosed)
    return (
      returns.unavailable ??
      RETURN_MESSAGES.windowClosed(returns.windowEndsOn ? formatReturnDay(returns.windowEndsOn) : '')
    );
  if (!returns.windowEndsOn) return 'The return window starts when your order is delivered.';
  return `You can ask to return pieces until ${formatReturnDay(returns.windowEndsOn)}.`;
}
