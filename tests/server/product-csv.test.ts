/**
 * The catalog as CSV: the streamed export, the import's dry run and its all-or-nothing apply, with
 * the storefront following (expired pages, inventoryUpdate on the socket), and the SKU's rules.
 */
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { io as connect, type Socket } from 'socket.io-client';
import { PRODUCT_CSV_HEADER } from '@/lib/constants/product-csv';
import { INVENTORY_UPDATE_EVENT } from '@/lib/constants/realtime';
import type { ImportReport } from '@/lib/schemas/product-csv';
import { ApiError } from '@server/errors';
import { importCatalog } from '@server/services/catalog/product-csv-import';
import { bearerFor, buildTestApp, demo, type TestApp } from './support/build-app';
import { startRevalidationListener } from './support/revalidation-listener';

const SECRET = 'revalidate-secret-for-product-csv-tests';
let t: TestApp;
let listener: Awaited<ReturnType<typeof startRevalidationListener>>;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let socket: Socket;
const stockEvents: { productId: string; newInventory: number | null }[] = [];

beforeAll(async () => {
  listener = await startRevalidationListener(SECRET);
  t = await buildTestApp({ WEB_URL: listener.url, REVALIDATE_SECRET: SECRET });
  [owner, shopper] = await Promise.all([
    bearerFor(t.app, 'owner@demo.test'),
    bearerFor(t.app, 'shopper@demo.test'),
  ]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  socket = connect(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    auth: { tenantId: 'demo' },
    reconnection: false,
    forceNew: true,
  });
  socket.on(INVENTORY_UPDATE_EVENT, (event) => stockEvents.push(event));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}, 60_000);
afterAll(async () => {
  socket?.disconnect();
  await t.close();
  await listener?.close();
});

async function waitFor(check: () => boolean, timeoutMs = 3_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

function multipart(csv: string | Buffer) {
  const boundary = '----sitka-csv-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importCsv = async (csv: string, dryRun: boolean, auth = owner) => {
  if (!dryRun && auth === owner) return applyCsv(csv);
  const body = multipart(csv);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { ...demo, ...auth, ...body.headers },
    payload: body.payload,
  });
};

/** What an applied import answers: its report, or a refusal's code and message with the report. */
type Answer = ImportReport & { code?: string; field?: string; error?: string };

/**
 * The import applied in one transaction (importCatalog), answered as the route answers: the
 * report, or a refusal's status with its report.
 */
async function applyCsv(csv: string | Buffer) {
  try {
    const report = await importCatalog(t.app, { id: 'demo', name: 'Demo' }, Buffer.from(csv));
    return { statusCode: 200, json: (): Answer => report };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = { code: error.code, field: error.field, error: error.message, ...error.details };
    return { statusCode: error.statusCode, json: (): Answer => body as unknown as Answer };
  }
}

const exportCsv = () => t.app.inject({ url: '/api/admin/products/export', headers: { ...demo, ...owner } });

const csvOf = (rows: Record<string, string>[]) =>
  stringify(rows, { header: true, columns: Object.keys(rows[0]) });

async function catalog(): Promise<Record<string, string>[]> {
  return parse((await exportCsv()).body, { columns: true, bom: true });
}

describe('GET /api/admin/products/export', () => {
  it('answers every product as CSV with Shopify-style columns, an ID and a dated file name', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="products-demo-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows: string[][] = parse(response.body);
    expect(rows[0]).toEqual([...PRODUCT_CSV_HEADER]);
    const admin = await t.app.inject({
      url: '/api/admin/products?pageSize=1',
      headers: { ...demo, ...owner },
    });
    // One row per product, or per variant of a product that has them.
    const id = rows[0].indexOf('ID');
    expect(new Set(rows.slice(1).map((row) => row[id])).size).toBe(admin.json().total);
    const option = rows[0].indexOf('Option1 Value');
    expect(rows.filter((row) => row[option] === 'Size 6')).toHaveLength(1);
  });

  it('is refused to a shopper and without a token', async () => {
    expect((await t.app.inject({ url: '/api/admin/products/export', headers: demo })).statusCode).toBe(401);
    const response = await t.app.inject({
      url: '/api/admin/products/export',
      headers: { ...demo, ...shopper },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/products/import', () => {
  it('reads its own export back as all unchanged', async () => {
    const response = await importCsv((await exportCsv()).body, true);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.summary).toMatchObject({ create: 0, update: 0, error: 0 });
    expect(report.summary.unchanged).toBe((await catalog()).length);
    expect(report.rows.every((row: { action: string }) => row.action === 'unchanged')).toBe(true);
  });

  it('dry run reports creates and changes and writes nothing', async () => {
    const before = await exportCsv();
    // A product sold as itself (a product with variants has a row per variant).
    const first = (await catalog()).find((row) => row.Title && !row['Option1 Value'])!;
    const csv = csvOf([
      { ...first, 'Variant Price': '999.00', 'Variant Inventory Qty': '3' },
      {
        ...first,
        Handle: 'dry-run-bowl',
        ID: '',
        'Variant SKU': 'DRY-NEW-1',
        Title: 'Dry run bowl',
        'Variant Price': '12.50',
      },
    ]);
    const report = (await importCsv(csv, true)).json();
    expect(report.rows[0]).toMatchObject({ row: 2, action: 'update', id: first.ID });
    expect(report.rows[0].changes).toEqual(
      expect.arrayContaining([{ column: 'Variant Price', from: first['Variant Price'], to: '999.00' }]),
    );
    expect(report.rows[1]).toMatchObject({ row: 3, action: 'create', sku: 'DRY-NEW-1' });
    expect((await exportCsv()).body).toBe(before.body);
  });

  it('applies creates and updates in one go; the new product matches by SKU next time', async () => {
    // A product sold as itself (a product with variants has a row per variant).
    const first = (await catalog()).find((row) => row.Title && !row['Option1 Value'])!;
    // Which product comes first depends on its generated id: the new stock differs from whatever it has.
    const stock = Number(first['Variant Inventory Qty'] || 0) + 5;
    const csv = csvOf([
      { ...first, 'Variant Inventory Qty': String(stock), 'Variant SKU': 'SKU-FIRST' },
      {
        ...first,
        Handle: 'imported-mug',
        ID: '',
        'Variant SKU': 'CSV-NEW-1',
        Title: 'Imported mug',
        'Variant Price': '24.00',
        // Neither a status nor Published: a new product is on sale (the row copied may be a draft).
        Status: '',
        Published: '',
      },
    ]);
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(200);
    expect(response.json().summary).toMatchObject({ create: 1, update: 1, error: 0 });
    expect(
      await waitFor(() => stockEvents.some((e) => e.productId === first.ID && e.newInventory === stock)),
    ).toBe(true);
    expect(await listener.waitForTag('products:demo')).toBe(true);
    const after = await catalog();
    expect(after.find((row) => row.ID === first.ID)).toMatchObject({
      'Variant Inventory Qty': String(stock),
      'Variant SKU': 'SKU-FIRST',
    });
    const created = after.find((row) => row['Variant SKU'] === 'CSV-NEW-1');
    expect(created).toMatchObject({ Title: 'Imported mug', 'Variant Price': '24.00', Published: 'true' });
    const again = csvOf([{ 'Variant SKU': 'CSV-NEW-1', Title: 'Imported mug', 'Variant Price': '26.00' }]);
    expect((await importCsv(again, true)).json().rows[0]).toMatchObject({
      action: 'update',
      id: created?.ID,
    });
  });

  it('refuses a malformed file whole, naming each row and column, and writes nothing', async () => {
    const before = (await exportCsv()).body;
    // Rows of single products: a variant row with an empty ID is refused for that instead.
    const [first, second] = (await catalog()).filter((row) => row.Title && !row['Option1 Value']);
    const csv = csvOf([
      { ...first, 'Variant Price': 'twelve' },
      { ...second, Title: '' },
      { ...first, Handle: 'dup-a', ID: '', 'Variant SKU': 'DUP-1', Title: 'A', 'Variant Price': '1.00' },
      { ...first, Handle: 'dup-b', ID: '', 'Variant SKU': 'DUP-1', Title: 'B', 'Variant Price': '1.00' },
      { ...first, Handle: 'ghost', ID: '00000000-0000-4000-8000-000000000000', 'Variant SKU': '' },
      { ...first, Handle: 'ok-new', ID: '', 'Variant SKU': 'OK-NEW', Title: 'Fine', 'Variant Price': '3.00' },
    ]);
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'IMPORT_INVALID', field: 'file', applied: false });
    expect(body.error).toMatch(/row 2, column Variant Price/);
    const errorsOf = (row: number) =>
      body.rows.find((r: { row: number }) => r.row === row)?.errors?.map((e: { column: string }) => e.column);
    expect(errorsOf(2)).toEqual(['Variant Price']);
    expect(errorsOf(3)).toEqual(['Title']);
    expect(errorsOf(5)).toEqual(['Variant SKU']);
    expect(errorsOf(6)).toEqual(['ID']);
    expect(body.rows[5]).toMatchObject({ row: 7, action: 'create' });
    expect(body.summary.error).toBe(4);
    expect((await exportCsv()).body).toBe(before);
  });

  it('answers 400 naming the file when it is missing or not CSV', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...demo, ...owner, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'file' });
    const broken = await importCsv('Title,Variant Price\n"unclosed,1.00\n', true);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'CSV_INVALID', field: 'file' });
  });

  it('does not reach another store’s product by its ID or leak it in the export', async () => {
    const north = (await t.app.inject({ url: '/api/products', headers: { 'x-tenant-id': 'north' } })).json()
      .products[0] as { id: string; name: string };
    expect((await exportCsv()).body).not.toContain(north.id);
    const csv = csvOf([{ ID: north.id, Title: 'Taken over', 'Variant Price': '1.00' }]);
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().rows[0].errors).toEqual([
      { column: 'ID', message: 'No product of this store has this ID' },
    ]);
    const after = await t.app.inject({
      url: `/api/products/${north.id}`,
      headers: { 'x-tenant-id': 'north' },
    });
    expect(after.json().name).toBe(north.name);
  });

  it('refuses a shopper', async () => {
    expect((await importCsv('Title\nA\n', true, shopper)).statusCode).toBe(403);
  });

  // How long it takes is the bench's figure (scripts/bench/big-catalog.ts, target ≤ 5 s), not a test's.
  it('imports 1,000 new products in one file', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      Title: `Bulk piece ${i}`,
      'Variant SKU': `BULK-${i}`,
      'Variant Price': '10.00',
      'Variant Inventory Qty': String(i % 5),
    }));
    const response = await importCsv(csvOf(rows), false);
    expect(response.statusCode).toBe(200);
    expect(response.json().summary.create).toBe(1000);
    const imported = (await catalog()).filter((row) => row.Title.startsWith('Bulk piece '));
    expect(imported).toHaveLength(1000);
    expect(imported.find((row) => row['Variant SKU'] === 'BULK-999')).toMatchObject({
      Title: 'Bulk piece 999',
      'Variant Inventory Qty': '4',
    });
  });
});

describe('SKU on the product', () => {
  it('is unique in the store: 409 naming sku', async () => {
    const make = (sku: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: { ...demo, ...owner },
        payload: { name: 'Sku piece', price: 5, sku },
      });
    const first = await make('UNIQ-1');
    expect(first.statusCode).toBe(201);
    expect(first.json().sku).toBe('UNIQ-1');
    const second = await make('UNIQ-1');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'SKU_TAKEN', field: 'sku' });
    const bad = await make('bad sku!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'sku' });
  });
});
