/**
 * Stock moves. Stock only changes inside a transaction through a conditional UPDATE, so two
 * buyers can never take the same unit; unlimited stock (null) is never decremented.
 */
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, stockHolds } from '../db/schema';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type StockChange = { productId: string; newInventory: number | null };
export type StockLine = { productId: string; quantity: number };

export class OutOfStockError extends Error {
  constructor(readonly productId: string) {
    super('out of stock');
  }
}

/**
 * Gives back `give` and takes `take` in one pass, as one net change per product, or throws
 * OutOfStockError (the caller's transaction rolls back). One pass in a fixed order means two
 * transactions touching the same products never wait on each other in a circle, and a shopper
 * whose new hold replaces their old one is only refused for what they ask beyond it.
 */
export async function moveStock(tx: Tx, tenantId: string, give: StockLine[], take: StockLine[]): Promise<StockChange[]> {
  const net = new Map<string, number>();
  for (const line of give) net.set(line.productId, (net.get(line.productId) ?? 0) + line.quantity);
  for (const line of take) net.set(line.productId, (net.get(line.productId) ?? 0) - line.quantity);
  const taken = new Set(take.map((line) => line.productId));
  const changes: StockChange[] = [];
  for (const [productId, delta] of [...net].sort(([a], [b]) => a.localeCompare(b))) {
    if (delta === 0 && !taken.has(productId)) continue;
    const row =
      delta > 0
        ? await addStock(tx, tenantId, productId, delta)
        : await removeStock(tx, tenantId, productId, -delta);
    if (!row && delta <= 0) throw new OutOfStockError(productId);
    if (row && delta !== 0) changes.push(row);
  }
  return changes;
}

/** Takes `quantity` of each product or throws OutOfStockError (the caller's transaction rolls back). */
export function takeStock(tx: Tx, tenantId: string, lines: StockLine[]): Promise<StockChange[]> {
  return moveStock(tx, tenantId, [], lines);
}

async function removeStock(tx: Tx, tenantId: string, productId: string, quantity: number) {
  const [row] = await tx
    .update(products)
    .set({ totalInventory: sql`${products.totalInventory} - ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.id, productId),
        eq(products.archived, false),
        or(isNull(products.totalInventory), gte(products.totalInventory, quantity)),
      ),
    )
    .returning({ productId: products.id, newInventory: products.totalInventory });
  return row;
}

async function addStock(tx: Tx, tenantId: string, productId: string, quantity: number) {
  const [row] = await tx
    .update(products)
    .set({ totalInventory: sql`${products.totalInventory} + ${quantity}`, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
    .returning({ productId: products.id, newInventory: products.totalInventory });
  return row;
}

/** Marks the held lines of some payments released and answers them; their stock is the caller's to give back. */
export async function markHoldsReleased(tx: Tx, tenantId: string, paymentIds: string[]): Promise<StockLine[]> {
  if (paymentIds.length === 0) return [];
  return tx
    .update(stockHolds)
    .set({ status: 'released' })
    .where(and(eq(stockHolds.tenantId, tenantId), inArray(stockHolds.paymentId, paymentIds), eq(stockHolds.status, 'held')))
    .returning({ productId: stockHolds.productId, quantity: stockHolds.quantity });
}

/** Gives back the stock of a payment's held lines and marks them released. */
export async function releaseHolds(tx: Tx, tenantId: string, paymentId: string): Promise<StockChange[]> {
  return moveStock(tx, tenantId, await markHoldsReleased(tx, tenantId, [paymentId]), []);
}

/** Current stock of some products, for messages and events. */
export async function stockOf(db: Database | Tx, tenantId: string, ids: string[]) {
  return db
    .select({ id: products.id, name: products.name, totalInventory: products.totalInventory })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)))
    .orderBy(asc(products.id));
}
