/**
 * Copies a local storage folder's files into another storage (a bucket): what
 * `npm run storage:migrate` does when files move to S3. It can run again at any time: a key the
 * target already holds with the same size is skipped, so a second run copies only what is new
 * or changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkStorageKey, createLocalStorage, type Storage } from './storage';

/** Files copied at once: each is a round trip to the bucket. */
const PARALLEL = 8;

export type CopyCounts = {
  /** Files in the folder. */
  found: number;
  copied: number;
  /** Already in the target with the same size. */
  skipped: number;
  bytes: number;
  /** Files whose names are not storage keys, left where they are. */
  refused: string[];
};

/** Every file's key under the folder (`/`-separated), sorted; unfinished writes left out. */
async function localKeys(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function copyOne(source: Storage, target: Storage, key: string, counts: CopyCounts) {
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

/** Copies every file under `root` into `target` under the same key; answers what it did. */
export async function copyFolderToStorage(root: string, target: Storage): Promise<CopyCounts> {
  const keys = await localKeys(root);
  const source = createLocalStorage(root);
  const counts: CopyCounts = { found: keys.length, copied: 0, skipped: 0, bytes: 0, refused: [] };
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift())
      await copyOne(source, target, key, counts);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return counts;
}
