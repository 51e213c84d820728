/**
 * SQL over every table that holds a store's data, found from the Drizzle schema rather than
 * listed: a table with a `tenant_id` column is the store's, so a table added later is in the
 * store's backup and restore without touching this file. Rows travel as Postgres renders them
 * (`to_jsonb`, time stamps in UTC to the microsecond) and are written back with
 * `jsonb_populate_recordset`, so no value is reshaped on the way.
 */
import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Runner = Database | Tx;
export type Row = Record<string, unknown>;

export type StoreTable = {
  name: string;
  /** The column naming the store: `tenant_id`, or `id` for the tenants table itself. */
  tenantColumn: string;
  /** The primary key's columns: a row is the same row in the backup and the store when these match. */
  key: string[];
  /** Columns filled from a sequence, which a restore moves past the ids it wrote. */
  serial: string[];
  /** Tables this one's foreign keys point at. */
  references: string[];
  /** Whether the tenant is part of the key, so no other store can hold a row of the same key. */
  keyedByStore: boolean;
  /** Foreign keys pointing at a table that names its store: a row must point at its own store's rows. */
  links: StoreLink[];
};

export type StoreLink = {
  columns: string[];
  table: string;
  foreignColumns: string[];
  /** The column naming the store in the table pointed at. */
  tenantColumn: string;
};

/**
 * Store tables that a backup leaves out, and why. Everything else with `tenant_id` is kept,
 * stock holds included: a hold's units are already taken from the product's stock, and only the
 * hold gives them back when its payment does not complete.
 */
export const EXCLUDED_TABLES: Record<string, string> = {
  // A Notion connection attempt in flight, good for ten minutes.
  notion_oauth_states: 'a connection attempt, good for minutes',
  // Single-use e-mail links good for a day at most; an account asks for a new one.
  verification_tokens: 'single-use e-mail links, good for a day at most',
  // Mail sent or on its way when the backup was taken: restored, a pending one would go out again.
  email_outbox: 'mail sent or on its way, which a restore must not send again',
  // The records of the backup files themselves, which a backup does not hold.
  backups: 'the list of backup files, which are not inside a backup',
  // Who is signed in where: a restore must not bring back a session that was ended since.
  user_sessions: 'signed-in sessions, which a restore must not bring back once ended',
  // Invitations to the team: mailed links that expire in days; the owner invites again.
  staff_invitations: 'invitations to the team, mailed links that expire in days',
  // Append-only: a restore neither rewrites nor removes what was done; it adds its own line.
  audit_log: 'the activity log, which a restore must not rewrite',
  // A catalog import is a job in flight: restored, it would run again over the restored catalog.
  catalog_imports: 'catalog imports, jobs that a restore must not run again',
  catalog_import_images: "catalog imports' images, fetched by their job",
};

const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** The column naming the store in a table: `tenant_id`, or `id` for the tenants table; null when none does. */
function tenantColumnOf(table: PgTable): string | null {
  const config = getTableConfig(table);
  if (config.name === 'tenants') return 'id';
  return config.columns.some((column) => column.name === 'tenant_id') ? 'tenant_id' : null;
}

function linksOf(table: PgTable): StoreLink[] {
  return getTableConfig(table).foreignKeys.flatMap((fk) => {
    const reference = fk.reference();
    const tenantColumn = tenantColumnOf(reference.foreignTable);
    if (!tenantColumn) return [];
    return [
      {
        columns: reference.columns.map((column) => column.name),
        table: getTableName(reference.foreignTable),
        foreignColumns: reference.foreignColumns.map((column) => column.name),
        tenantColumn,
      },
    ];
  });
}

function describe(table: PgTable): StoreTable | null {
  const config = getTableConfig(table);
  const tenantColumn = tenantColumnOf(table);
  if (!tenantColumn || config.name in EXCLUDED_TABLES) return null;
  const key =
    config.primaryKeys[0]?.columns.map((column) => column.name) ??
    config.columns.filter((column) => column.primary).map((column) => column.name);
  return {
    name: config.name,
    tenantColumn,
    key,
    serial: config.columns.filter((column) => /Serial/.test(column.columnType)).map((column) => column.name),
    references: [
      ...new Set(config.foreignKeys.map((fk) => getTableName(fk.reference().foreignTable))),
    ].filter((name) => name !== config.name),
    keyedByStore: key.includes(tenantColumn),
    links: linksOf(table),
  };
}

/** The store's tables in an order where each comes after every table it points at. */
export function storeTables(): StoreTable[] {
  const found = (Object.values(schema) as unknown[])
    .filter((value: unknown): value is PgTable => is(value, PgTable))
    .map(describe)
    .filter((table): table is StoreTable => table !== null);
  const byName = new Map(found.map((table) => [table.name, table]));
  const ordered: StoreTable[] = [];
  const placed = new Set<string>();
  const place = (table: StoreTable) => {
    if (placed.has(table.name)) return;
    placed.add(table.name);
    for (const name of table.references) {
      const target = byName.get(name);
      if (target) place(target);
    }
    ordered.push(table);
  };
  [...found].sort((a, b) => a.name.localeCompare(b.name)).forEach(place);
  return ordered;
}

/** Names every table other tables point at: removing one of their rows reaches further. */
export function referencedTables(tables: StoreTable[]): Set<string> {
  return new Set(tables.flatMap((table) => table.references));
}

/** Every store on the platform, by id and name: the scheduled jobs go through them one by one. */
export function listTenants(db: Database): Promise<{ id: string; name: string }[]> {
  return db.select({ id: schema.tenants.id, name: schema.tenants.name }).from(schema.tenants);
}

/** Makes every later read of this transaction see one snapshot of the whole database. */
export async function readOneSnapshot(tx: Tx): Promise<void> {
  await tx.execute(sql`set transaction isolation level repeatable read`);
}

/** Time stamps as UTC text in this transaction, so the same row always reads the same. */
export async function readInUtc(tx: Tx): Promise<void> {
  await tx.execute(sql`set local time zone 'UTC'`);
}

const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

const keyList = (table: StoreTable) => sql.join(table.key.map(quoted), sql`, `);

/** The store's rows of one table, ordered by key. */
export async function selectStoreRows(db: Runner, table: StoreTable, tenantId: string): Promise<Row[]> {
  const result = await db.execute(
    sql`select coalesce(jsonb_agg(to_jsonb(t) order by ${sql.join(
      table.key.map((column) => sql`t.${quoted(column)}`),
      sql`, `,
    )}), '[]'::jsonb) as rows
        from ${quoted(table.name)} t where t.${quoted(table.tenantColumn)} = ${tenantId}`,
  );
  const value = rowsOf(result)[0]?.rows;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Row[];
}

const asRecordset = (table: StoreTable, rows: Row[]): SQL =>
  sql`jsonb_populate_recordset(null::${quoted(table.name)}, ${JSON.stringify(rows)}::jsonb)`;

/** How many of `rows` have a key another store holds (only possible where the key is not per store). */
export async function countForeignKeys(
  db: Runner,
  table: StoreTable,
  tenantId: string,
  rows: Row[],
): Promise<number> {
  if (table.keyedByStore || rows.length === 0) return 0;
  const match = sql.join(
    table.key.map((column) => sql`x.${quoted(column)} = r.${quoted(column)}`),
    sql` and `,
  );
  const result = await db.execute(
    sql`select count(*)::int as n from ${quoted(table.name)} x join ${asRecordset(table, rows)} r on ${match} where x.${quoted(table.tenantColumn)} <> ${tenantId}`,
  );
  return Number(rowsOf(result)[0]?.n ?? 0);
}

/**
 * How many of `rows` point, by one of the table's foreign keys, at a row another store holds (a
 * product image on another store's product, say).
 */
export async function countForeignReferences(
  db: Runner,
  table: StoreTable,
  tenantId: string,
  rows: Row[],
): Promise<number> {
  let found = 0;
  for (const link of rows.length ? table.links : []) {
    const match = sql.join(
      link.columns.map((column, index) => sql`x.${quoted(link.foreignColumns[index])} = r.${quoted(column)}`),
      sql` and `,
    );
    const result = await db.execute(
      sql`select count(*)::int as n from ${quoted(link.table)} x join ${asRecordset(table, rows)} r on ${match} where x.${quoted(link.tenantColumn)} <> ${tenantId}`,
    );
    found += Number(rowsOf(result)[0]?.n ?? 0);
  }
  return found;
}

/**
 * Which of `ids` another store holds as a product or a product image: the ids product images are
 * stored under (`images/{id}_{width}.webp`).
 */
export async function findOtherStoresImageIds(
  db: Runner,
  tenantId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const list = sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;
  const result = await db.execute(
    sql`select id::text as id from products where id in ${list} and tenant_id <> ${tenantId}
        union select id::text from product_images where id in ${list} and tenant_id <> ${tenantId}`,
  );
  return rowsOf(result).map((row) => String(row.id));
}

/** Deletes the store's rows of `table` with the keys of `rows`. */
export async function deleteStoreRows(
  tx: Tx,
  table: StoreTable,
  tenantId: string,
  rows: Row[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(
    sql`delete from ${quoted(table.name)} where ${quoted(table.tenantColumn)} = ${tenantId}
        and (${keyList(table)}) in (select ${keyList(table)} from ${asRecordset(table, rows)})`,
  );
}

/**
 * Writes `rows` as they are: new keys are inserted, existing keys of the same store take the
 * row's values (a row of another store is never touched).
 */
export async function upsertStoreRows(
  tx: Tx,
  table: StoreTable,
  columns: string[],
  rows: Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const others = columns.filter((column) => !table.key.includes(column));
  const onConflict = others.length
    ? sql`do update set ${sql.join(
        others.map((column) => sql`${quoted(column)} = excluded.${quoted(column)}`),
        sql`, `,
      )}
          where ${quoted(table.name)}.${quoted(table.tenantColumn)} = excluded.${quoted(table.tenantColumn)}`
    : sql`do nothing`;
  await tx.execute(
    sql`insert into ${quoted(table.name)} (${sql.join(columns.map(quoted), sql`, `)})
        select ${sql.join(columns.map(quoted), sql`, `)} from ${asRecordset(table, rows)}
        on conflict (${keyList(table)}) ${onConflict}`,
  );
}

/** The table's column names, in order. */
export function columnsOf(table: StoreTable): string[] {
  const found = Object.values(schema).find(
    (value) => is(value, PgTable) && getTableConfig(value as PgTable).name === table.name,
  ) as PgTable;
  return getTableConfig(found).columns.map((column) => column.name);
}

/** Moves a table's sequences past every id now in it, so new rows never take a restored id. */
export async function advanceSequences(tx: Tx, table: StoreTable): Promise<void> {
  for (const column of table.serial) {
    const sequence = sql`pg_get_serial_sequence(${`"${table.name}"`}, ${column})`;
    await tx.execute(
      sql`select setval(${sequence}, greatest((select coalesce(max(${quoted(column)}), 0) from ${quoted(table.name)}), nextval(${sequence})))`,
    );
  }
}
