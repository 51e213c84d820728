import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiKeyDailyUsage, apiKeys } from '../db/schema';

/** Keys are stored as SHA-256 only: a database leak does not leak usable keys. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new random key, `sk_live_…`; the caller shows it once and stores only its hash. */
export function generateApiKey(): { key: string; hash: string; prefix: string } {
  const key = `sk_live_${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, 12) };
}

/**
 * Counts key use in memory and writes it in one statement a key and day every few seconds, so a
 * busy key adds no database write to each request.
 */
export class ApiKeyUsageRecorder {
  private pending = new Map<string, { tenantId: string; apiKeyId: string; day: string; count: number; last: Date }>();

  constructor(private readonly db: Database) {}

  record(tenantId: string, apiKeyId: string, at = new Date()): void {
    const day = at.toISOString().slice(0, 10);
    const key = `${apiKeyId}:${day}`;
    const entry = this.pending.get(key) ?? { tenantId, apiKeyId, day, count: 0, last: at };
    entry.count += 1;
    entry.last = at;
    this.pending.set(key, entry);
  }

  async flush(): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending = new Map();
    for (const entry of batch) {
      await this.db
        .insert(apiKeyDailyUsage)
        .values({ tenantId: entry.tenantId, apiKeyId: entry.apiKeyId, day: entry.day, count: entry.count })
        .onConflictDoUpdate({
          target: [apiKeyDailyUsage.tenantId, apiKeyDailyUsage.apiKeyId, apiKeyDailyUsage.day],
          set: { count: sql`${apiKeyDailyUsage.count} + ${entry.count}` },
        });
      await this.db
        .update(apiKeys)
        .set({ usageCount: sql`${apiKeys.usageCount} + ${entry.count}`, lastUsedAt: entry.last })
        .where(sql`${apiKeys.id} = ${entry.apiKeyId} AND ${apiKeys.tenantId} = ${entry.tenantId}`);
    }
  }
}
