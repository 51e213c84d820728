/**
 * Upgrading a database whose domains were served without proof: each store keeps its primary
 * domain and a developer's loopback names, every other name waits for its TXT record, and each
 * store gets its own token. Runs the migrations up to the one before, writes rows as the older
 * api did, then runs the rest (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/src/db/client';
import { databaseBefore } from './support/database-before';

let database: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await databaseBefore('0009_verified_domains'));
}, 60_000);
afterAll(() => close());

it('keeps each store reachable at its primary domain and loopback names, and asks every other name to be proved', async () => {
  const old = new Date('2026-01-05T12:00:00Z');
  await database.db.execute(sql`insert into tenants (id, name) values ('demo', 'Demo'), ('north', 'North')`);
  await database.db.execute(sql`
    insert into tenant_domains (domain, tenant_id, is_primary, verified_at, created_at) values
      ('demo.localhost', 'demo', true, null, ${old}),
      ('localhost', 'demo', false, null, ${old}),
      ('127.0.0.1', 'demo', false, null, ${old}),
      ('shop.demo-brand.com', 'demo', false, ${old}, ${old}),
      ('www.demo-brand.com', 'north', false, null, ${old}),
      ('north-brand.com', 'north', true, ${old}, ${old})`);

  await database.migrate();

  const rows = (
    await database.db.execute(
      sql`select domain, tenant_id, is_primary, verified_at from tenant_domains order by domain`,
    )
  ).rows as {
    domain: string;
    verified_at: Date | string | null;
  }[];
  const verified = Object.fromEntries(rows.map((row) => [row.domain, row.verified_at !== null]));
  expect(verified).toEqual({
    '127.0.0.1': true,
    'demo.localhost': true,
    localhost: true,
    'north-brand.com': true,
    // Names the older api served without proof wait for their TXT record.
    'shop.demo-brand.com': false,
    'www.demo-brand.com': false,
  });
  const tokens = (await database.db.execute(sql`select id, domain_token from tenants order by id`)).rows as {
    domain_token: string;
  }[];
  expect(tokens.map((row) => row.domain_token)).toEqual([
    expect.stringMatching(/^[0-9a-f]{32}$/),
    expect.stringMatching(/^[0-9a-f]{32}$/),
  ]);
  expect(tokens[0].domain_token).not.toBe(tokens[1].domain_token);

  // Now two stores may list one name, but only one may have it verified.
  await database.db.execute(
    sql`insert into tenant_domains (domain, tenant_id) values ('north-brand.com', 'demo')`,
  );
  await expect(
    database.db.execute(
      sql`update tenant_domains set verified_at = now() where domain = 'north-brand.com' and tenant_id = 'demo'`,
    ),
  ).rejects.toThrow();
});
