/**
 * Stock moves. Stock only changes inside a transaction through the stock repository's conditional
 * updates, so two buyers can never take the same unit; unlimited stock (null) is never decremented.
 */
import {
  addStock,
  markHoldsReleased,
  removeStock,
  type StockChange,
  type StockLine,
} from '../../repositories/stock';
import type { Tx } from '../../repositories/stores';

export type { StockChange, StockLine } from '../../repositories/stock';

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
export async function moveStock(
  tx: Tx,
  tenantId: string,
  give: StockLine[],
  take: StockLine[],
): Promise<StockChange[]> {
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

/** Gives back the stock of a payment's held lines and marks them released. */
export async function releaseHolds(tx: Tx, tenantId: string, paymentId: string): Promise<StockChange[]> {
  return moveStock(tx, tenantId, await markHoldsReleased(tx, tenantId, [paymentId]), []);
}
