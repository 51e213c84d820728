/**
 * Whole-store backups: every row the store owns in every store table (see
 * repositories/store-tables.ts), and its media files (product images, logo, hero), gzipped JSON
 * under a name of its own each run. Secrets stay as they are stored: API keys and passwords only
 * as their hashes, encrypted fields still encrypted (a restore needs the same
 * FIELD_ENCRYPTION_KEY to read them).
 */
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { storeBackupFilename } from '@/lib/backup';
import { INTEGRATION_MESSAGES } from '@/lib/messages';
import type { Storage } from '@server/adapters/storage';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import { insertBackupRow } from '@server/repositories/backups';
import {
  readInUtc,
  readOneSnapshot,
  selectStoreRows,
  storeTables,
  type Row,
} from '@server/repositories/store-tables';
import type { Tenant } from '@server/types';
import { backupKey } from './product-backups';
import { IMAGE_WIDTHS, imageStorageKey } from '../catalog/renditions';
import { MEDIA_FILE_PATTERN, mediaStorageKey } from '../stores/media';

export const STORE_BACKUP_FORMAT = 'sitka-store-backup';
export const STORE_BACKUP_VERSION = 1;

export type StoreBackupFile = {
  format: typeof STORE_BACKUP_FORMAT;
  version: number;
  tenantId: string;
  createdAt: string;
  /** Table name → the store's rows, as Postgres renders them. */
  tables: Record<string, Row[]>;
  /** Storage key → the file's bytes in base64. */
  files: Record<string, string>;
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PRODUCT_IMAGE_KEY = new RegExp(`^images/(${UUID})_(?:${IMAGE_WIDTHS.join('|')})\\.webp$`);

/** The storage keys of the store's product images: each product's main image and each image's own. */
function imageKeys(tables: Record<string, Row[]>): string[] {
  const ids = [...(tables.products ?? []), ...(tables.product_images ?? [])].map((row) => String(row.id));
  return ids.flatMap((id) => IMAGE_WIDTHS.map((width) => imageStorageKey(`${id}_${width}.webp`)));
}

/**
 * Whether a backup may write `key` for this store: its own media folder, or an image of a product
 * or image the backup itself holds. Anything else in a file is refused.
 */
export function isStoreFileKey(key: string, tenantId: string, tables: Record<string, Row[]>): boolean {
  const media = `${tenantId}/store-media/`;
  if (key.startsWith(media)) return MEDIA_FILE_PATTERN.test(key.slice(media.length));
  const id = imageIdOf(key);
  if (!id) return false;
  return [...(tables.products ?? []), ...(tables.product_images ?? [])].some((row) => row.id === id);
}

/** The product or image id a product image's storage key is named for, or null for another key. */
export function imageIdOf(key: string): string | null {
  return PRODUCT_IMAGE_KEY.exec(key)?.[1] ?? null;
}

/** Everything the store is, read in one snapshot. */
export async function collectStore(
  db: Database,
  storage: Storage,
  tenantId: string,
  now: Date,
): Promise<StoreBackupFile> {
  const tables = await db.transaction(async (tx) => {
    // One snapshot across every table, so an order is never kept without its payment.
    await readOneSnapshot(tx);
    await readInUtc(tx);
    const out: Record<string, Row[]> = {};
    for (const table of storeTables()) out[table.name] = await selectStoreRows(tx, table, tenantId);
    return out;
  });
  const files: Record<string, string> = {};
  const media = (await storage.list(`${tenantId}/store-media`))
    .filter((name) => MEDIA_FILE_PATTERN.test(name))
    .map((name) => mediaStorageKey(tenantId, name));
  for (const key of [...media, ...imageKeys(tables)]) {
    const bytes = await storage.get(key);
    if (bytes) files[key] = bytes.toString('base64');
  }
  return {
    format: STORE_BACKUP_FORMAT,
    version: STORE_BACKUP_VERSION,
    tenantId,
    createdAt: now.toISOString(),
    tables,
    files,
  };
}

/** Writes a new whole-store backup under its own name and records it. */
export async function writeStoreBackup(db: Database, storage: Storage, tenant: Tenant, now = new Date()) {
  const file = await collectStore(db, storage, tenant.id, now);
  const body = await promisify(gzip)(JSON.stringify(file));
  const filename = storeBackupFilename(tenant.id, now, randomBytes(3).toString('hex'));
  // storage.put writes a temporary file of its own and renames it: runs at once never meet.
  await storage.put(backupKey(tenant.id, filename), body);
  await insertBackupRow(db, tenant.id, {
    filename,
    sizeBytes: body.length,
    hasImages: Object.keys(file.files).length > 0,
    createdAt: now,
  });
  const rows = Object.values(file.tables).reduce((sum, list) => sum + list.length, 0);
  return { filename, sizeBytes: body.length, rows, files: Object.keys(file.files).length };
}

const unreadable = () =>
  new ApiError({
    status: 400,
    code: 'BACKUP_UNREADABLE',
    message: INTEGRATION_MESSAGES.backupUnreadable,
    field: 'filename',
  });
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a store backup's bytes, refusing (400) anything that is not one this api wrote. */
export async function parseStoreBackup(bytes: Buffer): Promise<StoreBackupFile> {
  let file: unknown;
  try {
    file = JSON.parse((await promisify(gunzip)(bytes)).toString('utf8'));
  } catch {
    throw unreadable();
  }
  if (
    !isObject(file) ||
    file.format !== STORE_BACKUP_FORMAT ||
    file.version !== STORE_BACKUP_VERSION ||
    typeof file.tenantId !== 'string'
  )
    throw unreadable();
  if (!isObject(file.tables) || !isObject(file.files)) throw unreadable();
  const known = new Map(storeTables().map((table) => [table.name, table]));
  for (const [name, rows] of Object.entries(file.tables)) {
    const table = known.get(name);
    // Every row names the backup's own store: a file never writes into another.
    if (
      !table ||
      !Array.isArray(rows) ||
      !rows.every((row) => isObject(row) && row[table.tenantColumn] === file.tenantId)
    )
      throw unreadable();
  }
  const tables = file.tables as Record<string, Row[]>;
  // The store's own row, once: a restore sets the store back, it never removes it.
  if (tables.tenants?.length !== 1) throw unreadable();
  for (const [key, data] of Object.entries(file.files)) {
    if (typeof data !== 'string' || !isStoreFileKey(key, file.tenantId, tables)) throw unreadable();
  }
  return file as StoreBackupFile;
}
