/** SQL for the owner's order desk: notes, the order's shipping address and its tracking. Every query names the tenant. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Carrier } from '@/lib/tracking';
import type { Database } from '../db/client';
import { orderNotes, orders, orderTracking, users, type ShippingAddressJson } from '../db/schema';
import type { OrderRow } from './orders';
import type { Tx } from './stores';

type Executor = Database | Tx;
export type OrderNoteRow = { id: string; text: string; createdAt: Date; author: string | null };
export type OrderTrackingRow = typeof orderTracking.$inferSelect;

export async function insertOrderNote(
  db: Executor,
  note: { tenantId: string; orderId: string; authorId: string; text: string },
): Promise<void> {
  await db.insert(orderNotes).values(note);
}

/** The order's notes, oldest first, each with its author's email (null once the account is gone). */
export async function findOrderNotes(
  db: Executor,
  tenantId: string,
  orderId: string,
): Promise<OrderNoteRow[]> {
  return db
    .select({
      id: orderNotes.id,
      text: orderNotes.text,
      createdAt: orderNotes.createdAt,
      author: users.email,
    })
    .from(orderNotes)
    .leftJoin(users, and(eq(users.id, orderNotes.authorId), eq(users.tenantId, orderNotes.tenantId)))
    .where(and(eq(orderNotes.tenantId, tenantId), eq(orderNotes.orderId, orderId)))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

export async function setShippingAddress(
  tx: Tx,
  tenantId: string,
  id: string,
  address: ShippingAddressJson,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ shippingAddress: address, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .returning();
  return row;
}

export async function findOrderTracking(
  db: Executor,
  tenantId: string,
  orderId: string,
): Promise<OrderTrackingRow | null> {
  const [row] = await db
    .select()
    .from(orderTracking)
    .where(and(eq(orderTracking.tenantId, tenantId), eq(orderTracking.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

/** The tracking of each of these orders that has one. */
export async function findTrackingOfOrders(
  db: Executor,
  tenantId: string,
  orderIds: string[],
): Promise<OrderTrackingRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderTracking)
    .where(and(eq(orderTracking.tenantId, tenantId), inArray(orderTracking.orderId, orderIds)));
}

/** Sets the order's carrier and tracking number, replacing any before. */
export async function saveOrderTracking(
  tx: Tx,
  tracking: { tenantId: string; orderId: string; carrier: Carrier; trackingNumber: string },
): Promise<void> {
  const updatedAt = new Date();
  await tx
    .insert(orderTracking)
    .values({ ...tracking, updatedAt })
    .onConflictDoUpdate({
      target: orderTracking.orderId,
      set: { carrier: tracking.carrier, trackingNumber: tracking.trackingNumber, updatedAt },
      // The row of another store's order is never touched, even with its id.
      setWhere: eq(orderTracking.tenantId, tracking.tenantId),
    });
}
