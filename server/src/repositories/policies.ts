/** SQL for a store's policy pages: one row per store and kind, none until the owner saves that page. */
import { and, eq, sql } from 'drizzle-orm';
import type { PolicyKind } from '@/lib/constants/policies';
import type { Database } from '../db/client';
import { storePolicies } from '../db/schema';
import type { Tx } from './stores';

export type PolicyRow = typeof storePolicies.$inferSelect;
type Db = Database | Tx;

export async function listPolicyRows(db: Db, tenantId: string): Promise<PolicyRow[]> {
  return db.select().from(storePolicies).where(eq(storePolicies.tenantId, tenantId));
}

export async function findPolicyRow(db: Db, tenantId: string, kind: PolicyKind): Promise<PolicyRow | null> {
  const [row] = await db
    .select()
    .from(storePolicies)
    .where(and(eq(storePolicies.tenantId, tenantId), eq(storePolicies.kind, kind)));
  return row ?? null;
}

/** Writes the page's text, inserting its row the first time. */
export async function savePolicyRow(
  db: Db,
  tenantId: string,
  kind: PolicyKind,
  body: string,
): Promise<PolicyRow> {
  const [row] = await db
    .insert(storePolicies)
    .values({ tenantId, kind, body })
    .onConflictDoUpdate({
      target: [storePolicies.tenantId, storePolicies.kind],
      set: { body, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}
