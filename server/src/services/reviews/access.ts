/**
 * Who may review an order's pieces: the signed-in account that placed it, or whoever holds the
 * request mail's link (its token, compared in constant time against the hash kept). Anyone else is
 * told the order does not exist. A piece is reviewed once it has reached the buyer: the order is
 * Delivered (or handed over), or its request mail went out (shipped long enough ago).
 */
import { ApiError } from '@server/errors';
import type { Database } from '@server/db/client';
import type { OrderRow } from '@server/repositories/orders';
import { findOrderOfStore } from '@server/repositories/returns';
import { findReviewRequest } from '@server/repositories/reviews';
import type { Tx } from '@server/repositories/stores';
import type { Tenant } from '@server/types';
import { REVIEW_MESSAGES } from '@/lib/schemas/reviews';
import { reviewTokenMatches } from './tokens';

/** The caller: the signed-in account and/or the mailed link's token. */
export type Reviewer = { userId?: string; token?: string };

const orderNotFound = () =>
  new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' });

/** The order, when the caller may review its pieces: 401 with neither sign-in nor token, else 404, or 409 before it arrived. */
export async function orderForReviewer(
  db: Database | Tx,
  tenant: Tenant,
  orderId: string,
  reviewer: Reviewer,
): Promise<OrderRow> {
  if (reviewer.token === undefined && reviewer.userId === undefined)
    throw new ApiError({ status: 401, code: 'UNAUTHORIZED' });
  const [order, request] = await Promise.all([
    findOrderOfStore(db, tenant.id, orderId),
    findReviewRequest(db, tenant.id, orderId),
  ]);
  if (!order) throw orderNotFound();
  const owns = reviewer.userId !== undefined && order.userId === reviewer.userId;
  const linked = reviewer.token !== undefined && reviewTokenMatches(request?.tokenHash, reviewer.token);
  if (!owns && !linked) throw orderNotFound();
  if (order.status !== 'Delivered' && !request)
    throw new ApiError({ status: 409, code: 'REVIEW_NOT_YET', message: REVIEW_MESSAGES.notYet });
  return order;
}
