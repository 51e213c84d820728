import { createHash, randomBytes } from 'node:crypto';
import { addHours } from 'date-fns/addHours';
import {
  API_KEY_GRACE_PERIODS,
  type ApiKey,
  type ApiKeyGrace,
  type ApiKeyUsage,
  type ApiKeyWithSecret,
} from '@/lib/schemas/api-keys';
import type { Database } from '@server/db/client';
import {
  addApiKeyUses,
  findActiveKeyByHash,
  findApiKey,
  findApiKeyDays,
  findApiKeys,
  insertApiKey,
  markApiKeyRevoked,
  replaceApiKeySecret,
  type ApiKeyRow,
} from '@server/repositories/api-keys';

/** Keys are stored as SHA-256 only: a database leak does not leak usable keys. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * A new random key, `sk_live_…` (`sk_test_…` while the store takes test payments, so it reads as
 * one); the caller shows it once and stores only its hash.
 */
export function generateApiKey(testMode = false): { key: string; hash: string; prefix: string } {
  const key = `sk_${testMode ? 'test' : 'live'}_${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, 12) };
}

/**
 * Counts key use in memory and writes it in one statement a key and day every few seconds, so a
 * busy key adds no database write to each request.
 */
export class ApiKeyUsageRecorder {
  private pending = new Map<
    string,
    { tenantId: string; apiKeyId: string; day: string; count: number; last: Date }
  >();

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
    for (const entry of batch) await addApiKeyUses(this.db, entry);
  }
}

function toApiKey(row: ApiKeyRow, now = new Date()): ApiKey {
  const graceLeft = row.previousExpiresAt && row.previousExpiresAt > now && row.isActive;
  return {
    mode: row.keyPrefix.startsWith('sk_test_') ? 'test' : 'live',
    previousKeyExpiresAt: graceLeft ? row.previousExpiresAt!.toISOString() : null,
    _id: row.id,
    name: row.name,
    prefix: row.keyPrefix,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    usageCount: row.usageCount,
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The store's keys, newest first; revoked ones only when asked. Never a secret. */
export async function listApiKeys(
  db: Database,
  tenantId: string,
  includeInactive: boolean,
): Promise<ApiKey[]> {
  return (await findApiKeys(db, tenantId, includeInactive)).map((row) => toApiKey(row));
}

/** A new active key: the answer holds the secret, the database only its hash. */
export async function createApiKey(
  db: Database,
  tenantId: string,
  name: string,
  testMode = false,
): Promise<ApiKeyWithSecret> {
  const generated = generateApiKey(testMode);
  const row = await insertApiKey(db, tenantId, name, generated);
  return { ...toApiKey(row), key: generated.key };
}

/** Revokes a key of the store; null when the store has no such key. Revoking twice is harmless. */
export async function revokeApiKey(db: Database, tenantId: string, id: string): Promise<ApiKey | null> {
  const row = await markApiKeyRevoked(db, tenantId, id);
  return row ? toApiKey(row) : null;
}

/**
 * Gives an active key a new secret in place (same id, name and usage). The old secret keeps working
 * for the grace the owner chose, so integrations can switch over; with none it stops with this
 * write. null when the store has no such active key.
 */
export async function rotateApiKey(
  db: Database,
  tenantId: string,
  id: string,
  options: { grace: ApiKeyGrace; testMode: boolean; now?: Date },
): Promise<ApiKeyWithSecret | null> {
  const generated = generateApiKey(options.testMode);
  const hours = API_KEY_GRACE_PERIODS[options.grace];
  const expiresAt = hours ? addHours(options.now ?? new Date(), hours) : null;
  const row = await replaceApiKeySecret(db, tenantId, id, generated, expiresAt);
  return row ? { ...toApiKey(row), key: generated.key } : null;
}

/** A key's total, last use and uses a day (UTC), oldest day first. */
export async function apiKeyUsage(db: Database, tenantId: string, id: string): Promise<ApiKeyUsage | null> {
  const row = await findApiKey(db, tenantId, id);
  if (!row) return null;
  const days = await findApiKeyDays(db, tenantId, id);
  return {
    _id: row.id,
    name: row.name,
    isActive: row.isActive,
    usageCount: row.usageCount,
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
    usageHistory: days.map((day) => ({ date: String(day.day), count: day.count })),
  };
}

/** The active key with this hash, or null: looked up on every use, so a revoked key is refused at once. */
export async function findActiveKey(
  db: Database,
  hash: string,
  now = new Date(),
): Promise<{ id: string; tenantId: string } | null> {
  return findActiveKeyByHash(db, hash, now);
}
