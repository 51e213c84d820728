/**
 * Moving an order's ship-by day (the owner's order page) and the buyer's mailed link to cancel a
 * delayed order for a full refund (the storefront's page).
 */
import { jsonRequest } from '@/lib/auth/client-session';
import { adminOrderDetailSchema, type AdminOrderDetail } from '@/lib/schemas/admin-orders';
import {
  SHIP_BY_MOVE_MESSAGES,
  cancelDelayedResultSchema,
  delayedOrderSchema,
  type CancelDelayedResult,
  type DelayedOrder,
  type ShipByBody,
} from '@/lib/schemas/ship-by-move';
import { callBff, textOf, type ClientResult } from './bff-call';

const cancelPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/cancel-delayed`;
const refusal = (status: number, body: Record<string, unknown> | null) => ({
  error:
    status === 404
      ? SHIP_BY_MOVE_MESSAGES.linkInvalid
      : (textOf(body?.error) ?? SHIP_BY_MOVE_MESSAGES.cancelFailed),
  code: textOf(body?.code),
});

/** PUT /api/admin/orders/{id}/ship-by: moves the day; answers the order as it now is. */
export function moveShipBy(id: string, body: ShipByBody): Promise<ClientResult<AdminOrderDetail>> {
  return callBff(
    `/api/admin/orders/${encodeURIComponent(id)}/ship-by`,
    jsonRequest('PUT', body),
    (answer) => adminOrderDetailSchema.safeParse(answer).data ?? null,
    SHIP_BY_MOVE_MESSAGES.saveFailed,
  );
}

/** GET /api/orders/{orderId}/cancel-delayed: the link's order (reads only). */
export function fetchDelayedOrder(orderId: string, token: string): Promise<ClientResult<DelayedOrder>> {
  return callBff(
    `${cancelPath(orderId)}?${new URLSearchParams({ token })}`,
    { method: 'GET' },
    (answer) => delayedOrderSchema.safeParse(answer).data ?? null,
    SHIP_BY_MOVE_MESSAGES.linkInvalid,
    { refusal },
  );
}

/** POST /api/orders/{orderId}/cancel-delayed: cancels the order for a full refund, once. */
export function cancelDelayedOrder(
  orderId: string,
  token: string,
): Promise<ClientResult<CancelDelayedResult>> {
  return callBff(
    cancelPath(orderId),
    jsonRequest('POST', { token }),
    (answer) => cancelDelayedResultSchema.safeParse(answer).data ?? null,
    SHIP_BY_MOVE_MESSAGES.cancelFailed,
    { refusal },
  );
}
