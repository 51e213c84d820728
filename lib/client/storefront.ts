/**
 * The storefront's backorder call from the browser, through the BFF (the newsletter's is in
 * newsletter.ts). It answers its result or `{ error }` with the words to show.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import { BACKORDER_PREFIX } from '@/lib/constants/orders';
import { MESSAGES } from '@/lib/messages';
import type { PersonalisationAnswers } from '@/lib/schemas/personalisation';
import { toDollars } from '@/lib/money';
import { callBff, type ClientResult } from './bff-call';

export type BackorderRequest = {
  productId: string;
  /** The variant wanted, for a product with variants. */
  variantId?: string;
  /** The buyer's answers to the piece's questions, when it asks any. */
  personalisation?: PersonalisationAnswers;
  quantity: number;
  totalCents: number;
  customer: { userId: string; email: string; tenantId: string };
};

/**
 * POST /api/backorders: the signed-in customer's backorder, waiting for payment ('Pending
 * Payment'). A 401 (`httpStatus`) means signing in again; any other refusal is the spec's line.
 */
export function placeBackorder({
  productId,
  variantId,
  personalisation,
  quantity,
  totalCents,
  customer,
}: BackorderRequest): Promise<ClientResult<{ placed: true }>> {
  return callBff(
    '/api/backorders',
    jsonRequest('POST', {
      productId,
      ...(variantId ? { variantId } : {}),
      ...(personalisation && Object.keys(personalisation).length ? { personalisation } : {}),
      quantity,
      total: toDollars(totalCents),
      customerId: customer.userId,
      customerEmail: customer.email,
      tenantId: customer.tenantId,
      status: 'Pending Payment',
      orderId: `${BACKORDER_PREFIX}${Date.now()}`,
    }),
    () => ({ placed: true as const }),
    MESSAGES.backorderFailed,
    {
      refusal: (status) => ({
        error: status === 401 ? MESSAGES.backorderLoginRequired : MESSAGES.backorderFailed,
      }),
    },
  );
}
