/**
 * Upgrading a database whose products had no handles: each gets one from its name, lower-case
 * words joined by hyphens; a name another product of the store already gave takes the first
 * eight characters of its id as well, while another store's same name is no clash.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/src/db/client';
import { databaseBefore } from './support/database-before';

let database: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await databaseBefore('0038_moving_in_handles_options_redirects_imports'));
}, 60_000);
afterAll(() => close());

it('backfills a handle, unique per store, for every product', async () => {
  await database.db.execute(sql`insert into tenants (id, name) values ('demo', 'Demo'), ('north', 'North')`);
  await database.db.execute(sql`
    insert into products (id, tenant_id, name, price_cents, created_at) values
      ('00000000-0000-4000-8000-000000000001', 'demo', 'Silver Ring', 1000, '2026-01-01'),
      ('10000000-0000-4000-8000-000000000002', 'demo', 'Silver  ring!', 1000, '2026-01-02'),
      ('00000000-0000-4000-8000-000000000003', 'demo', '***', 1000, '2026-01-03'),
      ('00000000-0000-4000-8000-000000000004', 'north', 'Silver Ring', 1000, '2026-01-04')`);

  await database.migrate();

  const rows = (await database.db.execute(sql`select id, tenant_id, handle from products order by id`))
    .rows as { id: string; tenant_id: string; handle: string }[];
  expect(Object.fromEntries(rows.map((row) => [row.id, row.handle]))).toEqual({
    '00000000-0000-4000-8000-000000000001': 'silver-ring',
    '10000000-0000-4000-8000-000000000002': 'silver-ring-10000000',
    '00000000-0000-4000-8000-000000000003': 'product',
    '00000000-0000-4000-8000-000000000004': 'silver-ring',
  });
  await expect(
    database.db.execute(
      sql`update products set handle = 'silver-ring' where id = '00000000-0000-4000-8000-000000000003'`,
    ),
  ).rejects.toThrow();
});
