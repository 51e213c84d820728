/**
 * File storage for images, logos and backups. Local directory today; the same interface can be
 * backed by object storage later. Keys are relative paths such as `demo/backups/x.json`.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type Storage = {
  put(key: string, body: Buffer | string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stream(key: string): Readable;
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  list(prefix: string): Promise<string[]>;
  remove(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._/-]*$/;

/** Storage in a local directory. Keys that could escape it are refused. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
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
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    stream: (key) => createReadStream(resolve(key)),
    async stat(key) {
      try {
        const info = await fs.stat(resolve(key));
        return { size: info.size, modifiedAt: info.mtime };
      } catch {
        return null;
      }
    },
    async list(prefix) {
      try {
        return (await fs.readdir(resolve(prefix))).filter((name) => !name.endsWith('.tmp')).sort();
      } catch {
        return [];
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
