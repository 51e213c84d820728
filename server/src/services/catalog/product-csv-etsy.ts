/**
 * Etsy's listing export: one listing a row, its columns in capitals. Each listing is a product;
 * its variations (`VARIATION 1 NAME` or `TYPE`, and `VALUES`, comma-separated) its options, every
 * combination a variant at the listing's price and quantity; its tags and materials its tags; its
 * `IMAGE1` … `IMAGE10` its images, in that order.
 */
import { MAX_VARIANTS } from '@/lib/constants/catalog';
import {
  ETSY_CSV_COLUMNS as E,
  ETSY_IMAGE_COLUMNS,
  ETSY_VARIATION_COLUMNS,
} from '@/lib/constants/product-csv';
import { CellReader, splitWords, type CsvRecord } from './product-csv-rows';
import { handleOf } from './product-csv-handles';
import {
  imagesOf,
  type ColumnNames,
  type ParsedProduct,
  type ParsedVariant,
  type ProductFieldValues,
  type ProductGiven,
} from './product-csv-group';
import { plainTextAsHtml } from './product-html';

export const ETSY_COLUMN_NAMES: ColumnNames = {
  name: E.title,
  description: E.description,
  status: E.title,
  tags: E.tags,
  seoTitle: E.title,
  seoDescription: E.description,
  optionNames: ETSY_VARIATION_COLUMNS[0].name,
  productType: E.title,
  productCategory: E.title,
  taxCategory: E.title,
  compareAtPriceCents: E.price,
  weightGrams: E.title,
  backorders: E.quantity,
  sku: E.sku,
  priceCents: E.price,
  totalInventory: E.quantity,
  options: ETSY_VARIATION_COLUMNS[0].values,
  image: ETSY_IMAGE_COLUMNS[0],
};

/** Whether a header is Etsy's. */
export const isEtsyHeader = (header: string[]) => header.includes(E.title) && header.includes(E.price);

/** Every combination of the variations' values, in order ("Blue / S", "Blue / M", …). */
function combinations(lists: string[][]): string[][] {
  return lists.reduce<string[][]>(
    (all, values) => all.flatMap((prefix) => values.map((value) => [...prefix, value])),
    [[]],
  );
}

/** The most values one variation may list, and the longest option name kept. */
const MAX_VARIATION_VALUES = 100;
const OPTION_NAME_MAX_LENGTH = 255;

function variationsOf(r: CellReader): { names: string[]; values: string[][] } {
  const names: string[] = [];
  const values: string[][] = [];
  for (const columns of ETSY_VARIATION_COLUMNS) {
    const list = splitWords(r.raw(columns.values) ?? '');
    if (list.length === 0) continue;
    if (list.length > MAX_VARIATION_VALUES)
      r.fail(columns.values, `A variation lists at most ${MAX_VARIATION_VALUES} values`);
    const name = r.raw(columns.name) || r.raw(columns.type) || `Option ${names.length + 1}`;
    names.push(name.slice(0, OPTION_NAME_MAX_LENGTH));
    values.push(list.slice(0, MAX_VARIATION_VALUES).map((value) => value.slice(0, 255)));
  }
  return { names, values };
}

/** The variants a listing's variations make; more than a product may have is the row's error, found before any is built. */
function etsyVariants(
  r: CellReader,
  values: string[][],
  base: Omit<ParsedVariant, 'optionValues'>,
): ParsedVariant[] {
  const count = values.reduce((product, list) => product * list.length, 1);
  if (count > MAX_VARIANTS) {
    r.fail(ETSY_VARIATION_COLUMNS[0].values, `A product has at most ${MAX_VARIANTS} variants`);
    return [];
  }
  return combinations(values).map((optionValues) => ({ ...base, optionValues }));
}

function etsyProduct(record: CsvRecord): ParsedProduct {
  const r = new CellReader(record);
  const row = record.row;
  const title = r.text(E.title, 200);
  if (!title) r.fail(E.title, 'TITLE is required');
  const body = r.raw(E.description);
  // Etsy's descriptions are plain text: what looks like a tag in one is text the maker wrote.
  const description = body === undefined ? undefined : plainTextAsHtml(body.slice(0, 5000));
  const tags = [...(r.words(E.tags) ?? []), ...(r.words(E.materials) ?? [])];
  const { names, values } = variationsOf(r);
  const priceCents = r.money(E.price);
  if (priceCents == null) r.fail(E.price, 'PRICE is required');
  const totalInventory = r.count(E.quantity);
  const sku = r.sku(E.sku);
  const own: Partial<ProductFieldValues> = {
    name: title,
    description,
    tags: splitWords(tags.join(',')),
    optionNames: names,
  };
  const given: ProductGiven = {};
  for (const [key, value] of Object.entries(own))
    if (value !== undefined) Object.assign(given, { [key]: [{ value, row }] });
  const hasOptions = names.length > 0;
  const variants: ParsedVariant[] = hasOptions
    ? etsyVariants(r, values, { row, priceCents, totalInventory })
    : [{ row, optionValues: [], sku, priceCents, totalInventory }];
  const images = ETSY_IMAGE_COLUMNS.flatMap((column) => {
    const url = r.url(column);
    return url ? [{ row, url, altText: '', position: null }] : [];
  });
  return {
    key: `row:${row}`,
    records: [record],
    // A listing matches a product by its SKU alone; its title only names a new product.
    handle: title ? handleOf(title) : undefined,
    handleIsNameOnly: true,
    given,
    hasOptions,
    variants,
    images: imagesOf(images, []),
  };
}

/** Etsy's listings as products. */
export function readEtsyRows(records: CsvRecord[]): ParsedProduct[] {
  return records.map(etsyProduct);
}
