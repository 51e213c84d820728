/**
 * One Drizzle database over PGlite (embedded, the default) or PostgreSQL (`DATABASE_URL`).
 * Both speak the same SQL, so the schema, the migrations and every query are shared.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Runs `work` only while holding a cluster-wide advisory lock; false if another holder has it. */
  withLock: (lockId: number, work: () => Promise<void>) => Promise<boolean>;
  close: () => Promise<void>;
};

/**
 * PGlite lives inside one process: the apps sharing a handle (instances in tests) are excluded from
 * each other by locks held in memory, as PostgreSQL's advisory locks exclude separate servers.
 */
export function memoryLocks(): DatabaseHandle['withLock'] {
  const held = new Set<number>();
  return async (lockId, work) => {
    if (held.has(lockId)) return false;
    held.add(lockId);
    try {
      await work();
    } finally {
      held.delete(lockId);
    }
    return true;
  };
}

/** What an index read costs beside a sequential one, for both databases (see openDatabase). */
const RANDOM_PAGE_COST = 1.1;

/** pg_trgm backs the search indexes (migration 0014); PGlite bundles it but loads it only when asked. */
export const pgliteExtensions = { pg_trgm };

/** server/db/migrations, seen from the sources (server/src/db) or from the compiled api (server/dist). */
const migrationsFolder = [
  path.resolve(__dirname, '../../db/migrations'),
  path.resolve(__dirname, '../db/migrations'),
].find((folder) => fs.existsSync(folder))!;

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite in `dataDir` (memory when null).
 * A data dir is locked for this process before PGlite opens it, and freed by close(); a folder
 * another process holds is refused with DataDirInUseError naming it (see data-dir-lock.ts).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      // Each connection prices an index read as a store's working set in memory makes it (SSD and
      // cache, not PostgreSQL's disk-era default of 4): otherwise a page deep in an owner's list of
      // 10,000 products is read by scanning and sorting them all instead of reading its index. Set
      // in the connection's startup, it costs no statement and races no query.
      options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    });
    // An idle connection the server ended (restart, admin command) is dropped and replaced by the
    // pool; without a listener its error would be unhandled and stop the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      async withLock(lockId, work) {
        // A session lock lives on one connection, so take and release it on the same one.
        const client = await pool.connect();
        try {
          const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [lockId]);
          if (!rows[0]?.locked) return false;
          try {
            await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [lockId]);
          }
          return true;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const lock = options.dataDir ? await lockDataDir(options.dataDir) : null;
  let client: PGlite;
  try {
    client = options.dataDir
      ? new PGlite(options.dataDir, { extensions: pgliteExtensions })
      : new PGlite({ extensions: pgliteExtensions });
    await client.waitReady;
    // Its pages are all in memory: an index read costs about what a sequential one does, so the
    // planner should prefer the indexes of the owner's lists and the search (PostgreSQL's default
    // of 4 assumes disks, and makes it scan and sort a big store instead).
    await client.exec(`SET random_page_cost = ${RANDOM_PAGE_COST}`);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
      // PGlite has no autovacuum to gather the planner's statistics, so they are gathered here, as
      // the api starts; without them it takes a store of 10,000 products for one of 25.
      await client.exec('ANALYZE');
    },
    withLock: memoryLocks(),
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}
