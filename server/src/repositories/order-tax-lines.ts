/** An order's tax lines (one per line and jurisdiction), as the paid order's statement wrote them. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderTaxLines } from '../db/schema';
import type { Tx } from './stores';

export type OrderTaxLineRow = typeof orderTaxLines.$inferSelect;

/** The tax lines of the store's orders with these ids. */
export async function findTaxLinesOfOrders(
  db: Database | Tx,
  tenantId: string,
  orderIds: string[],
): Promise<OrderTaxLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderTaxLines)
    .where(and(eq(orderTaxLines.tenantId, tenantId), inArray(orderTaxLines.orderId, orderIds)))
    .orderBy(asc(orderTaxLines.orderId), asc(orderTaxLines.id));
}

/** Writes an order's tax lines (a backorder's, priced when it is placed). */
export async function insertOrderTaxLines(
  db: Database | Tx,
  rows: (typeof orderTaxLines.$inferInsert)[],
): Promise<void> {
  if (rows.length) await db.insert(orderTaxLines).values(rows);
}
