import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_FILE_PATTERN, backupCandidates, parseBackup } from '@/lib/backup';
import { env } from '@/lib/env';
import type { Product } from '@/lib/schemas/product';
import { isTenantId } from '@/lib/tenant';

/** Where the api's backup job writes a store's backups (the storage adapter's `{tenant}/backups`). */
function backupDir(tenant: string): string {
  return path.join(path.resolve(env.DATA_DIR), 'storage', tenant, 'backups');
}

/** The bytes of one backup file, or null when the name is not a backup name or the file is absent. */
export async function readBackupFile(tenant: string, filename: string): Promise<Buffer | null> {
  if (!isTenantId(tenant) || !BACKUP_FILE_PATTERN.test(filename)) return null;
  try {
    return await fs.readFile(path.join(backupDir(tenant), filename));
  } catch {
    return null;
  }
}

/** The newest backup file name within the lookup window, or null. */
export async function findNewestBackup(tenant: string, today = new Date()): Promise<string | null> {
  if (!isTenantId(tenant)) return null;
  let present: Set<string>;
  try {
    present = new Set(await fs.readdir(backupDir(tenant)));
  } catch {
    return null;
  }
  // One directory read instead of probing each of the 180 candidate names.
  return backupCandidates(today).find((name) => present.has(name)) ?? null;
}

// The api being down means every page render reads the backup; parse each file once.
const parsed = new Map<string, { filename: string; mtimeMs: number; products: Product[] }>();

/** The products of the newest backup (archived ones dropped), or null when there is none. */
export async function readNewestBackup(tenant: string): Promise<Product[] | null> {
  const filename = await findNewestBackup(tenant);
  if (!filename) return null;
  const file = path.join(backupDir(tenant), filename);
  try {
    const { mtimeMs } = await fs.stat(file);
    const hit = parsed.get(tenant);
    if (hit && hit.filename === filename && hit.mtimeMs === mtimeMs) return hit.products;
    const products = parseBackup(JSON.parse(await fs.readFile(file, 'utf8')), tenant);
    parsed.set(tenant, { filename, mtimeMs, products });
    return products;
  } catch {
    return null;
  }
}
