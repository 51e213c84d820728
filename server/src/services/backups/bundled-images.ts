/**
 * Bundles a backup's product images into the backup file itself, as data URLs in place of the
 * api's image URLs, so the storefront's offline fallback (which reads the file while the api is
 * down) still shows real images. The file stays in the same format: lib/backup.ts reads it as is.
 */
import type { BackupImageEvent } from '@/lib/schemas/backups';
import type { Storage } from '@server/adapters/storage';
import type { Database } from '@server/db/client';
import { backupKey, markBackupFile } from './product-backups';
import { imageStorageKey } from '../catalog/renditions';

/** Only the api's own renditions (`/api/images/{uuid or key}_{400|800}.webp`) are bundled. */
const IMAGE_URL = /^\/api\/images\/([a-zA-Z0-9-]{1,80}_(?:400|800)\.webp)$/;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every image URL of a record's product image, wherever the record form keeps it. */
function imageHolder(record: unknown): Loose | null {
  if (!isObject(record)) return null;
  const properties = isObject(record.properties) ? record.properties : null;
  const property = properties && isObject(properties.ProductImage) ? properties.ProductImage : null;
  if (property && isObject(property.images)) return property.images;
  return isObject(record.productImage) ? record.productImage : null;
}

/** Replaces each bundlable URL of `holder` via `swap`. */
function rewrite(holder: Loose, swap: (url: string) => string): void {
  for (const field of ['small', 'medium', 'original'] as const)
    if (typeof holder[field] === 'string') holder[field] = swap(holder[field] as string);
  for (const field of ['images', 'allOriginalUrls'] as const) {
    if (Array.isArray(holder[field]))
      holder[field] = (holder[field] as unknown[]).map((url) => (typeof url === 'string' ? swap(url) : url));
  }
}

function urlsOf(holder: Loose): string[] {
  const found: string[] = [];
  rewrite(holder, (url) => (found.push(url), url));
  return found;
}

/**
 * Reads the backup, inlines the images of its products one product at a time (reporting progress
 * 0–100), writes it back and marks it as carrying images. Events: progress…, complete, stats;
 * or error. A missing image file leaves that URL as it was.
 */
export async function bundleBackupImages(
  db: Database,
  storage: Storage,
  tenantId: string,
  filename: string,
  emit: (event: BackupImageEvent) => void | Promise<void>,
): Promise<void> {
  const raw = await storage.get(backupKey(tenantId, filename));
  if (!raw)
    return void (await emit({
      event: 'error',
      data: { error: 'Backup not found', code: 'BACKUP_NOT_FOUND' },
    }));
  let file: Loose;
  try {
    file = JSON.parse(raw.toString('utf8'));
  } catch {
    return void (await emit({
      event: 'error',
      data: { error: 'This backup file cannot be read', code: 'BACKUP_UNREADABLE' },
    }));
  }
  const records: unknown[] = Array.isArray(file.products)
    ? file.products
    : isObject(file.databases) && Array.isArray(file.databases.products)
      ? file.databases.products
      : [];
  const stats = { total: 0, bundled: 0, missing: 0, bytes: 0 };
  const cache = new Map<string, string | null>();
  await emit({ event: 'progress', data: { progress: 0, processed: 0, total: records.length } });
  for (const [index, record] of records.entries()) {
    const holder = imageHolder(record);
    if (holder) {
      for (const url of new Set(urlsOf(holder))) {
        const match = IMAGE_URL.exec(url);
        if (!match || cache.has(url)) continue;
        stats.total += 1;
        const bytes = await storage.get(imageStorageKey(match[1]));
        if (bytes) {
          stats.bundled += 1;
          stats.bytes += bytes.length;
        } else stats.missing += 1;
        cache.set(url, bytes ? `data:image/webp;base64,${bytes.toString('base64')}` : null);
      }
      rewrite(holder, (url) => cache.get(url) ?? url);
    }
    await emit({
      event: 'progress',
      data: {
        progress: Math.round(((index + 1) / records.length) * 100),
        processed: index + 1,
        total: records.length,
      },
    });
  }
  const body = JSON.stringify({ ...file, imagesBundledAt: new Date().toISOString() }, null, 2);
  await storage.put(backupKey(tenantId, filename), body);
  const size = Buffer.byteLength(body);
  await markBackupFile(db, tenantId, filename, size, true);
  await emit({ event: 'complete', data: { filename, hasImages: true, size } });
  await emit({ event: 'stats', data: stats });
}
