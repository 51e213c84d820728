/**
 * `<DATA_DIR>/api.json` says which api process holds the embedded database and where it listens.
 * PGlite is single-process, so a command such as `npm run tenant:create` must not open the same
 * data dir beside it; it reads this file and goes through the running api instead. (What keeps a
 * second process out of the folder is its lock, `db/data-dir-lock.ts`; this file only says where
 * the holder answers.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { processAlive } from './db/data-dir-lock';

export type RunningApi = { pid: number; url: string };

const fileOf = (dataDir: string) => path.join(dataDir, 'api.json');

export function recordRunningApi(dataDir: string, url: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(fileOf(dataDir), JSON.stringify({ pid: process.pid, url } satisfies RunningApi));
}

/** Removes the record if it is this process's (a newer api may have replaced it). */
export function forgetRunningApi(dataDir: string): void {
  const running = readRecord(dataDir);
  if (running?.pid === process.pid) fs.rmSync(fileOf(dataDir), { force: true });
}

function readRecord(dataDir: string): RunningApi | null {
  try {
    const record = JSON.parse(fs.readFileSync(fileOf(dataDir), 'utf8')) as Partial<RunningApi>;
    return typeof record.pid === 'number' && typeof record.url === 'string'
      ? { pid: record.pid, url: record.url }
      : null;
  } catch {
    return null;
  }
}

/** The api holding this data dir, if its process is still there (a crash leaves a stale file). */
export function findRunningApi(dataDir: string): RunningApi | null {
  const record = readRecord(dataDir);
  return record && processAlive(record.pid) ? record : null;
}
