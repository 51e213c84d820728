/**
 * Stock moves. Stock only changes inside a transaction through the stock repository's conditional
 * updates, so two buyers can never take the same unit; unlimited stock (null) is never decremented.
 * A variant's stock moves on the variant, and its product's stock follows as their sum.
 */
import {
  addStock,
  markHoldsReleased,
  removeStock,
  type StockChange,
  type StockLine,
} from '@server/repositories/stock';
import type { Tx } from '@server/repositories/stores';
import {
  addVariantStock,
  lockVariantProduct,
  removeVariantStock,
  syncProductStock,
} from '@server/repositories/variants';

export type { StockChange, StockLine } from '@server/repositories/stock';

export class OutOfStockError extends Error {
  constructor(
    readonly productId: string,
    readonly variantId: string | null = null,
  ) {
    super('out of stock');
  }
}

/** The changes worth sending live: a product or a variant with counted stock. */
export const liveChanges = (changes: StockChange[]) =>
  changes.filter((change) => change.newInventory !== null || (change.newVariantInventory ?? null) !== null);

type NetMove = { productId: string; variantId: string | null; delta: number; taken: boolean };

/** One net change per product and variant, sorted by product then variant: a fixed lock order. */
function netMoves(give: StockLine[], take: StockLine[]): NetMove[] {
  const net = new Map<string, NetMove>();
  const add = (line: StockLine, sign: number) => {
    const key = `${line.productId}|${line.variantId ?? ''}`;
    const move = net.get(key) ?? {
      productId: line.productId,
      variantId: line.variantId ?? null,
      delta: 0,
      taken: false,
    };
    move.delta += sign * line.quantity;
    if (sign < 0) move.taken = true;
    net.set(key, move);
  };
  for (const line of give) add(line, 1);
  for (const line of take) add(line, -1);
  return [...net.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, move]) => move);
}

/** Moves a product's variants' stock, then sets the product's to their sum; throws OutOfStockError. */
async function moveVariantStock(
  tx: Tx,
  tenantId: string,
  productId: string,
  moves: NetMove[],
): Promise<StockChange[]> {
  const product = await lockVariantProduct(tx, tenantId, productId);
  const taking = moves.some((move) => move.taken);
  if (taking && (!product || product.archived)) throw new OutOfStockError(productId, moves[0].variantId);
  const changed: { variantId: string; newVariantInventory: number | null }[] = [];
  for (const move of moves) {
    const variantId = move.variantId!;
    if (move.delta === 0 && !move.taken) continue;
    const row =
      move.delta > 0
        ? await addVariantStock(tx, tenantId, productId, variantId, move.delta)
        : await removeVariantStock(tx, tenantId, productId, variantId, -move.delta);
    if (!row && move.delta <= 0) throw new OutOfStockError(productId, variantId);
    if (row && move.delta !== 0) changed.push({ variantId, ...row });
  }
  if (changed.length === 0) return [];
  const sum = await syncProductStock(tx, tenantId, productId);
  return changed.map((change) => ({ productId, newInventory: sum?.newInventory ?? null, ...change }));
}

/**
 * Gives back `give` and takes `take` in one pass, as one net change per product (or variant), or
 * throws OutOfStockError (the caller's transaction rolls back). One pass in a fixed order means two
 * transactions touching the same products never wait on each other in a circle, and a shopper
 * whose new hold replaces their old one is only refused for what they ask beyond it.
 */
export async function moveStock(
  tx: Tx,
  tenantId: string,
  give: StockLine[],
  take: StockLine[],
): Promise<StockChange[]> {
  const moves = netMoves(give, take);
  const changes: StockChange[] = [];
  for (const [index, move] of moves.entries()) {
    if (move.variantId) {
      // A product's variant moves are together (sorted); the first of them moves them all.
      if (moves[index - 1]?.productId === move.productId && moves[index - 1]?.variantId) continue;
      const group = moves.filter((other) => other.productId === move.productId && other.variantId);
      changes.push(...(await moveVariantStock(tx, tenantId, move.productId, group)));
      continue;
    }
    if (move.delta === 0 && !move.taken) continue;
    const row =
      move.delta > 0
        ? await addStock(tx, tenantId, move.productId, move.delta)
        : await removeStock(tx, tenantId, move.productId, -move.delta);
    if (!row && move.delta <= 0) throw new OutOfStockError(move.productId);
    if (row && move.delta !== 0) changes.push(row);
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
