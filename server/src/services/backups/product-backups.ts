/**
 * Product backups: the tenant's listed products in the backup file format, one file a day. The
 * web falls back to the newest one when the api does not answer. (Whole-store backups, kept a file
 * a run, are in store-backups.ts; both are listed and deleted here.)
 */
import { backupFilename, backupKindOf, toBackupRecord, type BackupFile } from '@/lib/backup';
import type { Backup } from '@/lib/schemas/backups';
import type { Storage } from '@server/adapters/storage';
import type { Database } from '@server/db/client';
import {
  deleteBackupRow,
  findBackupRow,
  listBackupRows,
  updateBackupFile,
  upsertBackupRow,
  type BackupRow,
} from '@server/repositories/backups';
import type { Tenant } from '@server/types';
import { listProducts } from '../catalog/products';

/** Storage key of a tenant's backup file. */
export function backupKey(tenantId: string, filename: string): string {
  return `${tenantId}/backups/${filename}`;
}

/** Writes today's backup for a tenant (replacing an earlier one of the same day) and records it. */
export async function writeProductBackup(db: Database, storage: Storage, tenant: Tenant, now = new Date()) {
  const listed = await listProducts(db, tenant);
  const file: BackupFile = {
    tenantId: tenant.id,
    createdAt: now.toISOString(),
    databases: { products: listed.map(toBackupRecord) },
  };
  const filename = backupFilename(now);
  const body = JSON.stringify(file, null, 2);
  await storage.put(backupKey(tenant.id, filename), body);
  const sizeBytes = Buffer.byteLength(body);
  await upsertBackupRow(db, tenant.id, { filename, sizeBytes, hasImages: false, createdAt: now });
  return { filename, sizeBytes, products: listed.length };
}

export function toBackup(row: Pick<BackupRow, 'filename' | 'createdAt' | 'sizeBytes' | 'hasImages'>): Backup {
  return {
    filename: row.filename,
    kind: backupKindOf(row.filename) ?? 'products',
    createdAt: row.createdAt.toISOString(),
    size: row.sizeBytes,
    hasImages: row.hasImages,
  };
}

/** The store's backups of both kinds, newest first. */
export async function listBackups(db: Database, tenantId: string): Promise<Backup[]> {
  return (await listBackupRows(db, tenantId)).map(toBackup);
}

/** The store's record of one backup, or null. */
export async function findBackup(db: Database, tenantId: string, filename: string): Promise<Backup | null> {
  const row = await findBackupRow(db, tenantId, filename);
  return row ? toBackup(row) : null;
}

/** Records a rewritten backup file's new size and whether it carries its images. */
export async function markBackupFile(
  db: Database,
  tenantId: string,
  filename: string,
  sizeBytes: number,
  hasImages: boolean,
): Promise<void> {
  await updateBackupFile(db, tenantId, filename, sizeBytes, hasImages);
}

/** Removes one of the store's backups (file and record); false when the store has no such backup. */
export async function deleteBackup(
  db: Database,
  storage: Storage,
  tenantId: string,
  filename: string,
): Promise<boolean> {
  const key = backupKey(tenantId, filename);
  const recorded = await deleteBackupRow(db, tenantId, filename);
  const onDisk = (await storage.stat(key)) !== null;
  if (onDisk) await storage.remove(key);
  return recorded || onDisk;
}
