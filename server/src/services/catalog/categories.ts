/**
 * The store's categories: the owner keeps them (slug unique per store, 409 naming `slug`) and puts
 * products in them; the storefront lists them and filters the shop by them.
 */
import type { FastifyInstance } from 'fastify';
import {
  STORE_CATEGORIES_MAX,
  slugify,
  type Category,
  type CategoryBody,
  type ShopFacets,
} from '@/lib/schemas/category';
import type { Database } from '@server/db/client';
import { ApiError, isUniqueViolation } from '@server/errors';
import {
  countCategoryRows,
  deleteCategoryRow,
  findCategoryRow,
  findListedMetals,
  findStoreCategoryIds,
  insertCategoryRows,
  listCategoryRows,
  setProductCategoryRows,
  updateCategoryRow,
  type CategoryRow,
} from '@server/repositories/categories';
import type { Tx } from '@server/repositories/stores';
import { expireFor } from '@server/services/cache/expiry';
import { SHOPIFY_COLLECTION_PREFIX, categoryPath } from '@/lib/product-address';
import { deleteRedirectFrom, retargetRedirectRows, upsertRedirectRow } from '@server/repositories/redirects';

const toCategory = (row: CategoryRow, productCount = 0): Category => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  sortOrder: row.sortOrder,
  image: row.image,
  productCount,
});

const slugTaken = (slug: string) =>
  new ApiError({
    status: 409,
    code: 'SLUG_TAKEN',
    message: `Another category of this store already uses the slug “${slug}”`,
    field: 'slug',
  });
const categoryNotFound = () => new ApiError({ status: 404, code: 'CATEGORY_NOT_FOUND' });

/** The store's categories in their order, with how many listed products each holds. */
export async function listCategories(db: Database, tenantId: string): Promise<Category[]> {
  return (await listCategoryRows(db, tenantId)).map((row) => toCategory(row, row.productCount));
}

/** What the shop filters by: the store's categories and the metals of its listed pieces. */
export async function shopFacets(db: Database, tenantId: string): Promise<ShopFacets> {
  const [categories, metals] = await Promise.all([
    listCategories(db, tenantId),
    findListedMetals(db, tenantId),
  ]);
  return { categories, metals };
}

/** A change to categories changes what the home page and the shop show. */
function announce(app: FastifyInstance, tenantId: string) {
  app.productsChanged(tenantId);
  expireFor(app, 'catalog-changed', { storeId: tenantId });
}

export async function createCategory(app: FastifyInstance, tenantId: string, body: CategoryBody) {
  if ((await countCategoryRows(app.db, tenantId)) >= STORE_CATEGORIES_MAX)
    throw new ApiError({
      status: 409,
      code: 'TOO_MANY_CATEGORIES',
      message: `A store keeps at most ${STORE_CATEGORIES_MAX} categories`,
    });
  try {
    const [row] = await insertCategoryRows(app.db, tenantId, [body]);
    announce(app, tenantId);
    return toCategory(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(body.slug);
    throw error;
  }
}

/**
 * Changes a category. A new slug keeps Shopify's old address of it answering: `/collections/{old}`
 * redirects to the shop filtered by the new slug, and redirects that led to the old filter follow.
 */
export async function updateCategory(app: FastifyInstance, tenantId: string, id: string, body: CategoryBody) {
  try {
    const row = await app.db.transaction(async (tx) => {
      const before = await findCategoryRow(tx, tenantId, id);
      const updated = await updateCategoryRow(tx, tenantId, id, body);
      if (before && updated && before.slug !== updated.slug) {
        const [oldPath, newPath] = [categoryPath(before.slug), categoryPath(updated.slug)];
        await retargetRedirectRows(tx, tenantId, oldPath, newPath);
        await deleteRedirectFrom(tx, tenantId, `${SHOPIFY_COLLECTION_PREFIX}${updated.slug}`);
        await upsertRedirectRow(tx, tenantId, `${SHOPIFY_COLLECTION_PREFIX}${before.slug}`, newPath);
      }
      return updated;
    });
    if (!row) throw categoryNotFound();
    announce(app, tenantId);
    const listed = (await listCategoryRows(app.db, tenantId)).find((category) => category.id === id);
    return toCategory(row, listed?.productCount ?? 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(body.slug);
    throw error;
  }
}

/** Deletes a category; its products stay, in their other categories. */
export async function deleteCategory(app: FastifyInstance, tenantId: string, id: string) {
  if (!(await deleteCategoryRow(app.db, tenantId, id))) throw categoryNotFound();
  announce(app, tenantId);
  return { success: true as const, id };
}

/** Refuses (400 naming `categoryIds`) ids that are not categories of the store. */
export async function checkCategoryIds(
  db: Database | Tx,
  tenantId: string,
  ids: string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const known = await findStoreCategoryIds(db, tenantId, unique);
  if (known.size !== unique.length)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'categoryIds must name categories of this store',
      field: 'categoryIds',
    });
  return unique;
}

/** Puts a product in exactly these categories of the store (already checked). */
export function setProductCategories(db: Database | Tx, tenantId: string, productId: string, ids: string[]) {
  return setProductCategoryRows(db, tenantId, productId, ids);
}

/**
 * The store's first categories, from the names the owner ticked in the setup wizard; names whose
 * slug the store already has are left as they are.
 */
export async function createFirstCategories(db: Database | Tx, tenantId: string, names: string[]) {
  const taken = new Set((await listCategoryRows(db, tenantId)).map((row) => row.slug));
  const rows = names
    .map((name, index) => ({ name, slug: slugify(name), sortOrder: index, image: null }))
    .filter((row) => row.slug && !taken.has(row.slug) && taken.add(row.slug));
  await insertCategoryRows(db, tenantId, rows);
}

export async function findCategory(db: Database, tenantId: string, id: string) {
  const row = await findCategoryRow(db, tenantId, id);
  if (!row) throw categoryNotFound();
  return toCategory(row);
}
