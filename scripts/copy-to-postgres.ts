/**
 * Copies the embedded database (`DATA_DIR`) into PostgreSQL:
 *   npm run db:copy-to-postgres -- --to postgres://user:password@host:5432/sitka
 * The target is migrated and must hold no store; everything is copied in one transaction. The api
 * must be stopped (the command takes the data folder's lock). Images, logos and backup files stay
 * in `DATA_DIR/storage`; start the api with the same DATA_DIR and DATABASE_URL set to the target.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { copyToPostgres } from '../server/src/db/copy-to-postgres';
import { DataDirInUseError } from '../server/src/db/data-dir-lock';

/** The address without its password, for printing. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const to = values.to;
  if (!to || !/^postgres(ql)?:\/\//.test(to))
    throw new Error(
      'Missing: --to postgres://user:password@host:5432/database (the PostgreSQL database to copy into).',
    );
  const config = loadConfig();
  let source: Awaited<ReturnType<typeof openDatabase>>;
  try {
    source = await openDatabase({ dataDir: config.pgliteDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new Error(`${error.message} Stop the api before copying.`);
    throw error;
  }
  try {
    const result = await copyToPostgres(source, to);
    console.log(
      `Copied ${result.stores} store${result.stores === 1 ? '' : 's'} from ${config.pgliteDir} into ${shown(to)}:`,
    );
    for (const table of result.tables.filter((entry) => entry.rows > 0))
      console.log(`  ${table.name.padEnd(28)} ${table.rows}`);
    console.log(
      `Start the api with DATABASE_URL set to that database (and the same DATA_DIR, which keeps the images and backups).`,
    );
  } finally {
    await source.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
