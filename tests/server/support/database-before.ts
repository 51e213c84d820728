/**
 * A database as an older api left it: fresh (PGlite, or a database of its own on PostgreSQL with
 * TEST_DATABASE_URL), migrated up to the migration before `tag`. A test writes rows as that api
 * did, then runs the rest with `database.migrate()` and checks what the upgrade made of them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/server/src/db/client';
import { dropDatabase } from './seed-template';

const MIGRATIONS = path.resolve(__dirname, '../../../server/db/migrations');

/** A copy of the migrations folder that stops before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitka-migrations-'));
  await fs.cp(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, cut);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/** A fresh database migrated up to, not including, the migration `tag`; `close` removes it. */
export async function databaseBefore(
  tag: string,
): Promise<{ database: DatabaseHandle; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
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
  const earlier = await migrationsBefore(tag);
  await (database.kind === 'postgres'
    ? migratePg(database.db, { migrationsFolder: earlier })
    : migratePglite(database.db as never, { migrationsFolder: earlier }));
  await fs.rm(earlier, { recursive: true, force: true });
  return {
    database,
    close: async () => {
      await database.close();
      await drop?.();
    },
  };
}
