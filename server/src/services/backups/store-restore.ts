/**
 * Restoring a whole-store backup: every store table is set back to the backup's rows (rows the
 * backup lacks are removed, rows it holds are added or set back), in one transaction, and then the
 * backup's media files are written back. A dry run reports the same plan, per table, and writes
 * nothing. Restoring into a database without the store brings the store back whole.
 */
import { INTEGRATION_MESSAGES } from '@/lib/messages';
import type { StoreRestoreResult, TableChange } from '@/lib/schemas/backups';
import type { Storage } from '@server/adapters/storage';
import type { Database } from '@server/db/client';
import { ApiError, isUniqueViolation } from '@server/errors';
import {
  advanceSequences,
  columnsOf,
  countForeignKeys,
  countForeignReferences,
  deleteStoreRows,
  findOtherStoresImageIds,
  readInUtc,
  referencedTables,
  selectStoreRows,
  storeTables,
  upsertStoreRows,
  type Row,
  type StoreTable,
  type Tx,
} from '@server/repositories/store-tables';
import { backupKey } from './product-backups';
import { imageIdOf, parseStoreBackup, type StoreBackupFile } from './store-backups';

type TablePlan = {
  table: StoreTable;
  columns: string[];
  added: Row[];
  changed: Row[];
  removed: Row[];
  unchanged: number;
  foreign: number;
};

const backupConflict = (tables: string[]) =>
  new ApiError({
    status: 409,
    code: 'BACKUP_CONFLICT',
    message: INTEGRATION_MESSAGES.backupConflict(tables),
    field: 'filename',
  });
const keyOf = (table: StoreTable, row: Row) => JSON.stringify(table.key.map((column) => row[column] ?? null));
const valuesOf = (columns: string[], row: Row) =>
  JSON.stringify(columns.map((column) => row[column] ?? null));

/** What setting the store's rows back to the backup's would do, table by table. */
async function planTables(tx: Tx, file: StoreBackupFile): Promise<TablePlan[]> {
  await readInUtc(tx);
  const plans: TablePlan[] = [];
  for (const table of storeTables()) {
    const wanted = file.tables[table.name] ?? [];
    // The backup's columns that the table still has; a column added since keeps its default.
    const present = columnsOf(table);
    const columns = wanted.length ? present.filter((column) => column in wanted[0]) : present;
    const current = new Map(
      (await selectStoreRows(tx, table, file.tenantId)).map((row) => [keyOf(table, row), row]),
    );
    const plan: TablePlan = { table, columns, added: [], changed: [], removed: [], unchanged: 0, foreign: 0 };
    const seen = new Set<string>();
    for (const row of wanted) {
      const key = keyOf(table, row);
      seen.add(key);
      const now = current.get(key);
      if (!now) plan.added.push(row);
      else if (valuesOf(columns, now) !== valuesOf(columns, row)) plan.changed.push(row);
      else plan.unchanged += 1;
    }
    for (const [key, row] of current) if (!seen.has(key)) plan.removed.push(row);
    // A key another store holds, or a row pointing at another store's row (an image on its product).
    plan.foreign =
      (await countForeignKeys(tx, table, file.tenantId, plan.added)) +
      (await countForeignReferences(tx, table, file.tenantId, wanted));
    plans.push(plan);
  }
  return plans;
}

const summary = (plans: TablePlan[]): TableChange[] =>
  plans.map((plan) => ({
    table: plan.table.name,
    added: plan.added.length,
    changed: plan.changed.length,
    removed: plan.removed.length,
    unchanged: plan.unchanged,
  }));

/** The backup's files against storage: missing, different or the same. */
async function planFiles(storage: Storage, file: StoreBackupFile) {
  const out = { added: [] as [string, Buffer][], changed: [] as [string, Buffer][], unchanged: 0 };
  for (const [key, data] of Object.entries(file.files)) {
    const bytes = Buffer.from(data, 'base64');
    const stored = await storage.get(key);
    if (!stored) out.added.push([key, bytes]);
    else if (!stored.equals(bytes)) out.changed.push([key, bytes]);
    else out.unchanged += 1;
  }
  return out;
}

/** Whether one of the backup's image files is named for a product or image of another store. */
async function holdsOtherStoresImages(tx: Tx, file: StoreBackupFile): Promise<boolean> {
  const ids = Object.keys(file.files).flatMap((key) => imageIdOf(key) ?? []);
  return (await findOtherStoresImageIds(tx, file.tenantId, [...new Set(ids)])).length > 0;
}

/**
 * Restores (or, with dryRun, only plans restoring) a store backup. A row whose key another store
 * now holds (a domain it took since, say) refuses the whole restore with 409 naming the tables.
 */
export async function restoreStoreBackup(
  db: Database,
  storage: Storage,
  file: StoreBackupFile,
  filename: string,
  dryRun: boolean,
): Promise<StoreRestoreResult> {
  const files = await planFiles(storage, file);
  const filesResult = {
    added: files.added.length,
    changed: files.changed.length,
    unchanged: files.unchanged,
  };
  if (dryRun) {
    const plans = await db.transaction((tx) => planTables(tx, file));
    return { kind: 'store', dryRun, filename, tables: summary(plans), files: filesResult };
  }
  const plans = await db.transaction(async (tx) => {
    const planned = await planTables(tx, file);
    const taken = planned.filter((plan) => plan.foreign > 0).map((plan) => plan.table.name);
    if (await holdsOtherStoresImages(tx, file)) taken.push('files');
    if (taken.length) throw backupConflict(taken);
    const referenced = referencedTables(planned.map((plan) => plan.table));
    // Rows the backup lacks go first, children before parents. A changed row of a table nothing
    // points at is replaced whole, so a unique order (an image's position) can change hands.
    for (const plan of [...planned].reverse()) {
      const replaced = referenced.has(plan.table.name) ? [] : plan.changed;
      await deleteStoreRows(tx, plan.table, file.tenantId, [...plan.removed, ...replaced]);
    }
    for (const plan of planned) {
      // A value only one store may hold (a verified domain) that another store now holds.
      await upsertStoreRows(tx, plan.table, plan.columns, [...plan.added, ...plan.changed]).catch(
        (error: unknown) => {
          throw isUniqueViolation(error) ? backupConflict([plan.table.name]) : error;
        },
      );
      if (plan.added.length) await advanceSequences(tx, plan.table);
    }
    return planned;
  });
  for (const [key, bytes] of [...files.added, ...files.changed]) await storage.put(key, bytes);
  return { kind: 'store', dryRun, filename, tables: summary(plans), files: filesResult };
}

/** Restores (or plans restoring) one of the store's own store backups, by name. */
export async function restoreStoreBackupFile(
  db: Database,
  storage: Storage,
  tenantId: string,
  filename: string,
  dryRun: boolean,
): Promise<StoreRestoreResult> {
  const raw = await storage.get(backupKey(tenantId, filename));
  if (!raw)
    throw new ApiError({
      status: 404,
      code: 'BACKUP_NOT_FOUND',
      message: INTEGRATION_MESSAGES.backupNotFound,
    });
  const file = await parseStoreBackup(raw);
  if (file.tenantId !== tenantId)
    throw new ApiError({ status: 400, code: 'BACKUP_OTHER_STORE', field: 'filename' });
  return restoreStoreBackup(db, storage, file, filename, dryRun);
}
