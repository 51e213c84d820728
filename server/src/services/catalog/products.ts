/**
 * Products of a tenant: reads for the catalog (with a small in-memory cache of serialized lists,
 * dropped whenever a product changes) and the stock write.
 */
import { createHash } from 'node:crypto';
import {
  decodeCursor,
  decodeSortedCursor,
  encodeCursor,
  encodeSortedCursor,
  type CatalogSort,
} from '@/lib/catalog/cursor';
import { toCents, toDollars } from '@/lib/money';
import { lowestBeforeReduction } from '@/lib/price-history';
import { CATALOG_PAGE_MAX_BYTES, CATALOG_PAGE_SIZE } from '@/lib/constants/catalog';
import type {
  Product,
  ProductPageQuery,
  ProductPageResponse,
  ProductSitemapResponse,
} from '@/lib/schemas/product';
import type { Database } from '@server/db/client';
import {
  findImageRows,
  countListedProducts,
  findListedProductIds,
  findListedProducts,
  findListedProductsPage,
  findProductRow,
  type ProductRow,
  setProductStock,
} from '@server/repositories/products';
import { ApiError } from '@server/errors';
import { findVariantsByProduct } from '@server/repositories/variants';
import { findCategoryBySlug, findSortedProductsPage, type ListFilter } from '@server/repositories/categories';
import { salesOf } from '@server/repositories/product-sales';
import { findProductIdByHandle } from '@server/repositories/redirects';
import { findPriceHistory } from '@server/repositories/price-history';
import { descriptionHtmlOf } from './product-html';
import { toApiProduct, withSales } from './product-serializer';

export type ProductListKind = 'all' | 'featured' | 'regular';
type ProductPage = ProductPageResponse;

/** A serialized page ready to send: the bytes and their ETag. */
export type CachedList = { body: string; etag: string };

/** The product id keys the main image; later images are keyed by their own id. */
export function imageKeysOf(productId: string, images: { id: string; position: number }[]): string[] {
  return images.map((image) => (image.position === 0 ? productId : image.id));
}

/** The alt texts of a product's images, in display order. */
export const imageAltsOf = (images: { altText: string }[] | undefined) =>
  (images ?? []).map((image) => image.altText);

export async function imagesByProduct(db: Database, tenantId: string, productIds: string[]) {
  const byProduct = new Map<string, { id: string; position: number; altText: string }[]>();
  for (const row of await findImageRows(db, tenantId, productIds)) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export async function toProducts(db: Database, tenant: { id: string; name: string }, rows: ProductRow[]) {
  const ids = rows.map((row) => row.id);
  const onSale = rows.filter((row) => row.compareAtPriceCents !== null).map((row) => row.id);
  const [images, variants, sales, history] = await Promise.all([
    imagesByProduct(db, tenant.id, ids),
    findVariantsByProduct(db, tenant.id, ids),
    salesOf(db, tenant.id, ids),
    findPriceHistory(db, tenant.id, onSale),
  ]);
  const pointsOf = (productId: string, variantId: string | null) =>
    history.filter((point) => point.productId === productId && point.variantId === variantId);
  return rows.map((row) => {
    const rowVariants = variants.get(row.id) ?? [];
    const product = toApiProduct(
      withSales(row, sales),
      imageKeysOf(row.id, images.get(row.id) ?? []),
      tenant.name,
      imageAltsOf(images.get(row.id)),
      rowVariants,
    );
    if (row.compareAtPriceCents === null) return product;
    return {
      ...product,
      lowestPrice30Days: toDollars(lowestBeforeReduction(pointsOf(row.id, null), row.priceCents)),
      variants: product.variants?.map((variant, index) => ({
        ...variant,
        lowestPrice30Days: toDollars(
          lowestBeforeReduction(
            pointsOf(row.id, variant.id),
            rowVariants[index].priceCents ?? row.priceCents,
          ),
        ),
      })),
    };
  });
}

/** Every listed (not archived) product of a tenant in shop order: the product backup holds them all. */
export async function listProducts(db: Database, tenant: { id: string; name: string }): Promise<Product[]> {
  return toProducts(db, tenant, await findListedProducts(db, tenant.id));
}

/**
 * Keeps the first products whose answer fits in CATALOG_PAGE_MAX_BYTES (at least one); the rest
 * are left to the next page.
 */
function fittingCount(products: Product[]): number {
  let bytes = JSON.stringify({ products: [], dataSource: 'live', nextCursor: 'x'.repeat(300) }).length;
  for (let index = 0; index < products.length; index += 1) {
    bytes += Buffer.byteLength(JSON.stringify(products[index])) + 1;
    if (bytes > CATALOG_PAGE_MAX_BYTES) return Math.max(index, 1);
  }
  return products.length;
}

/** One page of a catalog list, after `query.cursor` in shop order, and where the next one starts. */
export async function listProductPage(
  db: Database,
  tenant: { id: string; name: string },
  kind: ProductListKind,
  query: ProductPageQuery,
): Promise<ProductPage> {
  const filter = await listFilterOf(db, tenant.id, query);
  if (!filter) return { products: [], dataSource: 'live', nextCursor: null };
  if (query.sort) return listSortedPage(db, tenant, kind, { ...query, sort: query.sort }, filter);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !after)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'cursor must be the nextCursor of a previous page',
      field: 'cursor',
    });
  const rows = await findListedProductsPage(db, tenant.id, kind, { after, limit: query.limit, filter });
  const products = await toProducts(db, tenant, rows.slice(0, query.limit));
  const kept = fittingCount(products);
  const last = rows[kept - 1];
  const more = rows.length > kept;
  return {
    products: products.slice(0, kept),
    dataSource: 'live',
    nextCursor: more && last ? encodeCursor(last) : null,
  };
}

/** The query's filter with prices in cents; null when it names a category the store does not have. */
async function listFilterOf(
  db: Database,
  tenantId: string,
  query: ProductPageQuery,
): Promise<ListFilter | null> {
  if (query.min !== undefined && query.max !== undefined && query.min > query.max)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'max must be at least min',
      field: 'max',
    });
  const filter: ListFilter = {
    metal: query.metal,
    minCents: query.min === undefined ? undefined : toCents(query.min),
    maxCents: query.max === undefined ? undefined : toCents(query.max),
  };
  if (!query.category) return filter;
  const category = await findCategoryBySlug(db, tenantId, query.category);
  return category ? { ...filter, categoryId: category.id } : null;
}

/** A page of one of the shop's sorts; its cursor carries the sort, and another sort's cursor is 400. */
async function listSortedPage(
  db: Database,
  tenant: { id: string; name: string },
  kind: ProductListKind,
  query: ProductPageQuery & { sort: CatalogSort },
  filter: ListFilter,
): Promise<ProductPage> {
  const after = query.cursor ? decodeSortedCursor(query.cursor) : null;
  if (query.cursor && after?.sort !== query.sort)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'cursor must be the nextCursor of a previous page in this sort',
      field: 'cursor',
    });
  const rows = await findSortedProductsPage(db, tenant.id, kind, {
    sort: query.sort,
    filter,
    after,
    limit: query.limit,
  });
  const products = await toProducts(
    db,
    tenant,
    rows.slice(0, query.limit).map((row) => row.product),
  );
  const kept = fittingCount(products);
  const last = rows[kept - 1];
  return {
    products: products.slice(0, kept),
    dataSource: 'live',
    nextCursor:
      rows.length > kept && last
        ? encodeSortedCursor({ sort: query.sort, key: last.key, id: last.product.id })
        : null,
  };
}

/** Whether a list query filters or sorts (such pages are read each time, not cached). */
const isFiltered = (query: ProductPageQuery) =>
  Boolean(query.category || query.metal || query.sort || query.min !== undefined || query.max !== undefined);

/** Part `part` of the store's listed product ids for its sitemap, and how many it lists. */
export async function productSitemapPart(
  db: Database,
  tenantId: string,
  query: { part: number; size: number },
): Promise<ProductSitemapResponse> {
  const [total, rows] = await Promise.all([
    countListedProducts(db, tenantId),
    findListedProductIds(db, tenantId, { limit: query.size, offset: query.part * query.size }),
  ]);
  return {
    total,
    products: rows.map((row) => ({ id: row.id, handle: row.handle, updatedAt: row.updatedAt.toISOString() })),
  };
}

/**
 * One product of the tenant, archived included (a direct link still resolves); null if absent.
 * Its description's safe HTML comes with it, for the product page alone: lists carry the text.
 */
export async function getProduct(
  db: Database,
  tenant: { id: string; name: string },
  id: string,
): Promise<Product | null> {
  const row = await findProductRow(db, tenant.id, id);
  if (!row) return null;
  const [product] = await toProducts(db, tenant, [row]);
  return { ...product, descriptionHtml: descriptionHtmlOf(row.description) };
}

/** The tenant's product with this handle, archived included; null if absent. */
export async function getProductByHandle(
  db: Database,
  tenant: { id: string; name: string },
  handle: string,
): Promise<Product | null> {
  const found = await findProductIdByHandle(db, tenant.id, handle);
  return found && getProduct(db, tenant, found.id);
}

/** Sets a product's stock (null for unlimited); returns the new value, or undefined if no such product. */
export async function setInventory(
  db: Database,
  tenantId: string,
  id: string,
  totalInventory: number | null,
) {
  // A product with variants keeps their sum: its stock is set on each variant.
  if ((await findVariantsByProduct(db, tenantId, [id])).size)
    throw new ApiError({ status: 400, code: 'HAS_VARIANTS', field: 'totalInventory' });
  return setProductStock(db, tenantId, id, totalInventory);
}

function serialized(page: ProductPage): CachedList {
  const body = JSON.stringify(page);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Serialized catalog pages. A list's first page of the usual size (what every shop visit asks) is
 * kept per tenant and rebuilt on the first read after a change; later pages are read each time,
 * so the cache holds a few pages a store, never its whole catalog.
 */
export class ProductListCache {
  private readonly firstPages = new Map<string, Promise<CachedList>>();

  constructor(private readonly db: Database) {}

  get(
    tenant: { id: string; name: string },
    kind: ProductListKind,
    query: ProductPageQuery,
  ): Promise<CachedList> {
    if (query.cursor || query.limit !== CATALOG_PAGE_SIZE || isFiltered(query))
      return listProductPage(this.db, tenant, kind, query).then(serialized);
    const key = `${tenant.id}:${kind}`;
    let entry = this.firstPages.get(key);
    if (!entry) {
      entry = listProductPage(this.db, tenant, kind, query).then(serialized);
      entry.catch(() => this.firstPages.delete(key));
      this.firstPages.set(key, entry);
    }
    return entry;
  }

  /** Drops a tenant's pages after any of its products changed. */
  invalidate(tenantId: string): void {
    for (const key of this.firstPages.keys()) if (key.startsWith(`${tenantId}:`)) this.firstPages.delete(key);
  }
}
