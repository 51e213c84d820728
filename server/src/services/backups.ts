/**
 * Product backups: the tenant's listed products in the backup file format, one file a day. The
 * web falls back to the newest one when the api does not answer. (Whole-store backups, kept a file
 * a run, are in store-backups.ts; both are listed and deleted here.)
 */
import { and, desc, eq } from 'drizzle-orm';
import { backupFilename, backupKindOf, toBackupRecord, type BackupFile } from '../../../lib/backup';
import type { Backup } from '../../../lib/schemas/backups';
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
    .onConflictDoUpdate({ target: [backups.tenantId, backups.filename], set: { sizeBytes, createdAt: now, hasImages: false } });
  return { filename, sizeBytes, products: listed.length };
}

type BackupRow = typeof backups.$inferSelect;

export function toBackup(row: Pick<BackupRow, 'filename' | 'createdAt' | 'sizeBytes' | 'hasImages'>): Backup {
  return { filename: row.filename, kind: backupKindOf(row.filename) ?? 'products', createdAt: row.createdAt.toISOString(), size: row.sizeBytes, hasImages: row.hasImages };
}

/** The store's backups of both kinds, newest first. */
export async function listBackups(db: Database, tenantId: string): Promise<Backup[]> {
  const rows = await db.select().from(backups).where(eq(backups.tenantId, tenantId)).orderBy(desc(backups.createdAt), desc(backups.filename));
  return rows.map(toBackup);
}

/** The store's record of one backup, or null. */
export async function findBackup(db: Database, tenantId: string, filename: string): Promise<Backup | null> {
  const [row] = await db.select().from(backups).where(and(eq(backups.tenantId, tenantId), eq(backups.filename, filename))).limit(1);
  return row ? toBackup(row) : null;
}

/** Records a rewritten backup file's new size and whether it carries its images. */
export async function markBackupFile(db: Database, tenantId: string, filename: string, sizeBytes: number, hasImages: boolean): Promise<void> {
  await db.update(backups).set({ sizeBytes, hasImages }).where(and(eq(backups.tenantId, tenantId), eq(backups.filename, filename)));
}

/** Removes one of the store's backups (file and record); false when the store has no such backup. */
export async function deleteBackup(db: Database, storage: Storage, tenantId: string, filename: string): Promise<boolean> {
  const key = backupKey(tenantId, filename);
  const [row] = await db.delete(backups).where(and(eq(backups.tenantId, tenantId), eq(backups.filename, filename))).returning({ id: backups.id });
  const onDisk = (await storage.stat(key)) !== null;
  if (onDisk) await storage.remove(key);
  return Boolean(row) || onDisk;
}
