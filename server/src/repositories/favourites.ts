/**
 * A shopper's favourites, and the ones waiting to be told their piece is back in stock. Every
 * query names the store; a shopper's rows are read and written by their own user id only.
 */
import { and, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { favourites, products, productVariants, users } from '../db/schema';
import type { Tx } from './stores';

type Executor = Database | Tx;
export type FavouriteKey = { tenantId: string; userId: string; productId: string };
export type FavouriteRow = typeof favourites.$inferSelect;

/** The shopper's favourites, newest first. */
export function findFavourites(db: Executor, tenantId: string, userId: string): Promise<FavouriteRow[]> {
  return db
    .select()
    .from(favourites)
    .where(and(eq(favourites.tenantId, tenantId), eq(favourites.userId, userId)))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
}

/** Which of `ids` are products of the store on sale in the shop (not archived). */
export async function findListedIds(db: Executor, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.archived, false), inArray(products.id, ids)));
  return rows.map((row) => row.id);
}

/**
 * Keeps a favourite; an existing one stays as it is unless `notifyWhenBack` is given, which asks
 * for the back-in-stock email afresh (true) or stops it (false).
 */
export async function upsertFavourite(tx: Tx, key: FavouriteKey, notifyWhenBack?: boolean): Promise<void> {
  const insert = tx.insert(favourites).values({ ...key, notifyWhenBack: notifyWhenBack ?? false });
  if (notifyWhenBack === undefined) await insert.onConflictDoNothing();
  else
    await insert.onConflictDoUpdate({
      target: [favourites.tenantId, favourites.userId, favourites.productId],
      set: { notifyWhenBack, notifiedAt: null },
    });
}

/** Adds the products to the shopper's favourites; those already there are left as they are. */
export async function insertFavourites(
  tx: Tx,
  tenantId: string,
  userId: string,
  productIds: string[],
): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .insert(favourites)
    .values(productIds.map((productId) => ({ tenantId, userId, productId })))
    .onConflictDoNothing();
}

/** Removes one favourite; whether there was one. */
export async function deleteFavourite(db: Executor, key: FavouriteKey): Promise<boolean> {
  const rows = await db
    .delete(favourites)
    .where(
      and(
        eq(favourites.tenantId, key.tenantId),
        eq(favourites.userId, key.userId),
        eq(favourites.productId, key.productId),
      ),
    )
    .returning({ productId: favourites.productId });
  return rows.length > 0;
}

/** A unit of stock or unlimited stock (null). */
const inStock = (column: typeof products.totalInventory | typeof productVariants.totalInventory) =>
  or(isNull(column), sql`${column} > 0`);

/** The product, or any of its sizes when it has them, can be bought. */
function productInStock(db: Executor) {
  const sizes = (inStockOnly: boolean) =>
    db
      .select({ one: sql`1` })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.tenantId, products.tenantId),
          eq(productVariants.productId, products.id),
          inStockOnly ? inStock(productVariants.totalInventory) : undefined,
        ),
      );
  return or(exists(sizes(true)), and(sql`not exists ${sizes(false)}`, inStock(products.totalInventory)));
}

export type WaitingFavourite = FavouriteKey & { email: string; productName: string; handle: string | null };

/**
 * Favourites of customers who asked to be told, not told yet, whose listed product is back in
 * stock: across every store, at most `limit`.
 */
export function findFavouritesBackInStock(db: Executor, limit: number): Promise<WaitingFavourite[]> {
  return db
    .select({
      tenantId: favourites.tenantId,
      userId: favourites.userId,
      productId: favourites.productId,
      email: users.email,
      productName: products.name,
      handle: products.handle,
    })
    .from(favourites)
    .innerJoin(
      products,
      and(eq(products.tenantId, favourites.tenantId), eq(products.id, favourites.productId)),
    )
    .innerJoin(users, and(eq(users.tenantId, favourites.tenantId), eq(users.id, favourites.userId)))
    .where(
      and(
        eq(favourites.notifyWhenBack, true),
        isNull(favourites.notifiedAt),
        eq(products.archived, false),
        eq(users.role, 'customer'),
        productInStock(db),
      ),
    )
    .limit(limit);
}

/** Marks a waiting favourite told at `at`; false when another run told it first (or it changed). */
export async function markFavouriteNotified(tx: Tx, key: FavouriteKey, at: Date): Promise<boolean> {
  const rows = await tx
    .update(favourites)
    .set({ notifiedAt: at })
    .where(
      and(
        eq(favourites.tenantId, key.tenantId),
        eq(favourites.userId, key.userId),
        eq(favourites.productId, key.productId),
        eq(favourites.notifyWhenBack, true),
        isNull(favourites.notifiedAt),
      ),
    )
    .returning({ productId: favourites.productId });
  return rows.length > 0;
}
