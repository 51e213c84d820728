/**
 * The catalog in from CSV: Shopify's product export (and Sitka's, in the same form) or Etsy's
 * listing export, told apart by the header. A dry run answers what each row would do and the
 * file's product types, categories and tags (for the owner to map to categories); an import
 * applies every product in one transaction, or none when any row is wrong (400 with the same
 * report), so a half-read file never leaves half a catalog. Each product is written by
 * applyPlannedProduct (product-csv-apply.ts), which an import job may call product by product.
 */
import type { FastifyInstance } from 'fastify';
import { PRODUCT_CSV_COLUMNS as C, PRODUCT_CSV_MAX_IMAGES } from '@/lib/constants/product-csv';
import {
  importChoicesSchema,
  type ImportChoices,
  type ImportReport,
  type ImportRow,
  type ImportSummary,
  type ImportVocabulary,
} from '@/lib/schemas/product-csv';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import type { Database } from '@server/db/client';
import { ApiError, isUniqueViolation } from '@server/errors';
import { lockStoreSkus } from '@server/repositories/locks';
import { insertProductRows } from '@server/repositories/products';
import {
  addProductCategoryRows,
  findImageSources,
  findProductsNamed,
  findSkuHolders,
  findStoreHandles,
} from '@server/repositories/product-imports';
import type { Tx } from '@server/repositories/stores';
import { findVariantsByProduct } from '@server/repositories/variants';
import { expireFor } from '@server/services/cache/expiry';
import type { Tenant } from '@server/types';
import {
  applyPlannedProduct,
  categoryIdsOf,
  newProductRow,
  resolveImportCategories,
  type AppliedProduct,
} from './product-csv-apply';
import { ETSY_COLUMN_NAMES, isEtsyHeader, readEtsyRows } from './product-csv-etsy';
import { groupShopifyRows, SHOPIFY_COLUMN_NAMES, type ParsedFile } from './product-csv-group';
import { planProducts, type PlannedProduct, type StoreFacts } from './product-csv-plan';
import { readCsv } from './product-csv-rows';

/** New products per insert: well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_BATCH = 500;

/** A file planned against the store: its products and the words an owner may map to categories. */
export type FilePlan = {
  format: ParsedFile['format'];
  products: PlannedProduct[];
  vocabulary: ImportVocabulary;
};

/** The file read as products, Shopify's form or Etsy's by its header; a file of neither is refused. */
export function parseCatalogFile(bytes: Buffer): ParsedFile {
  const { header, records } = readCsv(bytes);
  if (isEtsyHeader(header))
    return withinImageCap({ format: 'etsy', columns: ETSY_COLUMN_NAMES, products: readEtsyRows(records) });
  if (![C.handle, C.title, C.sku, C.id].some((column) => header.includes(column)))
    throw new ApiError({
      status: 400,
      code: 'CSV_INVALID',
      message: `The header must name ${C.handle}, ${C.title}, ${C.sku} or ${C.id} (Shopify’s product export), or TITLE and PRICE (Etsy’s listing export)`,
      field: 'file',
    });
  return withinImageCap({
    format: 'shopify',
    columns: SHOPIFY_COLUMN_NAMES,
    products: groupShopifyRows(records),
  });
}

/** A file naming more images than one import fetches is refused whole. */
function withinImageCap(parsed: ParsedFile): ParsedFile {
  const count = parsed.products.reduce((sum, product) => sum + product.images.length, 0);
  if (count > PRODUCT_CSV_MAX_IMAGES)
    throw new ApiError({
      status: 400,
      code: 'CSV_TOO_MANY_IMAGES',
      message: `A file names at most ${PRODUCT_CSV_MAX_IMAGES} images; this one names ${count}`,
      field: 'file',
    });
  return parsed;
}

/** What the store holds that the file names, read (and locked, when asked) through `db`. */
async function storeFacts(
  db: Database | Tx,
  tenantId: string,
  parsed: ParsedFile,
  lock: boolean,
): Promise<StoreFacts> {
  const ids = new Set<string>();
  const handles = new Set<string>();
  const skus = new Set<string>();
  for (const product of parsed.products) {
    if (product.id) ids.add(product.id);
    if (product.handle) handles.add(product.handle.toLowerCase());
    for (const variant of product.variants) if (variant.sku) skus.add(variant.sku);
  }
  const named = { ids: [...ids], handles: [...handles], skus: [...skus] };
  const products = await findProductsNamed(db, tenantId, named, lock);
  const productIds = products.map((row) => row.id);
  const [variants, images, skuHolders, storeHandles] = await Promise.all([
    findVariantsByProduct(db, tenantId, productIds),
    findImageSources(db, tenantId, productIds),
    findSkuHolders(db, tenantId, named.skus),
    findStoreHandles(db, tenantId),
  ]);
  const byProduct = new Map<string, typeof images>();
  for (const image of images)
    byProduct.set(image.productId, [...(byProduct.get(image.productId) ?? []), image]);
  return { products, variants, images: byProduct, skuHolders, handles: storeHandles };
}

/** The file's distinct words of each kind, in the file's order (the first spelling kept). */
function vocabularyOf(products: PlannedProduct[]): ImportVocabulary {
  const lists = {
    types: new Map<string, string>(),
    categories: new Map<string, string>(),
    tags: new Map<string, string>(),
  };
  const add = (list: Map<string, string>, value: string | undefined) => {
    if (value && !list.has(value.toLowerCase())) list.set(value.toLowerCase(), value);
  };
  for (const product of products) {
    add(lists.types, product.terms.type);
    add(lists.categories, product.terms.category);
    for (const tag of product.terms.tags) add(lists.tags, tag);
  }
  return {
    types: [...lists.types.values()],
    categories: [...lists.categories.values()],
    tags: [...lists.tags.values()],
  };
}

/** The file's products planned against the store as `db` reads it (locked when asked). */
export async function planFile(
  db: Database | Tx,
  tenantId: string,
  parsed: ParsedFile,
  lock: boolean,
): Promise<FilePlan> {
  const products = planProducts(parsed, await storeFacts(db, tenantId, parsed, lock));
  return { format: parsed.format, products, vocabulary: vocabularyOf(products) };
}

/** The report of a plan (or of some of its products): each row's action, in the file's order. */
export function reportOf(plan: FilePlan, dryRun: boolean, applied: boolean): ImportReport {
  const summary: ImportSummary = { create: 0, update: 0, unchanged: 0, error: 0 };
  const all: ImportRow[] = plan.products.flatMap((product) =>
    product.reports.map((row) => ({ ...row, id: row.id ?? product.productId })),
  );
  const rows = all.sort((a, b) => a.row - b.row);
  for (const row of rows) summary[row.action] += 1;
  return { dryRun, applied, format: plan.format, rows, summary, vocabulary: plan.vocabulary };
}

/** The dry run: what every row would do; nothing is written. */
export async function previewCatalogImport(app: FastifyInstance, tenant: Tenant, bytes: Buffer) {
  const plan = await planFile(app.db, tenant.id, parseCatalogFile(bytes), false);
  return reportOf(plan, true, false);
}

/** 400 IMPORT_INVALID naming the first wrong row, with the whole report. */
export function refused(plan: FilePlan): ApiError {
  const report = reportOf(plan, false, false);
  const first = report.rows.find((row) => row.action === 'error');
  const problem = first?.errors?.[0];
  const more = report.summary.error > 1 ? ` (${report.summary.error} rows have problems)` : '';
  return new ApiError({
    status: 400,
    code: 'IMPORT_INVALID',
    message: `Nothing was imported: row ${first?.row}, column ${problem?.column}: ${problem?.message}${more}`,
    field: 'file',
    details: report,
  });
}

/**
 * Applies planned products in order in the caller's transaction (the store's SKUs locked), each in
 * the categories its words are mapped to (resolveImportCategories); products planned as errors are
 * left. What was written, for announceImport after the commit.
 */
export async function applyPlannedProducts(
  tx: Tx,
  tenantId: string,
  products: PlannedProduct[],
  options: { at: Date; mapped?: Map<string, string> },
): Promise<AppliedProduct[]> {
  const applied: AppliedProduct[] = [];
  // New products sold as themselves go in at once (one insert however many).
  const plain = products.filter((product) => product.action === 'create' && !product.hasOptions);
  for (let from = 0; from < plain.length; from += INSERT_BATCH) {
    const batch = plain.slice(from, from + INSERT_BATCH);
    const created = await insertProductRows(
      tx,
      batch.map((product) => newProductRow(tenantId, product)),
    );
    batch.forEach((product, index) => (product.productId = created[index].id));
  }
  for (const product of plain) {
    const categoryIds = options.mapped ? categoryIdsOf(product, options.mapped) : [];
    await addProductCategoryRows(tx, tenantId, product.productId!, categoryIds);
    applied.push({ productId: product.productId!, events: [] });
  }
  const inserted = new Set(plain);
  for (const product of products) {
    if (inserted.has(product)) continue;
    const categoryIds = options.mapped ? categoryIdsOf(product, options.mapped) : [];
    const done = await applyPlannedProduct(tx, tenantId, product, { at: options.at, categoryIds });
    if (done) applied.push(done);
  }
  return applied;
}

/**
 * The owner's category choices from the import's multipart `choices` field (JSON, sent before the
 * file); none when absent. Malformed choices are refused (400 naming choices).
 */
export function importChoicesOf(field: unknown): ImportChoices {
  const value = (field as { value?: unknown } | undefined)?.value;
  if (typeof value !== 'string' || value === '') return { mappings: [] };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    json = undefined;
  }
  const parsed = importChoicesSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    status: 400,
    code: 'VALIDATION_ERROR',
    message: `choices: ${parsed.error.issues[0]?.message ?? 'must be JSON'}`,
    field: 'choices',
  });
}

/** Applies every product in one transaction, planned against the rows it locks; any problem writes nothing. */
export async function importCatalog(
  app: FastifyInstance,
  tenant: Tenant,
  bytes: Buffer,
  choices: ImportChoices = { mappings: [] },
) {
  const parsed = parseCatalogFile(bytes);
  const at = new Date();
  const { plan, applied } = await app.db
    .transaction(async (tx) => {
      await lockStoreSkus(tx, tenant.id);
      const plan = await planFile(tx, tenant.id, parsed, true);
      if (plan.products.some((product) => product.action === 'error')) throw refused(plan);
      const mapped = await resolveImportCategories(tx, tenant.id, choices);
      return { plan, applied: await applyPlannedProducts(tx, tenant.id, plan.products, { at, mapped }) };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new ApiError({
          status: 409,
          code: 'SKU_TAKEN',
          message: 'Another product took one of these SKUs meanwhile; try again',
          field: 'sku',
        });
      throw error;
    });
  announceImport(app, tenant.id, applied, choices.mappings.length > 0);
  return reportOf(plan, false, true);
}

/** After the commit: pages expire, and changed or new stock reaches open product pages live. */
export function announceImport(
  app: FastifyInstance,
  tenantId: string,
  applied: AppliedProduct[],
  categoriesChanged = false,
) {
  if (applied.length === 0 && !categoriesChanged) return;
  const events: InventoryUpdateEvent[] = applied.flatMap((product) => product.events);
  if (events.length) app.productsChanged(tenantId, events);
  const productIds = [...new Set(applied.map((product) => product.productId))];
  expireFor(app, 'product-changed', { storeId: tenantId, productIds });
}
