/**
 * The catalog out as CSV in Shopify's product form (a product's rows share its Handle), streamed: products are read a batch at a time by id and written as they
 * come, so 10,000 products never sit in memory at once.
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import {
  PRODUCT_CSV_COLUMNS as C,
  PRODUCT_CSV_EXPORT_BATCH,
  PRODUCT_CSV_HEADER,
  PRODUCT_CSV_OPTIONS,
  VARIANT_OPTION_NAME,
} from '@/lib/constants/product-csv';
import { escapeCsvCell } from '@/lib/csv-cells';
import { toDollars } from '@/lib/money';
import {
  findImageRows,
  findProductsAfterId,
  type ProductImageRow,
  type ProductRow,
} from '@server/repositories/products';
import type { Tenant } from '@server/types';
import { findVariantsByProduct, type VariantRow } from '@server/repositories/variants';
import { variantValuesOf } from './product-csv-group';
import { handleOf } from './product-csv-handles';
import { imageUrl } from './product-serializer';
import { storeAddress } from '../stores/domain-lookup';

/** The columns of numbers, written as they are; every other cell is text, escaped (lib/csv-cells.ts). */
const NUMERIC_COLUMNS: ReadonlySet<string> = new Set([
  C.price,
  C.stock,
  C.compareAt,
  C.grams,
  C.imagePosition,
]);

/** A row's cells ready for a spreadsheet: no text cell can start a formula. */
function escapedRow(row: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      NUMERIC_COLUMNS.has(column) ? value : escapeCsvCell(value),
    ]),
  );
}

const money = (cents: number | null) => (cents === null ? '' : toDollars(cents).toFixed(2));
const stockOf = (stock: number | null) => (stock === null ? '' : String(stock));

/** The product's own cells, on its first row only (Shopify's form). */
function productCells(row: ProductRow, variants: VariantRow[]) {
  const status = row.draft ? 'draft' : row.archived ? 'archived' : 'active';
  const names = variants.length ? (row.optionNames.length ? row.optionNames : [VARIANT_OPTION_NAME]) : [];
  return {
    [C.title]: row.name,
    [C.body]: row.description,
    [C.tags]: row.tags.join(', '),
    [C.published]: status === 'active' ? 'true' : 'false',
    ...Object.fromEntries(PRODUCT_CSV_OPTIONS.map((option, i) => [option.name, names[i] ?? ''])),
    [C.seoTitle]: row.seoTitle ?? '',
    [C.seoDescription]: row.seoDescription ?? '',
    [C.status]: status,
  };
}

/**
 * A variant's cells, or the product's own for a product sold as itself. Its grams are its own
 * weight, else the product's (Shopify's Variant Grams is per variant).
 */
function variantCells(row: ProductRow, variant: VariantRow | undefined, photoUrl: string) {
  const values = variant ? variantValuesOf(variant, row.optionNames) : [];
  const weight = variant?.weightGrams ?? row.weightGrams;
  return {
    ...Object.fromEntries(PRODUCT_CSV_OPTIONS.map((option, i) => [option.value, values[i] ?? ''])),
    [C.sku]: (variant ? variant.sku : row.sku) ?? '',
    [C.grams]: weight === null ? '' : String(weight),
    // Empty is unlimited stock, as an import reads it back.
    [C.stock]: stockOf(variant ? variant.totalInventory : row.totalInventory),
    [C.policy]: row.backorders ? 'continue' : 'deny',
    [C.price]: money(variant?.priceCents ?? row.priceCents),
    [C.compareAt]: money(row.compareAtPriceCents),
    [C.taxable]: row.taxCategory === 'exempt' ? 'false' : 'true',
    [C.variantImage]: photoUrl,
    [C.weightUnit]: weight === null ? '' : 'g',
  };
}

/** Where an image is read from: the address it was imported from, else the store's own. */
function imageAddress(row: ProductRow, image: ProductImageRow, origin: string) {
  return image.sourceUrl ?? `${origin}${imageUrl(image.position === 0 ? row.id : image.id, 800)}`;
}

/**
 * One product's rows: the first carries the product, each variant has its row, and each image is
 * on a row in order (the variants' rows first, then rows of their own).
 */
function productCsvRows(row: ProductRow, variants: VariantRow[], images: ProductImageRow[], origin: string) {
  const urls = new Map(images.map((image) => [image.id, imageAddress(row, image, origin)]));
  const count = Math.max(1, variants.length, images.length);
  const sells = variants.length ? variants : [undefined];
  const empty = Object.fromEntries(PRODUCT_CSV_HEADER.map((column) => [column, '']));
  return Array.from({ length: count }, (_, index) => {
    const image = images[index];
    const variant = sells[index];
    const sold = index < sells.length;
    return {
      ...empty,
      [C.handle]: row.handle ?? handleOf(row.name),
      ...(index === 0 ? productCells(row, variants) : {}),
      ...(sold ? variantCells(row, variant, (variant?.imageId && urls.get(variant.imageId)) || '') : {}),
      ...(image
        ? {
            [C.imageSrc]: urls.get(image.id)!,
            [C.imagePosition]: String(index + 1),
            [C.imageAlt]: image.altText,
          }
        : {}),
      [C.id]: row.id,
    };
  });
}

async function* catalogRows(app: FastifyInstance, tenantId: string, origin: string) {
  let after: string | null = null;
  for (;;) {
    const rows = await findProductsAfterId(app.db, tenantId, after, PRODUCT_CSV_EXPORT_BATCH);
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    const images = await findImageRows(app.db, tenantId, ids);
    const variants = await findVariantsByProduct(app.db, tenantId, ids);
    for (const row of rows) {
      const own = images.filter((image) => image.productId === row.id);
      yield* productCsvRows(row, variants.get(row.id) ?? [], own, origin).map(escapedRow);
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
