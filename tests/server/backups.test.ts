import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { parseBackup } from '@/lib/backup';
import { productImageUrl } from '@/lib/product';
import { backups, products } from '@/server/src/db/schema';
import { writeProductBackup } from '@/server/src/services/backups/product-backups';
import { bearerFor, buildPeerApp, buildTestApp, type TestApp } from './support/build-app';

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
  const get = (url: string, tenant?: string) =>
    t.app.inject({ url, headers: tenant ? { 'x-tenant-id': tenant } : {} });
  const newestOnDisk = async (tenantId: string) =>
    (await fs.readdir(path.join(t.config.storageDir, tenantId, 'backups')))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .at(-1)!;

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
    expect((await get('/api/backups/newest')).json()).toMatchObject({
      code: 'TENANT_REQUIRED',
      field: 'x-tenant-id',
    });
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
    const newest = (await fs.readdir(path.join(t.config.storageDir, 'demo', 'backups')))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .at(-1)!;
    await web.mirrorNewestBackup('demo');
    const live = await web.newestBackupProducts('demo');
    expect(live?.length).toBeGreaterThan(0);
    expect(await fs.readdir(path.join(webDir, 'web-cache', 'backups', 'demo'))).toEqual([newest]);

    await api.close();
    const offline = await web.newestBackupProducts('demo');
    expect(offline?.map((product) => product.id).sort()).toEqual(live!.map((product) => product.id).sort());
    expect((await web.readBackupFile('demo', newest))?.length).toBeGreaterThan(0);
    expect(await web.newestBackupProducts('north')).toBeNull();
  });
});

describe("the owner's backups (list, run, download, delete, images, restore)", () => {
  let owner: Record<string, string>;
  let northOwner: Record<string, string>;
  let shopper: Record<string, string>;
  const demoHeaders = () => ({ 'x-tenant-id': 'demo', ...owner });
  const northHeaders = () => ({ 'x-tenant-id': 'north', ...northOwner });
  beforeAll(async () => {
    [owner, northOwner, shopper] = await Promise.all([
      bearerFor(t.app, 'owner@demo.test'),
      bearerFor(t.app, 'owner@north.test', 'north'),
      bearerFor(t.app, 'shopper@demo.test'),
    ]);
  });

  const list = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ url: '/api/backups', headers });
    expect(response.statusCode).toBe(200);
    return response.json().backups as {
      filename: string;
      createdAt: string;
      size: number;
      hasImages: boolean;
    }[];
  };

  it('runs a backup now, lists it with its size, and serves it as a download', async () => {
    const run = await t.app.inject({ method: 'POST', url: '/api/backups/run', headers: demoHeaders() });
    expect(run.statusCode).toBe(201);
    const { backup, products: count } = run.json();
    expect(backup.filename).toMatch(/^notion-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const bytes = await fs.readFile(backupFile('demo', backup.filename));
    expect(backup).toMatchObject({ size: bytes.length, hasImages: false });
    expect(parseBackup(JSON.parse(bytes.toString('utf8')), 'demo')).toHaveLength(count);
    expect((await list(demoHeaders())).find((entry) => entry.filename === backup.filename)).toEqual(backup);

    const download = await t.app.inject({ url: `/api/backups/${backup.filename}`, headers: demoHeaders() });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.filename}"`);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it("keeps each store's backups to itself", async () => {
    const demoOnly = new Date(2026, 1, 10, 12, 0, 0);
    await writeProductBackup(t.app.db, t.app.storage, demo, demoOnly);
    const name = 'notion-backup-2026-02-10.json';
    expect((await list(demoHeaders())).map((entry) => entry.filename)).toContain(name);
    expect((await list(northHeaders())).map((entry) => entry.filename)).not.toContain(name);
    for (const [method, url] of [
      ['DELETE', `/api/backups/${name}`],
      ['GET', `/api/backups/${name}/process-images`],
      ['POST', `/api/backups/${name}/restore`],
    ] as const) {
      const inNorth = await t.app.inject({
        method,
        url,
        headers: northHeaders(),
        ...(method === 'POST' ? { payload: { dryRun: false } } : {}),
      });
      expect(inNorth.statusCode).toBe(404);
      expect(inNorth.json()).toMatchObject({ code: 'BACKUP_NOT_FOUND' });
      // North's owner with demo's header: refused before anything is looked at.
      expect(
        (await t.app.inject({ method, url, headers: { ...northOwner, 'x-tenant-id': 'demo' } })).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/backups', headers: { 'x-tenant-id': 'demo' } })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/backups/run',
          headers: { 'x-tenant-id': 'demo', ...shopper },
        })
      ).statusCode,
    ).toBe(403);
    await expect(fs.stat(backupFile('demo', name))).resolves.toBeTruthy();
  });

  it('refuses any file name that is not a backup name, so nothing outside the folder is reached', async () => {
    const outside = path.join(t.config.storageDir, 'demo', 'keep.json');
    await fs.writeFile(outside, '{}');
    for (const name of [
      '..%2Fkeep.json',
      '..%2F..%2Fnorth%2Fbackups%2Fnotion-backup-2026-03-04.json',
      'notion-backup-2026-03-04.json%00',
      '%2E%2E%2Fkeep.json',
      'keep.json',
    ]) {
      for (const [method, url] of [
        ['DELETE', `/api/backups/${name}`],
        ['GET', `/api/backups/${name}/process-images`],
        ['POST', `/api/backups/${name}/restore`],
        ['GET', `/api/backups/${name}`],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: demoHeaders(),
          ...(method === 'POST' ? { payload: { dryRun: false } } : {}),
        });
        expect([400, 404]).toContain(response.statusCode);
        expect(response.json().code).toBeDefined();
      }
    }
    expect(await fs.readFile(outside, 'utf8')).toBe('{}');
  });

  it('deletes a backup: file and listing gone, a second delete is a 404', async () => {
    await writeProductBackup(t.app.db, t.app.storage, demo, new Date(2026, 1, 11, 12, 0, 0));
    const name = 'notion-backup-2026-02-11.json';
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/backups/${name}`,
      headers: demoHeaders(),
    });
    expect(removed.statusCode).toBe(200);
    await expect(fs.stat(backupFile('demo', name))).rejects.toThrow();
    expect((await list(demoHeaders())).map((entry) => entry.filename)).not.toContain(name);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/backups/${name}`, headers: demoHeaders() }))
        .statusCode,
    ).toBe(404);
  });

  it('bundles the images into the backup over server-sent events, so the offline catalog shows them', async () => {
    await writeProductBackup(t.app.db, t.app.storage, demo, new Date(2026, 1, 12, 12, 0, 0));
    const name = 'notion-backup-2026-02-12.json';
    const response = await t.app.inject({
      url: `/api/backups/${name}/process-images`,
      headers: demoHeaders(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = response.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const [eventLine, dataLine] = block.split('\n');
        return { event: eventLine.replace('event: ', ''), data: JSON.parse(dataLine.replace('data: ', '')) };
      });
    const kinds = events.map((entry) => entry.event);
    expect(kinds.slice(-2)).toEqual(['complete', 'stats']);
    expect(kinds.slice(0, -2).every((kind) => kind === 'progress')).toBe(true);
    const progress = events.filter((entry) => entry.event === 'progress').map((entry) => entry.data.progress);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const stats = events.at(-1)!.data;
    expect(stats.bundled).toBeGreaterThan(0);
    expect(stats.missing).toBe(0);

    const restored = parseBackup(JSON.parse(await fs.readFile(backupFile('demo', name), 'utf8')), 'demo');
    const withImage = restored.filter((product) => productImageUrl(product.productImage, 'small'));
    expect(withImage.length).toBeGreaterThan(0);
    expect(
      withImage.every((product) =>
        productImageUrl(product.productImage, 'small')!.startsWith('data:image/webp;base64,'),
      ),
    ).toBe(true);
    const entry = (await list(demoHeaders())).find((backup) => backup.filename === name)!;
    expect(entry.hasImages).toBe(true);
    expect(entry.size).toBe((await fs.stat(backupFile('demo', name))).size);
    expect(events.find((item) => item.event === 'complete')!.data).toEqual({
      filename: name,
      hasImages: true,
      size: entry.size,
    });
  });

  it('restores a backup: the dry run lists the changes and writes nothing; the restore applies them', async () => {
    await writeProductBackup(t.app.db, t.app.storage, demo, new Date(2026, 1, 13, 12, 0, 0));
    const name = 'notion-backup-2026-02-13.json';
    const listed = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, 'demo'), eq(products.archived, false)))
      .orderBy(products.name);
    const [repriced, archivedSince] = listed;
    await t.database.db
      .update(products)
      .set({ priceCents: repriced.priceCents + 500 })
      .where(eq(products.id, repriced.id));
    await t.database.db.update(products).set({ archived: true }).where(eq(products.id, archivedSince.id));
    const [addedSince] = await t.database.db
      .insert(products)
      .values({ tenantId: 'demo', name: 'Added after the backup', priceCents: 1200 })
      .returning();
    // A product only the backup knows (made elsewhere, say), under an id no store uses.
    const file = JSON.parse(await fs.readFile(backupFile('demo', name), 'utf8'));
    const onlyInBackup = { ...file.databases.products[0], id: '6f1c2b0e-6a51-4c8e-9a57-0b8f1f3d2a11' };
    onlyInBackup.properties = {
      ...onlyInBackup.properties,
      Name: { type: 'title', title: [{ plain_text: 'Only in the backup' }] },
    };
    file.databases.products.push(onlyInBackup);
    await fs.writeFile(backupFile('demo', name), JSON.stringify(file));

    const before = await t.database.db
      .select()
      .from(products)
      .where(eq(products.tenantId, 'demo'))
      .orderBy(products.id);
    const dry = await t.app.inject({
      method: 'POST',
      url: `/api/backups/${name}/restore`,
      headers: demoHeaders(),
      payload: { dryRun: true },
    });
    expect(dry.statusCode).toBe(200);
    const plan = dry.json();
    expect(plan).toMatchObject({ dryRun: true, filename: name });
    expect(plan.added).toEqual([{ id: onlyInBackup.id, name: 'Only in the backup' }]);
    expect(plan.changed).toEqual(
      expect.arrayContaining([
        { id: repriced.id, name: repriced.name, fields: ['priceCents'] },
        { id: archivedSince.id, name: archivedSince.name, fields: ['archived'] },
      ]),
    );
    expect(plan.changed).toHaveLength(2);
    expect(plan.archived).toEqual([{ id: addedSince.id, name: 'Added after the backup' }]);
    expect(
      await t.database.db.select().from(products).where(eq(products.tenantId, 'demo')).orderBy(products.id),
    ).toEqual(before);

    const real = await t.app.inject({
      method: 'POST',
      url: `/api/backups/${name}/restore`,
      headers: demoHeaders(),
      payload: { dryRun: false },
    });
    expect(real.statusCode).toBe(200);
    expect(real.json()).toMatchObject({
      dryRun: false,
      added: plan.added,
      changed: plan.changed,
      archived: plan.archived,
    });
    const after = new Map(
      (await t.database.db.select().from(products).where(eq(products.tenantId, 'demo'))).map((row) => [
        row.id,
        row,
      ]),
    );
    expect(after.get(repriced.id)).toMatchObject({ priceCents: repriced.priceCents, archived: false });
    // A new version: an edit made from the product as it was before the restore is refused.
    expect(after.get(repriced.id)!.version).toBe(repriced.version + 1);
    expect(after.get(archivedSince.id)).toMatchObject({ archived: false });
    expect(after.get(addedSince.id)).toMatchObject({ archived: true });
    expect(after.get(onlyInBackup.id)).toMatchObject({ name: 'Only in the backup', archived: false });
    // Restored: a second dry run finds nothing left to change.
    const again = (
      await t.app.inject({
        method: 'POST',
        url: `/api/backups/${name}/restore`,
        headers: demoHeaders(),
        payload: {},
      })
    ).json();
    expect(again).toMatchObject({ dryRun: true, added: [], changed: [], archived: [] });
    expect(again.unchanged).toBe(listed.length + 1);
  });

  it('carries a product’s questions and making time, and a restore brings them back', async () => {
    const [piece] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, 'demo'), eq(products.archived, false)))
      .orderBy(products.name)
      .limit(1);
    const questions = [
      {
        id: 'engraving',
        kind: 'text' as const,
        label: 'Engraving',
        required: true,
        priceCents: 500,
        maxLength: 12,
        pattern: '^[A-Za-z ]+$',
        patternHint: 'Letters and spaces',
      },
      { id: 'wrap', kind: 'yesNo' as const, label: 'Gift wrap', required: false, priceCents: 300 },
    ];
    const makingTime = { kind: 'made' as const, min: 2, max: 3, unit: 'weeks' as const };
    await t.database.db
      .update(products)
      .set({ personalisation: questions, makingTime })
      .where(eq(products.id, piece.id));
    await writeProductBackup(t.app.db, t.app.storage, demo, new Date(2026, 1, 14, 12, 0, 0));
    const name = 'notion-backup-2026-02-14.json';
    const file = JSON.parse(await fs.readFile(backupFile('demo', name), 'utf8'));
    const record = file.databases.products.find((one: { id: string }) => one.id === piece.id);
    expect(record).toMatchObject({ makingTime, personalisation: questions });

    await t.database.db
      .update(products)
      .set({ personalisation: [], makingTime: null })
      .where(eq(products.id, piece.id));
    const real = await t.app.inject({
      method: 'POST',
      url: `/api/backups/${name}/restore`,
      headers: demoHeaders(),
      payload: { dryRun: false },
    });
    expect(real.statusCode).toBe(200);
    expect(real.json().changed).toEqual([
      { id: piece.id, name: piece.name, fields: ['makingTime', 'personalisation'] },
    ]);
    const [restored] = await t.database.db.select().from(products).where(eq(products.id, piece.id));
    expect(restored.personalisation).toEqual(questions);
    expect(restored.makingTime).toEqual(makingTime);
    // The shop shows them again, and a second dry run finds nothing to change (jsonb's key order aside).
    const shown = (
      await t.app.inject({ url: `/api/products/${piece.id}`, headers: { 'x-tenant-id': 'demo' } })
    ).json();
    expect(shown).toMatchObject({ makingTime, personalisation: questions });
    const again = (
      await t.app.inject({
        method: 'POST',
        url: `/api/backups/${name}/restore`,
        headers: demoHeaders(),
        payload: {},
      })
    ).json();
    expect(again).toMatchObject({ added: [], changed: [], archived: [] });
  });
});
