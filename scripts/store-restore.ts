/**
 * Restores a whole-store backup from the command line, also into a database that does not have
 * the store (a new machine, a fresh database):
 *   npm run backup:restore -- --file store-backup-demo-….json.gz            (the dry run)
 *   npm run backup:restore -- --file store-backup-demo-….json.gz --apply    (the restore)
 * The database is migrated first. The embedded database must not be held by a running api.
 */
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createStorage } from '../server/src/adapters/storage';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { ApiError } from '../server/src/errors';
import { findRunningApi } from '../server/src/running-api';
import { parseStoreBackup } from '../server/src/services/backups/store-backups';
import { restoreStoreBackup } from '../server/src/services/backups/store-restore';

async function main() {
  const { values } = parseArgs({
    options: { file: { type: 'string' }, apply: { type: 'boolean', default: false } },
  });
  if (!values.file) throw new Error('Missing: --file (a store-backup-….json.gz)');
  const config = loadConfig();
  const holder = config.DATABASE_URL ? null : findRunningApi(config.DATA_DIR);
  if (holder)
    throw new Error(
      `The api (pid ${holder.pid}, ${holder.url}) holds the embedded database in ${config.pgliteDir}; stop it first, or restore from the back-office's Backups.`,
    );
  const file = await parseStoreBackup(await fs.readFile(values.file));
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
  try {
    await database.migrate();
    const result = await restoreStoreBackup(
      database.db,
      await createStorage(config),
      file,
      values.file,
      !values.apply,
    );
    console.log(
      `${values.apply ? 'Restored' : 'Would restore'} store ${file.tenantId} from its backup of ${file.createdAt}:`,
    );
    for (const table of result.tables.filter(
      (entry) => entry.added + entry.changed + entry.removed + entry.unchanged > 0,
    )) {
      console.log(
        `  ${table.table.padEnd(28)} ${table.added} added, ${table.changed} changed, ${table.removed} removed, ${table.unchanged} unchanged`,
      );
    }
    console.log(
      `  ${'files'.padEnd(28)} ${result.files.added} added, ${result.files.changed} changed, ${result.files.unchanged} unchanged`,
    );
    if (!values.apply) console.log('Nothing was written; run again with --apply to restore.');
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ApiError || error instanceof Error ? error.message : error);
  process.exit(1);
});
