/**
 * The product backup file: what the daily job writes and what the catalog falls back to when the
 * api does not answer. Products sit under `products` or `databases.products`, each either in raw
 * record form (Notion-style `properties`) or flat form. Archived items are dropped on read.
 */
import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { BACKUP_LOOKUP_DAYS } from './constants/backups';
import { makingTimeSchema, type MakingTime } from './schemas/making-time';
import { personalisationQuestionSchema, type PersonalisationQuestion } from './schemas/personalisation';
import {
  productVariantSchema,
  type Product,
  type ProductImage,
  type ProductVariant,
} from './schemas/product';

export type BackupRecord = {
  id: string;
  /** The product's variants with their ids (newer backups only; Notion's properties have no place for them). */
  variants?: ProductVariant[];
  /** Newer backups only, beside the properties as the variants are: the product's own making time (null: the store's). */
  makingTime?: MakingTime | null;
  /** Newer backups only: the questions the product asks its buyer ([] when none). */
  personalisation?: PersonalisationQuestion[];
  properties: {
    Name: { type: 'title'; title: { plain_text: string }[] };
    Price: { type: 'number'; number: number };
    Description: { type: 'rich_text'; rich_text: { plain_text: string }[] };
    Size: { type: 'number'; number: number } | { type: 'rich_text'; rich_text: { plain_text: string }[] };
    TotalInventory: { type: 'number'; number: number | null };
    Metal: { type: 'multi_select'; multi_select: { name: string }[] };
    Gemstone: { type: 'multi_select'; multi_select: { name: string }[] };
    'Featured Product': { type: 'checkbox'; checkbox: boolean };
    ProductImage: { type: 'url'; url: string | null; images?: ProductImage | null };
    Archive: { type: 'checkbox'; checkbox: boolean };
    // Newer backups only: an older file simply lacks them.
    'Compare At Price'?: { type: 'number'; number: number | null };
    'Weight (g)'?: { type: 'number'; number: number | null };
    'SEO Title'?: { type: 'rich_text'; rich_text: { plain_text: string }[] };
    'SEO Description'?: { type: 'rich_text'; rich_text: { plain_text: string }[] };
    'Image Alt Text'?: { type: 'multi_select'; multi_select: { name: string }[] };
  };
};

export type BackupFile = {
  tenantId: string;
  createdAt: string;
  databases: { products: BackupRecord[] };
};

export const BACKUP_FILE_PATTERN = /^notion-backup-(\d{4}-\d{2}-\d{2})\.json$/;

/**
 * A whole-store backup: every row the store owns and its media files, one gzipped JSON file a run,
 * `store-backup-demo-2026-11-26T17-05-12-345Z-1a2b3c.json.gz` (the store, the moment in UTC, and a
 * few random characters so runs in the same instant never share a name). Only the owner reads it.
 */
export const STORE_BACKUP_FILE_PATTERN =
  /^store-backup-([a-z0-9][a-z0-9-]{0,62})-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-[0-9a-f]{6}\.json\.gz$/;

/** What a backup file is: the catalog the storefront falls back to, or the whole store. */
export type BackupKind = 'products' | 'store';

/** The kind a backup file name says it is, or null for a name that is neither. */
export function backupKindOf(filename: string): BackupKind | null {
  if (BACKUP_FILE_PATTERN.test(filename)) return 'products';
  if (STORE_BACKUP_FILE_PATTERN.test(filename)) return 'store';
  return null;
}

/** `store-backup-demo-2026-11-26T17-05-12-345Z-1a2b3c.json.gz` for a store, a moment and a random tag. */
export function storeBackupFilename(tenantId: string, date: Date, tag: string): string {
  return `store-backup-${tenantId}-${date.toISOString().replace(/[:.]/g, '-')}-${tag}.json.gz`;
}

/** `notion-backup-2026-11-21.json` for a date. */
export function backupFilename(date: Date): string {
  return `notion-backup-${format(date, 'yyyy-MM-dd')}.json`;
}

/** Filenames to try, newest first, within the lookup window. */
export function backupCandidates(today: Date, days = BACKUP_LOOKUP_DAYS): string[] {
  return Array.from({ length: days }, (_, i) => backupFilename(subDays(today, i)));
}

/** Writes a product in raw record form. */
export function toBackupRecord(product: Product): BackupRecord {
  const text = (value: string) => [{ plain_text: value }];
  return {
    id: product.id,
    ...(product.variants ? { variants: product.variants } : {}),
    ...(product.makingTime !== undefined ? { makingTime: product.makingTime } : {}),
    ...(product.personalisation ? { personalisation: product.personalisation } : {}),
    properties: {
      Name: { type: 'title', title: text(product.name) },
      Price: { type: 'number', number: product.price },
      Description: { type: 'rich_text', rich_text: text(product.description) },
      Size:
        typeof product.size === 'number'
          ? { type: 'number', number: product.size }
          : { type: 'rich_text', rich_text: product.size ? text(product.size) : [] },
      TotalInventory: { type: 'number', number: product.totalInventory },
      Metal: { type: 'multi_select', multi_select: product.Metal.map((name) => ({ name })) },
      Gemstone: { type: 'multi_select', multi_select: product.Gemstone.map((name) => ({ name })) },
      'Featured Product': { type: 'checkbox', checkbox: product.featured },
      ProductImage: {
        type: 'url',
        url: typeof product.productImage === 'string' ? product.productImage : null,
        images: product.productImage,
      },
      Archive: { type: 'checkbox', checkbox: product.archived },
      'Compare At Price': { type: 'number', number: product.compareAtPrice ?? null },
      'Weight (g)': { type: 'number', number: product.weightGrams ?? null },
      'SEO Title': { type: 'rich_text', rich_text: product.seoTitle ? text(product.seoTitle) : [] },
      'SEO Description': {
        type: 'rich_text',
        rich_text: product.seoDescription ? text(product.seoDescription) : [],
      },
      'Image Alt Text': {
        type: 'multi_select',
        multi_select: (product.imageAlts ?? []).map((name) => ({ name })),
      },
    },
  };
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a Notion property, or a plain value, into a plain value. */
function propertyValue(value: unknown): unknown {
  if (!isObject(value)) return value;
  const type = typeof value.type === 'string' ? value.type : undefined;
  const inner = type ? value[type] : undefined;
  if (Array.isArray(value.title ?? value.rich_text)) {
    return ((value.title ?? value.rich_text) as Loose[])
      .map((part) => String(part.plain_text ?? ''))
      .join('');
  }
  if (Array.isArray(value.multi_select))
    return (value.multi_select as Loose[]).map((option) => String(option.name));
  if ('checkbox' in value) return Boolean(value.checkbox);
  if ('number' in value) return value.number;
  if (type === 'url') return value.images ?? value.url;
  return inner ?? value;
}

function toStringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value) return value.split(',').map((part) => part.trim());
  return [];
}

/** A price from a number or numeric text; NaN for anything else (an empty Notion number is null, not 0). */
function toPrice(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** One record, raw or flat, as a Product; null when it lacks a name or a price. */
export function fromBackupRecord(record: unknown, tenantId: string): Product | null {
  if (!isObject(record)) return null;
  const source: Loose = isObject(record.properties) ? record.properties : record;
  const read = (...keys: string[]) => {
    for (const key of keys) if (key in source) return propertyValue(source[key]);
    return undefined;
  };
  const name = read('Name', 'name');
  const price = toPrice(read('Price', 'price'));
  if (typeof name !== 'string' || !name || !Number.isFinite(price)) return null;
  const size = read('Size', 'size');
  const stock = read('TotalInventory', 'totalInventory');
  const image = read('ProductImage', 'productImage');
  return {
    id: String(record.id ?? name),
    name,
    price,
    description: String(read('Description', 'description') ?? ''),
    size: typeof size === 'number' || (typeof size === 'string' && size) ? size : null,
    totalInventory: typeof stock === 'number' ? stock : null,
    Metal: toStringList(read('Metal')),
    Gemstone: toStringList(read('Gemstone')),
    featured: Boolean(read('Featured Product', 'featured')),
    archived: Boolean(read('Archive', 'archived')),
    productImage: (image as ProductImage | undefined) ?? null,
    dataSource: 'backup',
    tenantId,
    ...detailsOf(read),
    ...variantsOf(record),
    ...madeToOrderOf(record),
  };
}

/**
 * The making time and questions a newer backup carries beside the properties; none from older
 * ones (the product keeps its own). A making time that is not one is the store's (null); a
 * question that is not one is left out.
 */
function madeToOrderOf(record: Loose): Partial<Product> {
  const out: Partial<Product> = {};
  if ('makingTime' in record) {
    const parsed = makingTimeSchema.nullable().safeParse(record.makingTime);
    out.makingTime = parsed.success ? parsed.data : null;
  }
  if (Array.isArray(record.personalisation))
    out.personalisation = record.personalisation.flatMap((question) => {
      const parsed = personalisationQuestionSchema.safeParse(question);
      return parsed.success ? [parsed.data] : [];
    });
  return out;
}

/** The variants a newer backup carries beside the properties; none (not even []) from older ones. */
function variantsOf(record: Loose): Partial<Product> {
  if (!Array.isArray(record.variants)) return {};
  return {
    variants: record.variants.flatMap((variant) => {
      const parsed = productVariantSchema.safeParse(variant);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

/** The details newer backups carry (compare-at price, weight, search texts, alt texts); none from older ones. */
function detailsOf(read: (...keys: string[]) => unknown): Partial<Product> {
  const details: Partial<Product> = {};
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  const compareAt = read('Compare At Price', 'compareAtPrice');
  if (compareAt !== undefined) details.compareAtPrice = number(compareAt);
  const weight = read('Weight (g)', 'weightGrams');
  if (weight !== undefined) details.weightGrams = number(weight);
  const title = read('SEO Title', 'seoTitle');
  if (title !== undefined) details.seoTitle = typeof title === 'string' && title ? title : null;
  const description = read('SEO Description', 'seoDescription');
  if (description !== undefined)
    details.seoDescription = typeof description === 'string' && description ? description : null;
  const alts = read('Image Alt Text', 'imageAlts');
  if (alts !== undefined) details.imageAlts = toStringList(alts);
  return details;
}

/** Every product of a backup file that is not archived. */
export function parseBackup(file: unknown, tenantId: string): Product[] {
  if (!isObject(file)) return [];
  const records = Array.isArray(file.products)
    ? file.products
    : isObject(file.databases) && Array.isArray(file.databases.products)
      ? file.databases.products
      : [];
  return records
    .map((record) => fromBackupRecord(record, tenantId))
    .filter((product): product is Product => product !== null && !product.archived);
}
