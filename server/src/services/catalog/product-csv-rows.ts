/**
 * Reading a catalog file: CSV records (csv-parse) to checked row values, each problem naming the
 * row (as a spreadsheet counts them: the header is row 1) and its column.
 */
import { parse } from 'csv-parse/sync';
import { MAX_PRICE_CENTS, MAX_STOCK } from '@/lib/constants/catalog';
import { PRODUCT_CSV_COLUMNS as C, PRODUCT_CSV_MAX_ROWS } from '@/lib/constants/product-csv';
import { unescapeCsvCell } from '@/lib/csv-cells';
import { skuSchema } from '@/lib/schemas/admin-products';
import { text } from '@/lib/schemas/common';
import type { TaxCategory } from '@/lib/schemas/tax';
import { ApiError } from '@server/errors';

/** What one row sets; a field is undefined when its column is absent (an update leaves it alone). */
export type CsvValues = {
  id?: string;
  sku?: string | null;
  name?: string;
  description?: string;
  /** Null only on a variant's row: the variant takes the product's price. */
  priceCents?: number | null;
  totalInventory?: number | null;
  archived?: boolean;
  /** From `Variant Taxable`: `true` general, `false` exempt (the product's, on a variant's row too). */
  taxCategory?: TaxCategory;
  /** The variant's name (`Option1 Value`): set, the row is one variant's of a product. */
  option?: string;
};
/** The name Sitka writes in `Option1 Name` for its variants. */
export const VARIANT_OPTION_NAME = 'Variant';
export type CsvRowError = { column: string; message: string };
export type ParsedRow = { row: number; values: CsvValues; errors: CsvRowError[] };

/** Any cell: text PostgreSQL can keep. */
const storableText = text();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PRICE = /^\$?\s*(\d{1,9})(?:\.(\d{1,2}))?$/;

/** The file's records, header first; a file that is not CSV is refused whole, naming where it broke. */
function recordsOf(bytes: Buffer): string[][] {
  try {
    return parse(bytes, { bom: true, skip_empty_lines: true, relax_column_count: false }) as string[][];
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

type Reader = (record: string[]) => string | undefined;

function fieldsOf(raw: Record<string, string | undefined>, errors: CsvRowError[]): CsvValues {
  const values: CsvValues = {};
  const fail = (column: string, message: string) => errors.push({ column, message });
  const id = raw[C.id]?.trim();
  if (id) {
    if (UUID.test(id)) values.id = id.toLowerCase();
    else fail(C.id, 'ID must be the ID of one of this store’s products, as an export writes it');
  }
  if (raw[C.sku] !== undefined) {
    const sku = skuSchema.safeParse(raw[C.sku]);
    if (sku.success) values.sku = sku.data;
    else fail(C.sku, sku.error.issues[0].message);
  }
  const title = raw[C.title];
  if (title !== undefined) {
    const name = title.trim();
    if (!name) fail(C.title, 'Title is required');
    else if (name.length > 200) fail(C.title, 'Title is at most 200 characters');
    else values.name = name;
  }
  const body = raw[C.body];
  if (body !== undefined) {
    const description = body.trim();
    if (description.length > 5000) fail(C.body, 'Body (HTML) is at most 5000 characters');
    else values.description = description;
  }
  const option = raw[C.optionValue]?.trim();
  if (option) {
    if (option.length > 60) fail(C.optionValue, 'Option1 Value is at most 60 characters');
    else values.option = option;
  }
  const priceText = raw[C.price];
  if (priceText !== undefined && option && priceText.trim() === '') values.priceCents = null;
  else if (priceText !== undefined) {
    const match = PRICE.exec(priceText.trim());
    const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
    if (!match) fail(C.price, 'Variant Price must be an amount in dollars, such as 45.00');
    else if (cents > MAX_PRICE_CENTS) fail(C.price, 'Variant Price is too large');
    else values.priceCents = cents;
  }
  const stockText = raw[C.stock];
  if (stockText !== undefined) {
    const stock = stockText.trim();
    if (stock === '') values.totalInventory = null;
    else if (!/^\d+$/.test(stock))
      fail(C.stock, 'Variant Inventory Qty must be a whole number ≥ 0, or empty for unlimited');
    else if (Number(stock) > MAX_STOCK) fail(C.stock, 'Variant Inventory Qty is too large');
    else values.totalInventory = Number(stock);
  }
  const publishedText = raw[C.published];
  if (publishedText !== undefined) {
    const published = publishedText.trim().toLowerCase();
    if (published === 'true') values.archived = false;
    else if (published === 'false') values.archived = true;
    else if (published !== '') fail(C.published, 'Published must be true or false');
  }
  const taxableText = raw[C.taxable];
  if (taxableText !== undefined) {
    const taxable = taxableText.trim().toLowerCase();
    if (taxable === 'true') values.taxCategory = 'general';
    else if (taxable === 'false') values.taxCategory = 'exempt';
    else if (taxable !== '') fail(C.taxable, 'Variant Taxable must be true or false');
  }
  return values;
}

/** A cell as written: a text cell without the `'` an export put before a formula character. */
function textOf(column: string, value: string | undefined): string | undefined {
  return value === undefined || column === C.price || column === C.stock ? value : unescapeCsvCell(value);
}

/** The file's rows, each with its checked values and its problems. */
export function parseCatalogCsv(bytes: Buffer): ParsedRow[] {
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
      message: `A file holds at most ${PRODUCT_CSV_MAX_ROWS} products`,
      field: 'file',
    });
  const names = header.map((name) => name.trim());
  if (!names.includes(C.title) && !names.includes(C.id) && !names.includes(C.sku))
    throw new ApiError({
      status: 400,
      code: 'CSV_INVALID',
      message: `The header must name ${C.title}, ${C.sku} or ${C.id}`,
      field: 'file',
    });
  const readers: [string, Reader][] = Object.values(C)
    .filter((column) => names.includes(column))
    .map((column) => {
      const index = names.indexOf(column);
      return [column, (record) => record[index]];
    });
  return records.map((record, index) => {
    const errors: CsvRowError[] = [];
    const raw = Object.fromEntries(readers.map(([column, read]) => [column, textOf(column, read(record))]));
    for (const [column, value] of Object.entries(raw)) {
      // A NUL or half a surrogate pair cannot be stored: named here, not found halfway through the write.
      const checked = value === undefined ? null : storableText.safeParse(value);
      if (checked && !checked.success) {
        errors.push({ column, message: `${column} ${checked.error.issues[0].message}` });
        delete raw[column];
      }
    }
    return { row: index + 2, values: fieldsOf(raw, errors), errors };
  });
}
