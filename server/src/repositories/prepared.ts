/**
 * Queries built once per database handle and run by their placeholders after: the hot reads and
 * writes outside any transaction (a payment looked up by its provider id, a card's answer written)
 * skip Drizzle's building of their SQL on every call, and PostgreSQL keeps each one parsed and
 * planned per connection under its name. Inside a transaction the caller builds the query as usual.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { Tx } from './stores';

/** Whether `db` is the database itself rather than one of its transactions. */
export const isRootDatabase = (db: Database | Tx): db is Database => !(db instanceof PgTransaction);

/** `build(db, name)` once per database handle (a test builds many), then the same prepared query. */
export function preparedQuery<Prepared>(name: string, build: (db: Database, name: string) => Prepared) {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db: Database): Prepared => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db, name);
      byDatabase.set(db, query);
    }
    return query;
  };
}
