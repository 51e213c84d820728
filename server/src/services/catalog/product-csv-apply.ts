/**
 * Writing one planned product of a catalog file (product-csv-plan.ts), in the caller's
 * transaction: the product (new, or its changed fields as a new version), its variants (new ones
 * after those it has, changed ones in place), its stock as their sum, and the categories the
 * owner mapped its type, category and tags to. Its images are only named in the plan: the
 * import's job fetches them.
 */
import { slugify } from '@/lib/schemas/category';
import type { ImportChoices, ImportTermKind } from '@/lib/schemas/product-csv';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import { findStoreCategoryIds, listCategoryRows } from '@server/repositories/categories';
import {
  addProductCategoryRows,
  updateImportedProduct,
  updateImportedVariant,
} from '@server/repositories/product-imports';
import { insertProductRow } from '@server/repositories/products';
import type { Tx } from '@server/repositories/stores';
import { findVariantsByProduct, insertVariantRows, syncProductStock } from '@server/repositories/variants';
import { checkCategoryIds, createFirstCategories } from './categories';
import { variantKeyOf } from './product-csv-group';
import type { PlannedProduct } from './product-csv-plan';

export type AppliedProduct = { productId: string; events: InventoryUpdateEvent[] };

/** The key a term is mapped by: its kind and its words, any case. */
export const termKey = (kind: ImportTermKind, value: string) => `${kind}:${value.trim().toLowerCase()}`;

/**
 * The owner's choices as category ids by term, new categories created (a name whose address the
 * store has already is that category). Unknown category ids are refused (400 naming categoryIds).
 */
/** The owner's choices name only this store's categories; else 400 on `choices`, before any job is kept. */
export async function checkImportChoices(db: Database, tenantId: string, choices: ImportChoices | undefined) {
  const known = (choices?.mappings ?? []).flatMap((mapping) =>
    mapping.categoryId ? [mapping.categoryId] : [],
  );
  const unique = [...new Set(known)];
  if ((await findStoreCategoryIds(db, tenantId, unique)).size !== unique.length)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'The category choices must name categories of this store',
      field: 'choices',
    });
}

export async function resolveImportCategories(
  tx: Tx,
  tenantId: string,
  choices: ImportChoices,
): Promise<Map<string, string>> {
  const mapped = new Map<string, string>();
  const known = choices.mappings.flatMap((mapping) => (mapping.categoryId ? [mapping.categoryId] : []));
  await checkCategoryIds(tx, tenantId, known);
  const names = choices.mappings.flatMap((mapping) => (mapping.newCategory ? [mapping.newCategory] : []));
  if (names.length) await createFirstCategories(tx, tenantId, names);
  const bySlug = new Map((await listCategoryRows(tx, tenantId)).map((row) => [row.slug, row.id]));
  for (const mapping of choices.mappings) {
    const id = mapping.categoryId ?? bySlug.get(slugify(mapping.newCategory ?? ''));
    if (id) mapped.set(termKey(mapping.kind, mapping.value), id);
  }
  return mapped;
}

/** The categories a product goes in: those its type, category and tags are mapped to. */
export function categoryIdsOf(product: PlannedProduct, mapped: Map<string, string>): string[] {
  const keys = [
    ...(product.terms.type ? [termKey('type', product.terms.type)] : []),
    ...(product.terms.category ? [termKey('category', product.terms.category)] : []),
    ...product.terms.tags.map((tag) => termKey('tag', tag)),
  ];
  return [...new Set(keys.flatMap((key) => (mapped.has(key) ? [mapped.get(key)!] : [])))];
}

async function writeProduct(tx: Tx, tenantId: string, product: PlannedProduct, at: Date): Promise<string> {
  if (product.action === 'create') {
    return (await insertProductRow(tx, newProductRow(tenantId, product))).id;
  }
  const id = product.target!.id;
  // A new version even when only variants change, so an edit made from before the import is refused (409).
  await updateImportedProduct(tx, tenantId, id, product.set, at);
  return id;
}

async function writeVariants(tx: Tx, tenantId: string, productId: string, product: PlannedProduct) {
  if (!product.variants.some((variant) => variant.action !== 'unchanged')) return;
  const current = (await findVariantsByProduct(tx, tenantId, [productId])).get(productId) ?? [];
  let position = current.length;
  for (const variant of product.variants) {
    if (variant.action === 'update')
      await updateImportedVariant(tx, tenantId, variant.target!.id, variant.set);
    if (variant.action !== 'create') continue;
    await insertVariantRows(tx, [
      {
        tenantId,
        productId,
        name: variant.name,
        optionValues: variant.optionValues,
        sku: variant.set.sku ?? null,
        priceCents: variant.set.priceCents ?? null,
        totalInventory: variant.set.totalInventory ?? null,
        weightGrams: variant.set.weightGrams ?? null,
        position: position++,
      },
    ]);
  }
}

/** Variants whose photo the product has already: their image set now (the others once fetched). */
async function linkKnownPhotos(tx: Tx, tenantId: string, productId: string, product: PlannedProduct) {
  const known = product.images.filter((image) => image.imageId && image.variantKeys.length);
  if (known.length === 0) return;
  const variants = (await findVariantsByProduct(tx, tenantId, [productId])).get(productId) ?? [];
  for (const image of known)
    for (const variant of variants)
      if (image.variantKeys.includes(variantKeyOf(variant)) && variant.imageId !== image.imageId)
        await updateImportedVariant(tx, tenantId, variant.id, { imageId: image.imageId });
}

/** Stock events for the product's open pages: each variant's, or the product's own new stock. */
async function stockEvents(tx: Tx, tenantId: string, productId: string, product: PlannedProduct) {
  // A new product sold as itself: no page is open on it yet.
  if (!product.hasOptions && product.action === 'create') return [];
  if (!product.hasOptions && product.set.totalInventory !== undefined) {
    const sold = (await findVariantsByProduct(tx, tenantId, [productId])).get(productId) ?? [];
    if (sold.length === 0)
      return product.set.totalInventory === undefined
        ? []
        : [{ productId, newInventory: product.set.totalInventory }];
  }
  const sum = await syncProductStock(tx, tenantId, productId);
  if (!sum) return [];
  const variants = (await findVariantsByProduct(tx, tenantId, [productId])).get(productId) ?? [];
  return variants.map((variant) => ({
    productId,
    newInventory: sum.newInventory ?? null,
    variantId: variant.id,
    newVariantInventory: variant.totalInventory,
  }));
}

/** A new product sold as itself, as it is inserted (many at once by applyPlannedProducts). */
export function newProductRow(tenantId: string, product: PlannedProduct) {
  const { name = '', priceCents = 0, ...rest } = product.set;
  return { ...rest, tenantId, name, priceCents, handle: product.handle };
}

/**
 * Writes one planned product in the caller's transaction (the store's SKUs locked by the caller):
 * null for a product planned as an error or unchanged (its categories still added when mapped).
 * A new product's id is set on the plan.
 */
export async function applyPlannedProduct(
  tx: Tx,
  tenantId: string,
  product: PlannedProduct,
  options: { at: Date; categoryIds?: string[] },
): Promise<AppliedProduct | null> {
  if (product.action === 'error') return null;
  if (product.action === 'unchanged') {
    if (product.productId && options.categoryIds?.length)
      await addProductCategoryRows(tx, tenantId, product.productId, options.categoryIds);
    return null;
  }
  const productId = await writeProduct(tx, tenantId, product, options.at);
  product.productId = productId;
  await writeVariants(tx, tenantId, productId, product);
  await linkKnownPhotos(tx, tenantId, productId, product);
  const events = await stockEvents(tx, tenantId, productId, product);
  await addProductCategoryRows(tx, tenantId, productId, options.categoryIds ?? []);
  return { productId, events };
}
