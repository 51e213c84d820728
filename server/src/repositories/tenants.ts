/** SQL for the tenants table: the stores this deployment serves. */
import { eq } from 'drizzle-orm';
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

/** Inserts a tenant. */
export async function insertTenant(db: Executor, id: string, name: string): Promise<void> {
  await db.insert(tenants).values({ id, name });
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
