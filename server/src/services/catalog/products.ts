/**
 * Products of a tenant: reads for the catalog (with a small in-memory cache of serialized lists,
 * dropped whenever a product changes) and the stock write.
 */
import { createHash } from 'node:crypto';
import type { Product } from '../../../../lib/schemas/product';
import type { Database } from '../../db/client';
import {
  findImageRows,
  findListedProducts,
  findProductRow,
  setProductStock,
} from '../../repositories/products';
import { toApiProduct } from './product-serializer';

export type ProductListKind = 'all' | 'featured' | 'regular';

/** A serialized list ready to send: the bytes and their ETag. */
export type CachedList = { body: string; etag: string; products: Product[] };

/** The product id keys the main image; later images are keyed by their own id. */
export function imageKeysOf(productId: string, images: { id: string; position: number }[]): string[] {
  return images.map((image) => (image.position === 0 ? productId : image.id));
}

export async function imagesByProduct(db: Database, tenantId: string, productIds: string[]) {
  const byProduct = new Map<string, { id: string; position: number }[]>();
  for (const row of await findImageRows(db, tenantId, productIds)) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Listed (not archived) products of a tenant, featured or regular or both, in shop order. */
export async function listProducts(
  db: Database,
  tenant: { id: string; name: string },
  kind: ProductListKind,
): Promise<Product[]> {
  const rows = await findListedProducts(db, tenant.id, kind);
  const images = await imagesByProduct(
    db,
    tenant.id,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toApiProduct(row, imageKeysOf(row.id, images.get(row.id) ?? []), tenant.name));
}

/** One product of the tenant, archived included (a direct link still resolves); null if absent. */
export async function getProduct(
  db: Database,
  tenant: { id: string; name: string },
  id: string,
): Promise<Product | null> {
  const row = await findProductRow(db, tenant.id, id);
  if (!row) return null;
  const images = await imagesByProduct(db, tenant.id, [row.id]);
  return toApiProduct(row, imageKeysOf(row.id, images.get(row.id) ?? []), tenant.name);
}

/** Sets a product's stock (null for unlimited); returns the new value, or undefined if no such product. */
export async function setInventory(
  db: Database,
  tenantId: string,
  id: string,
  totalInventory: number | null,
) {
  return setProductStock(db, tenantId, id, totalInventory);
}

/** Serialized product lists per tenant, rebuilt on the first read after a change. */
export class ProductListCache {
  private readonly lists = new Map<string, Promise<CachedList>>();

  constructor(private readonly db: Database) {}

  get(tenant: { id: string; name: string }, kind: ProductListKind): Promise<CachedList> {
    const key = `${tenant.id}:${kind}`;
    let entry = this.lists.get(key);
    if (!entry) {
      entry = listProducts(this.db, tenant, kind).then((list) => {
        const body = JSON.stringify({ products: list, dataSource: 'live' });
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        return { body, etag, products: list };
      });
      entry.catch(() => this.lists.delete(key));
      this.lists.set(key, entry);
    }
    return entry;
  }

  /** Drops a tenant's lists after any of its products changed. */
  invalidate(tenantId: string): void {
    for (const key of this.lists.keys()) if (key.startsWith(`${tenantId}:`)) this.lists.delete(key);
  }
}
