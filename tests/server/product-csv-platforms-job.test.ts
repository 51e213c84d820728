/**
 * A catalog import applied as a job: the owner's category choices, sent before the file in a field
 * larger than 1 KB, reach the job that an api holds (a lease it renews) and applies while the
 * request waits for it. This is the Shopify and Etsy import check whose outcome depends on the
 * database server (PGlite takes one transaction at a time, PostgreSQL many); the others are in
 * product-csv-platforms.test.ts.
 */
import { eq } from 'drizzle-orm';
import { categories, productCategories } from '@/server/src/db/schema';
import { demo, type TestApp, ownerApp } from './support/build-app';
import { importedProducts } from './support/product-csv-platforms-fixtures';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  ({ t, owner } = await ownerApp({ WEB_URL: 'http://platform.test:3000' }));
}, 180_000);
afterAll(() => t.close());

const { productByHandle } = importedProducts(() => t);

describe('the category choices sent with Apply', () => {
  it('reach the import however many there are (a field larger than 1 KB)', async () => {
    const csv = 'Handle,Title,Type,Variant Price\nroute-mapped-bowl,Route Mapped Bowl,Bowls,18.00\n';
    const mappings = [
      { kind: 'type', value: 'Bowls', newCategory: 'Bowls and plates' },
      ...Array.from({ length: 40 }, (_, i) => ({
        kind: 'tag',
        value: `unused tag ${i}`,
        newCategory: `Unused ${i}`,
      })),
    ];
    const choices = JSON.stringify({ mappings });
    expect(choices.length).toBeGreaterThan(1024);
    const boundary = '----sitka-choices-boundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="choices"\r\n\r\n${choices}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bowl.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=false',
      headers: { ...demo, ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect([200, 202]).toContain(response.statusCode);
    const until = Date.now() + 15_000;
    let names: string[] = [];
    while (Date.now() < until) {
      const bowl = await productByHandle('route-mapped-bowl');
      if (bowl)
        names = (
          await t.database.db
            .select({ name: categories.name })
            .from(productCategories)
            .innerJoin(categories, eq(categories.id, productCategories.categoryId))
            .where(eq(productCategories.productId, bowl.id))
        ).map((row) => row.name);
      if (names.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(names).toEqual(['Bowls and plates']);
  });
});
