/**
 * The catalog out as CSV, streamed: products are read a batch at a time by id and written as they
 * come, so 10,000 products never sit in memory at once.
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import {
  PRODUCT_CSV_COLUMNS as C,
  PRODUCT_CSV_EXPORT_BATCH,
  PRODUCT_CSV_HEADER,
} from '@/lib/constants/product-csv';
import { escapeCsvCell } from '@/lib/csv-cells';
import { toDollars } from '@/lib/money';
import { findImageRows, findProductsAfterId, type ProductRow } from '@server/repositories/products';
import type { Tenant } from '@server/types';
import { findVariantsByProduct, type VariantRow } from '@server/repositories/variants';
import { VARIANT_OPTION_NAME } from './product-csv-rows';
import { imageUrl } from './product-serializer';
import { storeAddress } from '../stores/domain-lookup';

/** A Shopify-style handle made from the title: lower case words joined by hyphens. */
export function handleOf(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'product'
  );
}

/** The columns of numbers, written as they are; every other cell is text, escaped (lib/csv-cells.ts). */
const NUMERIC_COLUMNS: ReadonlySet<string> = new Set([C.price, C.stock]);

/** A row's cells ready for a spreadsheet: no text cell can start a formula. */
function escapedRow(row: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      NUMERIC_COLUMNS.has(column) ? value : escapeCsvCell(value),
    ]),
  );
}

function csvRow(row: ProductRow, image: { altText: string } | undefined, origin: string) {
  return {
    [C.handle]: handleOf(row.name),
    [C.title]: row.name,
    [C.body]: row.description,
    [C.published]: row.archived ? 'false' : 'true',
    [C.optionName]: '',
    [C.optionValue]: '',
    [C.sku]: row.sku ?? '',
    [C.price]: toDollars(row.priceCents).toFixed(2),
    // Empty is unlimited stock, as an import reads it back.
    [C.stock]: row.totalInventory === null ? '' : String(row.totalInventory),
    [C.taxable]: row.taxCategory === 'exempt' ? 'false' : 'true',
    // The image on the store's own address, as shoppers see it.
    [C.imageSrc]: image ? `${origin}${imageUrl(row.id, 800)}` : '',
    [C.imageAlt]: image?.altText ?? '',
    [C.id]: row.id,
  };
}

/** A product with variants: one row per variant, its own code, price (empty: the product's) and stock. */
function variantCsvRows(
  row: ProductRow,
  variants: VariantRow[],
  image: { altText: string } | undefined,
  origin: string,
) {
  return variants.map((variant, index) => ({
    ...csvRow(row, index === 0 ? image : undefined, origin),
    [C.optionName]: VARIANT_OPTION_NAME,
    [C.optionValue]: variant.name,
    [C.sku]: variant.sku ?? '',
    [C.price]: variant.priceCents === null ? '' : toDollars(variant.priceCents).toFixed(2),
    [C.stock]: variant.totalInventory === null ? '' : String(variant.totalInventory),
  }));
}

async function* catalogRows(app: FastifyInstance, tenantId: string, origin: string) {
  let after: string | null = null;
  for (;;) {
    const rows = await findProductsAfterId(app.db, tenantId, after, PRODUCT_CSV_EXPORT_BATCH);
    if (rows.length === 0) return;
    const images = await findImageRows(
      app.db,
      tenantId,
      rows.map((row) => row.id),
    );
    const main = new Map(images.filter((image) => image.position === 0).map((i) => [i.productId, i]));
    const variants = await findVariantsByProduct(
      app.db,
      tenantId,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const own = variants.get(row.id);
      const out = own?.length
        ? variantCsvRows(row, own, main.get(row.id), origin)
        : [csvRow(row, main.get(row.id), origin)];
      yield* out.map(escapedRow);
    }
    if (rows.length < PRODUCT_CSV_EXPORT_BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

/** The file's name: products-<store>-<UTC date>.csv. */
export const exportFileName = (tenant: Tenant, now = new Date()) =>
  `products-${tenant.id}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * The store's whole catalog, archived products too, as a CSV stream; image addresses on the
 * store's own address (its primary domain, see storeAddress).
 */
export async function exportCatalogCsv(app: FastifyInstance, tenant: Tenant): Promise<Readable> {
  const origin = await storeAddress(app, tenant.id);
  const csv = stringify({ header: true, columns: [...PRODUCT_CSV_HEADER] });
  // pipeline, not pipe: a failed read ends the response with an error instead of hanging it.
  pipeline(Readable.from(catalogRows(app, tenant.id, origin)), csv, (error) => {
    if (error) app.log.error({ err: error, tenantId: tenant.id }, 'catalog export failed');
  });
  return csv;
}
