import { z } from 'zod';
import { STOCK_SYNC_MAX_PRODUCTS } from '@/lib/constants/realtime';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import type { Database } from '@server/db/client';
import { currentStockOf } from '@server/repositories/stock';

/** What a page names when its socket connects: the products it shows. */
const stockSyncSchema = z.object({
  productIds: z.array(z.uuid()).max(STOCK_SYNC_MAX_PRODUCTS),
});

/**
 * The current stock of the products a page names, as the inventory updates a sale would have sent:
 * one per product, and one per size with the product's sum. Nothing for a malformed request or for
 * another store's products.
 */
export async function stockSyncEvents(
  db: Database,
  tenantId: string,
  payload: unknown,
): Promise<InventoryUpdateEvent[]> {
  const parsed = stockSyncSchema.safeParse(payload);
  if (!parsed.success || parsed.data.productIds.length === 0) return [];
  const { pieces, sizes } = await currentStockOf(db, tenantId, [...new Set(parsed.data.productIds)]);
  const stockOf = new Map(pieces.map((piece) => [piece.productId, piece.totalInventory]));
  return [
    ...pieces.map((piece) => ({ productId: piece.productId, newInventory: piece.totalInventory })),
    ...sizes
      .filter((size) => stockOf.has(size.productId))
      .map((size) => ({
        productId: size.productId,
        newInventory: stockOf.get(size.productId) ?? null,
        variantId: size.variantId,
        newVariantInventory: size.totalInventory,
      })),
  ];
}
