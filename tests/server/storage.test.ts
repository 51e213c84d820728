/**
 * One contract for both file storages: the local folder and an S3 bucket (s3rver standing in for
 * AWS S3, R2 or MinIO) answer the same calls the same way, so the api cannot tell them apart.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createLocalStorage, createStorage, type Storage } from '@/server/src/adapters/storage';
import { createS3Storage } from '@/server/src/adapters/s3-storage';
import { loadConfig } from '@/server/src/config';
import { startFakeS3, type FakeS3 } from './support/fake-s3';

/** Keys per listing page in the bucket: small, so a folder of a dozen files spans several pages. */
const PAGE = 3;

type Subject = { storage: Storage; close: () => Promise<void> };

const subjects: [string, () => Promise<Subject>][] = [
  [
    'local folder',
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-storage-'));
      return { storage: createLocalStorage(dir), close: () => fs.rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 bucket',
    async () => {
      const s3 = await startFakeS3();
      return { storage: createS3Storage({ ...s3.settings, pageSize: PAGE }), close: s3.close };
    },
  ],
];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe.each(subjects)('file storage: %s', (_name, open) => {
  let subject: Subject;
  let storage: Storage;
  beforeAll(async () => {
    subject = await open();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  it('gives back the bytes put, whole and as a stream, and their size', async () => {
    const bytes = randomBytes(300_000);
    const before = Date.now();
    await storage.put('demo/backups/store.json.gz', bytes);
    expect((await storage.get('demo/backups/store.json.gz'))?.equals(bytes)).toBe(true);
    const stream = await storage.stream('demo/backups/store.json.gz');
    expect((await readAll(stream!)).equals(bytes)).toBe(true);
    const info = await storage.stat('demo/backups/store.json.gz');
    expect(info?.size).toBe(bytes.length);
    // Within a second either side: a bucket keeps whole seconds.
    expect(Math.abs(info!.modifiedAt.getTime() - before)).toBeLessThan(5_000);
  });

  it('stores a string as UTF-8 and replaces a file written again', async () => {
    await storage.put('demo/notes/one.json', '{"name":"Ørn"}');
    expect((await storage.get('demo/notes/one.json'))?.toString('utf8')).toBe('{"name":"Ørn"}');
    await storage.put('demo/notes/one.json', 'second');
    expect((await storage.get('demo/notes/one.json'))?.toString('utf8')).toBe('second');
    expect((await storage.stat('demo/notes/one.json'))?.size).toBe(6);
  });

  it('answers null, never throws, for a missing file', async () => {
    expect(await storage.get('demo/none/missing.webp')).toBeNull();
    expect(await storage.stream('demo/none/missing.webp')).toBeNull();
    expect(await storage.stat('demo/none/missing.webp')).toBeNull();
    expect(await storage.list('demo/none')).toEqual([]);
    await expect(storage.remove('demo/none/missing.webp')).resolves.toBeUndefined();
  });

  it('lists the names directly under a folder, sorted, and not those of a folder beside it', async () => {
    await storage.put('north/media/logo-b.webp', 'b');
    await storage.put('north/media/logo-a.svg', 'a');
    await storage.put('north/media/old/hero.webp', 'h');
    await storage.put('north/media-old/logo.webp', 'x');
    expect(await storage.list('north/media')).toEqual(['logo-a.svg', 'logo-b.webp', 'old']);
    expect(await storage.list('north')).toEqual(['media', 'media-old']);
    // A folder's name is not a file.
    expect(await storage.get('north/media/old')).toBeNull();
    expect(await storage.stat('north/media/old')).toBeNull();
  });

  it('lists every file of a folder that spans several listing pages', async () => {
    const names = Array.from({ length: 4 * PAGE + 1 }, (_, i) => `img-${String(i).padStart(2, '0')}.webp`);
    await Promise.all(names.map((name) => storage.put(`images/${name}`, name)));
    await storage.put('images/sub/one.webp', '1');
    expect(await storage.list('images')).toEqual([...names, 'sub']);
  });

  it('removes a file: gone from get, stat, stream and the listing', async () => {
    await storage.put('demo/remove/a.json', 'a');
    await storage.put('demo/remove/b.json', 'b');
    await storage.remove('demo/remove/a.json');
    expect(await storage.get('demo/remove/a.json')).toBeNull();
    expect(await storage.stat('demo/remove/a.json')).toBeNull();
    expect(await storage.stream('demo/remove/a.json')).toBeNull();
    expect(await storage.list('demo/remove')).toEqual(['b.json']);
  });

  it.each([
    '../escape.json',
    'demo/../../etc/passwd',
    '/etc/passwd',
    'demo//x.json',
    'demo/',
    '.hidden',
    '',
    'a b',
  ])('refuses the unsafe key %p in every call', async (key) => {
    await expect(storage.put(key, 'x')).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.stream(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.stat(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.list(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.remove(key)).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('the storage the configuration names', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3('chosen');
  });
  afterAll(() => s3.close());

  it('is the bucket when S3 is set up, else DATA_DIR/storage', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-storage-'));
    try {
      const inBucket = await createStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
      await inBucket.put('demo/where.txt', 'bucket');
      const inFolder = await createStorage(loadConfig({ DATA_DIR: dataDir }));
      await inFolder.put('demo/where.txt', 'folder');
      expect((await inBucket.get('demo/where.txt'))?.toString()).toBe('bucket');
      expect(await fs.readFile(path.join(dataDir, 'storage', 'demo', 'where.txt'), 'utf8')).toBe('folder');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
