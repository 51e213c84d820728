/**
 * A product backup's variants put back: a product's list is set to the backup's, keeping the ids
 * of variants it still has. A backup written before variants existed carries none and leaves them.
 */
import { toCents } from '../../../../lib/money';
import type { ProductVariant } from '../../../../lib/schemas/product';
import type { Tx } from '../../repositories/stores';
import { replaceProductVariants, syncProductStock, type VariantRow } from '../../repositories/variants';

/** A variant the store could hold: stock and price not below zero. */
export const storableVariant = (variant: ProductVariant) =>
  (variant.totalInventory === null || variant.totalInventory >= 0) &&
  (variant.price === null || (variant.price >= 0 && variant.price <= 1_000_000)) &&
  variant.name.length > 0 &&
  variant.name.length <= 60;

const shapeOf = (variant: {
  name: string;
  sku: string | null;
  priceCents: number | null;
  totalInventory: number | null;
}) => JSON.stringify([variant.name, variant.sku, variant.priceCents, variant.totalInventory]);

const rowOf = (variant: ProductVariant) => ({
  name: variant.name,
  sku: variant.sku || null,
  priceCents: variant.price === null ? null : toCents(variant.price),
  totalInventory: variant.totalInventory,
});

/** Whether the backup's list differs from the product's (order, names, codes, prices or stock). */
export function variantsDiffer(current: VariantRow[], wanted: ProductVariant[] | undefined): boolean {
  if (wanted === undefined) return false;
  return (
    current.length !== wanted.length ||
    current.some((row, index) => shapeOf(row) !== shapeOf(rowOf(wanted[index])))
  );
}

/** Sets a product's variants to the backup's (ids it still has are kept) and its stock to their sum. */
export async function restoreVariants(
  tx: Tx,
  tenantId: string,
  productId: string,
  wanted: ProductVariant[],
  current: VariantRow[],
): Promise<void> {
  const own = new Set(current.map((row) => row.id));
  await replaceProductVariants(
    tx,
    tenantId,
    productId,
    wanted.map((variant) => ({ ...rowOf(variant), ...(own.has(variant.id) ? { id: variant.id } : {}) })),
  );
  await syncProductStock(tx, tenantId, productId);
}
