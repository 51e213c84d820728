/**
 * File storage for images, logos and backups: a local folder (the embedded default) or an
 * S3-compatible bucket (s3-storage.ts), so several api instances serve the same files. Keys are
 * relative paths such as `demo/backups/x.json`; both implementations refuse the same unsafe keys.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';

export type StoredFile = { size: number; modifiedAt: Date };

export type Storage = {
  put(key: string, body: Buffer | string): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream (served without holding it in memory), or null when there is none. */
  stream(key: string): Promise<Readable | null>;
  stat(key: string): Promise<StoredFile | null>;
  /** The names directly under the folder `prefix` (files and folders), sorted; none when it is empty. */
  list(prefix: string): Promise<string[]>;
  /** Removes a file; a missing one is not an error. */
  remove(key: string): Promise<void>;
};

const SAFE_SEGMENT = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;

/**
 * Refuses a key that could leave the folder or mean something else to a bucket: every segment
 * starts with a letter or digit (no `..`, no empty segment, no leading or trailing slash).
 */
export function checkStorageKey(key: string): string {
  if (key.length > 1024 || !key.split('/').every((segment) => SAFE_SEGMENT.test(segment)))
    throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Nothing there, or a folder where a file was asked for. */
const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Storage in a local directory. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, checkStorageKey(key));
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // A name of its own for each write, so writes of one key at once never share a temporary
      // file; the rename makes whichever finishes last the whole file.
      const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key) {
      const file = resolve(key);
      try {
        // Opened here, so a missing file is known before anything is sent.
        const handle = await fs.open(file);
        if ((await handle.stat()).isDirectory()) {
          await handle.close();
          return null;
        }
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const info = await fs.stat(resolve(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list(prefix) {
      try {
        return (await fs.readdir(resolve(prefix))).filter((name) => !name.endsWith('.tmp')).sort();
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** The storage the configuration names: its bucket when S3 is set up, else `DATA_DIR/storage`. */
export async function createStorage(config: Pick<Config, 's3' | 'storageDir'>): Promise<Storage> {
  if (!config.s3) return createLocalStorage(config.storageDir);
  // Loaded only when used: the S3 client is large, and the embedded default never needs it.
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.s3);
}
