/** SQL for the records of a store's backup files (both kinds). Every query names the tenant. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { backups } from '../db/schema';

export type BackupRow = typeof backups.$inferSelect;
type BackupFileValues = Pick<BackupRow, 'filename' | 'sizeBytes' | 'hasImages' | 'createdAt'>;

/** Records a backup file, or replaces the record of one of the same name (a product backup rewritten the same day). */
export async function upsertBackupRow(db: Database, tenantId: string, file: BackupFileValues): Promise<void> {
  await db
    .insert(backups)
    .values({ tenantId, ...file })
    .onConflictDoUpdate({
      target: [backups.tenantId, backups.filename],
      set: { sizeBytes: file.sizeBytes, createdAt: file.createdAt, hasImages: file.hasImages },
    });
}

/** Records a backup file under a name no other run has. */
export async function insertBackupRow(db: Database, tenantId: string, file: BackupFileValues): Promise<void> {
  await db.insert(backups).values({ tenantId, ...file });
}

/** The store's backup records, newest first. */
export function listBackupRows(db: Database, tenantId: string): Promise<BackupRow[]> {
  return db
    .select()
    .from(backups)
    .where(eq(backups.tenantId, tenantId))
    .orderBy(desc(backups.createdAt), desc(backups.filename));
}

/** The store's record of one backup file, or null. */
export async function findBackupRow(
  db: Database,
  tenantId: string,
  filename: string,
): Promise<BackupRow | null> {
  const [row] = await db
    .select()
    .from(backups)
    .where(and(eq(backups.tenantId, tenantId), eq(backups.filename, filename)))
    .limit(1);
  return row ?? null;
}

/** Sets a backup file's recorded size and whether it carries its images. */
export async function updateBackupFile(
  db: Database,
  tenantId: string,
  filename: string,
  sizeBytes: number,
  hasImages: boolean,
): Promise<void> {
  await db
    .update(backups)
    .set({ sizeBytes, hasImages })
    .where(and(eq(backups.tenantId, tenantId), eq(backups.filename, filename)));
}

/** Deletes the store's record of one backup file; whether there was one. */
export async function deleteBackupRow(db: Database, tenantId: string, filename: string): Promise<boolean> {
  const deleted = await db
    .delete(backups)
    .where(and(eq(backups.tenantId, tenantId), eq(backups.filename, filename)))
    .returning({ id: backups.id });
  return deleted.length > 0;
}
