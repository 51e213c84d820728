/** SQL for a store's API keys (stored as hashes) and their daily use. Every query names the tenant, except the lookup of a presented key. */
import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiKeyDailyUsage, apiKeys } from '../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
type NewSecret = { hash: string; prefix: string };

const ofTenant = (tenantId: string, id: string) => and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, id));

/** The store's keys, newest first; revoked ones only when asked. */
export async function findApiKeys(
  db: Database,
  tenantId: string,
  includeInactive: boolean,
): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(
      includeInactive
        ? eq(apiKeys.tenantId, tenantId)
        : and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.isActive, true)),
    )
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** The store's key with this id, or null. */
export async function findApiKey(db: Database, tenantId: string, id: string): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(ofTenant(tenantId, id)).limit(1);
  return row ?? null;
}

/** Inserts an active key; returns it. */
export async function insertApiKey(
  db: Database,
  tenantId: string,
  name: string,
  secret: NewSecret,
): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ tenantId, name, keyHash: secret.hash, keyPrefix: secret.prefix })
    .returning();
  return row;
}

/** Marks a key revoked (keeping the first revocation time); null when the store has no such key. */
export async function markApiKeyRevoked(
  db: Database,
  tenantId: string,
  id: string,
): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ isActive: false, revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(ofTenant(tenantId, id))
    .returning();
  return row ?? null;
}

/**
 * Replaces an active key's secret; the old one keeps working until `previousExpiresAt` (null: not
 * at all). null when the store has no such active key.
 */
export async function replaceApiKeySecret(
  db: Database,
  tenantId: string,
  id: string,
  secret: NewSecret,
  previousExpiresAt: Date | null,
): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({
      keyHash: secret.hash,
      keyPrefix: secret.prefix,
      previousKeyHash: previousExpiresAt ? apiKeys.keyHash : null,
      previousExpiresAt,
    })
    .where(and(ofTenant(tenantId, id), eq(apiKeys.isActive, true)))
    .returning();
  return row ?? null;
}

/** A key's uses per day (UTC), oldest day first. */
export async function findApiKeyDays(
  db: Database,
  tenantId: string,
  id: string,
): Promise<{ day: string; count: number }[]> {
  return db
    .select({ day: apiKeyDailyUsage.day, count: apiKeyDailyUsage.count })
    .from(apiKeyDailyUsage)
    .where(and(eq(apiKeyDailyUsage.tenantId, tenantId), eq(apiKeyDailyUsage.apiKeyId, id)))
    .orderBy(asc(apiKeyDailyUsage.day));
}

/** The active key with this hash (of any store), or whose replaced secret it is within its grace; or null. */
export async function findActiveKeyByHash(
  db: Database,
  hash: string,
  now: Date,
): Promise<{ id: string; tenantId: string } | null> {
  const [row] = await db
    .select({ id: apiKeys.id, tenantId: apiKeys.tenantId })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.isActive, true),
        or(
          eq(apiKeys.keyHash, hash),
          and(eq(apiKeys.previousKeyHash, hash), gt(apiKeys.previousExpiresAt, now)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Adds `count` uses to the key's day and total, and sets its last use. */
export async function addApiKeyUses(
  db: Database,
  use: { tenantId: string; apiKeyId: string; day: string; count: number; last: Date },
): Promise<void> {
  await db
    .insert(apiKeyDailyUsage)
    .values({ tenantId: use.tenantId, apiKeyId: use.apiKeyId, day: use.day, count: use.count })
    .onConflictDoUpdate({
      target: [apiKeyDailyUsage.tenantId, apiKeyDailyUsage.apiKeyId, apiKeyDailyUsage.day],
      set: { count: sql`${apiKeyDailyUsage.count} + ${use.count}` },
    });
  await db
    .update(apiKeys)
    .set({ usageCount: sql`${apiKeys.usageCount} + ${use.count}`, lastUsedAt: use.last })
    .where(ofTenant(use.tenantId, use.apiKeyId));
}
