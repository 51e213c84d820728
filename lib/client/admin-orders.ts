/**
 * The owner's orders from the browser, through the BFF (/api/admin/orders): the list's query as
 * the address bar keeps it, and the calls, each answering the api's result or `{ error, code?, field? }`.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import { ADMIN_ORDER_TYPE_FILTERS, ORDER_STATUS_FILTERS } from '@/lib/constants/orders';
import type { AdminOrderTypeFilter, OrderStatusFilter } from '@/lib/order-filters';
import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  type AdminOrderDetail,
  type OrderStatusBody,
} from '@/lib/schemas/admin-orders';
import { paymentRequestResultSchema } from '@/lib/schemas/backorder-payment';
import { ORDER_DESK_MESSAGES } from '@/lib/order-desk';
import {
  orderNoteSchema,
  type OrderNote,
  type OrderNoteBody,
  type ShippingAddressInput,
  type TrackingBody,
} from '@/lib/schemas/order-desk';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, type CancelBody, type RefundBody } from '@/lib/schemas/order-refunds';
import { callBff, type ClientResult } from './bff-call';

export const ADMIN_ORDER_MESSAGES = {
  fetchFailed: 'Failed to fetch orders. Please try again.',
  orderFetchFailed: 'Failed to fetch the order. Please try again.',
  moveFailed: 'Failed to update the order. Please try again.',
  requestPaymentFailed: 'Failed to send the payment request. Please try again.',
  noOrders: 'No orders match these filters.',
} as const;

/** The list's two orders: newest first, or by ship-by day, soonest first. */
export const ORDER_LIST_SORTS = ['newest', 'shipBy'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

/**
 * What the list shows: the storefront's two filters, only the late orders or all, the search text,
 * the order and the page.
 */
export type OrderListState = {
  status: OrderStatusFilter;
  type: AdminOrderTypeFilter;
  late: boolean;
  q: string;
  sort: OrderListSort;
  page: number;
};
export const DEFAULT_ORDER_LIST: OrderListState = {
  status: 'All',
  type: 'All',
  late: false,
  q: '',
  sort: 'newest',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The list's state from the address bar; anything unknown falls back to its default. */
export function parseOrderListQuery(params: Pick<URLSearchParams, 'get'>): OrderListState {
  const page = Number(params.get('page'));
  return {
    status: oneOf(ORDER_STATUS_FILTERS, params.get('status'), 'All'),
    type: oneOf(ADMIN_ORDER_TYPE_FILTERS, params.get('type'), 'All'),
    late: params.get('late') === 'true',
    q: (params.get('q') ?? '').trim().slice(0, 200),
    sort: params.get('sort') === 'shipBy' ? 'shipBy' : 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The address bar's query for a state, which the api reads as it is: defaults left out, so
 * `?status=Paid` is the Paid list; by ship-by day is `sort=shipBy&dir=asc`, the late ones `late=true`.
 */
export function orderListQueryString(state: OrderListState): string {
  const params = new URLSearchParams();
  if (state.status !== 'All') params.set('status', state.status);
  if (state.type !== 'All') params.set('type', state.type);
  if (state.late) params.set('late', 'true');
  if (state.q) params.set('q', state.q);
  if (state.sort === 'shipBy') {
    params.set('sort', 'shipBy');
    params.set('dir', 'asc');
  }
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** SWR fetchers throw, so the screen keeps the last good answer and shows the message. */
async function orThrow<T>(result: Promise<ClientResult<T>>): Promise<T> {
  const value = await result;
  if (typeof value === 'object' && value !== null && 'error' in value)
    throw new Error((value as { error: string }).error);
  return value as T;
}

export const ordersPath = (state: OrderListState) => `/api/admin/orders${orderListQueryString(state)}`;
export const orderPath = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`;

export const fetchOrderPage = (path: string) =>
  orThrow(
    callBff(
      path,
      { method: 'GET' },
      (body) => adminOrderPageSchema.safeParse(body).data ?? null,
      ADMIN_ORDER_MESSAGES.fetchFailed,
    ),
  );

export const fetchOrder = (path: string) =>
  orThrow(
    callBff(
      path,
      { method: 'GET' },
      (body) => adminOrderDetailSchema.safeParse(body).data ?? null,
      ADMIN_ORDER_MESSAGES.orderFetchFailed,
    ),
  );

/** Moves the order on (Paid → Shipped → Delivered, or a backorder to Paid); answers the order as it now is. */
export function moveOrder(id: string, body: OrderStatusBody): Promise<ClientResult<AdminOrderDetail>> {
  return callBff(
    `${orderPath(id)}/status`,
    jsonRequest('POST', body),
    (answer) => adminOrderDetailSchema.safeParse(answer).data ?? null,
    ADMIN_ORDER_MESSAGES.moveFailed,
  );
}

/**
 * POST /api/admin/orders/{id}/request-payment: mails the backorder's customer a link to pay it;
 * answers to whom and when.
 */
export const requestOrderPayment = (id: string) =>
  callBff(
    `${orderPath(id)}/request-payment`,
    jsonRequest('POST', {}),
    (body) => paymentRequestResultSchema.safeParse(body).data ?? null,
    ADMIN_ORDER_MESSAGES.requestPaymentFailed,
  );

/** Adds a staff note to the order; answers every note of it, oldest first. */
export function addOrderNote(id: string, body: OrderNoteBody): Promise<ClientResult<{ notes: OrderNote[] }>> {
  return callBff(
    `${orderPath(id)}/notes`,
    jsonRequest('POST', body),
    (answer) => z.object({ notes: z.array(orderNoteSchema) }).safeParse(answer).data ?? null,
    ORDER_DESK_MESSAGES.noteSaveFailed,
  );
}

/** Corrects where an order not yet shipped goes; answers the order as it now is. */
export function saveShippingAddress(
  id: string,
  body: ShippingAddressInput,
): Promise<ClientResult<AdminOrderDetail>> {
  return callBff(
    `${orderPath(id)}/address`,
    jsonRequest('PUT', body),
    (answer) => adminOrderDetailSchema.safeParse(answer).data ?? null,
    ORDER_DESK_MESSAGES.addressSaveFailed,
  );
}

/** Sets a shipped order's carrier and tracking number; answers the order as it now is. */
export function saveTracking(id: string, body: TrackingBody): Promise<ClientResult<AdminOrderDetail>> {
  return callBff(
    `${orderPath(id)}/tracking`,
    jsonRequest('PUT', body),
    (answer) => adminOrderDetailSchema.safeParse(answer).data ?? null,
    ORDER_DESK_MESSAGES.trackingSaveFailed,
  );
}

export const REFUND_MESSAGES = {
  refundFailed: 'Failed to refund the order. Please try again.',
  cancelFailed: 'Failed to cancel the order. Please try again.',
} as const;

/**
 * Refunds some or all of what is left of an order; answers the order as it now is. `key` names the
 * press of Refund (the same for that press's retries), so the api refunds it once however often
 * it arrives.
 */
export function refundOrder(
  id: string,
  body: RefundBody,
  key: string,
): Promise<ClientResult<AdminOrderDetail>> {
  const request = jsonRequest('POST', body);
  return callBff(
    `${orderPath(id)}/refund`,
    { ...request, headers: { ...request.headers, [IDEMPOTENCY_KEY_HEADER]: key } },
    (answer) => adminOrderDetailSchema.safeParse(answer).data ?? null,
    REFUND_MESSAGES.refundFailed,
  );
}

/** Cancels an order not yet shipped (a paid one is refunded in full); answers the order as it now is. */
export function cancelOrder(id: string, body: CancelBody = {}): Promise<ClientResult<AdminOrderDetail>> {
  return callBff(
    `${orderPath(id)}/cancel`,
    jsonRequest('POST', body),
    (answer) => adminOrderDetailSchema.safeParse(answer).data ?? null,
    REFUND_MESSAGES.cancelFailed,
  );
}
