/**
 * A basket's variants: a line of a product with variants names one of that product's variants, and
 * is priced and held as it; a line of a product without variants names none and is as it always was.
 */
import { VARIANT_MESSAGES } from '@/lib/constants/variants';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import type { StockLine } from '@server/repositories/stock';
import type { Tx } from '@server/repositories/stores';
import type { BasketItem } from './personalisation';
import {
  findVariantsByIds,
  findVariantsByProduct,
  lockVariantProduct,
  type VariantRow,
} from '@server/repositories/variants';

export type { BasketItem };

/**
 * The variant each line names, by id, after checking that every line of a product with variants
 * names one of its own (400 naming `items[i].variantId`) and no other line names one.
 */
export async function checkBasketVariants(
  db: Database,
  tenantId: string,
  items: BasketItem[],
  names: Map<string, { name: string; hasVariants: boolean }>,
): Promise<Map<string, VariantRow>> {
  // Only products that have variants are asked for them: a basket of plain products reads none.
  const withVariants = [...new Set(items.map((item) => item.id))].filter((id) => names.get(id)?.hasVariants);
  const byProduct = await findVariantsByProduct(db, tenantId, withVariants);
  const chosen = new Map<string, VariantRow>();
  for (const [index, item] of items.entries()) {
    const variants = byProduct.get(item.id) ?? [];
    const field = `items[${index}].variantId`;
    if (!item.variantId) {
      if (variants.length && names.has(item.id))
        throw new ApiError({
          status: 400,
          code: 'VARIANT_REQUIRED',
          message: VARIANT_MESSAGES.required(names.get(item.id)!.name),
          field,
        });
      continue;
    }
    if (!names.has(item.id)) continue;
    const variant = variants.find((row) => row.id === item.variantId);
    if (!variant)
      throw new ApiError({
        status: 400,
        code: 'VARIANT_NOT_FOUND',
        message: variants.length ? VARIANT_MESSAGES.notOfProduct : VARIANT_MESSAGES.none,
        field,
      });
    chosen.set(variant.id, variant);
  }
  return chosen;
}

/**
 * Inside the hold's transaction, just before the holds: a variant removed since the basket was
 * checked (the owner dropped a size meanwhile) answers 409 ITEM_UNAVAILABLE naming it, never a 500.
 */
export async function recheckBasketVariants(tx: Tx, tenantId: string, lines: StockLine[]): Promise<void> {
  const ids = lines.flatMap((line) => (line.variantId ? [line.variantId] : []));
  // Product rows first, then variants (the holds' keys), in the order an edit takes them, so a
  // checkout and an edit of one product never wait on each other crosswise.
  const owners = [...new Set(lines.filter((line) => line.variantId).map((line) => line.productId))].sort();
  for (const productId of owners) await lockVariantProduct(tx, tenantId, productId);
  const found = new Set((await findVariantsByIds(tx, tenantId, ids)).map((row) => row.id));
  const gone = lines.find((line) => line.variantId && !found.has(line.variantId));
  if (gone) throw variantGone(gone);
}

/** The answer for a basket line whose variant no longer exists. */
export const variantGone = (line: { productId: string; variantId?: string | null }) =>
  new ApiError({
    status: 409,
    code: 'ITEM_UNAVAILABLE',
    field: 'items',
    details: {
      productId: line.productId,
      ...(line.variantId ? { variantId: line.variantId } : {}),
    },
  });
