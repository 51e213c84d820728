/**
 * `npm run seed` with S3 settings (s3rver standing in for the bucket): the migration command in its
 * own process writes the demo stores' catalog images and first backups into the bucket, and nothing
 * into DATA_DIR. It opens no database of the suite's (its own embedded one, in a temporary folder).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createS3Storage } from '@/server/src/adapters/s3-storage';
import { startFakeS3 } from './support/fake-s3';

/** A second process compiles, migrates and seeds a database: minutes on a busy 2-core machine. */
const SEED_TIMEOUT = 300_000;

describe('the demo seed with files in S3', () => {
  it(
    'writes the demo catalog images and first backups into the bucket, none into DATA_DIR',
    async () => {
      const seeded = await startFakeS3('seeded');
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-s3-seed-'));
      try {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts', '--demo'], {
          cwd: path.resolve(__dirname, '../..'),
          env: { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: dataDir, ...seeded.env },
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        const code = await new Promise((resolve) => child.once('exit', resolve));
        expect(output).toContain('Database migrated and demo stores seeded.');
        expect(code).toBe(0);
        const inBucket = createS3Storage(seeded.settings);
        expect((await inBucket.list('images')).length).toBeGreaterThan(10);
        expect(await inBucket.list('demo/backups')).toEqual([
          expect.stringMatching(/^notion-backup-\d{4}-\d{2}-\d{2}\.json$/),
        ]);
        await expect(fs.stat(path.join(dataDir, 'storage'))).rejects.toThrow(/ENOENT/);
      } finally {
        await seeded.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
    SEED_TIMEOUT,
  );
});
