/**
 * Copies the embedded database into PostgreSQL, for the day a store outgrows PGlite. The target is
 * migrated to the same version first and must hold no store yet; then every table of the source
 * is copied in the order its foreign keys need, in one transaction (a failure leaves the target
 * as migrated, empty), keeping every id, and each sequence is set to where the source's stood, so
 * new rows number on from the copied ones.
 *
 * Rows travel as JSON (`json_agg` out, `json_populate_recordset` in), which PostgreSQL turns back
 * into each column's own type: jsonb, arrays, timestamps, numerics and bytea arrive as they were.
 */
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { DatabaseHandle } from './client';
import { openDatabase } from './client';

export type CopyResult = { tables: { name: string; rows: number }[]; stores: number };

const BATCH_ROWS = 500;

/** Thrown when the target already holds a store: a copy never merges into live data. */
export class TargetNotEmptyError extends Error {
  constructor(stores: number) {
    super(
      `The target database already holds ${stores} store${stores === 1 ? '' : 's'}; copy into a new, empty database.`,
    );
    this.name = 'TargetNotEmptyError';
  }
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Row = Record<string, unknown>;

async function rows<T extends Row>(source: DatabaseHandle, query: string): Promise<T[]> {
  return ((await source.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** The public tables, each after every table it references (a cycle would be refused). */
async function tablesInDependencyOrder(source: DatabaseHandle): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      source,
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => row.name);
  const edges = await rows<{ child: string; parent: string }>(
    source,
    `select child.relname as child, parent.relname as parent
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const edge of edges) if (edge.child !== edge.parent) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent)),
    );
    if (!ready.length)
      throw new Error(
        `The tables' foreign keys form a cycle: ${tables.filter((table) => !placed.has(table)).join(', ')}`,
      );
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** A table's columns that take values (generated ones are computed by the target). */
async function writableColumns(source: DatabaseHandle, table: string): Promise<string[]> {
  const columns = await rows<{ name: string }>(
    source,
    `select a.attname as name from pg_attribute a
      where a.attrelid = '${ident(table).replaceAll("'", "''")}'::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
  );
  return columns.map((column) => column.name);
}

/** The primary key's columns, for reading a table in a stable order, batch by batch. */
async function orderColumns(source: DatabaseHandle, table: string): Promise<string[]> {
  const columns = await rows<{ name: string }>(
    source,
    `select a.attname as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = '${ident(table).replaceAll("'", "''")}'::regclass and i.indisprimary
      order by array_position(i.indkey, a.attnum)`,
  );
  return columns.map((column) => column.name);
}

async function copyTable(source: DatabaseHandle, target: Client, table: string): Promise<number> {
  const columns = (await writableColumns(source, table)).map(ident).join(', ');
  const key = await orderColumns(source, table);
  const orderBy = key.length ? ` order by ${key.map(ident).join(', ')}` : '';
  let copied = 0;
  for (;;) {
    const [batch] = await rows<{ rows: string; count: number }>(
      source,
      `select coalesce(json_agg(t), '[]'::json)::text as rows, count(*)::int as count
         from (select * from ${ident(table)}${orderBy} limit ${BATCH_ROWS} offset ${copied}) t`,
    );
    if (!batch.count) return copied;
    await target.query(
      `insert into ${ident(table)} (${columns}) overriding system value
       select ${columns} from json_populate_recordset(null::${ident(table)}, $1::json)`,
      [batch.rows],
    );
    copied += batch.count;
    if (batch.count < BATCH_ROWS) return copied;
  }
}

/**
 * Copies `source` (the embedded database, migrated, held by this process) into the PostgreSQL
 * database at `targetUrl`, which is migrated here and must hold no store.
 */
export async function copyToPostgres(source: DatabaseHandle, targetUrl: string): Promise<CopyResult> {
  await source.migrate();
  const migrated = await openDatabase({ url: targetUrl, poolSize: 1 });
  try {
    await migrated.migrate();
  } finally {
    await migrated.close();
  }

  const target = new Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await target.query('begin');
    // Taken before the check, so two copies into one target cannot both find it empty.
    await target.query('lock table tenants in exclusive mode');
    const { rows: held } = await target.query<{ stores: number }>(
      'select count(*)::int as stores from tenants',
    );
    if (held[0].stores > 0) throw new TargetNotEmptyError(held[0].stores);

    const tables: CopyResult['tables'] = [];
    for (const table of await tablesInDependencyOrder(source))
      tables.push({ name: table, rows: await copyTable(source, target, table) });

    const sequences = await rows<{ name: string; last: string | null }>(
      source,
      `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
    );
    for (const sequence of sequences) {
      if (sequence.last !== null)
        await target.query('select setval($1::regclass, $2::bigint, true)', [
          ident(sequence.name),
          sequence.last,
        ]);
    }
    await target.query('commit');
    return { tables, stores: tables.find((table) => table.name === 'tenants')?.rows ?? 0 };
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await target.end();
  }
}
