/**
 * A catalog import applied as a job: it answers with its job, applies the rows in batches and
 * reports them, fetches the images the file names by address (in the file's order, with their alt
 * text) from a local server standing in for an image host, refuses a private address on that
 * image's row, retries failed images, stops when cancelled, marks its images only while it holds
 * the job, and is the store's own (another store can neither see nor cancel it). Two runners
 * claiming one job at once are in catalog-imports-runners.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { CATALOG_IMPORT_MESSAGES, IMAGE_FETCH_MESSAGES } from '@/lib/messages';
import {
  catalogImportImages,
  catalogImports,
  productImages,
  products,
  productVariants,
} from '@/server/src/db/schema';
import { markImportImage, renewCatalogImport } from '@/server/src/repositories/catalog-imports';
import { fetchImportImages } from '@/server/src/services/catalog/catalog-import-images';
import {
  claimImport,
  createCatalogImport,
  IMPORT_BATCH_PRODUCTS,
  runClaimedImport,
} from '@/server/src/services/catalog/catalog-import-jobs';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { bulk, csvOf, importCalls } from './support/catalog-import-fixtures';

let t: TestApp;
let owner: Record<string, string>;
let northOwner: Record<string, string>;
let server: http.Server;
let base = '';
let flaky = true;
const served: string[] = [];
const colours: Record<string, string> = { red: '#c0392b', green: '#27ae60', blue: '#2980b9' };
const png: Record<string, Buffer> = {};

beforeAll(async () => {
  for (const [name, colour] of Object.entries(colours))
    png[name] = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
      .png()
      .toBuffer();
  server = http.createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname.slice(1).replace(/\.png$/, '');
    served.push(name);
    if (name === 'flaky' && flaky) return response.writeHead(503).end();
    const bytes = png[name === 'flaky' ? 'blue' : name];
    if (!bytes) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp({ IMAGE_FETCH_ALLOW_PRIVATE: 'true' });
  [owner, northOwner] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'owner@north.test', 'north'),
  ]);
}, 180_000);

afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function multipart(csv: string) {
  const boundary = '----sitka-import-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="moving-in.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const apply = (csv: string, auth = owner, tenant = demo) => {
  const body = multipart(csv);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products/import?dryRun=false',
    headers: { ...tenant, ...auth, ...body.headers },
    payload: body.payload,
  });
};

const { get, post, countOf } = importCalls(() => ({ t, owner }));

async function settled(id: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const view = (await get(`/api/admin/products/imports/${id}`)).json();
    const finished = ['done', 'cancelled', 'failed'].includes(view.status) && view.images.pending === 0;
    if (finished || Date.now() > until) return view;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function imagesOf(sku: string) {
  const [product] = await t.database.db.select().from(products).where(eq(products.sku, sku));
  const rows = await t.database.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, product.id))
    .orderBy(productImages.position);
  return rows.map((row) => ({ position: row.position, altText: row.altText, sourceUrl: row.sourceUrl }));
}

describe('an applied catalog import', () => {
  it('answers with its job, applies every row and reports it, then fetches the images in order', async () => {
    const csv = csvOf([
      {
        Title: 'Moved mug',
        'Variant SKU': 'MOVE-1',
        'Variant Price': '12.00',
        'Image Src': `${base}/red.png`,
        'Image Alt Text': 'A red mug',
      },
      {
        Title: 'Moved jug',
        'Variant SKU': 'MOVE-2',
        'Variant Price': '18.00',
        'Image Src': '',
        'Image Alt Text': '',
      },
      {
        Title: 'Moved bowl',
        'Variant SKU': 'MOVE-3',
        'Variant Price': '9.50',
        'Image Src': `${base}/green.png`,
        'Image Alt Text': 'A green bowl',
      },
    ]);
    const response = await apply(csv);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ applied: true, summary: { create: 3, error: 0 } });
    expect(answer.import).toMatchObject({ status: expect.any(String), totalRows: 3, doneRows: 3 });
    const view = await settled(answer.import.id);
    expect(view).toMatchObject({
      status: 'done',
      doneRows: 3,
      failedRows: 0,
      images: { done: 2, failed: 0 },
    });
    expect(view.rows.map((row: { row: number; action: string }) => [row.row, row.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'create'],
    ]);
    expect(await imagesOf('MOVE-1')).toEqual([
      { position: 0, altText: 'A red mug', sourceUrl: `${base}/red.png` },
    ]);
    expect(await imagesOf('MOVE-3')).toEqual([
      { position: 0, altText: 'A green bowl', sourceUrl: `${base}/green.png` },
    ]);
    // The main image is served under the product's id, as an upload's is.
    const [bowl] = await t.database.db.select().from(products).where(eq(products.sku, 'MOVE-3'));
    expect((await t.app.inject({ url: `/api/images/${bowl.id}_400.webp` })).statusCode).toBe(200);
    const list = (await get('/api/admin/products/imports')).json();
    expect(list.imports[0]).toMatchObject({
      id: answer.import.id,
      status: 'done',
      fileName: 'moving-in.csv',
    });
  });

  it('refuses a private address on its row, reports it, and retries a failed image', async () => {
    const csv = csvOf([
      {
        Title: 'Metadata',
        'Variant SKU': 'PRIV-1',
        'Variant Price': '1.00',
        'Image Src': 'http://169.254.169.254/latest/meta-data.png',
        'Image Alt Text': '',
      },
      {
        Title: 'Inside',
        'Variant SKU': 'PRIV-2',
        'Variant Price': '1.00',
        'Image Src': 'http://10.0.0.7/inside.png',
        'Image Alt Text': '',
      },
      {
        Title: 'Flaky',
        'Variant SKU': 'PRIV-3',
        'Variant Price': '1.00',
        'Image Src': `${base}/flaky.png`,
        'Image Alt Text': 'Blue',
      },
    ]);
    // Only the local stand-in is let through: the refusal is the fetcher's, as in production.
    const config = t.app.config as { IMAGE_FETCH_ALLOW_PRIVATE: boolean };
    config.IMAGE_FETCH_ALLOW_PRIVATE = false;
    let view: { id: string } & Record<string, unknown>;
    try {
      const answer = (await apply(csv)).json();
      view = await settled(answer.import.id);
    } finally {
      config.IMAGE_FETCH_ALLOW_PRIVATE = true;
    }
    expect(view).toMatchObject({ status: 'done', doneRows: 3, images: { done: 0, failed: 3 } });
    expect(view.failedImages).toEqual([
      expect.objectContaining({ row: 2, error: IMAGE_FETCH_MESSAGES.privateAddress }),
      expect.objectContaining({ row: 3, error: IMAGE_FETCH_MESSAGES.privateAddress }),
      expect.objectContaining({ row: 4, error: IMAGE_FETCH_MESSAGES.privateAddress }),
    ]);
    // The products are there without their images: a failed image never fails the import.
    expect(await imagesOf('PRIV-1')).toEqual([]);

    // With the stand-in let through, the retry brings the image, once however often it runs.
    flaky = true;
    const second = (
      await apply(
        csvOf([
          {
            Title: 'Flaky',
            'Variant SKU': 'PRIV-3',
            'Variant Price': '1.00',
            'Image Src': `${base}/flaky.png`,
            'Image Alt Text': 'Blue',
          },
        ]),
      )
    ).json();
    let again = await settled(second.import.id);
    expect(again.failedImages).toEqual([
      expect.objectContaining({ row: 2, error: IMAGE_FETCH_MESSAGES.status(503) }),
    ]);
    flaky = false;
    expect((await post(`/api/admin/products/imports/${again.id}/retry-images`)).json().retried).toBe(1);
    again = await settled(again.id);
    expect(again).toMatchObject({ status: 'done', images: { done: 1, failed: 0 }, failedImages: [] });
    expect(await imagesOf('PRIV-3')).toEqual([
      { position: 0, altText: 'Blue', sourceUrl: `${base}/flaky.png` },
    ]);
    // Nothing left to retry.
    expect((await post(`/api/admin/products/imports/${again.id}/retry-images`)).json().retried).toBe(0);
  });

  it('puts several images of one product in the file’s order, and a re-run adds none twice', async () => {
    const [mug] = await t.database.db.select().from(products).where(eq(products.sku, 'MOVE-1'));
    const file = stringify([{ ID: mug.id, 'Image Src': `${base}/blue.png`, 'Image Alt Text': 'Blue side' }], {
      header: true,
      columns: ['ID', 'Image Src', 'Image Alt Text'],
    });
    const first = (await apply(file)).json();
    await settled(first.import.id);
    const second = (await apply(file)).json();
    await settled(second.import.id);
    expect(await imagesOf('MOVE-1')).toEqual([
      { position: 0, altText: 'A red mug', sourceUrl: `${base}/red.png` },
      { position: 1, altText: 'Blue side', sourceUrl: `${base}/blue.png` },
    ]);
  });

  it('makes a fetched image the photo of the sizes that name it', async () => {
    const file = stringify(
      [
        [
          'tee',
          'Moved tee',
          'Colour',
          'Green',
          'TEE-G',
          '20.00',
          `${base}/green.png`,
          'Green tee',
          `${base}/green.png`,
        ],
        ['tee', '', '', 'Blue', 'TEE-B', '20.00', `${base}/blue.png`, 'Blue tee', `${base}/blue.png`],
      ],
      {
        header: true,
        columns: [
          'Handle',
          'Title',
          'Option1 Name',
          'Option1 Value',
          'Variant SKU',
          'Variant Price',
          'Image Src',
          'Image Alt Text',
          'Variant Image',
        ],
      },
    );
    const answer = (await apply(file)).json();
    expect(await settled(answer.import.id)).toMatchObject({ status: 'done', images: { done: 2, failed: 0 } });
    const [tee] = await t.database.db.select().from(products).where(eq(products.handle, 'tee'));
    const images = await t.database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, tee.id))
      .orderBy(productImages.position);
    expect(images.map((image) => [image.position, image.altText])).toEqual([
      [0, 'Green tee'],
      [1, 'Blue tee'],
    ]);
    const variants = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, tee.id));
    const photoOf = (sku: string) => variants.find((variant) => variant.sku === sku)?.imageId;
    expect(photoOf('TEE-G')).toBe(images[0].id);
    expect(photoOf('TEE-B')).toBe(images[1].id);
  });

  it('refuses a file with a wrong row whole, keeping no job', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(catalogImports))[0].n;
    const response = await apply(
      csvOf([
        {
          Title: 'No price',
          'Variant SKU': 'BAD-1',
          'Variant Price': 'x',
          'Image Src': '',
          'Image Alt Text': '',
        },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'IMPORT_INVALID' });
    const after = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(catalogImports))[0].n;
    expect(after).toBe(before);
  });
});

describe('a catalog import job', () => {
  it('stops when cancelled between batches; what it applied stays, and it is not taken again', async () => {
    const demoTenant = { id: 'demo' } as Parameters<typeof createCatalogImport>[1];
    const { job } = await createCatalogImport(t.app, demoTenant, {
      bytes: Buffer.from(bulk(1_100, 'CANCEL')),
      name: 'big.csv',
      createdBy: null,
    });
    const claimed = await claimImport(t.app, job.id);
    expect(claimed?.id).toBe(job.id);
    // The api stops after one batch: the job is let go with its cursor where the batch left it.
    let batches = 0;
    await runClaimedImport(t.app, claimed!, () => batches++ > 0);
    expect(await countOf('CANCEL')).toBe(IMPORT_BATCH_PRODUCTS);
    const cancelled = await post(`/api/admin/products/imports/${job.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      doneRows: IMPORT_BATCH_PRODUCTS,
      totalRows: 1_100,
    });
    expect(await claimImport(t.app, job.id)).toBeNull();
    expect(await countOf('CANCEL')).toBe(IMPORT_BATCH_PRODUCTS);
    const again = await post(`/api/admin/products/imports/${job.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'IMPORT_FINISHED',
      error: CATALOG_IMPORT_MESSAGES.notRunning,
    });
  });

  it('cancelled with images still to fetch: none stays pending, its stream completes, and it stays cancelled', async () => {
    const demoTenant = { id: 'demo' } as Parameters<typeof createCatalogImport>[1];
    const csv = csvOf([
      {
        Title: 'Cancelled vase',
        'Variant SKU': 'CANCEL-IMG-1',
        'Variant Price': '9.00',
        'Image Src': `${base}/green.png`,
        'Image Alt Text': '',
      },
    ]);
    const { job } = await createCatalogImport(t.app, demoTenant, {
      bytes: Buffer.from(csv),
      name: 'vase.csv',
      createdBy: null,
    });
    const claimed = await claimImport(t.app, job.id);
    // The api stops once the rows are in: the image is left pending.
    let checks = 0;
    await runClaimedImport(t.app, claimed!, () => checks++ > 0);
    expect((await get(`/api/admin/products/imports/${job.id}`)).json().images.pending).toBe(1);
    expect((await post(`/api/admin/products/imports/${job.id}/cancel`)).statusCode).toBe(200);
    const view = (await get(`/api/admin/products/imports/${job.id}`)).json();
    expect(view).toMatchObject({ status: 'cancelled', images: { pending: 0, failed: 1 } });
    expect(view.failedImages[0].error).toBe(CATALOG_IMPORT_MESSAGES.imageCancelled);
    const stream = await get(`/api/admin/products/imports/${job.id}/events`);
    expect(stream.body).toMatch(/event: complete\ndata: \{"id":"[^"]+","status":"cancelled"/);
    // A stopped import's images are not fetched again: it stays stopped.
    const retried = await post(`/api/admin/products/imports/${job.id}/retry-images`);
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toMatchObject({ code: 'IMPORT_CANCELLED' });
    expect((await get(`/api/admin/products/imports/${job.id}`)).json().status).toBe('cancelled');
  });

  it('meets an error that may pass: lets the job go with its file, runs again, and fails only for good', async () => {
    const demoTenant = { id: 'demo' } as Parameters<typeof createCatalogImport>[1];
    const { job } = await createCatalogImport(t.app, demoTenant, {
      bytes: Buffer.from(bulk(3, 'AGAIN')),
      name: 'again.csv',
      createdBy: null,
    });
    const stored = async () =>
      (await t.database.db.select().from(catalogImports).where(eq(catalogImports.id, job.id)))[0];
    const lost = jest.spyOn(t.app.db, 'transaction').mockRejectedValueOnce(new Error('connection reset'));
    await runClaimedImport(t.app, (await claimImport(t.app, job.id))!, () => false);
    lost.mockRestore();
    expect(await stored()).toMatchObject({ status: 'running', leaseOwner: null, doneRows: 0 });
    expect((await stored()).file).not.toBeNull();
    await runClaimedImport(t.app, (await claimImport(t.app, job.id))!, () => false);
    expect(await stored()).toMatchObject({ status: 'done', doneRows: 3, file: null });
    expect(await countOf('AGAIN')).toBe(3);
    // One that keeps failing fails after IMPORT_MAX_ATTEMPTS.
    const { job: doomed } = await createCatalogImport(t.app, demoTenant, {
      bytes: Buffer.from(bulk(2, 'DOOMED')),
      name: 'doomed.csv',
      createdBy: null,
    });
    const broken = jest.spyOn(t.app.db, 'transaction').mockRejectedValue(new Error('connection reset'));
    for (let attempt = 0; attempt < 3; attempt += 1)
      await runClaimedImport(t.app, (await claimImport(t.app, doomed.id))!, () => false);
    broken.mockRestore();
    const [failed] = await t.database.db
      .select()
      .from(catalogImports)
      .where(eq(catalogImports.id, doomed.id));
    expect(failed).toMatchObject({ status: 'failed', file: null });
  });

  it('renews its hold before each image, and marks an image only while it holds the job', async () => {
    const demoTenant = { id: 'demo' } as Parameters<typeof createCatalogImport>[1];
    const csv = csvOf(
      ['red', 'green', 'blue'].map((colour, n) => ({
        Title: `Held ${colour}`,
        'Variant SKU': `HELD-${n}`,
        'Variant Price': '4.00',
        'Image Src': `${base}/${colour}.png`,
        'Image Alt Text': '',
      })),
    );
    const { job } = await createCatalogImport(t.app, demoTenant, {
      bytes: Buffer.from(csv),
      name: 'held.csv',
      createdBy: null,
    });
    const claimed = (await claimImport(t.app, job.id))!;
    let rowChecks = 0;
    await runClaimedImport(t.app, claimed, () => rowChecks++ > 0);
    const [image] = await t.database.db
      .select()
      .from(catalogImportImages)
      .where(eq(catalogImportImages.importId, job.id));
    // Nobody holds the job now: a late runner's mark is not written.
    expect(await markImportImage(t.database.db, image, claimed.leaseOwner!, { status: 'done' })).toBe(false);
    const retaken = (await claimImport(t.app, job.id))!;
    let renewals = 0;
    const held = async () => {
      renewals += 1;
      return renewCatalogImport(t.database.db, job.id, retaken.leaseOwner!, 30);
    };
    expect(await fetchImportImages(t.app, job.id, retaken.leaseOwner!, held)).toBe('done');
    expect(renewals).toBeGreaterThanOrEqual(3 + 2);
  });

  it('is the store’s own: another store can neither read, follow nor cancel it', async () => {
    const answer = (await apply(bulk(2, 'MINE'))).json();
    const id = answer.import.id as string;
    expect(
      (await get(`/api/admin/products/imports/${id}`, northOwner, { 'x-tenant-id': 'north' })).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/admin/products/imports/${id}/events`, northOwner, { 'x-tenant-id': 'north' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/admin/products/imports/${id}/cancel`, northOwner, { 'x-tenant-id': 'north' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/admin/products/imports/${id}/retry-images`, northOwner, { 'x-tenant-id': 'north' }))
        .statusCode,
    ).toBe(404);
    const theirs = (await get('/api/admin/products/imports', northOwner, { 'x-tenant-id': 'north' })).json();
    expect(theirs.imports.map((one: { id: string }) => one.id)).not.toContain(id);
    // The owner's own stream follows it to its end.
    const stream = await get(`/api/admin/products/imports/${id}/events`);
    expect(stream.statusCode).toBe(200);
    expect(stream.body).toMatch(/event: complete\ndata: \{"id":"[^"]+","status":"done"/);
    const lines = (await get('/api/admin/audit')).json();
    expect(JSON.stringify(lines)).toContain('product.import');
  });
});
