/**
 * The catalog CSV as a spreadsheet opens it: no cell starts a formula, the file reads back as it
 * was written, image addresses are the store's own, and a sized product's own columns import.
 */
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { products, productVariants } from '@/server/src/db/schema';
import { PRODUCT_CSV_COLUMNS as C } from '@/lib/constants/product-csv';
import type { ImportReport } from '@/lib/schemas/product-csv';
import { ApiError } from '@server/errors';
import { importCatalog } from '@server/services/catalog/product-csv-import';
import { demo, type TestApp, ownerApp } from './support/build-app';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  ({ t, owner } = await ownerApp({ WEB_URL: 'http://platform.test:3000' }));
}, 180_000);
afterAll(() => t.close());

function multipart(csv: string) {
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

const importCsv = async (csv: string, dryRun: boolean) => {
  if (!dryRun) return applyCsv(csv);
  const body = multipart(csv);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { ...demo, ...owner, ...body.headers },
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

const exportCsv = async () =>
  (await t.app.inject({ url: '/api/admin/products/export', headers: { ...demo, ...owner } })).body;
const rowsOf = (csv: string): Record<string, string>[] => parse(csv, { columns: true, bom: true });

describe('the catalog CSV', () => {
  it('writes a cell that would start a formula after a quote, and reads it back exactly', async () => {
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.tenantId, 'demo'))
      .limit(1);
    const name = '=HYPERLINK("http://evil.test","Click")';
    const description = "'+quoted already";
    await t.database.db.update(products).set({ name, description }).where(eq(products.id, product.id));

    const csv = await exportCsv();
    const row = rowsOf(csv).find((entry) => entry[C.id] === product.id)!;
    expect(row[C.title]).toBe(`'${name}`);
    expect(row[C.body]).toBe(`''+quoted already`);
    expect(row[C.handle]).not.toMatch(/^[=+\-@\t\r]/);
    // Numbers stay numbers.
    expect(row[C.price]).toMatch(/^\d+\.\d{2}$/);
    // No cell of the file starts a formula.
    for (const entry of rowsOf(csv))
      for (const value of Object.values(entry)) expect(value).not.toMatch(/^[=+\-@\t\r]/);

    const back = await importCsv(csv, true);
    expect(back.statusCode).toBe(200);
    expect(back.json().summary).toMatchObject({ create: 0, update: 0, error: 0 });
    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toMatchObject({ name, description });
  });

  it("names images on the store's own address, not the api's", async () => {
    const rows = rowsOf(await exportCsv()).filter((row) => row[C.imageSrc]);
    expect(rows.length).toBeGreaterThan(0);
    // The demo store's primary domain, on the web's port.
    for (const row of rows) expect(row[C.imageSrc]).toMatch(/^http:\/\/demo\.localhost:3000\/api\/images\//);
  });

  it("imports a sized product's new description from its variant rows", async () => {
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.tenantId, 'demo'))
      .limit(1);
    const rows = rowsOf(await exportCsv());
    const own = rows.filter((row) => row[C.id] === variant.productId);
    expect(own.length).toBeGreaterThan(0);
    own[0][C.body] = 'Hand-hammered, now with a longer story.';
    const csv = stringify(rows, { header: true, columns: Object.keys(rows[0]) });

    const planned = await importCsv(csv, true);
    expect(planned.statusCode).toBe(200);
    expect(planned.json().summary).toMatchObject({ update: 1, error: 0 });
    const row = planned.json().rows.find((entry: { action: string }) => entry.action === 'update');
    expect(row?.changes).toEqual([
      expect.objectContaining({ column: C.body, to: 'Hand-hammered, now with a longer story.' }),
    ]);
    expect((await importCsv(csv, false)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(products).where(eq(products.id, variant.productId));
    expect(after.description).toBe('Hand-hammered, now with a longer story.');

    // Two rows of the product asking for different new descriptions: refused, naming the column.
    const again = rowsOf(await exportCsv());
    const both = again.filter((entry) => entry[C.id] === variant.productId);
    expect(both.length).toBeGreaterThan(1);
    both[0][C.body] = 'One story';
    both[1][C.body] = 'Another story';
    const refused = await importCsv(stringify(again, { header: true, columns: Object.keys(again[0]) }), true);
    expect(refused.json().summary.error).toBe(1);
    expect(refused.json().rows.find((entry: { action: string }) => entry.action === 'error')?.errors).toEqual(
      [
        {
          column: C.body,
          message: expect.stringMatching(
            /^Rows \d+ and \d+ give this product different Body \(HTML\) cells$/,
          ),
        },
      ],
    );
  });
});
