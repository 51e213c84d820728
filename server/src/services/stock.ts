/**
 * Stock moves. Stock only changes inside a transaction through a conditional UPDATE, so two
 * buyers can never take the same unit; unlimited stock (null) is never decremented.
 */
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, stockHolds } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type StockChange = { productId: string; newInventory: number | null };

export class OutOfStockError extends Error {
  constructor(readonly productId: string) {
    super('out of stock');
  }
}

/** Takes `quantity` of each product or throws OutOfStockError (the caller's transaction rolls back). */
export async function takeStock(tx: Tx, tenantId: string, lines: { productId: string; quantity: number }[]): Promise<StockChange[]> {
  const changes: StockChange[] = [];
  // A fixed order, so two transactions taking the same products never wait on each other in a circle.
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const [row] = await tx
      .update(products)
      .set({ totalInventory: sql`${products.totalInventory} - ${line.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(products.tenantId, tenantId),
          eq(products.id, line.productId),
          eq(products.archived, false),
          or(isNull(products.totalInventory), gte(products.totalInventory, line.quantity)),
        ),
      )
      .returning({ productId: products.id, newInventory: products.totalInventory });
    if (!row) throw new OutOfStockError(line.productId);
    changes.push(row);
  }
  return changes;
}

/** Gives back the stock of a payment's held lines and marks them released. */
export async function releaseHolds(tx: Tx, tenantId: string, paymentId: string): Promise<StockChange[]> {
  const held = await tx
    .update(stockHolds)
    .set({ status: 'released' })
    .where(and(eq(stockHolds.tenantId, tenantId), eq(stockHolds.paymentId, paymentId), eq(stockHolds.status, 'held')))
    .returning({ productId: stockHolds.productId, quantity: stockHolds.quantity });
  const changes: StockChange[] = [];
  for (const line of held.sort((a, b) => a.productId.localeCompare(b.productId))) {
    const [row] = await tx
      .update(products)
      .set({ totalInventory: sql`${products.totalInventory} + ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, line.productId)))
      .returning({ productId: products.id, newInventory: products.totalInventory });
    if (row) changes.push(row);
  }
  return changes;
}

/** Current stock of some products, for messages and events. */
export async function stockOf(db: Database | Tx, tenantId: string, ids: string[]) {
  return db
    .select({ id: products.id, name: products.name, totalInventory: products.totalInventory })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)))
    .orderBy(asc(products.id));
}
