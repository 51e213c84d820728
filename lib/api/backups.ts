import 'server-only';
import { unstable_cache } from 'next/cache';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_FILE_PATTERN, parseBackup } from '@/lib/backup';
import { BACKUP_MIRROR_MINUTES, FALLBACK_CACHE_SECONDS } from '@/lib/constants/backups';
import { env } from '@/lib/env';
import { pageOfBackup, type CatalogListKind } from '@/lib/catalog/backup-page';
import type { Product, ProductPageResponse } from '@/lib/schemas/product';
import { isTenantId } from '@/lib/tenant-id';
import { apiFetch } from './client';
import { TAGS } from './tags';

/**
 * Product backups come from the api (`/api/backups/…`), never from its disk, so the web may run on
 * another machine. The web keeps a copy of each store's newest one in its own data dir
 * (`<DATA_DIR>/web-cache/backups/<store>/`), refreshed while the api answers, because the copy is
 * what it serves when the api does not.
 */
const mirrorDir = (tenant: string) => path.join(path.resolve(env.DATA_DIR), 'web-cache', 'backups', tenant);

type Fetched = { filename: string; body: Buffer };

async function fetchFromApi(tenant: string, name: 'newest' | string): Promise<Fetched | null> {
  try {
    const response = await apiFetch(`/api/backups/${name}`, { tenant, timeoutMs: env.PRODUCT_TIMEOUT_MS });
    const filename = response.headers.get('x-backup-file') ?? '';
    if (!response.ok || !BACKUP_FILE_PATTERN.test(filename)) return null;
    return { filename, body: Buffer.from(await response.arrayBuffer()) };
  } catch {
    return null;
  }
}

/** Keeps `fetched` as the store's copy, dropping older copies; a failure only costs the copy. */
async function keepCopy(tenant: string, fetched: Fetched): Promise<void> {
  const dir = mirrorDir(tenant);
  try {
    await fs.mkdir(dir, { recursive: true });
    const temporary = path.join(dir, `${fetched.filename}.${process.pid}.tmp`);
    await fs.writeFile(temporary, fetched.body);
    await fs.rename(temporary, path.join(dir, fetched.filename));
    for (const name of await fs.readdir(dir)) {
      if (BACKUP_FILE_PATTERN.test(name) && name < fetched.filename)
        await fs.rm(path.join(dir, name), { force: true });
    }
  } catch (error) {
    console.warn(
      `[backups] could not keep a copy of ${fetched.filename} for ${tenant}:`,
      (error as Error).message,
    );
  }
}

/** The newest copy the web holds of a store's backup. */
async function newestCopy(tenant: string): Promise<Fetched | null> {
  try {
    const names = (await fs.readdir(mirrorDir(tenant)))
      .filter((name) => BACKUP_FILE_PATTERN.test(name))
      .sort();
    const filename = names.at(-1);
    return filename ? { filename, body: await fs.readFile(path.join(mirrorDir(tenant), filename)) } : null;
  } catch {
    return null;
  }
}

const lastMirrored = new Map<string, number>();

/**
 * Refreshes the web's copy of the store's newest backup, at most every BACKUP_MIRROR_MINUTES a
 * store. Called by the proxy for the store of each page request (outside any page render, whose
 * cache a fresh read would spoil), so the copy is there before it is needed.
 */
export async function mirrorNewestBackup(tenant: string, now = Date.now()): Promise<void> {
  if (!isTenantId(tenant)) return;
  const last = lastMirrored.get(tenant);
  if (last !== undefined && now - last < BACKUP_MIRROR_MINUTES * 60_000) return;
  lastMirrored.set(tenant, now);
  const fetched = await fetchFromApi(tenant, 'newest');
  if (fetched) await keepCopy(tenant, fetched);
  else lastMirrored.delete(tenant); // try again on the next read
}

/** The bytes of one backup file (from the api, else the web's copy), or null. */
export async function readBackupFile(tenant: string, filename: string): Promise<Buffer | null> {
  if (!isTenantId(tenant) || !BACKUP_FILE_PATTERN.test(filename)) return null;
  const fetched = await fetchFromApi(tenant, filename);
  if (fetched) return fetched.body;
  const copy = await newestCopy(tenant);
  return copy?.filename === filename ? copy.body : null;
}

// The api being down means every page render reads the backup; parse each copy once.
const parsed = new Map<string, { filename: string; products: Product[] }>();

/**
 * The products of the store's newest backup (archived ones dropped), or null: asked of the api first
 * (it may be up with its database down), else the web's copy. Pages read it through readBackupPage.
 */
export async function newestBackupProducts(tenant: string): Promise<Product[] | null> {
  if (!isTenantId(tenant)) return null;
  const fetched = await fetchFromApi(tenant, 'newest');
  if (fetched) await keepCopy(tenant, fetched);
  const source = fetched ?? (await newestCopy(tenant));
  if (!source) return null;
  const hit = parsed.get(tenant);
  if (hit && hit.filename === source.filename && !fetched) return hit.products;
  try {
    const products = parseBackup(JSON.parse(source.body.toString('utf8')), tenant);
    parsed.set(tenant, { filename: source.filename, products });
    return products;
  } catch {
    return null;
  }
}

/** A page of the newest backup's products, or null when there is no backup. */
async function newestBackupPage(
  tenant: string,
  kind: CatalogListKind,
  limit: number,
  cursor: string | null,
): Promise<ProductPageResponse | null> {
  const backup = await newestBackupProducts(tenant);
  return backup ? pageOfBackup(backup, kind, { limit, cursor: cursor ?? undefined }) : null;
}

/**
 * For a page or list call the api could not serve: a page of the store's newest backup (archived
 * products dropped), or null when there is none. Read through Next's cache under the fallback tag
 * for a few seconds, a page per entry (a whole large catalog would pass the 2 MB Next keeps): that
 * tag and lifetime carry over to the page that reads it, so a page rendered from the backup is
 * cached only briefly, and the api's return (it sends the tag) drops it at once.
 */
export const readBackupPage = unstable_cache(newestBackupPage, ['newest-backup-page'], {
  revalidate: FALLBACK_CACHE_SECONDS,
  tags: [TAGS.fallback()],
});

/** One product of the newest backup by its id or its handle, or null; cached like readBackupPage. */
export const readBackupProduct = unstable_cache(
  async (tenant: string, id: string): Promise<Product | null> =>
    (await newestBackupProducts(tenant))?.find((product) => product.id === id || product.handle === id) ??
    null,
  ['newest-backup-product'],
  { revalidate: FALLBACK_CACHE_SECONDS, tags: [TAGS.fallback()] },
);
