/** SQL for the tenants table: the stores this deployment serves. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenants } from '../db/schema';
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
