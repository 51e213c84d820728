/**
 * One backup run for a store: the day's product backup (the storefront's fallback), a new
 * whole-store backup, then the retention the operator set, applied to each kind on its own.
 */
import { backupKindOf, type BackupKind } from '@/lib/backup';
import type { Storage } from '@server/adapters/storage';
import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { listBackupRows } from '@server/repositories/backups';
import type { Tenant } from '@server/types';
import { deleteBackup, toBackup, writeProductBackup } from './product-backups';
import { writeStoreBackup } from './store-backups';

/** How many backups of a kind a store keeps (BACKUP_KEEP_* in the config). */
export type RetentionPolicy = { last: number; daily: number; weekly: number };

/** The operator's policy from the config. */
export const backupPolicy = (
  config: Pick<Config, 'BACKUP_KEEP_LAST' | 'BACKUP_KEEP_DAILY' | 'BACKUP_KEEP_WEEKLY'>,
): RetentionPolicy => ({
  last: config.BACKUP_KEEP_LAST,
  daily: config.BACKUP_KEEP_DAILY,
  weekly: config.BACKUP_KEEP_WEEKLY,
});

type Dated = { filename: string; createdAt: Date };

/** `2026-W48`: the ISO week (Monday to Sunday, UTC) a moment falls in. */
function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return `${day.getUTCFullYear()}-W${Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7)}`;
}

/**
 * The backups a policy keeps: the newest `last` runs, the newest run of each of the `daily` most
 * recent days (UTC) that have one, and of each of the `weekly` most recent ISO weeks. The newest
 * run is always kept.
 */
export function backupsToKeep(list: Dated[], policy: RetentionPolicy): Set<string> {
  const newest = [...list].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.filename.localeCompare(a.filename),
  );
  const keep = new Set(newest.slice(0, Math.max(1, policy.last)).map((entry) => entry.filename));
  const bucket = (count: number, of: (date: Date) => string) => {
    const seen = new Set<string>();
    for (const entry of newest) {
      const key = of(entry.createdAt);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(entry.filename);
    }
  };
  bucket(policy.daily, (date) => date.toISOString().slice(0, 10));
  bucket(policy.weekly, isoWeek);
  return keep;
}

/** Deletes the store's backups of each kind that the policy does not keep; answers the names removed. */
export async function pruneBackups(
  db: Database,
  storage: Storage,
  tenantId: string,
  policy: RetentionPolicy,
): Promise<string[]> {
  const rows = await listBackupRows(db, tenantId);
  const removed: string[] = [];
  for (const kind of ['products', 'store'] as BackupKind[]) {
    const ofKind = rows.filter((row) => backupKindOf(row.filename) === kind);
    const keep = backupsToKeep(ofKind, policy);
    for (const row of ofKind) {
      if (keep.has(row.filename)) continue;
      await deleteBackup(db, storage, tenantId, row.filename);
      removed.push(row.filename);
    }
  }
  return removed;
}

/**
 * Writes both backups of a store and prunes what the policy no longer keeps. Runs at once each
 * prune with what they see, so after the last of them the store holds what the policy keeps of
 * all of them (a run's own file included: it is gone when newer runs fill the policy).
 */
export async function runBackups(
  db: Database,
  storage: Storage,
  tenant: Tenant,
  policy: RetentionPolicy,
  now = new Date(),
) {
  const products = await writeProductBackup(db, storage, tenant, now);
  const store = await writeStoreBackup(db, storage, tenant, now);
  const pruned = await pruneBackups(db, storage, tenant.id, policy);
  return {
    products,
    store,
    pruned,
    backups: {
      products: toBackup({
        filename: products.filename,
        createdAt: now,
        sizeBytes: products.sizeBytes,
        hasImages: false,
      }),
      store: toBackup({
        filename: store.filename,
        createdAt: now,
        sizeBytes: store.sizeBytes,
        hasImages: store.files > 0,
      }),
    },
  };
}
