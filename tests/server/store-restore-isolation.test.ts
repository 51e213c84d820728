/**
 * A store backup never reaches another store: a restore (the command line's and the owner's) is
 * refused whole when a row points at another store's row, or when a file is named for another
 * store's product or image.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as schema from '@/server/src/db/schema';
import { backupKey } from '@/server/src/services/backups/product-backups';
import { parseStoreBackup, writeStoreBackup } from '@/server/src/services/backups/store-backups';
import { restoreStoreBackup } from '@/server/src/services/backups/store-restore';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';

const { productImages, products } = schema;

let t: TestApp;
let filename: string;
let northProduct: string;
let demoProduct: string;
let original: Crafted;
const NORTH_PHOTO = Buffer.from('north photo');
const MUG = Buffer.from('a mug');

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  [{ id: northProduct }] = await db.select().from(products).where(eq(products.tenantId, 'north')).limit(1);
  [{ id: demoProduct }] = await db.select().from(products).where(eq(products.tenantId, 'demo')).limit(1);
  await t.app.storage.put(`images/${northProduct}_400.webp`, NORTH_PHOTO);
  filename = (await writeStoreBackup(t.app.db, t.app.storage, { id: 'demo', name: 'Sitka Silver & Clay' }))
    .filename;
  original = await readBackup();
}, 180_000);
afterAll(() => t.close());

type Crafted = { tables: Record<string, Record<string, unknown>[]>; files: Record<string, string> };

async function readBackup(): Promise<Crafted> {
  return JSON.parse(gunzipSync((await t.app.storage.get(backupKey('demo', filename)))!).toString('utf8'));
}

const imageRow = (id: string, productId: string) => ({
  id,
  tenant_id: 'demo',
  product_id: productId,
  position: 90,
  storage_key: `images/${id}.jpg`,
  alt_text: 'Mug',
  notion_source_key: null,
  created_at: '2026-11-20T00:00:00+00:00',
});

async function expectRefused(file: Crafted) {
  const parsed = await parseStoreBackup(gzipSync(JSON.stringify(file)));
  await expect(
    restoreStoreBackup(t.app.db, t.app.storage, parsed, 'crafted.json.gz', false),
  ).rejects.toMatchObject({ statusCode: 409, code: 'BACKUP_CONFLICT', field: 'filename' });
}

describe('restoring a crafted store backup', () => {
  it("refuses a file named for another store's product, and leaves that store's photo as it was", async () => {
    const file = await readBackup();
    file.tables.product_images.push(imageRow(northProduct, demoProduct));
    file.files[`images/${northProduct}_400.webp`] = MUG.toString('base64');
    await expectRefused(file);
    expect(await t.app.storage.get(`images/${northProduct}_400.webp`)).toEqual(NORTH_PHOTO);
    expect(
      await t.database.db.select().from(productImages).where(eq(productImages.id, northProduct)),
    ).toEqual([]);
  });

  it("refuses an image row on another store's product, through the owner's restore too", async () => {
    const file = await readBackup();
    const id = randomUUID();
    file.tables.product_images.push(imageRow(id, northProduct));
    file.files[`images/${id}_400.webp`] = MUG.toString('base64');
    await expectRefused(file);
    // The same file stored as one of the store's own backups, restored from the back-office.
    await t.app.storage.put(backupKey('demo', filename), gzipSync(JSON.stringify(file)));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/backups/${filename}/restore`,
      headers: { 'x-tenant-id': 'demo', ...(await bearerFor(t.app, 'owner@demo.test')) },
      payload: { dryRun: false },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BACKUP_CONFLICT', field: 'filename' });
    expect(refused.json().error).toContain('product_images');
    expect(await t.database.db.select().from(productImages).where(eq(productImages.id, id))).toEqual([]);
    expect(await t.app.storage.get(`images/${id}_400.webp`)).toBeNull();
  });

  it("still restores the store's own backup, its images included", async () => {
    const parsed = await parseStoreBackup(gzipSync(JSON.stringify(original)));
    const result = await restoreStoreBackup(t.app.db, t.app.storage, parsed, 'own.json.gz', false);
    expect(result.tables.find((table) => table.table === 'products')).toMatchObject({ added: 0, removed: 0 });
  });
});
