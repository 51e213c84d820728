/**
 * Backup runs started at once: twelve at once each succeed and keep their own whole-store file,
 * and under the default retention twelve at once leave exactly the newest five, listed and on
 * disk. These are the backup checks whose outcome depends on the database server: PGlite takes
 * one transaction at a time, PostgreSQL many at once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { backupKey } from '@/server/src/services/backups/product-backups';
import { parseStoreBackup } from '@/server/src/services/backups/store-backups';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';

describe('backup runs, kept and pruned', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ BACKUP_KEEP_LAST: '40' });
    owner = { 'x-tenant-id': 'demo', ...(await bearerFor(t.app, 'owner@demo.test')) };
  });
  afterAll(() => t.close());

  it('runs twelve at once: every run succeeds and is kept under its own name', async () => {
    const runs = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ method: 'POST', url: '/api/backups/run', headers: owner }),
      ),
    );
    expect(runs.map((run) => run.statusCode)).toEqual(Array(12).fill(201));
    const names = runs.map((run) => run.json().storeBackup.filename as string);
    expect(new Set(names).size).toBe(12);
    for (const run of runs) {
      expect(run.json().backup).toMatchObject({
        kind: 'products',
        filename: expect.stringMatching(/^notion-backup-/),
      });
      expect(run.json().storeBackup).toMatchObject({ kind: 'store' });
    }
    const listed = (await t.app.inject({ url: '/api/backups', headers: owner })).json().backups as {
      filename: string;
      kind: string;
      size: number;
    }[];
    for (const name of names) {
      const entry = listed.find((backup) => backup.filename === name)!;
      const bytes = (await t.app.storage.get(backupKey('demo', name)))!;
      expect(entry).toMatchObject({ kind: 'store', size: bytes.length });
      await expect(parseStoreBackup(bytes)).resolves.toMatchObject({ tenantId: 'demo' });
    }
    // The twelve share the day's products file: one name, listed once. (A file of an earlier day,
    // from the seeded stores, may be listed beside it when the run crosses midnight.)
    const productFiles = new Set(runs.map((run) => run.json().backup.filename as string));
    expect(productFiles.size).toBe(1);
    expect(listed.filter((backup) => productFiles.has(backup.filename))).toHaveLength(1);
    const leftovers = (await fs.readdir(path.join(t.config.storageDir, 'demo', 'backups'))).filter((name) =>
      name.endsWith('.tmp'),
    );
    expect(leftovers).toEqual([]);
  });

  it('twelve runs at once under the default retention all succeed and leave the newest five', async () => {
    const strict = await buildTestApp();
    try {
      const headers = { 'x-tenant-id': 'demo', ...(await bearerFor(strict.app, 'owner@demo.test')) };
      const runs = await Promise.all(
        Array.from({ length: 12 }, () =>
          strict.app.inject({ method: 'POST', url: '/api/backups/run', headers }),
        ),
      );
      expect(runs.map((run) => run.statusCode)).toEqual(Array(12).fill(201));
      const newest = runs
        .map((run) => run.json().storeBackup as { filename: string; createdAt: string })
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.filename.localeCompare(a.filename))
        .slice(0, strict.config.BACKUP_KEEP_LAST)
        .map((backup) => backup.filename);
      const listed = (await strict.app.inject({ url: '/api/backups', headers })).json().backups as {
        filename: string;
        kind: string;
      }[];
      expect(
        listed
          .filter((backup) => backup.kind === 'store')
          .map((backup) => backup.filename)
          .sort(),
      ).toEqual(newest.sort());
      const onDisk = (await fs.readdir(path.join(strict.config.storageDir, 'demo', 'backups'))).filter(
        (name) => name.startsWith('store-backup-'),
      );
      expect(onDisk.sort()).toEqual(newest.sort());
    } finally {
      await strict.close();
    }
  });
});
