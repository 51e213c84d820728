/**
 * A file's rows as products. Shopify's form: rows sharing a `Handle` are one product; its first row
 * carries the product's own cells (title, body, status, tags, option names, SEO), every row with
 * option values (or, for a product sold as itself, the first) is a variant, and any row may name an
 * image (`Image Src`) or its variant's photo (`Variant Image`).
 */
import { MAX_VARIANTS, MAX_WEIGHT_GRAMS, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/lib/constants/catalog';
import {
  PRODUCT_CSV_COLUMNS as C,
  PRODUCT_CSV_OPTIONS,
  PRODUCT_MAX_OPTIONS,
  SHOPIFY_DEFAULT_OPTION,
  VARIANT_OPTION_NAME,
} from '@/lib/constants/product-csv';
import type { ImportFormat } from '@/lib/schemas/product-csv';
import type { TaxCategory } from '@/lib/schemas/tax';
import { CellReader, type CsvRecord } from './product-csv-rows';
import { sanitizeDescription } from './product-html';

export type ProductStatus = 'active' | 'draft' | 'archived';
/** A product's own values a file gives. */
export type ProductFieldValues = {
  name: string;
  description: string;
  status: ProductStatus;
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  optionNames: string[];
  productType: string;
  productCategory: string;
  taxCategory: TaxCategory;
  compareAtPriceCents: number | null;
  weightGrams: number | null;
  backorders: boolean;
};
export type FieldKey = keyof ProductFieldValues;
/** A value and the row that gave it. */
export type Given<T> = { value: T; row: number };
export type ProductGiven = { [K in FieldKey]?: Given<ProductFieldValues[K]>[] };
/**
 * Shopify's per-variant cells Sitka keeps once per product: the first row's wins when rows differ.
 * The weight is the first row's alone: a later row's grams are its variant's own (ParsedVariant).
 */
export const FIRST_ROW_WINS: ReadonlySet<FieldKey> = new Set([
  'taxCategory',
  'compareAtPriceCents',
  'weightGrams',
  'backorders',
]);

export type ParsedVariant = {
  row: number;
  /** The product's option values, in its option names' order; empty for a product sold as itself. */
  optionValues: string[];
  sku?: string | null;
  priceCents?: number | null;
  totalInventory?: number | null;
  /** Its row's grams; null when empty (the product's weight), undefined without the column. */
  weightGrams?: number | null;
};

/** An image a product's rows name, for the import to fetch (`position`: 0 is the main image). */
export type PlannedImage = {
  url: string;
  altText: string;
  position: number;
  row: number;
  /** The variants it is the photo of: each one's SKU, else its option values joined " / ". */
  variantKeys: string[];
};

export type ParsedProduct = {
  key: string;
  records: CsvRecord[];
  id?: string;
  handle?: string;
  /** The handle only names a new product: it never matches one the store has (an Etsy title's). */
  handleIsNameOnly?: boolean;
  given: ProductGiven;
  /** Whether it is sold as variants (option values given); else `variants[0]` is the product's own. */
  hasOptions: boolean;
  variants: ParsedVariant[];
  images: PlannedImage[];
};

/** The column each value is read from, as a report names it. */
export type ColumnNames = Record<
  FieldKey | 'sku' | 'priceCents' | 'totalInventory' | 'options' | 'image',
  string
>;
export type ParsedFile = { format: ImportFormat; columns: ColumnNames; products: ParsedProduct[] };

export const SHOPIFY_COLUMN_NAMES: ColumnNames = {
  name: C.title,
  description: C.body,
  status: C.status,
  tags: C.tags,
  seoTitle: C.seoTitle,
  seoDescription: C.seoDescription,
  optionNames: C.option1Name,
  productType: C.type,
  productCategory: C.category,
  taxCategory: C.taxable,
  compareAtPriceCents: C.compareAt,
  weightGrams: C.grams,
  backorders: C.policy,
  sku: C.sku,
  priceCents: C.price,
  totalInventory: C.stock,
  options: C.option1Value,
  image: C.imageSrc,
};

/** What one Shopify row says; undefined where its column is absent (or, past a product's first row, empty). */
type RowRead = {
  handle?: string;
  id?: string;
  own: Partial<ProductFieldValues>;
  optionValues: string[];
  variant: Omit<ParsedVariant, 'row' | 'optionValues'>;
  hasVariantCells: boolean;
  image?: { url: string; altText: string; position: number | null };
  variantImage?: string;
};

const DESCRIPTION_MAX = 5000;

function descriptionOf(r: CellReader): string | undefined {
  const body = r.raw(C.body);
  if (body === undefined) return undefined;
  const description = sanitizeDescription(body);
  if (description.length > DESCRIPTION_MAX)
    return r.fail(C.body, `Body (HTML) is at most ${DESCRIPTION_MAX} characters`);
  return description;
}

/** Status (active, draft, archived), else Published (false: archived, as Sitka's older files). */
function statusOf(r: CellReader): ProductStatus | undefined {
  const status = r.raw(C.status)?.toLowerCase();
  const published = r.flag(C.published);
  if (status) {
    if (status !== 'active' && status !== 'draft' && status !== 'archived')
      return r.fail(C.status, 'Status must be active, draft or archived');
    // Active but not published on the shop: kept in the back-office, not on sale.
    return status === 'active' && published === false ? 'draft' : status;
  }
  if (published === undefined) return undefined;
  return published ? 'active' : 'archived';
}

function backordersOf(r: CellReader): boolean | undefined {
  const policy = r.raw(C.policy)?.toLowerCase();
  if (!policy) return undefined;
  if (policy === 'continue') return true;
  if (policy === 'deny') return false;
  return r.fail(C.policy, 'Variant Inventory Policy must be continue or deny');
}

/** Option names up to the last one given; Shopify's `Title` and Sitka's unnamed `Variant` are none. */
function optionNamesOf(r: CellReader): string[] | undefined {
  const cells = PRODUCT_CSV_OPTIONS.map((option) => r.text(option.name, 255));
  if (cells.every((cell) => cell === undefined)) return undefined;
  const names = cells.map((cell) => cell ?? '');
  while (names.length && !names[names.length - 1]) names.pop();
  if (names.length === 1 && (names[0] === SHOPIFY_DEFAULT_OPTION.name || names[0] === VARIANT_OPTION_NAME))
    return [];
  return names;
}

function optionValuesOf(r: CellReader): string[] {
  const values = PRODUCT_CSV_OPTIONS.map((option) => r.text(option.value, 255) ?? '');
  while (values.length && !values[values.length - 1]) values.pop();
  if (values.length === 1 && values[0] === SHOPIFY_DEFAULT_OPTION.value) return [];
  return values;
}

function readShopifyRecord(record: CsvRecord): RowRead {
  const r = new CellReader(record);
  const taxable = r.flag(C.taxable);
  const seoTitle = r.text(C.seoTitle, SEO_TITLE_MAX);
  const seoDescription = r.text(C.seoDescription, SEO_DESCRIPTION_MAX);
  const own: Partial<ProductFieldValues> = {
    name: r.text(C.title, 200),
    description: descriptionOf(r),
    status: statusOf(r),
    tags: r.words(C.tags),
    seoTitle: seoTitle === undefined ? undefined : seoTitle || null,
    seoDescription: seoDescription === undefined ? undefined : seoDescription || null,
    optionNames: optionNamesOf(r),
    productType: r.text(C.type, 255),
    productCategory: r.text(C.category, 255),
    taxCategory: taxable === undefined ? undefined : taxable ? 'general' : 'exempt',
    compareAtPriceCents: r.money(C.compareAt),
    weightGrams: r.count(C.grams, MAX_WEIGHT_GRAMS, 'or empty'),
    backorders: backordersOf(r),
  };
  const variant = {
    sku: r.sku(C.sku),
    priceCents: r.money(C.price),
    totalInventory: r.count(C.stock),
    weightGrams: own.weightGrams,
  };
  const imageUrl = r.url(C.imageSrc);
  const position = r.count(C.imagePosition, 1000, 'or empty');
  return {
    handle: r.raw(C.handle) || undefined,
    id: r.id(C.id),
    own,
    optionValues: optionValuesOf(r),
    variant,
    hasVariantCells: [C.sku, C.price, C.stock].some((column) => Boolean(r.raw(column))),
    image: imageUrl
      ? { url: imageUrl, altText: r.text(C.imageAlt, 512) ?? '', position: position ?? null }
      : undefined,
    variantImage: r.url(C.variantImage),
  };
}

/**
 * A variant's option values as a file shows them: its own when they still make its name (the form
 * may have renamed it since), else its name split at " / " when that gives one per option name,
 * else its name as the one value.
 */
export function variantValuesOf(
  variant: { name: string; optionValues: string[] },
  names: string[],
): string[] {
  if (variant.optionValues.length && variant.optionValues.join(' / ') === variant.name)
    return variant.optionValues;
  const parts = variant.name.split(' / ');
  return names.length > 1 && parts.length === names.length ? parts : [variant.name];
}

/** The key a variant is named by in an image's `variantKeys`. */
export const variantKeyOf = (variant: Pick<ParsedVariant, 'sku' | 'optionValues'>) =>
  variant.sku || variant.optionValues.join(' / ');

/** A cell that gives nothing: empty text, no value, no words. */
const isEmptyValue = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0);

/** A variant's options as two rows are compared: joined, in any case. */
const optionsKeyOf = (optionValues: string[]) => optionValues.join(' / ').toLowerCase();

/** A variant row whose options an earlier row of the product already gave. */
const sameOptionsError = (row: number) => ({
  column: C.option1Value,
  message: `Row ${row} has the same options`,
});

/** A later row's cell that is its variant's, not the product's: the grams. */
const isVariantOwn = (key: FieldKey) => key === 'weightGrams';

/**
 * Values given on a product's rows: every cell of its first row, and the non-empty cells of the
 * others (but their grams, which are their variants' weights).
 */
function givenOf(reads: { row: number; read: RowRead }[]): ProductGiven {
  const given: ProductGiven = {};
  reads.forEach(({ row, read }, index) => {
    for (const [key, value] of Object.entries(read.own) as [FieldKey, ProductFieldValues[FieldKey]][]) {
      if (value === undefined) continue;
      if (index > 0 && (isEmptyValue(value) || isVariantOwn(key))) continue;
      const list = (given[key] ?? []) as Given<unknown>[];
      list.push({ value, row });
      (given as Record<string, Given<unknown>[]>)[key] = list;
    }
  });
  return given;
}

/** The product's images in `Image Position` order (file order where none is given), then variants' photos. */
export function imagesOf(
  entries: { row: number; url: string; altText: string; position: number | null }[],
  variantPhotos: { row: number; url: string; key: string }[],
): PlannedImage[] {
  const byUrl = new Map<string, PlannedImage & { order: number; at: number | null }>();
  entries.forEach((entry, order) => {
    if (!byUrl.has(entry.url))
      byUrl.set(entry.url, { ...entry, position: 0, at: entry.position, order, variantKeys: [] });
  });
  for (const photo of variantPhotos) {
    const image = byUrl.get(photo.url) ?? {
      url: photo.url,
      altText: '',
      position: 0,
      row: photo.row,
      at: null,
      order: byUrl.size + entries.length,
      variantKeys: [],
    };
    if (!image.variantKeys.includes(photo.key)) image.variantKeys.push(photo.key);
    byUrl.set(photo.url, image);
  }
  return [...byUrl.values()]
    .sort((a, b) => (a.at ?? Infinity) - (b.at ?? Infinity) || a.order - b.order)
    .map(({ url, altText, row, variantKeys }, position) => ({ url, altText, position, row, variantKeys }));
}

function variantsOf(group: { record: CsvRecord; read: RowRead }[], hasOptions: boolean): ParsedVariant[] {
  const variants: ParsedVariant[] = [];
  const seen = new Map<string, number>();
  group.forEach(({ record, read }, index) => {
    const isVariant = hasOptions ? read.optionValues.length > 0 || read.hasVariantCells : index === 0;
    if (!isVariant) {
      if (read.hasVariantCells)
        record.errors.push({
          column: C.option1Value,
          message: `${C.option1Value} is required on a product’s second and later variants`,
        });
      return;
    }
    if (hasOptions && read.optionValues.some((value) => !value))
      record.errors.push({ column: C.option1Value, message: 'Each option of a variant needs its value' });
    const key = optionsKeyOf(read.optionValues);
    if (hasOptions && seen.has(key)) record.errors.push(sameOptionsError(seen.get(key)!));
    seen.set(key, record.row);
    variants.push({ row: record.row, optionValues: read.optionValues, ...read.variant });
  });
  if (variants.length > MAX_VARIANTS)
    group[0].record.errors.push({
      column: C.option1Value,
      message: `A product has at most ${MAX_VARIANTS} variants`,
    });
  return variants;
}

function productOf(key: string, group: { record: CsvRecord; read: RowRead }[]): ParsedProduct {
  const first = group[0];
  const hasOptions = group.some(({ read }) => read.optionValues.length > 0);
  const given = givenOf(group.map(({ record, read }) => ({ row: record.row, read })));
  const names = given.optionNames?.[0]?.value ?? [];
  if (names.length > PRODUCT_MAX_OPTIONS)
    first.record.errors.push({ column: C.option1Name, message: 'A product has at most three options' });
  const variants = variantsOf(group, hasOptions);
  const byRow = new Map(variants.map((variant) => [variant.row, variant]));
  const photos = group.flatMap(({ record, read }) => {
    const variant = byRow.get(record.row);
    return read.variantImage && variant
      ? [{ row: record.row, url: read.variantImage, key: variantKeyOf(variant) }]
      : [];
  });
  const entries = group.flatMap(({ record, read }) =>
    read.image ? [{ row: record.row, ...read.image }] : [],
  );
  return {
    key,
    records: group.map(({ record }) => record),
    id: group.find(({ read }) => read.id)?.read.id,
    handle: first.read.handle,
    given,
    hasOptions,
    variants,
    images: imagesOf(entries, photos),
  };
}

/** Shopify's form (and Sitka's export): rows grouped by Handle, else by ID, else each row its own product. */
export function groupShopifyRows(records: CsvRecord[]): ParsedProduct[] {
  const groups = new Map<string, { record: CsvRecord; read: RowRead }[]>();
  for (const record of records) {
    const read = readShopifyRecord(record);
    const key = read.handle
      ? `handle:${read.handle.toLowerCase()}`
      : read.id
        ? `id:${read.id}`
        : `row:${record.row}`;
    const group = groups.get(key) ?? [];
    group.push({ record, read });
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, group]) => productOf(key, group));
}

/**
 * Sitka's older files name a product on one row per variant, and a row may carry only its variant's
 * SKU (no Handle, no ID). Such a row whose SKU is a variant of a product another group of the file
 * names joins that group, as one of its variants, instead of naming the product a second time.
 * `productOf` says which of the store's products a group or a SKU is.
 */
export function joinVariantRows(
  products: ParsedProduct[],
  productOf: (product: ParsedProduct) => string | undefined,
  ownerOfSku: (sku: string) => string | undefined,
): ParsedProduct[] {
  const named = new Map<string, ParsedProduct>();
  for (const product of products) {
    const id = product.key.startsWith('row:') ? undefined : productOf(product);
    if (id && product.hasOptions && !named.has(id)) named.set(id, product);
  }
  const joined = new Map<ParsedProduct, ParsedProduct[]>();
  const kept: ParsedProduct[] = [];
  for (const product of products) {
    const sku = product.variants[0]?.sku;
    const host =
      product.key.startsWith('row:') && product.hasOptions && sku
        ? named.get(ownerOfSku(sku) ?? '')
        : undefined;
    if (host) joined.set(host, [...(joined.get(host) ?? []), product]);
    else kept.push(product);
  }
  return kept.map((product) =>
    joined.has(product) ? joinedProduct(product, joined.get(product)!) : product,
  );
}

function joinedProduct(host: ParsedProduct, rows: ParsedProduct[]): ParsedProduct {
  const given: ProductGiven = { ...host.given };
  for (const row of rows)
    for (const [key, list] of Object.entries(row.given) as [FieldKey, Given<unknown>[]][]) {
      if (isVariantOwn(key)) continue;
      const values = list.filter(({ value }) => !isEmptyValue(value));
      if (values.length)
        (given as Record<string, Given<unknown>[]>)[key] = [...(given[key] ?? []), ...values];
    }
  const seen = new Map(host.variants.map((variant) => [optionsKeyOf(variant.optionValues), variant.row]));
  for (const row of rows)
    for (const variant of row.variants) {
      const key = optionsKeyOf(variant.optionValues);
      const record = row.records.find((candidate) => candidate.row === variant.row);
      if (seen.has(key)) record?.errors.push(sameOptionsError(seen.get(key)!));
      seen.set(key, variant.row);
    }
  const images = [host, ...rows].flatMap((product) => product.images);
  return {
    ...host,
    given,
    records: [host, ...rows].flatMap((product) => product.records).sort((a, b) => a.row - b.row),
    variants: [host, ...rows].flatMap((product) => product.variants).sort((a, b) => a.row - b.row),
    images: images.map((image, position) => ({ ...image, position })),
  };
}
