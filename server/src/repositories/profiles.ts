/** SQL for customer profiles (phone and address arrive encrypted). Every query names the tenant. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles } from '../db/schema';
import type { Tx } from './stores';

type Executor = Database | Tx;
export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'userId' | 'tenantId' | 'createdAt'>;

/** The account's profile, or undefined when it has none. */
export async function findProfile(
  db: Executor,
  tenantId: string,
  userId: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)))
    .limit(1);
  return row;
}

/** Creates or replaces the account's profile; returns it. */
export async function upsertProfile(
  db: Executor,
  tenantId: string,
  userId: string,
  values: ProfileValues,
): Promise<ProfileRow> {
  const [row] = await db
    .insert(profiles)
    .values({ userId, tenantId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values })
    .returning();
  return row;
}
