/**
 * A big catalog import survives its api dying: a real api process on PostgreSQL takes in a file of
 * 5,000 products (every 100th with an image served by a local host), is killed (SIGKILL) part-way
 * through, and a new api process takes the job over once its lease runs out and finishes it, with
 * exactly 5,000 products and no image twice. PostgreSQL only (jest.config.js's POSTGRES_ONLY).
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { catalogImportImages, catalogImports, productImages, products } from '@/server/src/db/schema';
import { freePort } from '@/scripts/lib/cluster';
import { startApi, stop, waitForChild } from '@/scripts/lib/processes';
import { bearerFor, buildTestApp, type TestApp } from './support/build-app';

const PRODUCTS = 5_000;
const IMAGE_EVERY = 100;

jest.setTimeout(400_000);

let t: TestApp;
let host: http.Server;
let base = '';
const children: ChildProcess[] = [];

beforeAll(async () => {
  // jest.config.js runs this file only on PostgreSQL: the api processes share its database.
  if (!process.env.TEST_DATABASE_URL) throw new Error('This file runs on PostgreSQL: set TEST_DATABASE_URL');
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#8e44ad' } })
    .png()
    .toBuffer();
  host = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(png),
  );
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  t = await buildTestApp();
});

afterAll(async () => {
  for (const child of children) await stopApi(child, 2_000);
  await t?.close();
  host?.closeAllConnections();
  await new Promise<void>((resolve) => host?.close(() => resolve()));
});

/** An api process over the test's database and files; a short lease, so a takeover comes soon. */
async function startApiProcess(name: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = startApi(
    {
      PATH: process.env.PATH,
      ...t.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.databaseUrl!,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      IMAGE_FETCH_ALLOW_PRIVATE: 'true',
      CATALOG_IMPORT_LEASE_SECONDS: '5',
    } as NodeJS.ProcessEnv,
    true,
    name,
  );
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForChild(child, name, `${url}/api/health`);
  return { child, url };
}

/** SIGKILL to the api (node itself runs the compiled api), as a machine losing power would. */
const killHard = (child: ChildProcess) => child.kill('SIGKILL');

/** Stops an api: SIGTERM (it lets its jobs go), SIGKILL after the grace. */
const stopApi = (child: ChildProcess, graceMs: number) => stop(child, graceMs);

const fileOf = () =>
  stringify(
    Array.from({ length: PRODUCTS }, (_, index) => ({
      Title: `Restart piece ${index}`,
      'Variant SKU': `RESTART-${index}`,
      'Variant Price': '7.00',
      'Image Src': index % IMAGE_EVERY === 0 ? `${base}/piece-${index}.png` : '',
      'Image Alt Text': index % IMAGE_EVERY === 0 ? `Piece ${index}` : '',
    })),
    { header: true, columns: ['Title', 'Variant SKU', 'Variant Price', 'Image Src', 'Image Alt Text'] },
  );

const job = async () =>
  (
    await t.database.db
      .select()
      .from(catalogImports)
      .orderBy(sql`created_at desc`)
      .limit(1)
  )[0];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('finishes after its api is killed mid-job, on a new api, with nothing twice', async () => {
  const auth = await bearerFor(t.app, 'owner@demo.test');
  const first = await startApiProcess('api-1');
  const form = new FormData();
  form.append('file', new Blob([fileOf()], { type: 'text/csv' }), 'restart.csv');
  // Not awaited: the api is killed before it would answer.
  void fetch(`${first.url}/api/admin/products/import?dryRun=false`, {
    method: 'POST',
    headers: { 'x-tenant-id': 'demo', ...auth },
    body: form,
  }).catch(() => undefined);

  const midway = await until(job, (row) => row?.doneRows >= 1_000, 200_000);
  killHard(first.child);
  await new Promise((resolve) => first.child.once('exit', resolve));
  const left = await job();
  expect(midway.id).toBe(left.id);
  expect(left.status).toBe('running');
  expect(left.doneRows).toBeLessThan(PRODUCTS);

  const second = await startApiProcess('api-2');
  const finished = await until(
    async () => {
      const row = await job();
      const [pending] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(catalogImportImages)
        .where(
          sql`${catalogImportImages.importId} = ${row.id} and ${catalogImportImages.status} = 'pending'`,
        );
      return { row, pending: pending.n };
    },
    ({ row, pending }) => row.status === 'done' && pending === 0,
    300_000,
  );
  await stopApi(second.child, 5_000);
  expect(finished.row).toMatchObject({ status: 'done', doneRows: PRODUCTS, failedRows: 0 });
  expect(finished.row.leaseOwner).toBeNull();

  const [count] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.sku} like 'RESTART-%'`);
  expect(count.n).toBe(PRODUCTS);
  const [images] = await t.database.db
    .select({
      all: sql<number>`count(*)::int`,
      distinct: sql<number>`count(distinct (${productImages.productId}, ${productImages.sourceUrl}))::int`,
      products: sql<number>`count(distinct ${productImages.productId})::int`,
    })
    .from(productImages)
    .where(sql`${productImages.sourceUrl} like ${`${base}/%`}`);
  expect(images).toEqual({
    all: PRODUCTS / IMAGE_EVERY,
    distinct: PRODUCTS / IMAGE_EVERY,
    products: PRODUCTS / IMAGE_EVERY,
  });
  const failed = await t.database.db
    .select()
    .from(catalogImportImages)
    .where(eq(catalogImportImages.status, 'failed'));
  expect(failed).toEqual([]);
  expect(finished.row.report).toHaveLength(PRODUCTS);
});
