/** SQL for a store's domains. Every query names the tenant, except the lookup of who holds a name. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenantDomains } from '../db/schema';

export type DomainRow = typeof tenantDomains.$inferSelect;

/** The store's domains: the primary first, then the others as they were added. */
export async function listDomains(db: Database, tenantId: string): Promise<DomainRow[]> {
  return db.select().from(tenantDomains).where(eq(tenantDomains.tenantId, tenantId)).orderBy(desc(tenantDomains.isPrimary), asc(tenantDomains.createdAt), asc(tenantDomains.domain));
}

export async function findDomain(db: Database, tenantId: string, domain: string): Promise<DomainRow | null> {
  const [row] = await db.select().from(tenantDomains).where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.domain, domain))).limit(1);
  return row ?? null;
}

/** Which store serves a name, whichever it is (to say that a name is taken). */
export async function domainHolder(db: Database, domain: string): Promise<string | null> {
  const [row] = await db.select({ tenantId: tenantDomains.tenantId }).from(tenantDomains).where(eq(tenantDomains.domain, domain)).limit(1);
  return row?.tenantId ?? null;
}

export async function countDomains(db: Database, tenantId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(tenantDomains).where(eq(tenantDomains.tenantId, tenantId));
  return Number(row.value);
}

/**
 * Adds a name to the store; it becomes the primary domain when the store has none. Null when the
 * name is already held (by any store): the name is the key, so two stores racing for it cannot both win.
 */
export async function insertDomain(db: Database, tenantId: string, domain: string): Promise<DomainRow | null> {
  return db.transaction(async (tx) => {
    const [primary] = await tx.select({ domain: tenantDomains.domain }).from(tenantDomains).where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.isPrimary, true))).limit(1);
    const [row] = await tx.insert(tenantDomains).values({ domain, tenantId, isPrimary: !primary }).onConflictDoNothing().returning();
    return row ?? null;
  });
}

/** Removes a name that is not the primary domain; false when there was no such row. */
export async function deleteSecondaryDomain(db: Database, tenantId: string, domain: string): Promise<boolean> {
  const rows = await db
    .delete(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.domain, domain), eq(tenantDomains.isPrimary, false)))
    .returning({ domain: tenantDomains.domain });
  return rows.length > 0;
}

export async function markVerified(db: Database, tenantId: string, domain: string, at: Date): Promise<DomainRow | null> {
  const [row] = await db.update(tenantDomains).set({ verifiedAt: at }).where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.domain, domain))).returning();
  return row ?? null;
}
