/**
 * Upgrading a database whose domains were served without proof: each store keeps its primary
 * domain and a developer's loopback names, every other name waits for its TXT record, and each
 * store gets its own token. Runs the migrations up to the one before, writes rows as the older
 * api did, then runs the rest (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/server/src/db/client';
import { dropDatabase } from './support/seed-template';

const MIGRATIONS = path.resolve(__dirname, '../../server/db/migrations');
const BEFORE = '0009_verified_domains';

let database: DatabaseHandle;
let drop: (() => Promise<void>) | undefined;
let earlier: string;

/** A copy of the migrations folder that stops before BEFORE. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-migrations-'));
  await fs.cp(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

const migrateFrom = (folder: string) =>
  database.kind === 'postgres'
    ? migratePg(database.db, { migrationsFolder: folder })
    : migratePglite(database.db as never, { migrationsFolder: folder });

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `sitka_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    database = await openDatabase({ url: dbUrl.toString() });
    drop = () => dropDatabase(url, name);
  } else {
    database = await openDatabase({ dataDir: null });
  }
  earlier = await migrationsBefore(BEFORE);
  await migrateFrom(earlier);
}, 60_000);
afterAll(async () => {
  await database.close();
  await drop?.();
  await fs.rm(earlier, { recursive: true, force: true });
});

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
