/** The owner's and the shop's searches: `text` anywhere in a column, in any case. */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%`, `_` and `\` typed by the owner are searched for as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Written as `lower(col) like lower(pattern)`, not `col ilike pattern`, so the trigram index on
 * lower(col) (pg_trgm, migration 0014) finds the rows instead of a scan of the store's rows.
 */
export const containsText = (column: AnyColumn | SQL, text: string): SQL =>
  sql`lower(${column}) like ${likePattern(text.toLowerCase())}`;
