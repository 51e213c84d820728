/**
 * SQL for buyers' return and withdrawal requests: the order's pieces with whether each may go back,
 * when it was delivered, its requests, and the owner's decision. Every query names the tenant.
 */
import { and, asc, desc, eq, min, type SQL } from 'drizzle-orm';
import type { ReturnRequestStatus } from '@/lib/constants/returns';
import type { Database } from '../db/client';
import { orderEvents, orderItems, orders, products, returnRequests } from '../db/schema';
import type { Tx } from './stores';

type Db = Database | Tx;
export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type NewReturnRequestRow = typeof returnRequests.$inferInsert;

/** The order, when it is this store's (null otherwise). */
export async function findOrderOfStore(db: Db, tenantId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}

/** When the order was first marked Delivered (or handed over at pickup); null before. */
export async function findDeliveredAt(db: Db, tenantId: string, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(orderEvents.createdAt) })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.tenantId, tenantId),
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.toStatus, 'Delivered'),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/** The order's pieces, each with whether its product may be returned (a removed product: yes). */
export async function findReturnableItems(db: Db, tenantId: string, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      name: orderItems.name,
      variantName: orderItems.variantName,
      priceCents: orderItems.priceCents,
      quantity: orderItems.quantity,
      discountCents: orderItems.discountCents,
      returnable: products.returnable,
      /** The buyer's answers: a personalised piece is not returnable. */
      personalisation: orderItems.personalisation,
    })
    .from(orderItems)
    .leftJoin(
      products,
      and(eq(products.id, orderItems.productId), eq(products.tenantId, orderItems.tenantId)),
    )
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
}
export type ReturnableItemRow = Awaited<ReturnType<typeof findReturnableItems>>[number];

/** The order's requests, newest first. */
export async function findReturnRequestsOfOrder(db: Db, tenantId: string, orderId: string) {
  return db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.tenantId, tenantId), eq(returnRequests.orderId, orderId)))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
}

export async function insertReturnRequest(tx: Tx, values: NewReturnRequestRow): Promise<ReturnRequestRow> {
  const [row] = await tx.insert(returnRequests).values(values).returning();
  return row;
}

/** The request, locked until the transaction ends, so two decisions on it never cross. */
export async function lockReturnRequest(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.tenantId, tenantId), eq(returnRequests.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Decides a request still waiting; null when it was decided already (nothing changes then). */
export async function decideReturnRequest(
  tx: Tx,
  tenantId: string,
  id: string,
  decision: Pick<NewReturnRequestRow, 'status' | 'ownerMessage' | 'refundId' | 'decidedBy'>,
): Promise<ReturnRequestRow | null> {
  const [row] = await tx
    .update(returnRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(
      and(
        eq(returnRequests.tenantId, tenantId),
        eq(returnRequests.id, id),
        eq(returnRequests.status, 'requested'),
      ),
    )
    .returning();
  return row ?? null;
}

/** The store's requests (of one status, or all), newest first, at most `limit`. */
export async function findReturnRequestsOfStore(
  db: Db,
  tenantId: string,
  status: ReturnRequestStatus | undefined,
  limit = 200,
) {
  const where: SQL[] = [eq(returnRequests.tenantId, tenantId)];
  if (status) where.push(eq(returnRequests.status, status));
  return db
    .select()
    .from(returnRequests)
    .where(and(...where))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(limit);
}
