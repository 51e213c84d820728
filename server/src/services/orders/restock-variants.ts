/**
 * A refund's restock on a product sold as variants: its stock is theirs, so a line without a
 * variant (the size was removed since, or the order predates the sizes) puts nothing back.
 */
import type { StockChange, StockLine } from '@server/repositories/stock';
import type { Tx } from '@server/repositories/stores';
import { findVariantsByProduct, syncProductStock } from '@server/repositories/variants';

/**
 * The lines a restock can put back: a line without a variant of a product that has variants is
 * left out, and that product's stock is set again to its variants' sum.
 */
export async function restockableLines(
  tx: Tx,
  tenantId: string,
  lines: StockLine[],
): Promise<{ lines: StockLine[]; synced: StockChange[] }> {
  const bare = [...new Set(lines.filter((line) => !line.variantId).map((line) => line.productId))];
  const withVariants = new Set((await findVariantsByProduct(tx, tenantId, bare)).keys());
  const synced: StockChange[] = [];
  for (const productId of withVariants) {
    const sum = await syncProductStock(tx, tenantId, productId);
    if (sum) synced.push({ productId, newInventory: sum.newInventory });
  }
  return {
    lines: lines.filter((line) => line.variantId || !withVariants.has(line.productId)),
    synced,
  };
}
