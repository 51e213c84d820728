/**
 * Queries built once and run by their placeholders after, on the database or inside any of its
 * transactions: checkout's hot statements skip Drizzle's building of their SQL on every call, and
 * PostgreSQL keeps each one parsed and planned per connection under its name.
 *
 * A query is built the first time it runs, against a copy of the caller's database handle whose
 * session records what the builder would prepare instead of preparing it. Each call then hands that
 * record (the SQL with its placeholders, the result's fields) to the session of the handle it runs
 * on, the database or a transaction, which is Drizzle's own way of running a built query.
 */
import { sql, type Placeholder } from 'drizzle-orm';
import type { PgSession } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { Tx } from './stores';

type PrepareArguments = Parameters<PgSession['prepareQuery']>;
/** What a builder's `prepare(name)` asked its session for; a select also sets how its joins map. */
type Recorded = { args: PrepareArguments; joinsNotNullableMap?: Record<string, boolean> };
/** A query builder (select, insert, update, delete) whose placeholders are filled when it runs. */
type Preparable<Result> = {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
  execute(values?: Record<string, unknown>): Promise<Result>;
};

/** Builds `build`'s query against a session that records, instead of preparing, what it is given. */
function record<Result>(db: Database | Tx, name: string, build: (db: Database | Tx) => Preparable<Result>) {
  const recorded: Partial<Recorded> & { setToken(): unknown } = {
    setToken() {
      return this;
    },
  };
  const session = Object.create(db._.session, {
    prepareQuery: {
      value: (...args: PrepareArguments) => {
        recorded.args = args;
        return recorded;
      },
    },
  });
  // `session` is where Drizzle's builders find it (`_.session` is its public face, read below).
  build(Object.create(db, { session: { value: session } }) as Database | Tx).prepare(name);
  if (!recorded.args) throw new Error(`query ${name} was not prepared by its builder`);
  return { args: recorded.args, joinsNotNullableMap: recorded.joinsNotNullableMap };
}

/**
 * A query built once by `build` (whose values are `sql.placeholder`s) and run on any database
 * handle with the placeholders' values. `name` names it on each PostgreSQL connection: one text per
 * name, so two queries never share one.
 *
 * A placeholder given as a column's value in `values()` or `set()` is encoded by that column when
 * the query runs, null included: a JSON column would write null as JSON null and a timestamp would
 * throw, so a nullable one is written as `sql\`${placeholder}::jsonb\`` (or `::timestamptz`) with
 * the value prepared by the caller. A value left undefined writes NULL, not the column's default.
 */
export function reusableQuery<Result>(name: string, build: (db: Database | Tx) => Preparable<Result>) {
  let recorded: Recorded | undefined;
  return (db: Database | Tx, values: Record<string, unknown> = {}): Promise<Result> => {
    recorded ??= record(db, name, build);
    const [query, fields, , arrayMode, mapper, metadata, cache] = recorded.args;
    const prepared = db._.session.prepareQuery(query, fields, name, arrayMode, mapper, metadata, cache);
    if (recorded.joinsNotNullableMap)
      Object.assign(prepared, { joinsNotNullableMap: recorded.joinsNotNullableMap });
    return prepared.execute(values) as Promise<Result>;
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

/** The largest count of a shape kept built: a query with more rows than this is built on each call. */
const MAX_KEPT_COUNT = 8;

/**
 * A family of reusable queries whose text depends on a few small counts (the rows an insert
 * writes): one is built per shape, each under its own name; a shape with a count above
 * MAX_KEPT_COUNT is built on each call, so the family stays small.
 */
export function reusableQueries<Result>(
  name: string,
  build: (db: Database | Tx, shape: number[]) => Preparable<Result>,
) {
  const byShape = new Map<string, ReturnType<typeof reusableQuery<Result>>>();
  return (db: Database | Tx, shape: number[], values: Record<string, unknown>): Promise<Result> => {
    if (shape.some((count) => count > MAX_KEPT_COUNT)) return build(db, shape).execute(values);
    const key = `${name}_${shape.join('_')}`;
    let query = byShape.get(key);
    if (!query) {
      query = reusableQuery(key, (shaped) => build(shaped, shape));
      byShape.set(key, query);
    }
    return query(db, values);
  };
}
