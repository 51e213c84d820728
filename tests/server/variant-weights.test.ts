/**
 * A size's own shipping weight: the owner sets it with the product's variants (checked as the
 * product's weight is), the shop's product answer carries it, the catalog CSV writes it on the
 * size's row and reads it back, and a product backup restores it (an older backup, written before
 * sizes had weights, leaves them as they are).
 */
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { MAX_WEIGHT_GRAMS } from '@/lib/constants/catalog';
import { PRODUCT_CSV_COLUMNS as C } from '@/lib/constants/product-csv';
import { productVariants, products } from '@/server/src/db/schema';
import { writeProductBackup } from '@/server/src/services/backups/product-backups';
import { demo, type TestApp, ownerApp } from './support/build-app';

type Variant = {
  id: string;
  name: string;
  sku: string | null;
  price: number | null;
  totalInventory: number | null;
  weightGrams: number | null;
};
type Product = { id: string; name: string; version: number; weightGrams: number | null; variants: Variant[] };

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  ({ t, owner } = await ownerApp());
}, 120_000);
afterAll(() => t.close());

const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { ...demo, ...owner }, payload });

let made = 0;
/** A new ring of the demo store weighing 20 g, in the sizes given. */
async function ringIn(variants: object[], extra: object = {}): Promise<Product> {
  made += 1;
  const response = await admin('POST', '/api/admin/products', {
    name: `Weighed Ring ${made}`,
    price: 90,
    weightGrams: 20,
    variants,
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const weightsOf = (product: Pick<Product, 'variants'>) =>
  product.variants.map((variant) => [variant.name, variant.weightGrams]);
const shopAnswer = async (id: string): Promise<Product> =>
  (await t.app.inject({ url: `/api/products/${id}`, headers: demo })).json();
const storedWeights = async (productId: string) =>
  (
    await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(productVariants.position)
  ).map((row) => [row.name, row.weightGrams]);

describe('the owner sets a size’s weight', () => {
  it('keeps it with the size; the owner’s and the shop’s answers carry it, null for the product’s', async () => {
    const ring = await ringIn([
      { name: 'Size 6', totalInventory: 1, weightGrams: 30 },
      { name: 'Size 7', totalInventory: 2 },
    ]);
    expect(weightsOf(ring)).toEqual([
      ['Size 6', 30],
      ['Size 7', null],
    ]);
    expect(ring.weightGrams).toBe(20);
    const shop = await shopAnswer(ring.id);
    expect(weightsOf(shop)).toEqual([
      ['Size 6', 30],
      ['Size 7', null],
    ]);
    const list = (await t.app.inject({ url: '/api/products?limit=100', headers: demo })).json().products;
    expect(weightsOf(list.find((product: Product) => product.id === ring.id))).toEqual([
      ['Size 6', 30],
      ['Size 7', null],
    ]);
  });

  it('changes it, clears it with null, and keeps it when an edit leaves it out', async () => {
    const ring = await ringIn([
      { name: 'Size 6', totalInventory: 1, weightGrams: 30 },
      { name: 'Size 7', totalInventory: 2, weightGrams: 0 },
    ]);
    const [six, seven] = ring.variants;
    const edit = await admin('PUT', `/api/admin/products/${ring.id}`, {
      version: ring.version,
      variants: [
        { id: six.id, name: 'Size 6', totalInventory: 1 },
        { id: seven.id, name: 'Size 7', totalInventory: 2, weightGrams: null },
        { name: 'Size 8', totalInventory: 3, weightGrams: MAX_WEIGHT_GRAMS },
      ],
    });
    expect(edit.statusCode).toBe(200);
    expect(weightsOf(edit.json())).toEqual([
      ['Size 6', 30],
      ['Size 7', null],
      ['Size 8', MAX_WEIGHT_GRAMS],
    ]);
    expect(weightsOf(await shopAnswer(ring.id))).toEqual(weightsOf(edit.json()));
  });

  it.each([
    ['a negative weight', -1, 'Weight cannot be negative'],
    ['a fraction of a gram', 12.5, 'Weight must be a whole number of grams'],
    ['a weight past the limit', MAX_WEIGHT_GRAMS + 1, 'Weight is too large'],
    ['a text', '30', 'Weight must be a whole number of grams'],
  ])(
    'refuses %s with 400 naming the size’s field, as the product’s weight is refused',
    async (_, weight, message) => {
      const variants = [
        { name: 'Size 6', totalInventory: 1 },
        { name: 'Size 7', totalInventory: 1, weightGrams: weight },
      ];
      const created = await admin('POST', '/api/admin/products', {
        name: 'Refused Ring',
        price: 90,
        variants,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'variants.1.weightGrams',
        error: `variants.1.weightGrams: ${message}`,
      });
      const own = await admin('POST', '/api/admin/products', {
        name: 'Refused Ring',
        price: 90,
        weightGrams: weight,
      });
      expect(own.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'weightGrams',
        error: `weightGrams: ${message}`,
      });

      const ring = await ringIn([{ name: 'Size 6', totalInventory: 1, weightGrams: 30 }]);
      const edit = await admin('PUT', `/api/admin/products/${ring.id}`, {
        version: ring.version,
        variants: [{ id: ring.variants[0].id, name: 'Size 6', totalInventory: 1, weightGrams: weight }],
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json()).toMatchObject({
        field: 'variants.0.weightGrams',
        error: `variants.0.weightGrams: ${message}`,
      });
      expect(await storedWeights(ring.id)).toEqual([['Size 6', 30]]);
    },
  );
});

describe('the catalog CSV carries each size’s weight', () => {
  function multipart(csv: string) {
    const boundary = '----sitka-weight-boundary';
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
    const body = multipart(csv);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?dryRun=${dryRun}`,
      headers: { ...demo, ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const exported = async () =>
    parse((await t.app.inject({ url: '/api/admin/products/export', headers: { ...demo, ...owner } })).body, {
      columns: true,
      bom: true,
    }) as Record<string, string>[];
  const csvOf = (rows: Record<string, string>[]) =>
    stringify(rows, { header: true, columns: Object.keys(rows[0]) });

  it('writes each size’s weight on its row (the product’s when it has none) and reads the file back unchanged', async () => {
    const ring = await ringIn([
      { name: 'Size 6', totalInventory: 1, weightGrams: 30 },
      { name: 'Size 7', totalInventory: 1 },
      { name: 'Size 8', totalInventory: 1, weightGrams: 45 },
    ]);
    // The first size heavier than the product: the first row's grams are that size's.
    const light = await ringIn(
      [
        { name: 'Size 6', totalInventory: 1, weightGrams: 35 },
        { name: 'Size 7', totalInventory: 1 },
      ],
      { weightGrams: null },
    );
    const all = await exported();
    const rows = all.filter((row) => row[C.id] === ring.id);
    expect(rows.map((row) => [row[C.option1Value], row[C.grams], row[C.weightUnit]])).toEqual([
      ['Size 6', '30', 'g'],
      ['Size 7', '20', 'g'],
      ['Size 8', '45', 'g'],
    ]);
    expect(
      all.filter((row) => row[C.id] === light.id).map((row) => [row[C.option1Value], row[C.grams]]),
    ).toEqual([
      ['Size 6', '35'],
      ['Size 7', ''],
    ]);
    const report = await importCsv(csvOf(all), true);
    expect(report.summary).toEqual({ create: 0, update: 0, unchanged: all.length, error: 0 });
    await importCsv(csvOf(all), false);
    expect(await storedWeights(ring.id)).toEqual([
      ['Size 6', 30],
      ['Size 7', null],
      ['Size 8', 45],
    ]);
    expect(await storedWeights(light.id)).toEqual([
      ['Size 6', 35],
      ['Size 7', null],
    ]);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, light.id));
    expect(row.weightGrams).toBeNull();
  });

  it('reads a size row’s grams as its weight, and empty grams as the product’s', async () => {
    const ring = await ringIn([
      { name: 'Size 6', totalInventory: 1, weightGrams: 30 },
      { name: 'Size 7', totalInventory: 1 },
      { name: 'Size 8', totalInventory: 1, weightGrams: 45 },
    ]);
    const all = await exported();
    const rows = all.filter((row) => row[C.id] === ring.id);
    rows[1][C.grams] = '26';
    rows[2][C.grams] = '';
    const planned = await importCsv(csvOf(all), true);
    // A row each: the two sizes changed.
    expect(planned.summary).toMatchObject({ update: 2, error: 0 });
    const changed = planned.rows.filter((entry: { action: string }) => entry.action === 'update');
    expect(changed.map((entry: { changes: object[] }) => entry.changes)).toEqual([
      [{ column: C.grams, from: '20', to: '26' }],
      [{ column: C.grams, from: '45', to: '20' }],
    ]);
    await importCsv(csvOf(all), false);
    expect(await storedWeights(ring.id)).toEqual([
      ['Size 6', 30],
      ['Size 7', 26],
      ['Size 8', null],
    ]);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, ring.id));
    expect(product.weightGrams).toBe(20);
  });

  it('creates sized products from a file: the first row’s grams are the product’s, other rows’ their sizes’', async () => {
    const handle = `weighed-mug-${Date.now()}`;
    const base = { Handle: handle, 'Option1 Name': 'Glaze', 'Variant Price': '30.00' };
    const csv = csvOf([
      { ...base, Title: 'Weighed Mug', 'Option1 Value': 'Celadon', 'Variant Grams': '400' },
      { ...base, 'Option1 Name': '', 'Option1 Value': 'Tenmoku', 'Variant Grams': '450' },
      { ...base, 'Option1 Name': '', 'Option1 Value': 'Ash', 'Variant Grams': '400' },
      { ...base, 'Option1 Name': '', 'Option1 Value': 'Shino', 'Variant Grams': '' },
    ]);
    const report = await importCsv(csv, false);
    expect(report.summary).toMatchObject({ create: 4, error: 0 });
    const [mug] = await t.database.db.select().from(products).where(eq(products.handle, handle));
    expect(mug.weightGrams).toBe(400);
    expect(await storedWeights(mug.id)).toEqual([
      ['Celadon', null],
      ['Tenmoku', 450],
      ['Ash', null],
      ['Shino', null],
    ]);
  });
});

describe('a product backup keeps each size’s weight', () => {
  const restore = (filename: string, dryRun: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/backups/${filename}/restore`,
      headers: { ...demo, ...owner },
      payload: { dryRun },
    });

  it('restores the weights it holds', async () => {
    const ring = await ringIn([
      { name: 'Size 6', totalInventory: 1, weightGrams: 30 },
      { name: 'Size 7', totalInventory: 1 },
    ]);
    const day = new Date('2031-08-09T12:00:00Z');
    const { filename } = await writeProductBackup(t.app.db, t.app.storage, { id: 'demo', name: 'Demo' }, day);
    const [six, seven] = ring.variants;
    const edit = await admin('PUT', `/api/admin/products/${ring.id}`, {
      version: ring.version,
      variants: [
        { id: six.id, name: 'Size 6', totalInventory: 1, weightGrams: null },
        { id: seven.id, name: 'Size 7', totalInventory: 1, weightGrams: 70 },
      ],
    });
    expect(edit.statusCode).toBe(200);
    const plan = await restore(filename, true);
    expect(plan.json().changed).toContainEqual({ id: ring.id, name: ring.name, fields: ['variants'] });
    expect((await restore(filename, false)).statusCode).toBe(200);
    expect(await storedWeights(ring.id)).toEqual([
      ['Size 6', 30],
      ['Size 7', null],
    ]);
  });

  it('written before sizes had weights, restores the rest and leaves the weights as they are', async () => {
    const ring = await ringIn([
      { name: 'Size 6', totalInventory: 1, weightGrams: 30 },
      { name: 'Size 7', totalInventory: 1 },
    ]);
    const day = new Date('2031-08-10T12:00:00Z');
    const { filename } = await writeProductBackup(t.app.db, t.app.storage, { id: 'demo', name: 'Demo' }, day);
    const key = `demo/backups/${filename}`;
    const file = JSON.parse((await t.app.storage.get(key))!.toString('utf8'));
    const records: Record<string, unknown>[] = file.products ?? file.databases.products;
    for (const record of records)
      for (const variant of (record.variants ?? []) as Record<string, unknown>[]) delete variant.weightGrams;
    await t.app.storage.put(key, JSON.stringify(file));

    const [six, seven] = ring.variants;
    await admin('PUT', `/api/admin/products/${ring.id}`, {
      version: ring.version,
      variants: [
        { id: six.id, name: 'Size 6', totalInventory: 1, weightGrams: 32 },
        { id: seven.id, name: 'Size 7', totalInventory: 5 },
      ],
    });
    const plan = await restore(filename, true);
    expect(plan.statusCode).toBe(200);
    expect(plan.json().changed).toContainEqual({
      id: ring.id,
      name: ring.name,
      fields: ['totalInventory', 'variants'],
    });
    expect((await restore(filename, false)).statusCode).toBe(200);
    const back = await shopAnswer(ring.id);
    expect(back.variants.map((v) => [v.name, v.totalInventory, v.weightGrams])).toEqual([
      ['Size 6', 1, 32],
      ['Size 7', 1, null],
    ]);
  });

  it('refuses a backup whose size weighs less than nothing, as unreadable', async () => {
    const ring = await ringIn([{ name: 'Size 6', totalInventory: 1, weightGrams: 30 }]);
    const day = new Date('2031-08-11T12:00:00Z');
    const { filename } = await writeProductBackup(t.app.db, t.app.storage, { id: 'demo', name: 'Demo' }, day);
    const key = `demo/backups/${filename}`;
    const file = JSON.parse((await t.app.storage.get(key))!.toString('utf8'));
    const records: Record<string, unknown>[] = file.products ?? file.databases.products;
    const record = records.find((entry) => JSON.stringify(entry).includes(ring.id))!;
    (record.variants as Record<string, unknown>[])[0].weightGrams = -5;
    await t.app.storage.put(key, JSON.stringify(file));
    const response = await restore(filename, true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BACKUP_UNREADABLE', field: 'filename' });
  });
});
