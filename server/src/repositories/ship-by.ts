/** SQL for ship-by dates: the making times an order's pieces take, the store's calendar, and the order's day. */
import { and, eq, isNull } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import type { MakingTime, WorkCalendar } from '@/lib/schemas/making-time';
import type { Database } from '../db/client';
import { orders, products, stores } from '../db/schema';
import type { OrderRow } from './orders';
import type { Tx } from './stores';

/** The store's own making time of each of these products (null: the store's default). */
export async function findMakingTimes(
  db: Database | Tx,
  tenantId: string,
  productIds: string[],
): Promise<(MakingTime | null)[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ makingTime: products.makingTime })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), anyOf(products.id, productIds, 'uuid')));
  return rows.map((row) => row.makingTime ?? null);
}

/** The store's work calendar as kept (null: none set, the defaults apply). */
export async function findWorkCalendar(db: Database | Tx, tenantId: string): Promise<WorkCalendar | null> {
  const [row] = await db
    .select({ workCalendar: stores.workCalendar })
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .limit(1);
  return row?.workCalendar ?? null;
}

/**
 * Writes the order's ship-by day and answers the order as it now stands; with `onlyIfUnset` (the
 * day given when it turns Paid) only when it has none, so a day once set is moved only by the
 * owner; null when nothing was written.
 */
export async function writeShipBy(
  tx: Tx,
  tenantId: string,
  orderId: string,
  shipBy: string,
  { onlyIfUnset }: { onlyIfUnset: boolean },
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ shipBy })
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.id, orderId),
        onlyIfUnset ? isNull(orders.shipBy) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}
