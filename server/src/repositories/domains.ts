/**
 * SQL for a store's domains. Every query names the tenant, except the lookups of which store a
 * name is verified for (to serve it, and to say it is taken).
 */
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenantDomains, tenants } from '../db/schema';

export type DomainRow = typeof tenantDomains.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

/** The store's domains: the primary first, then the others as they were added. */
export async function listDomains(db: Executor, tenantId: string): Promise<DomainRow[]> {
  return db
    .select()
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId))
    .orderBy(desc(tenantDomains.isPrimary), asc(tenantDomains.createdAt), asc(tenantDomains.domain));
}

export async function findDomain(db: Executor, tenantId: string, domain: string): Promise<DomainRow | null> {
  const [row] = await db
    .select()
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.domain, domain)))
    .limit(1);
  return row ?? null;
}

/** Whether the name is a verified domain of this store. */
export async function isVerifiedDomainOf(db: Executor, tenantId: string, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ domain: tenantDomains.domain })
    .from(tenantDomains)
    .where(
      and(
        eq(tenantDomains.tenantId, tenantId),
        eq(tenantDomains.domain, domain),
        isNotNull(tenantDomains.verifiedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The store a name is verified for, whichever it is; null when no store has proved it. */
export async function verifiedHolder(db: Executor, domain: string): Promise<string | null> {
  const [row] = await db
    .select({ tenantId: tenantDomains.tenantId })
    .from(tenantDomains)
    .where(and(eq(tenantDomains.domain, domain), isNotNull(tenantDomains.verifiedAt)))
    .limit(1);
  return row?.tenantId ?? null;
}

export async function countDomains(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId));
  return Number(row.value);
}

/** The value of the store's `_sitka-verify` TXT records. */
export async function domainToken(db: Executor, tenantId: string): Promise<string> {
  const [row] = await db
    .select({ token: tenants.domainToken })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row.token;
}

/** Holds the store's row until the transaction ends, so changes to one store's domains run one at a time. */
export async function lockTenantDomains(tx: Tx, tenantId: string): Promise<DomainRow[]> {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  return listDomains(tx, tenantId);
}

/** Lists a name for the store, not yet verified; null when the store already lists it. */
export async function insertDomain(
  db: Executor,
  tenantId: string,
  domain: string,
): Promise<DomainRow | null> {
  const [row] = await db.insert(tenantDomains).values({ domain, tenantId }).onConflictDoNothing().returning();
  return row ?? null;
}

/** Lists a name as the store's primary domain, verified at `at`. */
export async function insertPrimaryDomain(
  db: Executor,
  tenantId: string,
  domain: string,
  at: Date,
): Promise<void> {
  await db.insert(tenantDomains).values({ domain, tenantId, isPrimary: true, verifiedAt: at });
}

export async function deleteDomain(tx: Tx, tenantId: string, domain: string): Promise<void> {
  await tx
    .delete(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.domain, domain)));
}

/**
 * Marks a name verified for the store, and its primary domain when it has none. Throws a unique
 * violation when another store has verified the name meanwhile.
 */
export async function markVerified(
  tx: Tx,
  tenantId: string,
  domain: string,
  at: Date,
  primary: boolean,
): Promise<DomainRow> {
  const [row] = await tx
    .update(tenantDomains)
    .set(primary ? { verifiedAt: at, isPrimary: true } : { verifiedAt: at })
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.domain, domain)))
    .returning();
  return row;
}
