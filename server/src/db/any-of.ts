import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::type[])`: a list of any length as one parameter. `inArray` writes one parameter
 * a value, which costs Drizzle a walk over each when it builds the statement (a catalog file's
 * 10,000 SKUs named four times took a second) and reaches PostgreSQL's 65,535 parameters.
 */
export function anyOf(column: AnyColumn, values: string[], type: 'text' | 'uuid'): SQL {
  return sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;
}
