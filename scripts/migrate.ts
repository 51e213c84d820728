/** Applies the database migrations and seeds the demo stores on an empty database. */
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { seedIfEmpty } from '../server/src/db/seed';
import { createLocalStorage } from '../server/src/adapters/storage';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
  try {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db, createLocalStorage(config.storageDir));
    console.log(seeded ? 'Database migrated and demo stores seeded.' : 'Database migrated; existing data kept.');
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
