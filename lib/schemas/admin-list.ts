/** Paging, searching and sorting shared by the owner's lists (customers, products, orders). */
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from '../constants/admin';
import { text } from './common';

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

/** The query every owner list takes; `sorts` are the list's sortable columns. */
export function listQuerySchema<S extends readonly [string, ...string[]]>(
  sorts: S,
  defaults: { sort: S[number]; dir: SortDirection },
) {
  return z.object({
    page: wholeNumber('page', 1, 100_000).default(1),
    pageSize: wholeNumber('pageSize', 1, ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
    /** Free text; each list says what it searches. */
    q: text({ error: 'q must be text' }).trim().max(200, { error: 'Search text is too long' }).optional(),
    sort: z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` }).default(defaults.sort as never),
    dir: z.enum(sortDirections, { error: 'dir must be asc or desc' }).default(defaults.dir),
  });
}

/** A page of a list: its rows, where it is, and how many rows match in all. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}

/** A yes/no filter in a query string. */
export const booleanFilterSchema = (field: string) =>
  z.enum(['true', 'false'], { error: `${field} must be true or false` }).optional();
