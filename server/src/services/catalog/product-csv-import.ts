/**
 * The catalog in from CSV. Rows match a product by ID, else by SKU, else are new. A dry run answers
 * what each row would do; an import applies every row in one transaction, or none when any row is
 * wrong (400 with the same report), so a half-read file never leaves half a catalog.
 */
import type { FastifyInstance } from 'fastify';
import { PRODUCT_CSV_COLUMNS as C } from '@/lib/constants/product-csv';
import { toDollars } from '@/lib/money';
import type { ImportReport, ImportRow, ImportSummary } from '@/lib/schemas/product-csv';
import { ApiError, isUniqueViolation } from '@server/errors';
import {
  findProductsByIdsOrSkus,
  insertProductRows,
  updateProductRow,
  type ProductChanges,
  type ProductRow,
} from '@server/repositories/products';
import type { Tenant } from '@server/types';
import { parseCatalogCsv, type CsvValues, type ParsedRow } from './product-csv-rows';
import { applyVariantRows, planVariantRows, type PlannedVariantRow } from './product-csv-variants';
import type { Database } from '@server/db/client';
import type { Tx } from '@server/repositories/stores';
import { lockStoreSkus } from '@server/repositories/locks';
import { findVariantsByProduct, findVariantsBySkus } from '@server/repositories/variants';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';
import { expireFor } from '@server/services/cache/expiry';

type PlannedRow = ImportRow & { values: CsvValues; target?: ProductRow; set?: ProductChanges };

const shown = {
  name: (row: ProductRow) => row.name,
  description: (row: ProductRow) => row.description,
  priceCents: (row: ProductRow) => toDollars(row.priceCents).toFixed(2),
  totalInventory: (row: ProductRow) => (row.totalInventory === null ? '' : String(row.totalInventory)),
  archived: (row: ProductRow) => String(!row.archived),
  sku: (row: ProductRow) => row.sku ?? '',
  taxCategory: (row: ProductRow) => String(row.taxCategory !== 'exempt'),
} as const;
const columnOf: Record<keyof typeof shown, string> = {
  name: C.title,
  description: C.body,
  priceCents: C.price,
  totalInventory: C.stock,
  archived: C.published,
  sku: C.sku,
  taxCategory: C.taxable,
};

/** What a row changes on its product, column by column, as the file would show it. */
function changesOf(values: CsvValues, target: ProductRow) {
  const set: ProductChanges = {};
  const changes: { column: string; from: string; to: string }[] = [];
  for (const key of Object.keys(shown) as (keyof typeof shown)[]) {
    if (values[key] === undefined || values[key] === target[key]) continue;
    Object.assign(set, { [key]: values[key] });
    changes.push({ column: columnOf[key], from: shown[key](target), to: shown[key]({ ...target, ...set }) });
  }
  return { set, changes };
}

/** Each row's action against the store's products as they are now (`existing`: those the file names). */
export function planImport(rows: ParsedRow[], existing: ProductRow[]): PlannedRow[] {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const bySku = new Map(existing.filter((row) => row.sku).map((row) => [row.sku as string, row]));
  const seenIds = new Map<string, number>();
  const seenSkus = new Map<string, number>();
  return rows.map(({ row, values, errors }) => {
    const fail = (column: string, message: string) => errors.push({ column, message });
    const target = values.id ? byId.get(values.id) : values.sku ? bySku.get(values.sku) : undefined;
    if (values.id && !target) fail(C.id, 'No product of this store has this ID');
    if (values.id && seenIds.has(values.id)) fail(C.id, `The same ID is on row ${seenIds.get(values.id)}`);
    if (values.id) seenIds.set(values.id, row);
    if (values.sku) {
      const holder = bySku.get(values.sku);
      if (seenSkus.has(values.sku)) fail(C.sku, `The same SKU is on row ${seenSkus.get(values.sku)}`);
      else if (holder && target && holder.id !== target.id)
        fail(C.sku, `Another product (${holder.name}) already has this SKU`);
      seenSkus.set(values.sku, row);
    }
    if (!target && !values.id) {
      if (values.name === undefined && !errors.some((e) => e.column === C.title))
        fail(C.title, 'Title is required for a new product');
      if (values.priceCents === undefined && !errors.some((e) => e.column === C.price))
        fail(C.price, 'Variant Price is required for a new product');
    }
    const base = { row, values, target, id: target?.id, sku: values.sku ?? target?.sku ?? undefined };
    const title = values.name ?? target?.name;
    if (errors.length) return { ...base, title, action: 'error' as const, errors };
    if (!target) return { ...base, title, action: 'create' as const };
    const { set, changes } = changesOf(values, target);
    return changes.length
      ? { ...base, title, action: 'update' as const, changes, set }
      : { ...base, title, action: 'unchanged' as const };
  });
}

function reportOf(planned: ImportRow[], dryRun: boolean, applied: boolean): ImportReport {
  const summary: ImportSummary = { create: 0, update: 0, unchanged: 0, error: 0 };
  const ordered = [...planned].sort((a, b) => a.row - b.row);
  const rows = ordered.map((planned): ImportRow => {
    summary[planned.action] += 1;
    const { row, action, id, sku, title, changes, errors } = planned;
    return { row, action, id, sku, title, changes, errors };
  });
  return { dryRun, applied, rows, summary };
}

/** The products a file names by ID or SKU (only well-formed ids reach the query). */
function namedBy(rows: ParsedRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.values.id ? [row.values.id] : [])))];
  const skus = [...new Set(rows.flatMap((row) => (row.values.sku ? [row.values.sku] : [])))];
  return { ids, skus };
}

const STOCK_OF_VARIANTS = "This product's stock is its variants'; give each variant's row its stock";

/** A product row may not set the stock of a product sold as variants (its stock is their sum). */
async function refuseProductStockOfVariants(db: Database | Tx, tenantId: string, planned: PlannedRow[]) {
  const setting = planned.filter((row) => row.action === 'update' && row.set?.totalInventory !== undefined);
  const withVariants = await findVariantsByProduct(
    db,
    tenantId,
    setting.map((row) => row.target!.id),
  );
  for (const row of setting)
    if (withVariants.has(row.target!.id))
      Object.assign(row, {
        action: 'error' as const,
        changes: undefined,
        set: undefined,
        errors: [{ column: C.stock, message: STOCK_OF_VARIANTS }],
      });
}

/** The file's product rows and variant rows, planned against the store as `db` reads it. */
async function planFile(db: Database | Tx, tenantId: string, rows: ParsedRow[], lock: boolean) {
  const productRows = rows.filter((row) => row.values.option === undefined);
  const variantRows = rows.filter((row) => row.values.option !== undefined);
  const { ids, skus } = namedBy(rows);
  const existing = await findProductsByIdsOrSkus(db, tenantId, ids, skus, { lock });
  const named = await findVariantsByProduct(db, tenantId, ids);
  const variants = [...(await findVariantsBySkus(db, tenantId, skus)), ...[...named.values()].flat()];
  const products = planImport(productRows, existing);
  // A product row's SKU may not be a variant's either.
  const variantSkus = new Set(variants.map((row) => row.sku));
  for (const planned of products)
    if (planned.values.sku && variantSkus.has(planned.values.sku) && planned.action !== 'error')
      Object.assign(planned, {
        action: 'error' as const,
        changes: undefined,
        errors: [{ column: C.sku, message: 'A variant already has this SKU' }],
      });
  await refuseProductStockOfVariants(db, tenantId, products);
  return { products, variants: planVariantRows(variantRows, { products: existing, variants }) };
}

/** The dry run: what every row would do; nothing is written. */
export async function previewCatalogImport(app: FastifyInstance, tenant: Tenant, bytes: Buffer) {
  const plan = await planFile(app.db, tenant.id, parseCatalogCsv(bytes), false);
  return reportOf([...plan.products, ...plan.variants], true, false);
}

function refused(planned: ImportRow[]): ApiError {
  const report = reportOf(planned, false, false);
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

/** Applies every row in one transaction, planned against the rows it locks; any problem writes nothing. */
export async function importCatalog(app: FastifyInstance, tenant: Tenant, bytes: Buffer) {
  const rows = parseCatalogCsv(bytes);
  const at = new Date();
  let variantEvents: InventoryUpdateEvent[] = [];
  let variantRows: PlannedVariantRow[] = [];
  const planned = await app.db
    .transaction(async (tx) => {
      await lockStoreSkus(tx, tenant.id);
      const both = await planFile(tx, tenant.id, rows, true);
      const plan = both.products;
      variantRows = both.variants;
      if ([...plan, ...variantRows].some((row) => row.action === 'error'))
        throw refused([...plan, ...variantRows]);
      const creates = plan.filter((row) => row.action === 'create');
      const created = await insertProductRows(
        tx,
        creates.map(({ values }) => ({
          tenantId: tenant.id,
          name: values.name as string,
          priceCents: values.priceCents as number,
          description: values.description ?? '',
          totalInventory: values.totalInventory ?? null,
          archived: values.archived ?? false,
          sku: values.sku ?? null,
          taxCategory: values.taxCategory ?? 'general',
        })),
      );
      creates.forEach((row, index) => (row.id = created[index].id));
      for (const row of plan)
        if (row.action === 'update' && row.target && row.set)
          await updateProductRow(tx, tenant.id, row.target.id, row.set, at);
      variantEvents = await applyVariantRows(tx, tenant.id, variantRows, at);
      return plan;
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
  announceImport(app, tenant.id, planned, variantEvents);
  return reportOf([...planned, ...variantRows], false, true);
}

/** After the commit: pages expire, and changed or new stock reaches open product pages live. */
function announceImport(
  app: FastifyInstance,
  tenantId: string,
  planned: PlannedRow[],
  variantEvents: InventoryUpdateEvent[],
) {
  const touched = planned.filter((row) => row.action === 'create' || row.action === 'update');
  if (touched.length === 0 && variantEvents.length === 0) return;
  const stock = touched
    .filter((row) => row.action === 'update' && row.set?.totalInventory !== undefined)
    .map((row) => ({ productId: row.id as string, newInventory: row.set?.totalInventory ?? null }));
  app.productsChanged(tenantId, [...stock, ...variantEvents]);
  const productIds = [
    ...new Set([...touched.map((row) => row.id as string), ...variantEvents.map((event) => event.productId)]),
  ];
  expireFor(app, 'product-changed', { storeId: tenantId, productIds });
}
