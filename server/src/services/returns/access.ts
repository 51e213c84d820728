/**
 * Who may see and ask about an order's returns: the signed-in customer whose order it is, the
 * store's owner, or whoever holds the confirmation mail's link (its token, compared in constant
 * time against the hash the order keeps). Everyone else is told the order does not exist.
 */
import { ApiError } from '@server/errors';
import type { OrderRow } from '@server/repositories/orders';
import { findOrderOfStore } from '@server/repositories/returns';
import type { Tx } from '@server/repositories/stores';
import type { Database } from '@server/db/client';
import type { Tenant } from '@server/types';
import { linkTokenMatches } from '../documents/issue';

/** The caller: the signed-in account (and whether it is the owner), and the link's token. */
export type ReturnsReader = { userId?: string; admin?: boolean; token?: string };

export const returnOrderNotFound = () =>
  new ApiError({ status: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' });

/** Whether the caller may read this order's returns. */
export function mayReadReturns(order: OrderRow, reader: ReturnsReader): boolean {
  if (reader.token !== undefined && linkTokenMatches(order.guestLinkHash ?? undefined, reader.token))
    return true;
  if (reader.admin) return true;
  return reader.userId !== undefined && order.userId === reader.userId;
}

/** The order, when the caller may read its returns; 401 for a caller with neither sign-in nor token, else 404. */
export async function orderForReader(
  db: Database | Tx,
  tenant: Tenant,
  orderId: string,
  reader: ReturnsReader,
): Promise<OrderRow> {
  if (reader.token === undefined && reader.userId === undefined)
    throw new ApiError({ status: 401, code: 'UNAUTHORIZED' });
  const order = await findOrderOfStore(db, tenant.id, orderId);
  if (!order || !mayReadReturns(order, reader)) throw returnOrderNotFound();
  return order;
}
