/**
 * An order's returns from the browser, through the BFF (/api/orders/{id}/returns): what the buyer
 * may still send back and their requests (read with SWR), and a new return or withdrawal. A guest
 * carries the mailed link's token; a signed-in customer's own order needs none.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import {
  orderReturnsSchema,
  returnRequestSchema,
  type OrderReturns,
  type ReturnRequest,
  type ReturnRequestBody,
} from '@/lib/schemas/returns';
import { callBff, parseWith, textOf, type ClientResult } from './bff-call';

export const RETURN_PAGE_MESSAGES = {
  fetchFailed: 'We could not load this order’s returns. Please try again.',
  notFound:
    'We could not find this order. Sign in with the account that placed it, or open the link in your email again.',
  sendFailed: 'We could not send your request. Please try again.',
} as const;

/** The answers that mean this visitor may not see the order: no session of its own and no good token. */
const UNKNOWN_ORDER = new Set([401, 403, 404]);

/** SWR key (and address) of an order's returns, with the mailed link's token when there is one. */
export const orderReturnsKey = (orderId: string, token?: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/returns${token ? `?${new URLSearchParams({ token })}` : ''}`;

/** GET an order's returns, for SWR: a failure is thrown with the message to show. */
export async function fetchOrderReturns(path: string): Promise<OrderReturns> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(orderReturnsSchema),
    RETURN_PAGE_MESSAGES.fetchFailed,
    {
      refusal: (status, body) => ({
        error: UNKNOWN_ORDER.has(status)
          ? RETURN_PAGE_MESSAGES.notFound
          : (textOf(body?.error) ?? RETURN_PAGE_MESSAGES.fetchFailed),
      }),
    },
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/**
 * POST a return or a withdrawal to the same address the returns were read from. A refusal carries
 * the api's words, code and the field it names (`items.0.orderItemId`, `reason`).
 */
export function requestReturn(path: string, body: ReturnRequestBody): Promise<ClientResult<ReturnRequest>> {
  return callBff(
    path,
    jsonRequest('POST', body),
    parseWith(returnRequestSchema),
    RETURN_PAGE_MESSAGES.sendFailed,
  );
}
