/**
 * Applies the database migrations. With `--demo` (what `npm run seed` and `npm start` on an empty
 * embedded database pass) it also seeds the demo stores, with their published password, when the
 * database has no store yet; never in production.
 */
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { DataDirInUseError } from '../server/src/db/data-dir-lock';
import { seedIfEmpty } from '../server/src/db/seed';
import { createStorage } from '../server/src/adapters/storage';
import { findRunningApi } from '../server/src/running-api';

async function main() {
  const config = loadConfig();
  const demo = process.argv.includes('--demo');
  if (demo && config.NODE_ENV === 'production')
    throw new Error(
      'The demo stores are never seeded in production (NODE_ENV=production): their password is published.',
    );
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir }).catch(
    (error: unknown) => {
      const api = error instanceof DataDirInUseError ? findRunningApi(config.DATA_DIR) : null;
      if (api && api.pid === (error as DataDirInUseError).holder?.pid) {
        throw new Error(
          `The api (pid ${api.pid}, ${api.url}) holds the embedded database in ${config.pgliteDir}; stop it before migrating. It migrates itself when it starts.`,
        );
      }
      throw error;
    },
  );
  try {
    await database.migrate();
    const seeded = demo && (await seedIfEmpty(database.db, await createStorage(config)));
    console.log(
      seeded ? 'Database migrated and demo stores seeded.' : 'Database migrated; existing data kept.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
