/**
 * Upgrading a database whose backorders were made without shipping and the service fee: those
 * still waiting for payment get them, as any order carries them; paid ones and regular orders keep
 * what was charged. Runs the migrations up to the one before, writes rows as the older api did,
 * then runs the rest (PGlite, or PostgreSQL with TEST_DATABASE_URL).
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
const BEFORE = '0018_backorder_payments';

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

it('adds shipping and the service fee to unpaid backorders only', async () => {
  await database.db.execute(sql`insert into tenants (id, name) values ('demo', 'Demo')`);
  await database.db.execute(sql`
    insert into orders (tenant_id, order_id, kind, status, customer_email, subtotal_cents, total_cents) values
      ('demo', 'BO-1', 'backorder', 'Pending Payment', 'a@example.test', 9500, 9500),
      ('demo', 'BO-2', 'backorder', 'Paid', 'a@example.test', 9500, 9500),
      ('demo', 'SK-1', 'regular', 'Paid', 'a@example.test', 9500, 9500)`);
  await database.db.execute(sql`
    insert into orders (tenant_id, order_id, kind, status, customer_email, subtotal_cents, shipping_cents, service_fee_cents, total_cents)
      values ('demo', 'BO-3', 'backorder', 'Pending Payment', 'a@example.test', 9500, 1199, 299, 10998)`);

  await database.migrate();

  const rows = (
    await database.db.execute(
      sql`select order_id, shipping_cents, service_fee_cents, total_cents from orders order by order_id`,
    )
  ).rows as { order_id: string; shipping_cents: number; service_fee_cents: number; total_cents: number }[];
  const totals = Object.fromEntries(
    rows.map((row) => [
      row.order_id,
      [row.shipping_cents, row.service_fee_cents, row.total_cents].map(Number),
    ]),
  );
  expect(totals).toEqual({
    'BO-1': [1199, 299, 10998],
    // Paid already: what was charged stays.
    'BO-2': [0, 0, 9500],
    'BO-3': [1199, 299, 10998],
    'SK-1': [0, 0, 9500],
  });
});
