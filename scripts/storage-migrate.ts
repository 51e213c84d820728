/**
 * Copies the files of a local storage folder (images, logos, backups) into the S3 bucket the
 * S3_* settings name, so an api moved to object storage keeps them:
 *   npm run storage:migrate                      (DATA_DIR/storage)
 *   npm run storage:migrate -- --from /srv/old/storage
 * It can run again at any time (also while the api runs): a key already in the bucket with the
 * same size is skipped, so a second run copies only what is new or changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkStorageKey, createLocalStorage, type Storage } from '../server/src/adapters/storage';
import { createS3Storage } from '../server/src/adapters/s3-storage';
import { loadConfig, S3_REQUIRED } from '../server/src/config';

/** Files copied at once: each is a round trip to the bucket. */
const PARALLEL = 8;

type Counts = { copied: number; skipped: number; refused: string[]; bytes: number };

/** Every file's key under the folder (`/`-separated), in order; unfinished writes left out. */
async function localKeys(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function copyOne(source: Storage, target: Storage, key: string, counts: Counts) {
  try {
    checkStorageKey(key);
  } catch {
    counts.refused.push(key);
    return;
  }
  const [here, there] = await Promise.all([source.stat(key), target.stat(key)]);
  if (here && there?.size === here.size) {
    counts.skipped += 1;
    return;
  }
  const bytes = await source.get(key);
  if (!bytes) return; // removed since the folder was read
  await target.put(key, bytes);
  counts.copied += 1;
  counts.bytes += bytes.length;
}

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const config = loadConfig();
  if (!config.s3)
    throw new Error(
      `No bucket to copy into: set ${(config.s3Missing.length ? config.s3Missing : S3_REQUIRED).join(', ')} (and S3_ENDPOINT, S3_FORCE_PATH_STYLE for R2 or MinIO).`,
    );
  const from = path.resolve(values.from ?? config.storageDir);
  const keys = await localKeys(from).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error(`No storage folder at ${from}.`);
    throw error;
  });
  const source = createLocalStorage(from);
  const target = createS3Storage(config.s3);
  const counts: Counts = { copied: 0, skipped: 0, refused: [], bytes: 0 };
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift())
      await copyOne(source, target, key, counts);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  console.log(`${keys.length} files in ${from}, bucket ${config.s3.bucket}:`);
  console.log(`  ${counts.copied} copied (${(counts.bytes / 1024 / 1024).toFixed(1)} MB)`);
  console.log(`  ${counts.skipped} already there with the same size, skipped`);
  if (counts.refused.length) {
    console.log(`  ${counts.refused.length} left out, their names are not storage keys:`);
    for (const key of counts.refused) console.log(`    ${key}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
