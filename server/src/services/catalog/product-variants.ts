/**
 * The owner's variants of a product (sizes, glazes): set as a whole list with the product's edit,
 * in its transaction. A SKU is unique in the store among products' and variants' codes alike, and
 * the product's stock is kept as its variants' sum.
 */
import { toCents } from '@/lib/money';
import { ADMIN_MESSAGES } from '@/lib/messages';
import type { VariantInput } from '@/lib/schemas/admin-products';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import { ApiError } from '@server/errors';
import { lockStoreSkus } from '@server/repositories/locks';
import type { Tx } from '@server/repositories/stores';
import {
  findProductsHoldingSkus,
  findVariantsByProduct,
  findVariantsBySkus,
  replaceProductVariants,
  syncProductStock,
  type VariantRow,
  type VariantWrite,
} from '@server/repositories/variants';

export const VARIANT_ADMIN_MESSAGES = {
  notOfProduct: 'This variant is not one of this product’s',
  skuTwice: (sku: string) => `The SKU ${sku} is given twice`,
} as const;

const skuOf = (sku: string | null | undefined) => sku || null;

/**
 * The variants as rows to write: prices in cents, no price meaning the product's; a weight left
 * out keeps the variant's own (a new variant: the product's).
 */
export function variantWritesOf(input: VariantInput[]): VariantWrite[] {
  return input.map((variant) => ({
    id: variant.id,
    name: variant.name,
    sku: skuOf(variant.sku),
    priceCents: variant.price === null || variant.price === undefined ? null : toCents(variant.price),
    totalInventory: variant.totalInventory,
    weightGrams: variant.weightGrams,
  }));
}

/**
 * Refuses a product SKU some variant of the store holds (409 naming `sku`). Called under
 * lockStoreSkus, so two edits cannot both take one code.
 */
export async function checkProductSku(
  tx: Tx,
  tenantId: string,
  productId: string | null,
  sku: string | null,
) {
  if (!sku) return;
  const held = await findVariantsBySkus(tx, tenantId, [sku], productId ?? undefined);
  if (held.length)
    throw new ApiError({
      status: 409,
      code: 'SKU_TAKEN',
      message: ADMIN_MESSAGES.skuTaken(sku),
      field: 'sku',
    });
}

/**
 * Checks the list against the store (400 naming `variants[i].id` for a variant of another product,
 * `variants[i].sku` for a code given twice or the product's own; 409 for one another product or
 * its variant holds).
 */
async function checkVariantList(
  tx: Tx,
  tenantId: string,
  product: { id: string; sku: string | null },
  variants: VariantWrite[],
  current: VariantRow[],
) {
  const seen = new Set(product.sku ? [product.sku] : []);
  for (const [index, variant] of variants.entries()) {
    if (variant.id && !current.some((row) => row.id === variant.id))
      throw new ApiError({
        status: 400,
        code: 'VARIANT_NOT_FOUND',
        message: VARIANT_ADMIN_MESSAGES.notOfProduct,
        field: `variants[${index}].id`,
      });
    if (!variant.sku) continue;
    if (seen.has(variant.sku))
      throw new ApiError({
        status: 400,
        code: 'SKU_TAKEN',
        message: VARIANT_ADMIN_MESSAGES.skuTwice(variant.sku),
        field: `variants[${index}].sku`,
      });
    seen.add(variant.sku);
  }
  const skus = variants.flatMap((variant) => (variant.sku ? [variant.sku] : []));
  const [products, others] = await Promise.all([
    findProductsHoldingSkus(tx, tenantId, skus, product.id),
    findVariantsBySkus(tx, tenantId, skus, product.id),
  ]);
  const taken = new Set([...products, ...others].map((row) => row.sku));
  const index = variants.findIndex((variant) => variant.sku && taken.has(variant.sku));
  if (index >= 0)
    throw new ApiError({
      status: 409,
      code: 'SKU_TAKEN',
      message: ADMIN_MESSAGES.skuTaken(variants[index].sku!),
      field: `variants[${index}].sku`,
    });
}

/**
 * Makes `input` the product's variants, inside the product's edit transaction, and sets its stock
 * to their sum. Answers the variants now and the live stock events they make.
 */
export async function saveProductVariants(
  tx: Tx,
  tenantId: string,
  product: { id: string; sku: string | null },
  input: VariantInput[],
): Promise<{
  variants: VariantRow[];
  totalInventory: number | null | undefined;
  events: InventoryUpdateEvent[];
}> {
  await lockStoreSkus(tx, tenantId);
  const writes = variantWritesOf(input);
  const current = (await findVariantsByProduct(tx, tenantId, [product.id])).get(product.id) ?? [];
  await checkVariantList(tx, tenantId, product, writes, current);
  await replaceProductVariants(tx, tenantId, product.id, writes);
  const sum = await syncProductStock(tx, tenantId, product.id);
  const variants = (await findVariantsByProduct(tx, tenantId, [product.id])).get(product.id) ?? [];
  return {
    variants,
    totalInventory: sum?.newInventory,
    events: variants.map((variant) => ({
      productId: product.id,
      newInventory: sum?.newInventory ?? null,
      variantId: variant.id,
      newVariantInventory: variant.totalInventory,
    })),
  };
}
