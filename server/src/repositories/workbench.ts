/** SQL for the workbench: the lines of the store's unshipped paid orders and their pieces made. Every query names the tenant. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { UNSHIPPED_STATUSES } from '@/lib/order-desk';
import type { Database } from '../db/client';
import { orderItems, orders, profiles } from '../db/schema';
import type { Tx } from './stores';
import type { StoredAnswer } from '@/lib/schemas/personalisation';

/** The name to show: the one given at checkout, else the account's profile. */
const customerName = sql<string>`coalesce(nullif(${orders.customerInfo}->>'name', ''), ${profiles.name}, '')`;
const joinProfile = and(eq(profiles.userId, orders.userId), eq(profiles.tenantId, orders.tenantId));

const lineColumns = {
  itemId: orderItems.id,
  productId: orderItems.productId,
  variantId: orderItems.variantId,
  name: orderItems.name,
  variantName: orderItems.variantName,
  image: orderItems.image,
  quantity: orderItems.quantity,
  madeCount: orderItems.madeCount,
  personalisation: orderItems.personalisation,
  orderId: orders.id,
  orderNumber: orders.orderId,
  status: orders.status,
  shipBy: orders.shipBy,
  customerName,
};

export type WorkbenchLineRow = {
  itemId: string;
  productId: string | null;
  variantId: string | null;
  name: string;
  variantName: string | null;
  image: string | null;
  quantity: number;
  madeCount: number;
  /** The buyer's answers for this line; null when none. */
  personalisation?: StoredAnswer[] | null;
  orderId: string;
  orderNumber: string;
  status: (typeof orders.$inferSelect)['status'];
  shipBy: string | null;
  customerName: string;
};

/** Every line of the store's orders not yet shipped, soonest ship-by day first (none last). */
export async function findWorkbenchLines(db: Database, tenantId: string): Promise<WorkbenchLineRow[]> {
  return db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.id, orderItems.orderId), eq(orders.tenantId, orderItems.tenantId)))
    .leftJoin(profiles, joinProfile)
    .where(and(eq(orderItems.tenantId, tenantId), inArray(orders.status, [...UNSHIPPED_STATUSES])))
    .orderBy(sql`${orders.shipBy} asc nulls last`, asc(orders.createdAt), asc(orders.id), asc(orderItems.id));
}

/**
 * One line of the store's orders with its order's status, the line and its order locked until the
 * transaction ends (so the order cannot ship in between).
 */
export async function lockWorkbenchLine(tx: Tx, tenantId: string, itemId: string) {
  const [row] = await tx
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.id, orderItems.orderId), eq(orders.tenantId, orderItems.tenantId)))
    .leftJoin(profiles, joinProfile)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, itemId)))
    .for('update', { of: [orderItems, orders] });
  return row ?? null;
}

export async function setMadeCount(tx: Tx, tenantId: string, itemId: string, madeCount: number) {
  await tx
    .update(orderItems)
    .set({ madeCount })
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, itemId)));
}
