/**
 * What a product page says of pieces in other shoppers' open checkouts: how many are held and
 * when the soonest hold ends, so "Sold out" can say when they may come back. Public, and says
 * nothing of who holds them.
 */
import type { ProductHolds } from '@/lib/schemas/product';
import type { Database } from '@server/db/client';
import { findProductRow } from '@server/repositories/products';
import { findProductHolds } from '@server/repositories/stock';

/** The store's product's held pieces by variant, or null when the store has no such product. */
export async function productHolds(
  db: Database,
  tenantId: string,
  productId: string,
): Promise<ProductHolds | null> {
  const row = await findProductRow(db, tenantId, productId);
  if (!row) return null;
  const rows = await findProductHolds(db, tenantId, productId, new Date());
  return {
    productId,
    holds: rows
      .filter((held) => held.until !== null && held.units > 0)
      .map((held) => ({
        variantId: held.variantId ?? null,
        heldUnits: held.units,
        heldUntil: new Date(held.until!).toISOString(),
      })),
  };
}
