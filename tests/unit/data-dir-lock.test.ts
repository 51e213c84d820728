import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUseError, lockDataDir } from '@/server/src/db/data-dir-lock';

describe('the embedded database folder lock', () => {
  let parent: string;
  beforeEach(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-lock-'));
  });
  afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('refuses a folder already held, whatever path names it, naming the holder; frees it on release', async () => {
    const dir = path.join(parent, 'db');
    const lock = await lockDataDir(dir);
    fs.symlinkSync(dir, path.join(parent, 'alias'));
    for (const name of [dir, path.join(parent, 'alias'), `${parent}/./db`]) {
      const refused = await lockDataDir(name).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as DataDirInUseError).holder).toEqual({
        pid: process.pid,
        command: expect.any(String),
      });
      expect((refused as Error).message).toContain(`is in use by another process (pid ${process.pid}:`);
    }
    // Another folder is its own.
    const other = await lockDataDir(path.join(parent, 'other'));
    await other.release();

    await lock.release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    const again = await lockDataDir(dir);
    await again.release();
  });
});
