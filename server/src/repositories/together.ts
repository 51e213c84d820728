/**
 * Writes of one change made in one statement: each is a data-modifying WITH query of the main
 * insert, so a change that touches several tables costs the database one round trip. They run
 * with one snapshot and cannot see each other's rows; foreign keys between them are checked at the
 * statement's end, so a row may name one the main insert writes (with an id chosen beforehand).
 */
import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Tx } from './stores';

/** A query builder whose statement carries `writes` before it: `together(tx, writes).insert(...)`. */
export const together = (db: Database | Tx, writes: SQLWrapper[]) =>
  db.with(...writes.map((write, index) => db.$with(`write_${index}`, {}).as(write.getSQL())));
