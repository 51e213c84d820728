/** SQL for the tenants table: the stores this deployment serves. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenants } from '../db/schema';
import { purgeStoreAuditLines } from './audit-log';
import type { Tx } from './stores';

type Executor = Database | Tx;

/** The tenant's id and name, or null when there is none with this id. */
export async function findTenant(db: Executor, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, id))
    .limit(1);
  return row ?? null;
}

/** How a store came to be: an operator's (open at once) or a maker's own sign-up (opened later). */
export type TenantOrigin = 'operator' | 'signup';

/** Inserts a tenant; one made by sign-up is not open to shoppers until its owner opens it. */
export async function insertTenant(
  db: Executor,
  id: string,
  name: string,
  origin: TenantOrigin = 'operator',
): Promise<void> {
  await db.insert(tenants).values({
    id,
    name,
    origin,
    ...(origin === 'signup' ? { openedAt: null } : {}),
  });
}

/** When the store opened to shoppers (null: not yet); undefined when there is no such store. */
export async function findOpenedAt(db: Executor, id: string): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ openedAt: tenants.openedAt })
    .from(tenants)
    .where(eq(tenants.id, id))
    .limit(1);
  return row ? row.openedAt : undefined;
}

/** Opens a store to shoppers; false when it was open already. */
export async function markOpened(db: Executor, id: string): Promise<boolean> {
  const opened = await db
    .update(tenants)
    .set({ openedAt: new Date() })
    .where(and(eq(tenants.id, id), isNull(tenants.openedAt)))
    .returning({ id: tenants.id });
  return opened.length > 0;
}

/**
 * Deletes a store and everything of it (its rows go by cascade). Its activity log goes first, in
 * the same transaction, which says it purges: the log refuses a delete otherwise, and a line whose
 * author's account went before it would be an update the log also refuses.
 */
export async function deleteTenant(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await purgeStoreAuditLines(tx, id);
    const gone = await tx.delete(tenants).where(eq(tenants.id, id)).returning({ id: tenants.id });
    return gone.length > 0;
  });
}
