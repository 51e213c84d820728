/**
 * `npm run storage:migrate` as an operator runs it, a process of its own: it copies a local
 * storage folder into the bucket (s3rver here), says what it did, and a second run copies only
 * what is new or changed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createS3Storage } from '@/server/src/adapters/s3-storage';
import type { Storage } from '@/server/src/adapters/storage';
import { startFakeS3, type FakeS3 } from './support/fake-s3';

const root = path.resolve(__dirname, '../..');
let s3: FakeS3;
let bucket: Storage;
let dataDir: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  bucket = createS3Storage(s3.settings);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-migrate-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Runs the command with node itself; answers its exit code and what it printed. */
function migrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/storage-migrate.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: dataDir, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function write(key: string, body: string | Buffer) {
  const file = path.join(dataDir, 'storage', ...key.split('/'));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, body);
}

const FILES: Record<string, Buffer> = {
  'images/0a4b3ac7-8253-49ce-a6fb-903a49bd3f35_400.webp': Buffer.from('small rendition'),
  'images/0a4b3ac7-8253-49ce-a6fb-903a49bd3f35_800.webp': Buffer.from('medium rendition, larger'),
  'demo/store-media/logo-0123456789abcdef.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  'demo/backups/notion-backup-2026-11-01.json': Buffer.from('{"products":[]}'),
};

it('copies every file of the folder into the bucket, then only what is new or changed', async () => {
  for (const [key, bytes] of Object.entries(FILES)) await write(key, bytes);
  await write('demo/backups/notion-backup-2026-11-02.json.123.abc.tmp', 'half written');
  await write('demo/notes/old copy.json', '{}');

  const first = await migrate(s3.env);
  expect(first.code).toBe(0);
  expect(first.output).toContain(
    `5 files in ${path.join(dataDir, 'storage')}, bucket ${s3.settings.bucket}:`,
  );
  expect(first.output).toContain('4 copied');
  expect(first.output).toContain('0 already there with the same size, skipped');
  expect(first.output).toContain(
    '1 left out, their names are not storage keys:\n    demo/notes/old copy.json',
  );
  for (const [key, bytes] of Object.entries(FILES)) expect((await bucket.get(key))?.equals(bytes)).toBe(true);
  expect(await bucket.list('demo/backups')).toEqual(['notion-backup-2026-11-01.json']);

  const again = await migrate(s3.env);
  expect(again.code).toBe(0);
  expect(again.output).toContain('0 copied');
  expect(again.output).toContain('4 already there with the same size, skipped');

  await write('demo/backups/notion-backup-2026-11-01.json', '{"products":[{"name":"Ring"}]}');
  await write('demo/backups/notion-backup-2026-11-03.json', '{"products":[]}');
  const third = await migrate(s3.env);
  expect(third.output).toContain('2 copied');
  expect(third.output).toContain('3 already there with the same size, skipped');
  expect((await bucket.get('demo/backups/notion-backup-2026-11-01.json'))?.toString()).toBe(
    '{"products":[{"name":"Ring"}]}',
  );
}, 60_000);

it('refuses without a bucket, naming the settings it needs', async () => {
  const none = await migrate({});
  expect(none.code).toBe(1);
  expect(none.output).toContain(
    'No bucket to copy into: set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
  );
  const partial = await migrate({ S3_BUCKET: 'sitka-files', S3_REGION: 'auto' });
  expect(partial.code).toBe(1);
  expect(partial.output).toContain('No bucket to copy into: set S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
}, 30_000);
