/**
 * The owner's products: list, create, edit and archive. Prices arrive in dollars and are kept in
 * cents; an edit names the version it was made from and is refused (409) when the product moved on.
 */
import type { FastifyInstance } from 'fastify';
import { toCents, toDollars } from '@/lib/money';
import { ADMIN_MESSAGES } from '@/lib/messages';
import {
  COMPARE_AT_MESSAGE,
  compareAtAbovePrice,
  type AdminProduct,
  type AdminProductListQuery,
  type CreateProductBody,
  type UpdateProductBody,
} from '@/lib/schemas/admin-products';
import { ApiError, isUniqueViolation } from '@server/errors';
import {
  countAdminProducts,
  findAdminProducts,
  findImageRows,
  findProductRow,
  insertProductRow,
  updateProductAtVersion,
  type ProductChanges,
  type ProductImageRow,
  type ProductRow,
} from '@server/repositories/products';
import { findProductCategoryIds } from '@server/repositories/categories';
import { findProductPriceHistory } from '@server/repositories/price-history';
import { highestOfLast30Days } from '@/lib/price-history';
import type { Tenant } from '@server/types';
import type { Tx } from '@server/repositories/stores';
import { checkCategoryIds, setProductCategories } from './categories';
import { imageUrl, toApiProduct, withSales } from './product-serializer';
import { salesOf } from '@server/repositories/product-sales';
import { checkProductSku, saveProductVariants } from './product-variants';
import { productPath } from '@/lib/product-address';
import { lockStoreSkus } from '@server/repositories/locks';
import { deleteRedirectFrom, lockStoreRedirects } from '@server/repositories/redirects';
import { findVariantsByProduct, syncProductStock, type VariantRow } from '@server/repositories/variants';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import { expireFor } from '@server/services/cache/expiry';
import { checkHandleFree, handleTaken, keepOldHandleAnswering, uniqueHandle } from './handles';

/** The main image (position 0) is served under the product id, the others under their own id. */
export const renditionKeyOf = (productId: string, image: Pick<ProductImageRow, 'id' | 'position'>) =>
  image.position === 0 ? productId : image.id;

export function toAdminProduct(
  row: ProductRow,
  images: ProductImageRow[],
  tenantName: string,
  variants: VariantRow[],
): AdminProduct {
  const ordered = [...images].sort((a, b) => a.position - b.position);
  const keys = ordered.map((image) => renditionKeyOf(row.id, image));
  return {
    ...toApiProduct(
      row,
      keys,
      tenantName,
      ordered.map((image) => image.altText),
      variants,
    ),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    images: ordered.map((image, index) => ({
      id: image.id,
      position: image.position,
      small: imageUrl(keys[index], 400),
      medium: imageUrl(keys[index], 800),
      alt: image.altText,
    })),
    notionPageId: row.notionPageId,
    sku: row.sku,
    taxCategory: row.taxCategory,
    returnable: row.returnable,
  };
}

export const productNotFound = () =>
  new ApiError({ status: 404, code: 'PRODUCT_NOT_FOUND', message: ADMIN_MESSAGES.productNotFound });

export async function adminProduct(app: FastifyInstance, tenant: Tenant, id: string): Promise<AdminProduct> {
  const row = await findProductRow(app.db, tenant.id, id);
  if (!row) throw productNotFound();
  return withCategories(app, tenant.id, await adminProductOf(app, tenant, row));
}

/** The owner's view of a product row, with its images, variants and sales read now. */
export async function adminProductOf(app: FastifyInstance, tenant: Tenant, row: ProductRow) {
  return adminProductWithImages(app, tenant, row, await findImageRows(app.db, tenant.id, [row.id]));
}

/** The owner's view of a product row with these images, its variants and sales read now. */
export async function adminProductWithImages(
  app: FastifyInstance,
  tenant: Tenant,
  row: ProductRow,
  images: ProductImageRow[],
) {
  const [variants, sales] = await Promise.all([
    findVariantsByProduct(app.db, tenant.id, [row.id]),
    salesOf(app.db, tenant.id, [row.id]),
  ]);
  return toAdminProduct(withSales(row, sales), images, tenant.name, variants.get(row.id) ?? []);
}

/**
 * The product with the ids of the categories it is in and the highest price it had in the last 30
 * days (the form warns when a compare-at price is above it).
 */
async function withCategories(app: FastifyInstance, tenantId: string, product: AdminProduct) {
  const [byProduct, history] = await Promise.all([
    findProductCategoryIds(app.db, tenantId, [product.id]),
    findProductPriceHistory(app.db, tenantId, product.id),
  ]);
  const highest = highestOfLast30Days(history, toCents(product.price));
  return { ...product, categoryIds: byProduct.get(product.id) ?? [], highestPrice30Days: toDollars(highest) };
}

export async function listAdminProducts(app: FastifyInstance, tenant: Tenant, query: AdminProductListQuery) {
  const filter = {
    q: query.q || undefined,
    archived: query.archived === undefined ? undefined : query.archived === 'true',
  };
  const total = await countAdminProducts(app.db, tenant.id, filter);
  const rows = await findAdminProducts(
    app.db,
    tenant.id,
    filter,
    { sort: query.sort, dir: query.dir },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const ids = rows.map((row) => row.id);
  const [images, variants, sales] = await Promise.all([
    findImageRows(app.db, tenant.id, ids),
    findVariantsByProduct(app.db, tenant.id, ids),
    salesOf(app.db, tenant.id, ids),
  ]);
  return {
    items: rows.map((row) =>
      toAdminProduct(
        withSales(row, sales),
        images.filter((image) => image.productId === row.id),
        tenant.name,
        variants.get(row.id) ?? [],
      ),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** After a committed change: drop cached lists and pages; a stock change also reaches open pages live. */
export function announceProductChange(
  app: FastifyInstance,
  tenantId: string,
  id: string,
  stock?: number | null,
  variantEvents: InventoryUpdateEvent[] = [],
) {
  const events = variantEvents.length
    ? variantEvents
    : stock === undefined
      ? []
      : [{ productId: id, newInventory: stock }];
  app.productsChanged(tenantId, events);
  expireFor(app, 'product-changed', { storeId: tenantId, productIds: [id] });
}

export async function createAdminProduct(
  app: FastifyInstance,
  tenant: Tenant,
  body: CreateProductBody,
): Promise<AdminProduct> {
  const categoryIds = await checkCategoryIds(app.db, tenant.id, body.categoryIds ?? []);
  let picked = body.handle;
  const saved = await skuChecked(
    body.sku,
    () => picked,
    () =>
      app.db.transaction(async (tx) => {
        if (body.sku) await lockStoreSkus(tx, tenant.id);
        await checkProductSku(tx, tenant.id, null, body.sku ?? null);
        // A handle the owner typed is theirs or refused; one from the name takes the next free number.
        if (body.handle) await checkHandleFree(tx, tenant.id, '', body.handle);
        const handle = body.handle ?? (await uniqueHandle(tx, tenant.id, body.name));
        picked = handle;
        // The new product's address is its own: a redirect from it (an old handle's) goes.
        await lockStoreRedirects(tx, tenant.id);
        await deleteRedirectFrom(tx, tenant.id, productPath({ id: '', handle }));
        const row = await insertProductRow(tx, { ...productRowOf(tenant, body), handle });
        if (!body.variants?.length) return { row, variants: [], events: [] };
        const { totalInventory, variants, events } = await saveProductVariants(
          tx,
          tenant.id,
          row,
          body.variants,
        );
        return { row: { ...row, totalInventory: totalInventory ?? null }, variants, events };
      }),
  );
  await setProductCategories(app.db, tenant.id, saved.row.id, categoryIds);
  announceProductChange(app, tenant.id, saved.row.id, undefined, saved.events);
  return { ...toAdminProduct(saved.row, [], tenant.name, saved.variants), categoryIds };
}

function productRowOf(tenant: Tenant, body: CreateProductBody) {
  return {
    tenantId: tenant.id,
    sku: body.sku ?? null,
    name: body.name,
    priceCents: toCents(body.price),
    description: body.description,
    size: body.size,
    totalInventory: body.totalInventory,
    metal: body.metals,
    gemstone: body.gemstones,
    featured: body.featured,
    compareAtPriceCents: centsOrNull(body.compareAtPrice),
    weightGrams: body.weightGrams ?? null,
    seoTitle: body.seoTitle || null,
    seoDescription: body.seoDescription || null,
    taxCategory: body.taxCategory,
    returnable: body.returnable,
    makingTime: body.makingTime ?? null,
    personalisation: body.personalisation,
  };
}

const centsOrNull = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : toCents(dollars);

function detailChangesOf(body: Omit<UpdateProductBody, 'version'>): ProductChanges {
  const changes: ProductChanges = {};
  if (body.compareAtPrice !== undefined) changes.compareAtPriceCents = centsOrNull(body.compareAtPrice);
  if (body.weightGrams !== undefined) changes.weightGrams = body.weightGrams;
  // An empty SEO text means "use the product's own", the same as none.
  if (body.seoTitle !== undefined) changes.seoTitle = body.seoTitle || null;
  if (body.seoDescription !== undefined) changes.seoDescription = body.seoDescription || null;
  if (body.makingTime !== undefined) changes.makingTime = body.makingTime;
  if (body.personalisation !== undefined) changes.personalisation = body.personalisation;
  return changes;
}

/**
 * An edit that moves the price or the compare-at price is checked against the other as the product
 * has it: a compare-at price must stay above the price (400 naming compareAtPrice).
 */
async function checkCompareAt(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  body: Omit<UpdateProductBody, 'version'>,
) {
  if (body.price === undefined && body.compareAtPrice === undefined) return;
  const row = await findProductRow(app.db, tenant.id, id);
  if (!row) throw productNotFound();
  const price = body.price ?? toDollars(row.priceCents);
  const compareAt =
    body.compareAtPrice !== undefined
      ? body.compareAtPrice
      : row.compareAtPriceCents === null
        ? null
        : toDollars(row.compareAtPriceCents);
  if (!compareAtAbovePrice(price, compareAt))
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: COMPARE_AT_MESSAGE,
      field: 'compareAtPrice',
    });
}

/**
 * A write that may give a SKU or a handle another product of the store holds: 409 naming `sku`
 * or `handle`. A handle taken meanwhile is HANDLE_TAKEN whether the owner typed it or the name
 * gave it (`handle` reads the one the write picked).
 */
export async function skuChecked<T>(
  sku: string | null | undefined,
  handle: () => string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'products_tenant_handle_idx')) throw handleTaken(handle() ?? '');
    if (sku && isUniqueViolation(error))
      throw new ApiError({
        status: 409,
        code: 'SKU_TAKEN',
        message: ADMIN_MESSAGES.skuTaken(sku),
        field: 'sku',
      });
    throw error;
  }
}

function changesOf(body: Omit<UpdateProductBody, 'version'> & { archived?: boolean }): ProductChanges {
  const changes: ProductChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.price !== undefined) changes.priceCents = toCents(body.price);
  if (body.description !== undefined) changes.description = body.description;
  if (body.size !== undefined) changes.size = body.size;
  if (body.totalInventory !== undefined) changes.totalInventory = body.totalInventory;
  if (body.metals !== undefined) changes.metal = body.metals;
  if (body.gemstones !== undefined) changes.gemstone = body.gemstones;
  if (body.featured !== undefined) changes.featured = body.featured;
  if (body.archived !== undefined) changes.archived = body.archived;
  if (body.sku !== undefined) changes.sku = body.sku;
  if (body.taxCategory !== undefined) changes.taxCategory = body.taxCategory;
  if (body.returnable !== undefined) changes.returnable = body.returnable;
  if (body.handle !== undefined) changes.handle = body.handle;
  return { ...changes, ...detailChangesOf(body) };
}

/** The handle a product had before the owner renames it (a handle another product has is 409). */
async function renamingHandle(tx: Tx, tenantId: string, id: string, handle: string): Promise<string | null> {
  await checkHandleFree(tx, tenantId, id, handle);
  return (await findProductRow(tx, tenantId, id))?.handle ?? null;
}

/** Edits (or archives) a product made from `version`; a stale version changes nothing and answers 409. */
export async function editAdminProduct(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  body: Omit<UpdateProductBody, 'version'> & { version: number; archived?: boolean; categoryIds?: string[] },
): Promise<AdminProduct> {
  const { version, categoryIds, variants, ...fields } = body;
  await checkCompareAt(app, tenant, id, fields);
  const checked = categoryIds && (await checkCategoryIds(app.db, tenant.id, categoryIds));
  const saved = await skuChecked(
    fields.sku,
    () => fields.handle,
    () =>
      app.db.transaction(async (tx) => {
        if (fields.sku) await lockStoreSkus(tx, tenant.id);
        await checkProductSku(tx, tenant.id, id, fields.sku ?? null);
        const before = fields.handle ? await renamingHandle(tx, tenant.id, id, fields.handle) : null;
        const row = await updateProductAtVersion(tx, tenant.id, id, version, changesOf(fields));
        if (!row) return null;
        if (fields.handle) await keepOldHandleAnswering(tx, tenant.id, before, fields.handle);
        if (variants) {
          const { totalInventory, events } = await saveProductVariants(tx, tenant.id, row, variants);
          return {
            row: {
              ...row,
              totalInventory: totalInventory === undefined ? row.totalInventory : totalInventory,
            },
            events,
          };
        }
        // A product with variants keeps their sum, whatever stock the edit named.
        const sum =
          fields.totalInventory !== undefined ? await syncProductStock(tx, tenant.id, id) : undefined;
        return { row: sum ? { ...row, totalInventory: sum.newInventory } : row, events: [] };
      }),
  );
  if (!saved) {
    if (!(await findProductRow(app.db, tenant.id, id))) throw productNotFound();
    throw new ApiError({ status: 409, code: 'VERSION_CONFLICT', field: 'version' });
  }
  const stockNamed = fields.totalInventory !== undefined && saved.events.length === 0;
  announceProductChange(app, tenant.id, id, stockNamed ? saved.row.totalInventory : undefined, saved.events);
  if (checked) await setProductCategories(app.db, tenant.id, id, checked);
  return withCategories(app, tenant.id, await adminProductOf(app, tenant, saved.row));
}
