/**
 * SQL for a store's redirects and product handles: the owner's list, the shop's lookup by path,
 * and the handles a store already uses. Every query names the tenant.
 */
import { and, asc, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, redirects } from '../db/schema';
import type { Tx } from './stores';

type Executor = Database | Tx;
export type RedirectRow = typeof redirects.$inferSelect;

export function listRedirectRows(db: Executor, tenantId: string): Promise<RedirectRow[]> {
  return db.select().from(redirects).where(eq(redirects.tenantId, tenantId)).orderBy(asc(redirects.fromPath));
}

export async function countRedirectRows(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(redirects).where(eq(redirects.tenantId, tenantId));
  return Number(row.value);
}

export async function findRedirectByFrom(
  db: Executor,
  tenantId: string,
  fromPath: string,
): Promise<RedirectRow | null> {
  const [row] = await db
    .select()
    .from(redirects)
    .where(and(eq(redirects.tenantId, tenantId), eq(redirects.fromPath, fromPath)))
    .limit(1);
  return row ?? null;
}

export async function findRedirectsByFrom(
  db: Executor,
  tenantId: string,
  fromPaths: string[],
): Promise<RedirectRow[]> {
  if (fromPaths.length === 0) return [];
  return db
    .select()
    .from(redirects)
    .where(and(eq(redirects.tenantId, tenantId), inArray(redirects.fromPath, fromPaths)));
}

/** Adds the redirect, or points the store's redirect from the same path at the new place. */
export async function upsertRedirectRow(
  db: Executor,
  tenantId: string,
  fromPath: string,
  toPath: string,
): Promise<RedirectRow> {
  const [row] = await db
    .insert(redirects)
    .values({ tenantId, fromPath, toPath })
    .onConflictDoUpdate({ target: [redirects.tenantId, redirects.fromPath], set: { toPath } })
    .returning();
  return row;
}

/** Every redirect of the store that pointed at `oldTo` now points at `newTo` (no chains). */
export async function retargetRedirectRows(
  db: Executor,
  tenantId: string,
  oldTo: string,
  newTo: string,
): Promise<void> {
  await db
    .update(redirects)
    .set({ toPath: newTo })
    .where(and(eq(redirects.tenantId, tenantId), eq(redirects.toPath, oldTo)));
}

export async function deleteRedirectRow(
  db: Executor,
  tenantId: string,
  id: string,
): Promise<RedirectRow | null> {
  const [row] = await db
    .delete(redirects)
    .where(and(eq(redirects.tenantId, tenantId), eq(redirects.id, id)))
    .returning();
  return row ?? null;
}

/** Drops the store's redirect from this path (the path is served again: a handle taken back). */
export async function deleteRedirectFrom(db: Executor, tenantId: string, fromPath: string): Promise<void> {
  await db.delete(redirects).where(and(eq(redirects.tenantId, tenantId), eq(redirects.fromPath, fromPath)));
}

/** The store's handles that are `base` or `base-{something}`, for picking the next free one. */
export async function findHandlesLike(db: Executor, tenantId: string, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .select({ handle: products.handle })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        or(eq(products.handle, base), like(products.handle, `${escaped}-%`)),
      ),
    );
  return new Set(rows.map((row) => row.handle).filter((handle): handle is string => handle !== null));
}

/** The store's product with this handle (archived too), or null. */
export async function findProductIdByHandle(
  db: Executor,
  tenantId: string,
  handle: string,
): Promise<{ id: string; handle: string; archived: boolean } | null> {
  const [row] = await db
    .select({ id: products.id, handle: sql<string>`${products.handle}`, archived: products.archived })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.handle, handle)))
    .limit(1);
  return row ?? null;
}

/** The handle of the store's product with this id; undefined when there is no such product. */
export async function findHandleById(
  db: Executor,
  tenantId: string,
  id: string,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ handle: products.handle })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .limit(1);
  return row ? row.handle : undefined;
}

export async function setProductHandle(
  db: Executor,
  tenantId: string,
  id: string,
  handle: string,
): Promise<void> {
  await db
    .update(products)
    .set({ handle })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
}

/** Holds the store's handles until the transaction ends, so two products never pick the same one. */
export async function lockStoreHandles(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`handles:${tenantId}`}, 0))`);
}

/** Holds the store's redirects until the transaction ends, so two writes never make a loop or overwrite each other. */
export async function lockStoreRedirects(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`redirects:${tenantId}`}, 0))`);
}
