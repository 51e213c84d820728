/**
 * Product backups: the tenant's listed products in the backup file format, one file a day. The
 * web falls back to the newest one when the api does not answer.
 */
import { backupFilename, toBackupRecord, type BackupFile } from '../../../lib/backup';
import type { Storage } from '../adapters/storage';
import type { Database } from '../db/client';
import { backups } from '../db/schema';
import type { Tenant } from '../types';
import { listProducts } from './products';

/** Storage key of a tenant's backup file. */
export function backupKey(tenantId: string, filename: string): string {
  return `${tenantId}/backups/${filename}`;
}

/** Writes today's backup for a tenant (replacing an earlier one of the same day) and records it. */
export async function writeProductBackup(db: Database, storage: Storage, tenant: Tenant, now = new Date()) {
  const listed = await listProducts(db, tenant, 'all');
  const file: BackupFile = {
    tenantId: tenant.id,
    createdAt: now.toISOString(),
    databases: { products: listed.map(toBackupRecord) },
  };
  const filename = backupFilename(now);
  const body = JSON.stringify(file, null, 2);
  await storage.put(backupKey(tenant.id, filename), body);
  const sizeBytes = Buffer.byteLength(body);
  await db
    .insert(backups)
    .values({ tenantId: tenant.id, filename, sizeBytes, hasImages: false, createdAt: now })
    .onConflictDoUpdate({ target: [backups.tenantId, backups.filename], set: { sizeBytes, createdAt: now } });
  return { filename, sizeBytes, products: listed.length };
}
