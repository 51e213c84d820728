/**
 * A signed-in shopper's favourites: listed with each product as the shop shows it now, kept,
 * removed, and the browser's list taken in at sign-in. Only products on sale in the store may be
 * kept; another store's id is not found here.
 */
import type { FastifyInstance } from 'fastify';
import { FAVOURITE_MESSAGES } from '@/lib/constants/favourites';
import type { Favourite } from '@/lib/schemas/favourites';
import { ApiError } from '@server/errors';
import {
  deleteFavourite,
  findFavourites,
  findListedIds,
  insertFavourites,
  upsertFavourite,
} from '@server/repositories/favourites';
import { findProductsByIdsOrSkus } from '@server/repositories/products';
import type { Tenant } from '@server/types';
import { toProducts } from '../catalog/products';

const productGone = () =>
  new ApiError({ status: 404, code: 'PRODUCT_NOT_FOUND', message: FAVOURITE_MESSAGES.productGone });

/** The shopper's favourites whose product is on sale, newest first. */
export async function listFavourites(
  app: FastifyInstance,
  tenant: Tenant,
  userId: string,
): Promise<Favourite[]> {
  const rows = await findFavourites(app.db, tenant.id, userId);
  if (rows.length === 0) return [];
  const found = await findProductsByIdsOrSkus(
    app.db,
    tenant.id,
    rows.map((row) => row.productId),
    [],
  );
  const listed = found.filter((product) => !product.archived);
  const byId = new Map((await toProducts(app.db, tenant, listed)).map((product) => [product.id, product]));
  return rows.flatMap((row) => {
    const product = byId.get(row.productId);
    if (!product) return [];
    return [
      {
        productId: row.productId,
        notifyWhenBack: row.notifyWhenBack,
        notifiedAt: row.notifiedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        product,
      },
    ];
  });
}

/** Keeps a product among the shopper's favourites (and asks for, or stops, the back-in-stock email). */
export async function keepFavourite(
  app: FastifyInstance,
  tenant: Tenant,
  userId: string,
  change: { productId: string; notifyWhenBack?: boolean },
): Promise<Favourite[]> {
  await app.db.transaction(async (tx) => {
    const [listed] = await findListedIds(tx, tenant.id, [change.productId]);
    if (!listed) throw productGone();
    await upsertFavourite(tx, { tenantId: tenant.id, userId, productId: listed }, change.notifyWhenBack);
  });
  return listFavourites(app, tenant, userId);
}

/** Removes a favourite; removing one that is not there is not an error (it is gone either way). */
export async function removeFavourite(
  app: FastifyInstance,
  tenant: Tenant,
  userId: string,
  productId: string,
): Promise<Favourite[]> {
  await deleteFavourite(app.db, { tenantId: tenant.id, userId, productId });
  return listFavourites(app, tenant, userId);
}

/**
 * The browser's favourites at sign-in, added to the account's in one statement: those already
 * there stay as they are, and ids that are no product on sale here (gone, another store's) are
 * left out.
 */
export async function mergeFavourites(
  app: FastifyInstance,
  tenant: Tenant,
  userId: string,
  productIds: string[],
): Promise<Favourite[]> {
  const unique = [...new Set(productIds)];
  await app.db.transaction(async (tx) =>
    insertFavourites(tx, tenant.id, userId, await findListedIds(tx, tenant.id, unique)),
  );
  return listFavourites(app, tenant, userId);
}
