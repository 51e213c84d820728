/** SQL for the refunds of an order and their lines on its timeline. Every query names the tenant. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderEvents, orderRefunds, users } from '../db/schema';
import type { OrderStatus } from './orders';
import type { Tx } from './stores';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** The order's refunds, oldest first, each with the email of the owner who made it (null: from the provider). */
export async function findRefundsOfOrder(db: Database | Tx, tenantId: string, orderId: string) {
  return db
    .select({ refund: orderRefunds, by: users.email })
    .from(orderRefunds)
    .leftJoin(users, and(eq(users.id, orderRefunds.actorId), eq(users.tenantId, orderRefunds.tenantId)))
    .where(and(eq(orderRefunds.tenantId, tenantId), eq(orderRefunds.orderId, orderId)))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

/** Which of these provider refund ids the store has recorded already. */
export async function findKnownProviderRefunds(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: orderRefunds.providerRefundId })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.tenantId, tenantId), inArray(orderRefunds.providerRefundId, ids)));
  return new Set(rows.map((row) => row.id!));
}

/** A refund and its line on the order's timeline (from → to, which may be the same status). */
export async function insertRefundWithEvent(
  tx: Tx,
  refund: Omit<typeof orderRefunds.$inferInsert, 'eventId'>,
  move: { from: OrderStatus; to: OrderStatus },
): Promise<OrderRefundRow> {
  const [event] = await tx
    .insert(orderEvents)
    .values({
      tenantId: refund.tenantId,
      orderId: refund.orderId,
      fromStatus: move.from,
      toStatus: move.to,
      actorId: refund.actorId ?? null,
    })
    .returning({ id: orderEvents.id });
  const [row] = await tx
    .insert(orderRefunds)
    .values({ ...refund, eventId: event.id })
    .returning();
  return row;
}

/** The refund that answered the owner's request `key` on this order, if one did. */
export async function findRefundByRequest(
  tx: Tx,
  tenantId: string,
  orderId: string,
  key: string,
): Promise<OrderRefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.tenantId, tenantId),
        eq(orderRefunds.orderId, orderId),
        eq(orderRefunds.idempotencyKey, key),
      ),
    )
    .limit(1);
  return row;
}

/** How many refunds the order has now (read before its lock: what a request without a key saw). */
export async function countRefundsOfOrder(
  db: Database | Tx,
  tenantId: string,
  orderId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.tenantId, tenantId), eq(orderRefunds.orderId, orderId)));
  return Number(row?.count ?? 0);
}
