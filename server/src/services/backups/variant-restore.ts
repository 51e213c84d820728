/**
 * A product backup's variants put back: a product's list is set to the backup's, keeping the ids
 * of variants it still has. A backup written before variants existed carries none and leaves them.
 */
import { MAX_PRICE_CENTS, MAX_STOCK, MAX_WEIGHT_GRAMS } from '@/lib/constants/catalog';
import { toCents } from '@/lib/money';
import { skuSchema } from '@/lib/schemas/admin-products';
import type { ProductVariant } from '@/lib/schemas/product';
import { ADMIN_MESSAGES } from '@/lib/messages';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import type { Tx } from '@server/repositories/stores';
import {
  findProductsHoldingSkus,
  findVariantsBySkus,
  replaceProductVariants,
  syncProductStock,
  type VariantRow,
} from '@server/repositories/variants';

/** A SKU the owner could have typed: as the edit form's rule reads it, unchanged. */
const storableSku = (sku: string | null) => {
  if (!sku) return true;
  const parsed = skuSchema.safeParse(sku);
  return parsed.success && parsed.data === sku;
};

/** A whole number from 0 to `max`, or null (or absent: a backup written before the field). */
const storableCount = (value: number | null | undefined, max: number) =>
  value === null || value === undefined || (Number.isInteger(value) && value >= 0 && value <= max);

/** A variant the store could hold: stock, price and weight within the store's bounds, a SKU it accepts. */
export const storableVariant = (variant: ProductVariant) =>
  storableCount(variant.totalInventory, MAX_STOCK) &&
  storableCount(variant.weightGrams, MAX_WEIGHT_GRAMS) &&
  (variant.price === null || (variant.price >= 0 && toCents(variant.price) <= MAX_PRICE_CENTS)) &&
  storableSku(variant.sku) &&
  variant.name.length > 0 &&
  variant.name.length <= 60;

type VariantShape = {
  name: string;
  sku: string | null;
  priceCents: number | null;
  totalInventory: number | null;
  weightGrams?: number | null;
};

/** What is compared; the weight only when the backup carries one (an older backup leaves it). */
const shapeOf = (variant: VariantShape, withWeight: boolean) =>
  JSON.stringify([
    variant.name,
    variant.sku,
    variant.priceCents,
    variant.totalInventory,
    ...(withWeight ? [variant.weightGrams ?? null] : []),
  ]);

const rowOf = (variant: ProductVariant) => ({
  name: variant.name,
  sku: variant.sku || null,
  priceCents: variant.price === null ? null : toCents(variant.price),
  totalInventory: variant.totalInventory,
  // Absent from a backup written before sizes had weights: a kept variant keeps its own.
  weightGrams: variant.weightGrams,
});

/** Whether the backup's list differs from the product's (order, names, codes, prices, stock or weights). */
export function variantsDiffer(current: VariantRow[], wanted: ProductVariant[] | undefined): boolean {
  if (wanted === undefined) return false;
  return (
    current.length !== wanted.length ||
    current.some((row, index) => {
      const withWeight = wanted[index].weightGrams !== undefined;
      return shapeOf(row, withWeight) !== shapeOf(rowOf(wanted[index]), withWeight);
    })
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

/** One product's variant list a restore would set; `productId` is absent for a new product. */
export type RestoredList = { productId?: string; name: string; wanted: ProductVariant[] };

const restoreSkuTaken = (name: string, sku: string) =>
  new ApiError({
    status: 409,
    code: 'SKU_TAKEN',
    message: `${name}: ${ADMIN_MESSAGES.skuTaken(sku)}`,
    field: 'filename',
  });

/** A code another write took after the check (outside the lock): 409 naming the product. */
export const restoreSkuClash = (name: string) =>
  new ApiError({
    status: 409,
    code: 'SKU_TAKEN',
    message: `${name}: ${ADMIN_MESSAGES.skuTaken('of one of its variants')}`,
    field: 'filename',
  });

/**
 * Refuses (409 naming the product) a restore that would give one SKU to two holders: two restored
 * variants, a product's own SKU, or a variant of a product the restore leaves as it is. Run under
 * lockStoreSkus for a real restore, so no edit takes a code between the check and the write.
 */
export async function checkRestoredSkus(db: Database | Tx, tenantId: string, lists: RestoredList[]) {
  const owner = new Map<string, string>();
  for (const list of lists)
    for (const variant of list.wanted) {
      if (!variant.sku) continue;
      if (owner.has(variant.sku)) throw restoreSkuTaken(list.name, variant.sku);
      owner.set(variant.sku, list.name);
    }
  const skus = [...owner.keys()];
  const replaced = new Set(lists.flatMap((list) => (list.productId ? [list.productId] : [])));
  const [products, variants] = await Promise.all([
    findProductsHoldingSkus(db, tenantId, skus),
    findVariantsBySkus(db, tenantId, skus),
  ]);
  const held = [
    ...products.map((row) => row.sku),
    ...variants.filter((row) => !replaced.has(row.productId)).map((row) => row.sku),
  ];
  const sku = held.find((code) => code && owner.has(code));
  if (sku) throw restoreSkuTaken(owner.get(sku)!, sku);
}
