/**
 * Pulling a store's products from its Notion products database. Rows are read in Notion's raw
 * record form (Name, Price, Description, Size, TotalInventory, Metal, Gemstone, Featured Product,
 * ProductImage, Archive, and optionally Compare At Price, Weight (g), SEO Title, SEO Description) a page of 100 at a time, and upserted by Notion page id in one
 * transaction. A row that is not a product (no name, no price, stock that is not a whole number)
 * is skipped whole and reported; a row with Archive ticked, or in Notion's trash, is hidden from
 * the shop. After the commit, the images of products whose ProductImage changed are fetched and
 * stored (images.ts), stock changes go live (inventoryUpdate) and the shop's cached pages
 * of every product changed, fields or images, expire.
 */
import { withHandles } from '@server/services/catalog/handles';
import type { FastifyInstance } from 'fastify';
import { fromBackupRecord } from '@/lib/backup';
import { toCents } from '@/lib/money';
import { type ProductSyncResult } from '@/lib/schemas/notion';
import { ApiError } from '@server/errors';
import { productSyncLock } from '@server/repositories/locks';
import { recordProductSync } from '@server/repositories/notion-connections';
import {
  insertProductRows,
  lockProductsByNotionPage,
  updateProductRow,
  type ProductRow,
} from '@server/repositories/products';
import { detailColumnsOf } from '../catalog/product-details';
import { MAX_VARIANTS } from '@/lib/constants/catalog';
import { parseVariantsText, type VariantLine } from '@/lib/notion-variant-text';
import type { Tx } from '@server/repositories/stores';
import { findVariantsByProduct, syncProductStock, type VariantRow } from '@server/repositories/variants';
import { restoreVariants, variantsDiffer } from '../backups/variant-restore';
import type { NotionAdapter, NotionPage } from './client';
import { notionOrRefuse, openConnection } from './connection';
import {
  bringNotionImages,
  imageKeysOf,
  readNotionImages,
  type NotionImageSource,
  type NotionImageWork,
} from './images';
import { expireFor } from '@server/services/cache/expiry';

const MAX_PRICE = 1_000_000;
const MAX_NAME = 500;
const MAX_DESCRIPTION = 10_000;
/** Notion page ids looked up per query (PostgreSQL takes at most 65,535 parameters a statement). */
const LOOKUP_BATCH = 1_000;

type Columns = {
  name: string;
  description: string;
  priceCents: number;
  size: number | string | null;
  totalInventory: number | null;
  metal: string[];
  gemstone: string[];
  featured: boolean;
  archived: boolean;
} & ReturnType<typeof detailColumnsOf>;
type StockChange = { productId: string; newInventory: number | null };

/** One Notion row as product columns, or why it is not a product. */
export function readNotionProduct(
  page: NotionPage,
): { columns: Columns; images: NotionImageSource[]; variants?: VariantLine[] } | { reason: string } {
  const variants = readNotionVariants(page.properties.Variants);
  if (variants === null) return { reason: VARIANTS_REASON };
  const product = fromBackupRecord({ id: page.id, properties: page.properties }, '');
  if (!product) {
    const name = fromBackupRecord(
      { id: page.id, properties: { ...page.properties, Price: { type: 'number', number: 0 } } },
      '',
    );
    return { reason: name ? 'Price is missing or not a number' : 'Name is missing' };
  }
  if (product.price < 0 || product.price > MAX_PRICE)
    return { reason: `Price must be between 0 and ${MAX_PRICE}` };
  if (product.name.length > MAX_NAME) return { reason: `Name is longer than ${MAX_NAME} characters` };
  const stock = product.totalInventory;
  if (stock !== null && (!Number.isInteger(stock) || stock < 0))
    return { reason: 'TotalInventory must be a whole number, 0 or more, or empty' };
  // Stock written as text would read as "unlimited": refused instead.
  const rawStock = page.properties.TotalInventory as { type?: unknown } | undefined;
  if (rawStock && typeof rawStock === 'object' && rawStock.type !== 'number')
    return { reason: 'TotalInventory must be a whole number, 0 or more, or empty' };
  return {
    columns: {
      name: product.name,
      description: product.description.slice(0, MAX_DESCRIPTION),
      priceCents: toCents(product.price),
      size: product.size,
      totalInventory: stock,
      metal: product.Metal,
      gemstone: product.Gemstone,
      featured: product.featured,
      archived: product.archived || page.archived,
      // Compare At Price, Weight (g), SEO Title and SEO Description, when the database has them.
      ...detailColumnsOf(product),
    },
    images: readNotionImages(page.properties.ProductImage),
    ...(variants ? { variants } : {}),
  };
}

const VARIANTS_REASON = `Variants must be one "Name: stock" a line, e.g. "Size 6: 3" or "Size 9: 1 @ 62.00", at most ${MAX_VARIANTS}, each name once`;

/** A row's "Variants" text read (undefined: the database has no such column); null when it cannot be read. */
function readNotionVariants(raw: unknown): VariantLine[] | null | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const parts =
    (raw as { rich_text?: unknown; title?: unknown }).rich_text ?? (raw as { title?: unknown }).title;
  if (!Array.isArray(parts)) return null;
  const variants = parseVariantsText(parts.map((part) => String(part?.plain_text ?? '')).join(''));
  if (!variants || variants.length > MAX_VARIANTS) return null;
  const names = new Set(variants.map((variant) => variant.name.toLowerCase()));
  return names.size === variants.length ? variants : null;
}

/**
 * Sets a product's variants to a Notion row's (same-named ones keep their ids) when they differ,
 * and keeps its stock as their sum; answers the product's stock when the product has variants.
 */
/** The Notion row's variants in the backup's shape, same-named ones with the product's ids and codes. */
function variantListOf(wanted: VariantLine[] | undefined, current: VariantRow[]) {
  return wanted?.map((variant) => {
    const same = current.find((row) => row.name.toLowerCase() === variant.name.toLowerCase());
    return { ...variant, id: same?.id ?? '', sku: same?.sku ?? null };
  });
}

async function pullVariants(
  tx: Tx,
  tenantId: string,
  productId: string,
  wanted: VariantLine[] | undefined,
  current: VariantRow[],
): Promise<{ changed: boolean; stock?: number | null }> {
  const list = variantListOf(wanted, current);
  const changed = variantsDiffer(current, list);
  if (changed) await restoreVariants(tx, tenantId, productId, list!, current);
  const sum = await syncProductStock(tx, tenantId, productId);
  return { changed, ...(sum ? { stock: sum.newInventory } : {}) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Wanted product columns and images by Notion page id; rows that are not products are skipped in `result`. */
type WantedProducts = {
  wanted: Map<string, Columns>;
  imagesOf: Map<string, NotionImageSource[]>;
  variantsOf: Map<string, VariantLine[] | undefined>;
};

/** Reads every row of the products database, counting each and reporting those that are not products. */
async function readProductRows(
  notion: NotionAdapter,
  token: string,
  databaseId: string,
  result: ProductSyncResult,
): Promise<WantedProducts> {
  const wanted = new Map<string, Columns>();
  const imagesOf = new Map<string, NotionImageSource[]>();
  const variantsOf = new Map<string, VariantLine[] | undefined>();
  for await (const page of notion.queryDatabase(token, databaseId)) {
    for (const record of page) {
      result.read += 1;
      const read = readNotionProduct(record);
      if ('reason' in read) result.skipped.push({ pageId: record.id, reason: read.reason });
      else {
        wanted.set(record.id, read.columns);
        imagesOf.set(record.id, read.images);
        variantsOf.set(record.id, read.variants);
      }
    }
  }
  return { wanted, imagesOf, variantsOf };
}

/**
 * Upserts the wanted rows by Notion page id in one transaction and records the pull, counting into
 * `result`. Answers what changed: stock to send live, products whose pages expire, images to bring.
 */
async function upsertProducts(
  app: FastifyInstance,
  tenantId: string,
  { wanted, imagesOf, variantsOf }: WantedProducts,
  result: ProductSyncResult,
) {
  const stock: StockChange[] = [];
  const changedIds: string[] = [];
  const imageWork: NotionImageWork[] = [];
  /** Images are brought when the row names other images than the product last brought (archived products wait). */
  const wantImages = (productId: string, pageId: string, columns: Columns, lastKeys: string[] | null) => {
    const sources = imagesOf.get(pageId) ?? [];
    if (!columns.archived && !same(lastKeys ?? [], imageKeysOf(sources)))
      imageWork.push({ productId, pageId, name: columns.name, sources });
  };
  await app.db.transaction(async (tx) => {
    // Only the rows this pull names are read, a bounded number of ids per query.
    const pageIds = [...wanted.keys()];
    const byPage = new Map<string, ProductRow>();
    for (let start = 0; start < pageIds.length; start += LOOKUP_BATCH)
      for (const row of await lockProductsByNotionPage(
        tx,
        tenantId,
        pageIds.slice(start, start + LOOKUP_BATCH),
      ))
        byPage.set(row.notionPageId!, row);
    const variantsNow = await findVariantsByProduct(
      tx,
      tenantId,
      [...byPage.values()].map((row) => row.id),
    );
    const inserts: (Columns & { tenantId: string; notionPageId: string })[] = [];
    const now = new Date();
    for (const [pageId, columns] of wanted) {
      if (columns.archived) result.archived += 1;
      const row = byPage.get(pageId);
      if (!row) {
        inserts.push({ ...columns, tenantId, notionPageId: pageId });
        continue;
      }
      wantImages(row.id, pageId, columns, row.notionImageKeys);
      const current = variantsNow.get(row.id) ?? [];
      const fields: string[] = (Object.keys(columns) as (keyof Columns)[]).filter(
        (field) => !same(row[field], columns[field]),
      );
      if (variantsDiffer(current, variantListOf(variantsOf.get(pageId), current))) fields.push('variants');
      // A product with variants keeps their sum, whatever TotalInventory the row says.
      if (current.length && fields.length === 1 && fields[0] === 'totalInventory') fields.pop();
      if (!fields.length) {
        result.unchanged += 1;
        continue;
      }
      // A new version, so an owner's edit made from the row before this pull is refused (409).
      await updateProductRow(tx, tenantId, row.id, columns, now);
      const pulled = await pullVariants(tx, tenantId, row.id, variantsOf.get(pageId), current);
      result.updated += 1;
      changedIds.push(row.id);
      if (fields.includes('totalInventory') || pulled.changed)
        stock.push({
          productId: row.id,
          newInventory: pulled.stock === undefined ? columns.totalInventory : pulled.stock,
        });
    }
    for (let start = 0; start < inserts.length; start += 500) {
      const created = await insertProductRows(
        tx,
        await withHandles(tx, tenantId, inserts.slice(start, start + 500)),
      );
      for (const row of created) {
        changedIds.push(row.id);
        wantImages(row.id, row.notionPageId!, wanted.get(row.notionPageId!)!, null);
        const variants = variantsOf.get(row.notionPageId!);
        if (variants?.length) await pullVariants(tx, tenantId, row.id, variants, []);
      }
    }
    result.created = inserts.length;
    await recordProductSync(tx, tenantId, result, now);
  });
  return { stock, changedIds, imageWork };
}

/** Pulls the store's products database; null when the store has no products database linked. */
export async function syncProducts(
  app: FastifyInstance,
  tenantId: string,
): Promise<ProductSyncResult | null> {
  const notion = notionOrRefuse(app);
  const open = await openConnection(app, tenantId);
  const databaseId = open?.row.databaseIds.products;
  if (!open || !databaseId) return null;

  const result: ProductSyncResult = {
    read: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    archived: 0,
    skipped: [],
    imagesUpdated: 0,
    imageErrors: [],
  };
  const rows = await readProductRows(notion, open.token, databaseId, result);
  const { stock, changedIds, imageWork } = await upsertProducts(app, tenantId, rows, result);

  // After the commit: the rows' fields are in whatever happens to an image.
  const images = await bringNotionImages(app, tenantId, imageWork);
  result.imagesUpdated = images.replaced.length;
  result.imageErrors = images.errors;
  if (imageWork.length) await recordProductSync(app.db, tenantId, result);

  if (result.skipped.length)
    app.log.warn(
      { tenant: tenantId, skipped: result.skipped },
      'Notion product rows skipped: they are not products',
    );
  if (result.imageErrors.length)
    app.log.warn(
      { tenant: tenantId, imageErrors: result.imageErrors },
      'Notion product images not brought; tried again on the next pull',
    );
  const touched = [...new Set([...changedIds, ...images.replaced])];
  if (touched.length) {
    app.productsChanged(tenantId, stock);
    expireFor(app, 'product-changed', { storeId: tenantId, productIds: touched });
  }
  return result;
}

/** The owner's "pull now": one pull at a time per store. */
export async function syncProductsNow(app: FastifyInstance, tenantId: string): Promise<ProductSyncResult> {
  notionOrRefuse(app);
  const open = await openConnection(app, tenantId);
  if (!open) throw new ApiError({ status: 409, code: 'NOTION_NOT_CONNECTED' });
  if (!open.row.databaseIds.products) throw new ApiError({ status: 409, code: 'NOTION_DATABASE_MISSING' });
  let result: ProductSyncResult | null = null;
  try {
    const ran = await app.database.withLock(productSyncLock(tenantId), async () => {
      result = await syncProducts(app, tenantId);
    });
    if (!ran) throw new ApiError({ status: 409, code: 'NOTION_SYNC_BUSY' });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    app.log.warn({ err: error, tenant: tenantId }, 'Notion products could not be pulled');
    throw new ApiError({ status: 502, code: 'NOTION_UNAVAILABLE' });
  }
  return result!;
}
