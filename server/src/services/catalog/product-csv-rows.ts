/**
 * Reading a catalog file's cells: CSV records (csv-parse) to checked values, each problem naming
 * the row (as a spreadsheet counts them: the header is row 1) and its column. Grouping rows into
 * products is product-csv-group.ts's; Etsy's file is product-csv-etsy.ts's.
 */
import { parse } from 'csv-parse/sync';
import { MAX_PRICE_CENTS, MAX_STOCK } from '@/lib/constants/catalog';
import {
  PRODUCT_CSV_COLUMNS as C,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_MAX_TAGS,
  PRODUCT_TAG_MAX_LENGTH,
} from '@/lib/constants/product-csv';
import { unescapeCsvCell } from '@/lib/csv-cells';
import { skuSchema } from '@/lib/schemas/admin-products';
import { isStorableText, text } from '@/lib/schemas/common';
import { ApiError } from '@server/errors';

export type CsvRowError = { column: string; message: string };
/** A row's cells by column name (only the columns the file has), with its problems so far. */
export type CsvRecord = { row: number; cells: Record<string, string>; errors: CsvRowError[] };

/** Any cell: text PostgreSQL can keep. */
const storableText = text();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PRICE = /^\$?\s*(\d{1,9})(?:\.(\d{1,2}))?$/;
/** The columns of numbers: a leading `'` there is not an export's escape. */
const NUMERIC: ReadonlySet<string> = new Set([C.price, C.stock, C.compareAt, C.grams, C.imagePosition]);

/** The file's records, header first; a file that is not CSV is refused whole, naming where it broke. */
function recordsOf(bytes: Buffer): string[][] {
  try {
    return parse(bytes, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new ApiError({
      status: 400,
      code: 'CSV_INVALID',
      message: `The file is not a readable CSV${line ? ` (near line ${line})` : ''}: ${(error as Error).message}`,
      field: 'file',
    });
  }
}

/** The file's header (trimmed names) and its rows' cells; unknown columns are kept and ignored. */
export function readCsv(bytes: Buffer): { header: string[]; records: CsvRecord[] } {
  const [header, ...records] = recordsOf(bytes);
  if (!header)
    throw new ApiError({
      status: 400,
      code: 'CSV_INVALID',
      message: 'The file is empty: it needs a header row',
      field: 'file',
    });
  if (records.length > PRODUCT_CSV_MAX_ROWS)
    throw new ApiError({
      status: 400,
      code: 'CSV_TOO_MANY_ROWS',
      message: `A file holds at most ${PRODUCT_CSV_MAX_ROWS} rows`,
      field: 'file',
    });
  const names = header.map((name) => name.trim());
  return {
    header: names,
    records: records.map((record, index) => {
      const errors: CsvRowError[] = [];
      const cells: Record<string, string> = {};
      names.forEach((column, at) => {
        if (!column || column in cells) return;
        const raw = record[at] ?? '';
        const value = NUMERIC.has(column) ? raw : unescapeCsvCell(raw);
        // A NUL or half a surrogate pair cannot be stored: named here, not found halfway through the write.
        if (isStorableText(value)) cells[column] = value;
        else
          errors.push({
            column,
            message: `${column} ${storableText.safeParse(value).error?.issues[0].message}`,
          });
      });
      return { row: index + 2, cells, errors };
    }),
  };
}

/** Reads cells of one record, each problem added to the record's. */
export class CellReader {
  constructor(private readonly record: CsvRecord) {}

  fail(column: string, message: string): undefined {
    this.record.errors.push({ column, message });
    return undefined;
  }

  /** The cell trimmed, or undefined when the file has no such column. */
  raw(column: string): string | undefined {
    return this.record.cells[column]?.trim();
  }

  /** A text cell at most `max` characters; '' when empty. */
  text(column: string, max: number): string | undefined {
    const value = this.raw(column);
    if (value === undefined) return undefined;
    if (value.length > max) return this.fail(column, `${column} is at most ${max} characters`);
    return value;
  }

  id(column: string): string | undefined {
    const value = this.raw(column);
    if (!value) return undefined;
    if (UUID.test(value)) return value.toLowerCase();
    return this.fail(column, 'ID must be the ID of one of this store’s products, as an export writes it');
  }

  sku(column: string): string | null | undefined {
    const value = this.record.cells[column];
    if (value === undefined) return undefined;
    const sku = skuSchema.safeParse(value);
    if (sku.success) return sku.data;
    return this.fail(column, sku.error.issues[0].message);
  }

  /** An amount in dollars as cents; null when empty. */
  money(column: string): number | null | undefined {
    const value = this.raw(column);
    if (value === undefined || value === '') return value === '' ? null : undefined;
    const match = PRICE.exec(value);
    const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
    if (!match) return this.fail(column, `${column} must be an amount in dollars, such as 45.00`);
    if (cents > MAX_PRICE_CENTS) return this.fail(column, `${column} is too large`);
    return cents;
  }

  /** A whole number ≥ 0; null when empty. */
  count(column: string, max = MAX_STOCK, emptyMeaning = 'or empty for unlimited'): number | null | undefined {
    const value = this.raw(column);
    if (value === undefined || value === '') return value === '' ? null : undefined;
    // Shopify writes negative stock for oversold variants: nothing left.
    if (/^-\d+$/.test(value)) return 0;
    if (!/^\d+$/.test(value))
      return this.fail(column, `${column} must be a whole number ≥ 0, ${emptyMeaning}`);
    if (Number(value) > max) return this.fail(column, `${column} is too large`);
    return Number(value);
  }

  /** true / false (any case); undefined when empty. */
  flag(column: string): boolean | undefined {
    const value = this.raw(column)?.toLowerCase();
    if (!value) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    return this.fail(column, `${column} must be true or false`);
  }

  /** An image's address: an http(s) URL. */
  url(column: string): string | undefined {
    const value = this.raw(column);
    if (!value) return undefined;
    return isHttpUrl(value) ? value : this.fail(column, `${column} must be an http(s) address`);
  }

  /** Comma-separated words (Shopify's Tags, Etsy's TAGS and MATERIALS), trimmed, without repeats. */
  words(column: string): string[] | undefined {
    const value = this.raw(column);
    if (value === undefined) return undefined;
    const words = splitWords(value);
    if (words.some((word) => word.length > PRODUCT_TAG_MAX_LENGTH))
      return this.fail(column, `Each of ${column} is at most ${PRODUCT_TAG_MAX_LENGTH} characters`);
    if (words.length > PRODUCT_MAX_TAGS)
      return this.fail(column, `${column} holds at most ${PRODUCT_MAX_TAGS} words`);
    return words;
  }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** "a, b,,A" → ["a", "b"]: trimmed, empty ones and repeats (any case) left out. */
export function splitWords(value: string): string[] {
  const seen = new Set<string>();
  return value
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word && !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()));
}

export { UUID };
