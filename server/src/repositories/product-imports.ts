/**
 * SQL for a catalog import: the store's products a file names (by ID, handle or SKU, a variant's
 * SKU naming its product), the handles taken, and the writes of one imported product (its own
 * fields, its variants' options, its categories). Every query names the store.
 */
import { and, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { anyOf } from '@server/db/any-of';
import type { Database } from '../db/client';
import { productCategories, productImages, products, productVariants } from '../db/schema';
import { recordPriceChanges } from './price-history';
import { updateProductRow, type ProductRow } from './products';
import type { Tx } from './stores';
import type { VariantRow } from './variants';

/** A product's fields an import writes. */
export type ImportedProductChanges = Partial<
  Pick<
    ProductRow,
    | 'name'
    | 'description'
    | 'priceCents'
    | 'compareAtPriceCents'
    | 'weightGrams'
    | 'seoTitle'
    | 'seoDescription'
    | 'totalInventory'
    | 'archived'
    | 'draft'
    | 'backorders'
    | 'tags'
    | 'optionNames'
    | 'sku'
    | 'taxCategory'
  >
>;
export type ImportedVariantChanges = Partial<
  Pick<
    VariantRow,
    'name' | 'optionValues' | 'sku' | 'priceCents' | 'totalInventory' | 'weightGrams' | 'imageId'
  >
>;

/** The store's products with one of these ids, handles or SKUs, or a variant with one of the SKUs. */
export async function findProductsNamed(
  db: Database | Tx,
  tenantId: string,
  named: { ids: string[]; handles: string[]; skus: string[] },
  lock: boolean,
): Promise<ProductRow[]> {
  const match: SQL[] = [];
  if (named.ids.length) match.push(anyOf(products.id, named.ids, 'uuid'));
  if (named.handles.length) match.push(anyOf(products.handle, named.handles, 'text'));
  if (named.skus.length) {
    match.push(anyOf(products.sku, named.skus, 'text'));
    match.push(
      inArray(
        products.id,
        db
          .select({ id: productVariants.productId })
          .from(productVariants)
          .where(and(eq(productVariants.tenantId, tenantId), anyOf(productVariants.sku, named.skus, 'text'))),
      ),
    );
  }
  if (match.length === 0) return [];
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), or(...match)));
  return lock ? query.for('update') : query;
}

/** Every handle the store's products have. */
export async function findStoreHandles(db: Database | Tx, tenantId: string): Promise<Set<string>> {
  const rows = await db
    .select({ handle: products.handle })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), isNotNull(products.handle)));
  return new Set(rows.map((row) => row.handle as string));
}

/** The store's variants and products holding one of these SKUs (the file's own products aside later). */
export async function findSkuHolders(db: Database | Tx, tenantId: string, skus: string[]) {
  if (skus.length === 0) return { products: [], variants: [] };
  const [owners, variants] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, sku: products.sku })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), anyOf(products.sku, skus, 'text'))),
    db
      .select({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku })
      .from(productVariants)
      .where(and(eq(productVariants.tenantId, tenantId), anyOf(productVariants.sku, skus, 'text'))),
  ]);
  return { products: owners, variants };
}

/** The source addresses of these products' images, by image id. */
export async function findImageSources(db: Database | Tx, tenantId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      position: productImages.position,
      sourceUrl: productImages.sourceUrl,
    })
    .from(productImages)
    .where(and(eq(productImages.tenantId, tenantId), anyOf(productImages.productId, productIds, 'uuid')));
}

/** Writes an imported product's changes as a new version (an edit from the older one is refused). */
export async function updateImportedProduct(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: ImportedProductChanges,
  at: Date,
): Promise<void> {
  // The same write as a restore's or a Notion pull's: a new price at or above the compare-at ends the sale.
  await updateProductRow(tx, tenantId, id, changes, at);
}

/** Changes one of the product's variants. */
export async function updateImportedVariant(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: ImportedVariantChanges,
): Promise<void> {
  const [row] = await tx
    .update(productVariants)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(productVariants.tenantId, tenantId), eq(productVariants.id, id)))
    .returning({ productId: productVariants.productId });
  if (row && changes.priceCents !== undefined) await recordPriceChanges(tx, tenantId, [row.productId]);
}

/** Adds the product to these categories (those it is in already stay). */
export async function addProductCategoryRows(
  tx: Tx,
  tenantId: string,
  productId: string,
  categoryIds: string[],
): Promise<void> {
  if (categoryIds.length === 0) return;
  await tx
    .insert(productCategories)
    .values(categoryIds.map((categoryId) => ({ tenantId, productId, categoryId })))
    .onConflictDoNothing();
}
