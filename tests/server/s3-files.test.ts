/**
 * The api with its files in an S3 bucket (s3rver standing in for AWS S3, R2 or MinIO): the demo
 * store's files are copied into the bucket as `npm run storage:migrate` does and the local folder
 * is deleted, so everything below is read from and written to the bucket. Uploads, image URLs and
 * their cache headers, backups (run, download, restore, images bundled) work as they do on disk.
 * (`npm run seed` writing the demo stores' files into a bucket: s3-seed.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { createS3Storage } from '@/server/src/adapters/s3-storage';
import type { Storage } from '@/server/src/adapters/storage';
import { copyFolderToStorage } from '@/server/src/adapters/storage-copy';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';
import { startFakeS3, type FakeS3 } from './support/fake-s3';

let s3: FakeS3;
let t: TestApp;
let bucket: Storage;
let owner: Record<string, string>;

function form(bytes: Buffer, filename: string, type: string) {
  const boundary = `----sitka${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (background: string, width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function newProduct(): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: owner,
    payload: { name: 'Tide pool bowl', description: 'Wheel-thrown stoneware.', price: 64, size: 'One size' },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

describe('the api with its files in S3', () => {
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await buildTestApp(s3.env);
    bucket = createS3Storage(s3.settings);
    const counts = await copyFolderToStorage(t.config.storageDir, bucket);
    expect(counts.copied).toBeGreaterThan(0);
    await fs.rm(t.config.storageDir, { recursive: true, force: true });
    owner = { 'x-tenant-id': 'demo', ...(await bearerFor(t.app, 'owner@demo.test')) };
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores an uploaded product image in the bucket and serves it at the same URLs, with the same cache headers', async () => {
    const id = await newProduct();
    const upload = form(await png('#1f5f5b'), 'bowl.png', 'image/png');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      headers: { ...owner, ...upload.headers },
      payload: upload.payload,
    });
    expect(added.statusCode).toBe(201);
    const [image] = added.json().images as { id: string; small: string; medium: string }[];
    // The first image is the main one: the product's id names it in the answer.
    expect(image.medium).toBe(`/api/images/${id}_800.webp`);
    const ownUrl = `/api/images/${image.id}_800.webp`;
    expect(await bucket.list('images')).toEqual(
      expect.arrayContaining([`${image.id}_400.webp`, `${image.id}_800.webp`, `${id}_800.webp`]),
    );

    // An image's own id names one picture for good.
    const own = await t.app.inject({ url: ownUrl });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(own.headers['content-length'])).toBe(own.rawPayload.length);
    expect(own.rawPayload.equals((await bucket.get(`images/${image.id}_800.webp`))!)).toBe(true);
    expect((await sharp(own.rawPayload).metadata()).width).toBe(800);
    const again = await t.app.inject({
      url: ownUrl,
      headers: { 'if-none-match': own.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // The product's id names its main image now: asked again after a minute.
    const main = await t.app.inject({ url: `/api/images/${id}_400.webp` });
    expect(main.statusCode).toBe(200);
    expect(main.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect((await sharp(main.rawPayload).metadata()).width).toBe(400);

    // A name the bucket does not hold is the same 404 as on disk.
    const missing = await t.app.inject({
      url: `/api/images/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}_400.webp`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND' });
  });

  it('serves the seeded catalog images and a logo uploaded now from the bucket', async () => {
    const [product] = (
      await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'demo' } })
    ).json().products as { id: string }[];
    expect((await t.app.inject({ url: `/api/images/${product.id}_800.webp` })).statusCode).toBe(200);

    const storeId = (
      await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: { 'x-tenant-id': 'demo' } })
    ).json()._id;
    const logo = form(await png('#c0c0c0', 1200, 600), 'logo.png', 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${storeId}/media/logo`,
      headers: { ...owner, ...logo.headers },
      payload: logo.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const url: string = uploaded.json().url;
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers.etag).toBe(`"${url.split('/').at(-1)}"`);
    expect(file.rawPayload.equals((await bucket.get(`demo/store-media/${url.split('/').at(-1)}`))!)).toBe(
      true,
    );
  });

  // A whole store written, read back and restored through the bucket: on PostgreSQL beside the
  // browser suite it took past 60 s.
  it('writes backups into the bucket, downloads one, and restores the store from it, files included', async () => {
    const run = await t.app.inject({ method: 'POST', url: '/api/backups/run', headers: owner });
    expect(run.statusCode).toBe(201);
    const { backup, storeBackup } = run.json() as {
      backup: { filename: string };
      storeBackup: { filename: string };
    };
    expect(await bucket.list('demo/backups')).toEqual(
      expect.arrayContaining([backup.filename, storeBackup.filename]),
    );

    const download = await t.app.inject({
      url: `/api/backups/${storeBackup.filename}/download`,
      headers: owner,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals((await bucket.get(`demo/backups/${storeBackup.filename}`))!)).toBe(
      true,
    );
    const saved = JSON.parse(gunzipSync(download.rawPayload).toString('utf8')) as {
      files: Record<string, string>;
    };
    const media = Object.keys(saved.files).filter((key) => key.startsWith('demo/store-media/'));
    expect(media.length).toBeGreaterThan(0);

    // The public fallback finds the newest product backup by listing the bucket.
    const newest = await t.app.inject({ url: '/api/backups/newest', headers: { 'x-tenant-id': 'demo' } });
    expect(newest.statusCode).toBe(200);
    expect(newest.headers['x-backup-file']).toBe(backup.filename);

    // Changed since: the store's name, and its logo files gone from the bucket.
    const storeId = (
      await t.app.inject({ url: '/api/stores/by-identifier/demo', headers: { 'x-tenant-id': 'demo' } })
    ).json()._id;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${storeId}`,
      headers: owner,
      payload: { storeName: 'Renamed since' },
    });
    expect(renamed.json().storeName).toBe('Renamed since');
    for (const key of media) await bucket.remove(key);

    const restore = (dryRun: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/backups/${storeBackup.filename}/restore`,
        headers: owner,
        payload: { dryRun },
      });
    const plan = await restore(true);
    expect(plan.statusCode).toBe(200);
    expect(plan.json().files).toMatchObject({ added: media.length });
    expect((await restore(false)).statusCode).toBe(200);
    for (const key of media)
      expect((await bucket.get(key))?.equals(Buffer.from(saved.files[key], 'base64'))).toBe(true);
    const store = await t.app.inject({
      url: '/api/stores/by-identifier/demo',
      headers: { 'x-tenant-id': 'demo' },
    });
    expect(store.json().storeName).not.toBe('Renamed since');
  }, 180_000);

  it("bundles a product backup's images, read from the bucket, into the backup in the bucket", async () => {
    const run = await t.app.inject({ method: 'POST', url: '/api/backups/run', headers: owner });
    const name: string = run.json().backup.filename;
    const response = await t.app.inject({ url: `/api/backups/${name}/process-images`, headers: owner });
    expect(response.statusCode).toBe(200);
    const stats = JSON.parse(response.body.trim().split('\n\n').at(-1)!.split('\n')[1].replace('data: ', ''));
    expect(stats.bundled).toBeGreaterThan(0);
    expect(stats.missing).toBe(0);
    const file = (await bucket.get(`demo/backups/${name}`))!.toString('utf8');
    expect(file).toContain('data:image/webp;base64,');
  });
});
