import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { parseBackup } from '@/lib/backup';
import { backups, products } from '@/server/src/db/schema';
import { writeProductBackup } from '@/server/src/services/backups';
import { buildPeerApp, buildTestApp, type TestApp } from './support/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const demo = { id: 'demo', name: 'Sitka Silver & Clay' };
// Local noon, so the date in the name is the same in every time zone the test runs in.
const day = new Date(2026, 2, 4, 12, 0, 0);
const filename = 'notion-backup-2026-03-04.json';

const backupFile = (tenantId: string, name: string) =>
  path.join(t.config.storageDir, tenantId, 'backups', name);

describe('writeProductBackup', () => {
  it("writes the day's file under the store's storage and records it", async () => {
    const result = await writeProductBackup(t.app.db, t.app.storage, demo, day);
    expect(result.filename).toBe(filename);
    const bytes = await fs.readFile(backupFile('demo', filename));
    expect(result.sizeBytes).toBe(bytes.length);

    const rows = await t.database.db
      .select()
      .from(backups)
      .where(and(eq(backups.tenantId, 'demo'), eq(backups.filename, filename)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sizeBytes: bytes.length, hasImages: false });
    expect(rows[0].createdAt.getTime()).toBe(day.getTime());
  });

  it('holds exactly the listed products, with their names, prices and stock', async () => {
    await writeProductBackup(t.app.db, t.app.storage, demo, day);
    const file = JSON.parse(await fs.readFile(backupFile('demo', filename), 'utf8'));
    expect(file).toMatchObject({ tenantId: 'demo', createdAt: day.toISOString() });
    const restored = parseBackup(file, 'demo');

    const listed = await t.database.db
      .select({
        id: products.id,
        name: products.name,
        priceCents: products.priceCents,
        totalInventory: products.totalInventory,
        archived: products.archived,
      })
      .from(products)
      .where(eq(products.tenantId, 'demo'));
    const expected = listed.filter((p) => !p.archived);
    expect(listed.length).toBeGreaterThan(expected.length); // the seed has archived products to leave out

    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(
      restored
        .map((p) => ({ id: p.id, name: p.name, price: p.price, totalInventory: p.totalInventory }))
        .sort(byId),
    ).toEqual(
      expected
        .map((p) => ({ id: p.id, name: p.name, price: p.priceCents / 100, totalInventory: p.totalInventory }))
        .sort(byId),
    );
    expect(restored.every((p) => p.dataSource === 'backup' && p.tenantId === 'demo')).toBe(true);
    // Both unlimited (null) and sold-out (0) stock survive the round trip.
    expect(restored.some((p) => p.totalInventory === null)).toBe(true);
    expect(restored.some((p) => p.totalInventory === 0)).toBe(true);
  });

  it("keeps the products' images, so the fallback catalog still shows them", async () => {
    await writeProductBackup(t.app.db, t.app.storage, demo, day);
    const restored = parseBackup(JSON.parse(await fs.readFile(backupFile('demo', filename), 'utf8')), 'demo');
    const first = restored[0];
    expect(first.productImage).toMatchObject({
      small: `/api/images/${first.id}_400.webp`,
      medium: `/api/images/${first.id}_800.webp`,
    });
  });

  it('replaces the same day’s backup after a change, keeping one record of it', async () => {
    const [target] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, 'demo'), eq(products.archived, false)))
      .limit(1);
    await t.database.db.update(products).set({ totalInventory: 42 }).where(eq(products.id, target.id));
    await writeProductBackup(t.app.db, t.app.storage, demo, day);
    const restored = parseBackup(JSON.parse(await fs.readFile(backupFile('demo', filename), 'utf8')), 'demo');
    expect(restored.find((p) => p.id === target.id)?.totalInventory).toBe(42);
    const rows = await t.database.db
      .select()
      .from(backups)
      .where(and(eq(backups.tenantId, 'demo'), eq(backups.filename, filename)));
    expect(rows).toHaveLength(1);
  });

  it("holds only the store's own products", async () => {
    await writeProductBackup(t.app.db, t.app.storage, { id: 'north', name: 'North Star Fibre' }, day);
    const northFile = JSON.parse(await fs.readFile(backupFile('north', filename), 'utf8'));
    const northNames = parseBackup(northFile, 'north').map((p) => p.name);
    const demoNames = parseBackup(
      JSON.parse(await fs.readFile(backupFile('demo', filename), 'utf8')),
      'demo',
    ).map((p) => p.name);
    expect(northNames.length).toBeGreaterThan(0);
    expect(northNames.filter((name) => demoNames.includes(name))).toEqual([]);
  });
});

describe('the backup route the web reads (GET /api/backups/…)', () => {
  const get = (url: string, tenant?: string) => t.app.inject({ url, headers: tenant ? { 'x-tenant-id': tenant } : {} });
  const newestOnDisk = async (tenantId: string) =>
    (await fs.readdir(path.join(t.config.storageDir, tenantId, 'backups'))).filter((name) => name.endsWith('.json')).sort().at(-1)!;

  it("serves the store's newest backup file and names it", async () => {
    await writeProductBackup(t.app.db, t.app.storage, demo, day);
    const newest = await newestOnDisk('demo');
    const response = await get('/api/backups/newest', 'demo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-backup-file']).toBe(newest);
    expect(response.rawPayload.equals(await fs.readFile(backupFile('demo', newest)))).toBe(true);
    expect(parseBackup(response.json(), 'demo').length).toBeGreaterThan(0);
  });

  it('serves one file by name, only to its own store', async () => {
    const demoOnly = new Date(2026, 2, 5, 12, 0, 0);
    await writeProductBackup(t.app.db, t.app.storage, demo, demoOnly);
    const own = await get('/api/backups/notion-backup-2026-03-05.json', 'demo');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ tenantId: 'demo' });
    const foreign = await get('/api/backups/notion-backup-2026-03-05.json', 'north');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'BACKUP_NOT_FOUND' });
  });

  it('refuses a missing store, a bad file name and a store without backups with clear 4xx', async () => {
    expect((await get('/api/backups/newest')).json()).toMatchObject({ code: 'TENANT_REQUIRED', field: 'x-tenant-id' });
    expect((await get('/api/backups/..%2F..%2Fsecrets.json', 'demo')).statusCode).toBe(400);
    expect((await get('/api/backups/newest', 'nobody')).statusCode).toBe(404);
  });
});

describe("the web's backups (lib/api/backups.ts)", () => {
  let webDir: string;
  let api: Awaited<ReturnType<typeof buildPeerApp>>;
  let web: typeof import('@/lib/api/backups');
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-web-'));
    api = await buildPeerApp(t);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    // The web on "another machine": its own data dir, the api only over HTTP.
    process.env.API_URL = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    process.env.DATA_DIR = webDir;
    web = await import('@/lib/api/backups');
  });
  afterAll(async () => {
    await api.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('reads the newest backup through the api and keeps a copy that serves once the api is gone', async () => {
    const newest = (await fs.readdir(path.join(t.config.storageDir, 'demo', 'backups'))).filter((name) => name.endsWith('.json')).sort().at(-1)!;
    await web.mirrorNewestBackup('demo');
    const live = await web.readNewestBackup('demo');
    expect(live?.length).toBeGreaterThan(0);
    expect(await fs.readdir(path.join(webDir, 'web-cache', 'backups', 'demo'))).toEqual([newest]);

    await api.close();
    const offline = await web.readNewestBackup('demo');
    expect(offline?.map((product) => product.id).sort()).toEqual(live!.map((product) => product.id).sort());
    expect((await web.readBackupFile('demo', newest))?.length).toBeGreaterThan(0);
    expect(await web.readNewestBackup('north')).toBeNull();
  });
});
