/**
 * A catalog import job claimed by two runners at once: exactly one holds it, a third is refused,
 * and when the holder's lease runs out another takes the job over and applies every row once,
 * while the old holder writes nothing more. This is the import check whose outcome depends on the
 * database server: PGlite takes one transaction at a time, PostgreSQL many at once.
 */
import { eq, sql } from 'drizzle-orm';
import { catalogImports } from '@/server/src/db/schema';
import { claimCatalogImport, renewCatalogImport } from '@/server/src/repositories/catalog-imports';
import {
  claimImport,
  createCatalogImport,
  runClaimedImport,
} from '@/server/src/services/catalog/catalog-import-jobs';
import { type TestApp, ownerApp } from './support/build-app';
import { bulk, importCalls } from './support/catalog-import-fixtures';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  ({ t, owner } = await ownerApp());
}, 180_000);
afterAll(() => t.close());

const { get, countOf } = importCalls(() => ({ t, owner }));

describe('a catalog import job', () => {
  it('is held by one runner at a time; a lease run out lets another take it over and finish it once', async () => {
    const demoTenant = { id: 'demo' } as Parameters<typeof createCatalogImport>[1];
    const { job } = await createCatalogImport(t.app, demoTenant, {
      bytes: Buffer.from(bulk(300, 'LEASE')),
      name: 'lease.csv',
      createdBy: null,
    });
    const [a, b] = await Promise.all([
      claimCatalogImport(t.database.db, 'api-a', 30, { id: job.id }),
      claimCatalogImport(t.database.db, 'api-b', 30, { id: job.id }),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const holder = a ? 'api-a' : 'api-b';
    expect(await claimCatalogImport(t.database.db, 'api-c', 30, { id: job.id })).toBeNull();
    // The holder dies: its lease runs out, and this api takes the job and finishes it.
    await t.database.db
      .update(catalogImports)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(catalogImports.id, job.id));
    const taken = await claimImport(t.app, job.id);
    // The old holder, still running somewhere, writes nothing more: its batch is rolled back.
    await runClaimedImport(t.app, (a ?? b)!, () => false);
    expect(await countOf('LEASE')).toBe(0);
    expect(taken?.leaseOwner).not.toBe(holder);
    expect(await renewCatalogImport(t.database.db, job.id, holder, 30)).toBe(false);
    await runClaimedImport(t.app, taken!, () => false);
    expect(await countOf('LEASE')).toBe(300);
    const view = (await get(`/api/admin/products/imports/${job.id}`)).json();
    expect(view).toMatchObject({ status: 'done', doneRows: 300, failedRows: 0 });
    expect(view.rows).toHaveLength(300);
  });
});
