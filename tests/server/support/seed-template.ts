/**
 * A seeded database is the slow part of a test app (PGlite's initdb, password hashing, drawing the
 * images): about ten seconds a file. So it is built once for a given version of the sources and
 * day, then cloned for each file: a PGlite data-dir dump, or a PostgreSQL template database, each
 * with a copy of the seeded storage (image and backup files keyed by the same product ids).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import { createLocalStorage } from '@/server/src/adapters/storage';
import {
  memoryLocks,
  openDatabase,
  pgliteExtensions,
  type Database,
  type DatabaseHandle,
} from '@/server/src/db/client';
import * as schema from '@/server/src/db/schema';
import { sourcesDigest } from '../../support/sources-digest';
import { seedIfEmpty } from '@/server/src/db/seed';

const ROOT = path.resolve(__dirname, '../../..');
const MIGRATIONS = path.join(ROOT, 'server/db/migrations');
const CACHE = path.join(os.tmpdir(), 'sitka-test-templates');
/** Serialises template builds and clones between jest workers on one PostgreSQL server. */
const PG_LOCK = 7_260_411;

/** Changes whenever anything the seeded data could depend on changes (tests/support/sources-digest.ts). */
function templateKey(extra: string): string {
  return createHash('sha256').update(`${sourcesDigest()} ${extra}`).digest('hex').slice(0, 16);
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** Drops cached templates of other source versions that nobody has touched for a while. */
async function pruneCache(keep: string) {
  const entries = await fs.readdir(CACHE).catch(() => [] as string[]);
  for (const name of entries) {
    if (name.includes(keep)) continue;
    const info = await fs.stat(path.join(CACHE, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > 10 * 60_000)
      await fs.rm(path.join(CACHE, name), { recursive: true, force: true });
  }
}

/* PGlite ------------------------------------------------------------------------------------- */

async function pgliteTemplate(): Promise<{ dump: string; storage: string }> {
  const key = templateKey('pglite');
  const dir = path.join(CACHE, `pglite-${key}`);
  const template = { dump: path.join(dir, 'db.tar'), storage: path.join(dir, 'storage') };
  if (await exists(template.dump)) return template;

  const building = path.join(CACHE, `building-${randomBytes(6).toString('hex')}`);
  await fs.mkdir(building, { recursive: true });
  const client = new PGlite({ extensions: pgliteExtensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  await seedIfEmpty(db, createLocalStorage(path.join(building, 'storage')), { images: 'plain' });
  // A dump of a running database opens by replaying the write-ahead log since its last checkpoint
  // (the whole seed: about half a second of a core per clone); after a checkpoint there is none to replay.
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await fs.writeFile(path.join(building, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
  await client.close();
  // Another worker may have finished first; either copy is as good.
  await fs.rename(building, dir).catch(() => fs.rm(building, { recursive: true, force: true }));
  await pruneCache(key);
  return template;
}

/** A PGlite database in memory, started from the seeded dump; the same handle openDatabase gives. */
export async function clonePglite(storageDir: string): Promise<DatabaseHandle> {
  const template = await pgliteTemplate();
  await fs.cp(template.storage, storageDir, { recursive: true });
  const client = new PGlite({
    loadDataDir: new Blob([await fs.readFile(template.dump)]),
    extensions: pgliteExtensions,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    withLock: memoryLocks(),
    close: () => client.close(),
  };
}

/* PostgreSQL --------------------------------------------------------------------------------- */

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

async function postgresTemplate(admin: Client, url: string): Promise<{ name: string; storage: string }> {
  const key = templateKey(`postgres ${url}`);
  const name = `sitka_tmpl_${key}`;
  const storage = path.join(CACHE, `postgres-${key}`, 'storage');
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount && (await exists(storage))) return { name, storage };

  await admin.query(`drop database if exists ${name}`);
  await fs.rm(storage, { recursive: true, force: true });
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${building}`);
  await admin.query(`create database ${building}`);
  const database = await openDatabase({ url: withDatabase(url, building), poolSize: 2 });
  try {
    await database.migrate();
    await seedIfEmpty(database.db, createLocalStorage(storage), { images: 'plain' });
  } finally {
    await database.close();
  }
  await admin.query(`alter database ${building} rename to ${name}`);

  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'sitka\\_tmpl\\_%' and datname <> $1",
    [name],
  );
  for (const row of rows) await admin.query(`drop database if exists ${row.datname}`).catch(() => undefined);
  await pruneCache(key);
  return { name, storage };
}

/** A new PostgreSQL database copied from the seeded template; drop() removes it. */
export async function clonePostgres(
  url: string,
  storageDir: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sitka_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [PG_LOCK]);
    const template = await postgresTemplate(admin, url);
    await admin.query(`create database ${name} template ${template.name}`);
    await fs.cp(template.storage, storageDir, { recursive: true });
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [PG_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return { url: withDatabase(url, name), drop: () => dropDatabase(url, name) };
}

/**
 * Builds the template of this run's database, if it is not built yet: the suite's global set-up
 * (tests/support/server-global-setup.ts) does this before any test file starts.
 */
export async function prepareTemplate(url: string | undefined): Promise<void> {
  if (!url) {
    await pgliteTemplate();
    return;
  }
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [PG_LOCK]);
    await postgresTemplate(admin, url);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [PG_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Drops a test database once its pool's connections have gone. pg's pool.end() resolves before
 * the server has seen them close, and forcing the drop at once would kill them mid-goodbye.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (let waited = 0; waited < 3_000; waited += 50) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
