/**
 * Checkout's hot statements, each under a name of its own, through Drizzle's public
 * `prepare(name)`: a query is built by Drizzle's builder once per handle it runs on (the database
 * keeps it; a transaction builds it at its first call and reuses it for the others) and run with
 * its `sql.placeholder`s filled by the call's values. On PostgreSQL, node-postgres parses a named
 * statement once per connection and afterwards only binds and runs it; PGlite runs it as any other
 * query. No public Drizzle API runs a query built on one handle inside another's transaction, so
 * each transaction pays for building its statements (a paid order's takes milliseconds of CPU).
 *
 * A name stands for one text on every connection (node-postgres refuses a name reused for another
 * text), so two queries never share one, and a query whose text depends on counts is a family of
 * names (namedQueries).
 */
import { sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Tx } from './stores';

/** A query prepared on one handle, run with its placeholders' values. */
type Prepared<Result> = { execute(values?: Record<string, unknown>): Promise<Result> };
/** A query builder (select, insert, update, delete) whose placeholders are filled when it runs. */
type Preparable<Result> = Prepared<Result> & { prepare(name: string): Prepared<Result> };

/**
 * The query `build` makes (its values are `sql.placeholder`s), run on any database handle with the
 * placeholders' values, under `name`.
 *
 * A placeholder given as a column's value in `values()` or `set()` is encoded by that column when
 * the query runs, null included: a JSON column would write null as JSON null and a timestamp would
 * throw, so a nullable one is written as `sql\`${placeholder}::jsonb\`` (or `::timestamptz`) with
 * the value prepared by the caller. A value left undefined writes NULL, not the column's default.
 */
export function namedQuery<Result>(name: string, build: (db: Database | Tx) => Preparable<Result>) {
  const byHandle = new WeakMap<Database | Tx, Prepared<Result>>();
  return (db: Database | Tx, values: Record<string, unknown> = {}): Promise<Result> => {
    let prepared = byHandle.get(db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byHandle.set(db, prepared);
    }
    return prepared.execute(values);
  };
}

/** A placeholder for each column, named `${prefix}${column}`: one row of a built insert. */
export function placeholdersOf<Column extends string>(columns: readonly Column[], prefix = '') {
  return Object.fromEntries(
    columns.map((column) => [column, sql.placeholder(`${prefix}${column}`)]),
  ) as Record<Column, Placeholder>;
}

/** The values of `row` under the names placeholdersOf gives them; a value it lacks is null. */
export function placeholderValues<Column extends string>(
  columns: readonly Column[],
  row: Partial<Record<Column, unknown>>,
  prefix = '',
): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [`${prefix}${column}`, row[column] ?? null]));
}

/** A JSON column's value as text for a `::jsonb` cast: none is SQL NULL, where the encoder writes JSON null. */
export const jsonText = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** The largest count of a named shape: a query with more rows than this runs unnamed. */
const MAX_NAMED_COUNT = 8;

/**
 * A family of named queries whose text depends on a few small counts (the rows an insert writes):
 * each shape runs under its own name; a shape with a count above MAX_NAMED_COUNT runs unnamed, so
 * each connection keeps few statements.
 */
export function namedQueries<Result>(
  name: string,
  build: (db: Database | Tx, shape: number[]) => Preparable<Result>,
) {
  const byShape = new Map<string, ReturnType<typeof namedQuery<Result>>>();
  return (db: Database | Tx, shape: number[], values: Record<string, unknown>): Promise<Result> => {
    if (shape.some((count) => count > MAX_NAMED_COUNT)) return build(db, shape).execute(values);
    const key = `${name}_${shape.join('_')}`;
    let query = byShape.get(key);
    if (!query) {
      query = namedQuery(key, (shaped) => build(shaped, shape));
      byShape.set(key, query);
    }
    return query(db, values);
  };
}
