/**
 * What the catalog import tests write and ask: product files in the columns an export from another
 * platform has, the owner's calls on the import routes, and the products a file made.
 */
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { products } from '@/server/src/db/schema';
import { demo, type TestApp } from './build-app';

const HEADER = ['Title', 'Variant SKU', 'Variant Price', 'Image Src', 'Image Alt Text'];
export const csvOf = (rows: Record<string, string>[]) => stringify(rows, { header: true, columns: HEADER });

/** A file of `count` products without images, their SKUs `${prefix}-0`, `${prefix}-1`, … */
export const bulk = (count: number, prefix: string) =>
  csvOf(
    Array.from({ length: count }, (_, index) => ({
      Title: `${prefix} ${index}`,
      'Variant SKU': `${prefix}-${index}`,
      'Variant Price': '5.00',
      'Image Src': '',
      'Image Alt Text': '',
    })),
  );

/** The calls on the api and owner `current` answers once it is signed in. */
export function importCalls(current: () => { t: TestApp; owner: Record<string, string> }) {
  const get = (url: string, auth = current().owner, tenant = demo) =>
    current().t.app.inject({ url, headers: { ...tenant, ...auth } });
  const post = (url: string, auth = current().owner, tenant = demo) =>
    current().t.app.inject({ method: 'POST', url, headers: { ...tenant, ...auth } });
  /** How many products have a SKU made by `bulk` with `prefix`. */
  const countOf = async (prefix: string) =>
    (
      await current()
        .t.database.db.select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(sql`${products.sku} like ${`${prefix}-%`}`)
    )[0].n;
  return { get, post, countOf };
}
