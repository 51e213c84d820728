/**
 * The catalog import reads Shopify's product export and Etsy's listing export as those platforms
 * write them: products over several rows by Handle, up to three named options, image rows, drafts
 * and archived products, HTML bodies kept to safe formatting, tags; Etsy's variations and tags.
 * The owner's mapping of the file's types, categories and tags puts products in categories. An
 * import applied as a job, beside the request that waits for it, is in
 * product-csv-platforms-job.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { categories, productCategories, productVariants } from '@/server/src/db/schema';
import { PRODUCT_CSV_COLUMNS as C } from '@/lib/constants/product-csv';
import type { ImportChoices, ImportReport } from '@/lib/schemas/product-csv';
import { ApiError } from '@server/errors';
import { importCatalog, parseCatalogFile, planFile } from '@server/services/catalog/product-csv-import';
import { demo, type TestApp, ownerApp } from './support/build-app';
import { importedProducts } from './support/product-csv-platforms-fixtures';

let t: TestApp;
let owner: Record<string, string>;
const tenant = { id: 'demo', name: 'Demo' };
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/catalog-import', name));

beforeAll(async () => {
  ({ t, owner } = await ownerApp({ WEB_URL: 'http://platform.test:3000' }));
}, 180_000);
afterAll(() => t.close());

const { productByHandle } = importedProducts(() => t);

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

/** The dry run, as the import screen asks for it. */
const preview = async (csv: string | Buffer) => {
  const body = multipart(csv);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products/import?dryRun=true',
    headers: { ...demo, ...owner, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The import applied in one transaction; a refused file answers its error's report. */
async function apply(
  csv: string | Buffer,
  choices?: ImportChoices,
): Promise<{ status: number; body: ImportReport & { message?: string } }> {
  try {
    return { status: 200, body: await importCatalog(t.app, tenant, Buffer.from(csv), choices) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      status: error.statusCode,
      body: { message: error.message, ...error.details } as unknown as ImportReport,
    };
  }
}

const exportCsv = async () =>
  (await t.app.inject({ url: '/api/admin/products/export', headers: { ...demo, ...owner } })).body;
const rowsOf = (csv: string): Record<string, string>[] => parse(csv, { columns: true, bom: true });
const csvOf = (rows: Record<string, string>[]) =>
  stringify(rows, { header: true, columns: Object.keys(rows[0]) });

const variantsOf = (productId: string) =>
  t.database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position);

describe("Shopify's product export", () => {
  it('previews every row without an error, with its types, categories and tags to map', async () => {
    const report = await preview(fixture('shopify-products.csv'));
    expect(report.format).toBe('shopify');
    expect(report.summary).toMatchObject({ create: 12, update: 0, unchanged: 0, error: 0 });
    expect(report.vocabulary.types).toEqual(['Shirts', 'Mugs', 'Candles', 'Jewelry', 'Bags']);
    expect(report.vocabulary.categories).toContain('Apparel & Accessories > Clothing > Shirts');
    expect(report.vocabulary.tags).toEqual(
      expect.arrayContaining(['cotton', 'summer', 'ceramic', 'beeswax', 'vintage', 'linen']),
    );
    const tee = report.rows.find((row: { row: number }) => row.row === 3);
    expect(tee).toMatchObject({
      action: 'create',
      title: 'Example T-Shirt — Green / M',
      sku: 'EX-TEE-GRN-M',
    });
  });

  it('plans each product with its variants and its images in file order, for the import to fetch', async () => {
    const plan = await planFile(t.app.db, 'demo', parseCatalogFile(fixture('shopify-products.csv')), false);
    const tee = plan.products.find((product) => product.handle === 'example-t-shirt')!;
    expect(tee.variants.map((variant) => variant.name)).toEqual([
      'Green / S',
      'Green / M',
      'Slate / S',
      'Slate / M',
    ]);
    expect(tee.images).toEqual([
      {
        url: 'https://cdn.shopify.example/s/files/1/0000/products/tee-green.jpg',
        altText: 'The green tee',
        position: 0,
        row: 2,
        variantKeys: ['EX-TEE-GRN-S', 'EX-TEE-GRN-M'],
      },
      {
        url: 'https://cdn.shopify.example/s/files/1/0000/products/tee-slate.jpg',
        altText: 'The slate tee',
        position: 1,
        row: 3,
        variantKeys: ['EX-TEE-SLT-S', 'EX-TEE-SLT-M'],
      },
      {
        url: 'https://cdn.shopify.example/s/files/1/0000/products/tee-back.jpg',
        altText: 'The back',
        position: 2,
        row: 6,
        variantKeys: [],
      },
    ]);
  });

  it('imports the products: options, a sanitised body, draft and archived, tags and mapped categories', async () => {
    const [rings] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.tenantId, 'demo'))
      .limit(1);
    const choices: ImportChoices = {
      mappings: [
        { kind: 'type', value: 'Mugs', newCategory: 'Mugs and cups' },
        { kind: 'tag', value: 'summer', categoryId: rings.id },
      ],
    };
    const { status, body } = await apply(fixture('shopify-products.csv'), choices);
    expect(status).toBe(200);
    expect(body.summary).toMatchObject({ create: 12, error: 0 });

    const tee = await productByHandle('example-t-shirt');
    expect(tee).toMatchObject({
      name: 'Example T-Shirt',
      optionNames: ['Color', 'Size'],
      priceCents: 2500,
      compareAtPriceCents: 3000,
      weightGrams: 200,
      backorders: false,
      tags: ['cotton', 'summer'],
      draft: false,
      archived: false,
      totalInventory: 12,
      seoTitle: 'Example T-Shirt',
    });
    expect(tee.description).toContain('<strong>soft</strong>');
    expect(tee.description).not.toMatch(/script|alert|onclick|steal/);
    const variants = await variantsOf(tee.id);
    expect(variants.map((variant) => [variant.name, variant.optionValues, variant.priceCents])).toEqual([
      ['Green / S', ['Green', 'S'], null],
      ['Green / M', ['Green', 'M'], null],
      ['Slate / S', ['Slate', 'S'], 2700],
      ['Slate / M', ['Slate', 'M'], 2700],
    ]);
    // Every row gives the product's grams: no size has a weight of its own.
    expect(variants.map((variant) => variant.weightGrams)).toEqual([null, null, null, null]);

    const mug = await productByHandle('glazed-mug');
    expect(mug.optionNames).toEqual(['Glaze', 'Size', 'Finish']);
    expect(mug.backorders).toBe(true);
    expect(mug.description).toContain('<a href="https://potter.example/process"');
    expect(mug.description).not.toMatch(/onmouseover|onerror|iframe|<img/);
    expect((await variantsOf(mug.id)).map((variant) => variant.name)).toContain('Tenmoku / Small / Gloss');

    expect(await productByHandle('draft-candle')).toMatchObject({
      draft: true,
      archived: true,
      sku: 'CANDLE-DRAFT',
    });
    expect(await productByHandle('old-brooch')).toMatchObject({
      draft: false,
      archived: true,
      taxCategory: 'exempt',
    });
    expect(await productByHandle('linen-tote')).toMatchObject({
      optionNames: [],
      priceCents: 2400,
      compareAtPriceCents: 3000,
      seoDescription: 'A lined tote of washed linen.',
      totalInventory: 9,
    });

    const inCategories = async (productId: string) =>
      (
        await t.database.db
          .select({ name: categories.name })
          .from(productCategories)
          .innerJoin(categories, eq(categories.id, productCategories.categoryId))
          .where(eq(productCategories.productId, productId))
      ).map((row) => row.name);
    expect(await inCategories(mug.id)).toEqual(['Mugs and cups']);
    expect(await inCategories(tee.id)).toEqual([rings.name]);
  });

  it('answers the option names and the sanitised body in the product the product page reads', async () => {
    const tee = await productByHandle('example-t-shirt');
    const response = await t.app.inject({ url: `/api/products/${tee.id}`, headers: demo });
    expect(response.statusCode).toBe(200);
    const product = response.json();
    expect(product.optionNames).toEqual(['Color', 'Size']);
    expect(
      product.variants.map((variant: { optionValues: string[] }) => variant.optionValues),
    ).toContainEqual(['Green', 'M']);
    expect(product.descriptionHtml).toContain('<strong>soft</strong>');
    expect(product.descriptionHtml).not.toMatch(/<script|onclick/);
    // A product without options keeps no names; a plain description has no HTML.
    const brooch = await productByHandle('old-brooch');
    expect(brooch.description).toBe('An old brooch, no longer made.');
    // A list carries the description once, as stored; the HTML is the product page's alone.
    const list = await t.app.inject({ url: '/api/products?limit=100', headers: demo });
    const listed = list.json().products.find((product: { id: string }) => product.id === tee.id);
    expect(listed.description).toContain('<strong>soft</strong>');
    expect(listed).not.toHaveProperty('descriptionHtml');
  });

  it('reads its own export back as all unchanged', async () => {
    const report = await preview(await exportCsv());
    expect(report.summary).toMatchObject({ create: 0, update: 0, error: 0 });
    expect(report.rows.every((row: { action: string }) => row.action === 'unchanged')).toBe(true);
  });

  it("applies a sized product's description edited on any of its rows", async () => {
    const tee = await productByHandle('example-t-shirt');
    const rows = rowsOf(await exportCsv());
    const own = rows.filter((row) => row[C.id] === tee.id);
    expect(own.length).toBeGreaterThanOrEqual(4);
    // Shopify's form leaves the product's cells empty on its later rows: the edit is made on the third.
    expect(own[2][C.body]).toBe('');
    own[2][C.body] = '<p>Now in <em>organic</em> cotton.</p>';
    const report = await preview(csvOf(rows));
    expect(report.summary).toMatchObject({ update: 1, error: 0 });
    const changed = report.rows.find((row: { action: string }) => row.action === 'update');
    expect(changed.changes).toEqual([
      expect.objectContaining({ column: C.body, to: '<p>Now in <em>organic</em> cotton.</p>' }),
    ]);
    expect((await apply(csvOf(rows))).status).toBe(200);
    expect((await productByHandle('example-t-shirt')).description).toBe(
      '<p>Now in <em>organic</em> cotton.</p>',
    );
  });

  it('refuses cells of one product that disagree, naming both rows', async () => {
    const tee = await productByHandle('example-t-shirt');
    const rows = rowsOf(await exportCsv());
    const own = rows.filter((row) => row[C.id] === tee.id);
    own[0][C.title] = 'Tee, renamed';
    own[1][C.title] = 'Tee, named otherwise';
    const at = (entry: Record<string, string>) => rows.indexOf(entry) + 2;
    const report = await preview(csvOf(rows));
    expect(report.summary.error).toBe(1);
    const refused = report.rows.find((row: { action: string }) => row.action === 'error');
    expect(refused.row).toBe(at(own[1]));
    expect(refused.errors).toEqual([
      {
        column: C.title,
        message: `Rows ${at(own[0])} and ${at(own[1])} give this product different Title cells`,
      },
    ]);
    const { status } = await apply(csvOf(rows));
    expect(status).toBe(400);
  });

  it('refuses an image address that is not http(s), on its row', async () => {
    const csv = 'Handle,Title,Variant Price,Image Src\nbad-image,Bad image,5.00,javascript:alert(1)\n';
    const report = await preview(csv);
    expect(report.rows[0]).toMatchObject({
      action: 'error',
      errors: [{ column: C.imageSrc, message: 'Image Src must be an http(s) address' }],
    });
  });
});

describe("Etsy's listing export", () => {
  it('imports listings with their variations as options, tags and materials as tags, and images', async () => {
    const report = await preview(fixture('etsy-listings.csv'));
    expect(report.format).toBe('etsy');
    expect(report.summary).toMatchObject({ create: 2, error: 0 });
    const plan = await planFile(t.app.db, 'demo', parseCatalogFile(fixture('etsy-listings.csv')), false);
    expect(plan.products[0].images.map((image) => image.url)).toEqual([
      'https://i.etsystatic.example/il/scarf-1.jpg',
      'https://i.etsystatic.example/il/scarf-2.jpg',
    ]);
    const { status } = await apply(fixture('etsy-listings.csv'));
    expect(status).toBe(200);
    const scarf = await productByHandle('knitted-wool-scarf');
    expect(scarf).toMatchObject({
      optionNames: ['Length', 'Colour'],
      tags: ['scarf', 'winter', 'knitted', 'wool', 'merino'],
      priceCents: 4500,
    });
    expect((await variantsOf(scarf.id)).map((variant) => variant.name)).toEqual([
      'Short / Oat',
      'Short / Rust',
      'Long / Oat',
      'Long / Rust',
    ]);
    expect(await productByHandle('pressed-flower-card')).toMatchObject({
      sku: 'ETSY-CARD-1',
      totalInventory: 30,
      optionNames: [],
    });
    // The same file again matches the listing with a SKU (its images still to fetch); the one
    // without a SKU is never matched by its title: it is a new product under a handle of its own.
    const again = await preview(fixture('etsy-listings.csv'));
    expect(again.summary).toMatchObject({ create: 1, error: 0 });
    const card = again.rows.find((row: { sku?: string }) => row.sku === 'ETSY-CARD-1');
    expect(card.action).not.toBe('create');
    const plan2 = await planFile(t.app.db, 'demo', parseCatalogFile(fixture('etsy-listings.csv')), false);
    expect(plan2.products[0]).toMatchObject({ action: 'create', handle: 'knitted-wool-scarf-2' });
  });

  it('gives two listings of one title distinct handles', async () => {
    const csv = 'TITLE,PRICE,QUANTITY\nTwin Mug,5.00,1\nTwin Mug,6.00,1\n';
    const plan = await planFile(t.app.db, 'demo', parseCatalogFile(Buffer.from(csv)), false);
    expect(plan.products.map((product) => product.handle)).toEqual(['twin-mug', 'twin-mug-2']);
  });

  it('keeps a description as the text the maker wrote, tag-like words included', async () => {
    const csv =
      'TITLE,DESCRIPTION,PRICE,QUANTITY\nBand,"Sizes <M> to <XL>",5.00,1\nNote,"Bold is <b>, not bold\n\nSecond",5.00,1\n';
    const plan = await planFile(t.app.db, 'demo', parseCatalogFile(Buffer.from(csv)), false);
    const [band, note] = plan.products.map((product) => product.set.description);
    expect(band).toBe('Sizes <M> to <XL>');
    expect(note).toBe('<p>Bold is &lt;b&gt;, not bold</p><p>Second</p>');
  });
});

describe("Etsy's variations, bounded", () => {
  const etsyCsv = (first: string[], second: string[], name = 'Size') =>
    stringify(
      [
        [
          'TITLE',
          'PRICE',
          'QUANTITY',
          'VARIATION 1 NAME',
          'VARIATION 1 VALUES',
          'VARIATION 2 NAME',
          'VARIATION 2 VALUES',
        ],
        ['Many Sizes', '10.00', '1', name, first.join(','), 'Colour', second.join(',')],
      ],
      {},
    );
  const values = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

  it('refuses a listing whose variations would make more than a product may have, before making them', async () => {
    const started = Date.now();
    const report = await preview(etsyCsv(values(3000, 'a'), values(3000, 'b')));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(report.rows[0].action).toBe('error');
    expect(report.rows[0].errors).toEqual(
      expect.arrayContaining([
        { column: 'VARIATION 1 VALUES', message: 'A variation lists at most 100 values' },
        { column: 'VARIATION 1 VALUES', message: 'A product has at most 50 variants' },
      ]),
    );
  });

  it('refuses 51 variants and keeps an over-long option name to 255 characters', async () => {
    const over = await preview(etsyCsv(values(17, 's'), values(3, 'c')));
    expect(over.rows[0].errors).toEqual(
      expect.arrayContaining([
        { column: 'VARIATION 1 VALUES', message: 'A product has at most 50 variants' },
      ]),
    );
    const plan = await planFile(
      t.app.db,
      'demo',
      parseCatalogFile(Buffer.from(etsyCsv(values(5, 's'), values(2, 'c'), 'N'.repeat(400)))),
      false,
    );
    expect(plan.products[0].variants).toHaveLength(10);
    expect(plan.products[0].set.optionNames).toEqual(['N'.repeat(255), 'Colour']);
  });
});

describe('the images a file names, bounded', () => {
  it("refuses a product's images past the most it may have, on the row, naming them", async () => {
    const lines = Array.from(
      { length: 14 },
      (_, i) =>
        `many-images,${i === 0 ? 'Many images' : ''},${i === 0 ? '5.00' : ''},https://img.example/${i}.jpg`,
    );
    const report = await preview(`Handle,Title,Variant Price,Image Src\n${lines.join('\n')}\n`);
    const refused = report.rows.find((row: { action: string }) => row.action === 'error');
    expect(refused.row).toBe(14);
    expect(refused.errors).toEqual([
      {
        column: C.imageSrc,
        message:
          'A product has at most 12 images (it has 0); 2 too many: https://img.example/12.jpg, https://img.example/13.jpg',
      },
    ]);
  });

  it('refuses a file naming more images than one import fetches, as a whole', async () => {
    const images = Array.from({ length: 10 }, (_, i) => `IMAGE${i + 1}`);
    const rows = Array.from({ length: 2001 }, (_, n) => [
      `Listing ${n}`,
      '1.00',
      ...images.map((_, i) => `https://img.example/${n}/${i}.jpg`),
    ]);
    const body = multipart(stringify([['TITLE', 'PRICE', ...images], ...rows]));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=true',
      headers: { ...demo, ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CSV_TOO_MANY_IMAGES', field: 'file' });
  });
});

describe('the category choices sent with Apply', () => {
  it("refuses an unknown or another store's category id at once, on choices, keeping no job", async () => {
    const [theirs] = await t.database.db.select().from(categories).where(eq(categories.tenantId, 'north'));
    const csv = 'Handle,Title,Type,Variant Price\nchoice-bowl,Choice Bowl,Bowls,18.00\n';
    for (const categoryId of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const choices = JSON.stringify({ mappings: [{ kind: 'type', value: 'Bowls', categoryId }] });
      const boundary = '----sitka-choices-boundary';
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import?dryRun=false',
        headers: { ...demo, ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="choices"\r\n\r\n${choices}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bowl.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
        ),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'choices' });
    }
    expect(await productByHandle('choice-bowl')).toBeUndefined();
  });
});
