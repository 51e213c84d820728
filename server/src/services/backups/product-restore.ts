/**
 * Restoring a backup: the store's products are set back to the backup's. A dry run only reports
 * what would change; a real restore applies exactly that in one transaction. Products missing from
 * the backup are archived, never deleted (orders keep pointing at them).
 */
import { withHandles } from '@server/services/catalog/handles';
import { parseBackup } from '@/lib/backup';
import { sameJson } from '@/lib/canonical-json';
import { toCents } from '@/lib/money';
import type { Product, ProductVariant } from '@/lib/schemas/product';
import type { ProductRestoreResult } from '@/lib/schemas/backups';
import type { Storage } from '@server/adapters/storage';
import type { Database } from '@server/db/client';
import { ApiError, isUniqueViolation } from '@server/errors';
import {
  archiveProductRows,
  findStoreProductRows,
  findTakenProductIds,
  insertProductRows,
  updateProductRow,
  type ProductRow,
} from '@server/repositories/products';
import type { Tx } from '@server/repositories/stores';
import { detailColumnsOf } from '../catalog/product-details';
import { backupKey } from './product-backups';
import {
  checkRestoredSkus,
  restoreSkuClash,
  restoreVariants,
  storableVariant,
  variantsDiffer,
} from './variant-restore';
import { lockStoreSkus } from '@server/repositories/locks';
import { findVariantsByProduct, type VariantRow } from '@server/repositories/variants';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The columns a backup carries, as they would be written. */
function columnsOf(product: Product) {
  return {
    name: product.name,
    description: product.description,
    priceCents: toCents(product.price),
    size: product.size,
    totalInventory: product.totalInventory,
    metal: product.Metal,
    gemstone: product.Gemstone,
    featured: product.featured,
    archived: false,
    ...detailColumnsOf(product),
    // Only when the backup carries them: an older backup leaves the product's own.
    ...(product.makingTime !== undefined ? { makingTime: product.makingTime } : {}),
    ...(product.personalisation !== undefined ? { personalisation: product.personalisation } : {}),
  };
}

type Columns = ReturnType<typeof columnsOf>;

function changedFields(row: ProductRow, wanted: Columns): string[] {
  return (Object.keys(wanted) as (keyof Columns)[]).filter(
    // Key order aside: jsonb (making time, questions) keeps its own.
    (field) => !sameJson(row[field] ?? null, wanted[field] ?? null),
  );
}

/** The backup's products, refused as a whole when one could not be stored as it is. */
async function readBackupProducts(storage: Storage, tenantId: string, filename: string): Promise<Product[]> {
  const raw = await storage.get(backupKey(tenantId, filename));
  if (!raw) throw new ApiError({ status: 404, code: 'BACKUP_NOT_FOUND', message: 'Backup not found' });
  let listed: Product[];
  try {
    listed = parseBackup(JSON.parse(raw.toString('utf8')), tenantId);
  } catch {
    throw new ApiError({
      status: 400,
      code: 'BACKUP_UNREADABLE',
      message: 'This backup file cannot be read',
      field: 'filename',
    });
  }
  const storable = (product: Product) =>
    product.price >= 0 &&
    product.price <= 1_000_000 &&
    (product.totalInventory === null ||
      (Number.isInteger(product.totalInventory) && product.totalInventory >= 0)) &&
    product.name.length <= 500 &&
    (product.variants ?? []).every(storableVariant);
  if (!listed.every(storable))
    throw new ApiError({
      status: 400,
      code: 'BACKUP_UNREADABLE',
      message: 'This backup file cannot be read',
      field: 'filename',
    });
  return listed;
}

type Plan = {
  result: Omit<ProductRestoreResult, 'kind' | 'dryRun' | 'filename'>;
  inserts: (Columns & { id?: string })[];
  updates: { id: string; columns: Columns }[];
  /** Variant lists to set, by the product's id, or by its place in `inserts` for a new one. */
  variants: {
    productId?: string;
    insert?: number;
    name: string;
    wanted: ProductVariant[];
    current: VariantRow[];
  }[];
  archive: string[];
};

/** What restoring `listed` over the store's current rows would do. */
async function plan(db: Database | Tx, tenantId: string, listed: Product[], lock: boolean): Promise<Plan> {
  const rows = await findStoreProductRows(db, tenantId, { lock });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const variantsNow = await findVariantsByProduct(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  const ids = listed.map((product) => product.id).filter((id) => UUID.test(id) && !byId.has(id));
  // An id another store uses is never touched: that product comes back under a new id.
  const taken = await findTakenProductIds(db, ids);
  const out: Plan = {
    result: { added: [], changed: [], archived: [], unchanged: 0 },
    inserts: [],
    updates: [],
    archive: [],
    variants: [],
  };
  const seen = new Set<string>();
  for (const product of listed) {
    const columns = columnsOf(product);
    const row = byId.get(product.id);
    if (row) {
      seen.add(row.id);
      const current = variantsNow.get(row.id) ?? [];
      const fields = changedFields(row, columns);
      if (variantsDiffer(current, product.variants)) {
        fields.push('variants');
        out.variants.push({ productId: row.id, name: product.name, wanted: product.variants!, current });
      }
      if (fields.length === 0) out.result.unchanged += 1;
      else {
        out.result.changed.push({ id: row.id, name: product.name, fields });
        out.updates.push({ id: row.id, columns });
      }
    } else {
      const id =
        UUID.test(product.id) && !taken.has(product.id) && !seen.has(product.id) ? product.id : undefined;
      if (id) seen.add(id);
      out.result.added.push({ id: id ?? '', name: product.name });
      out.inserts.push({ ...columns, ...(id ? { id } : {}) });
      if (product.variants?.length)
        out.variants.push({
          insert: out.inserts.length - 1,
          name: product.name,
          wanted: product.variants,
          current: [],
        });
    }
  }
  for (const row of rows) {
    if (!row.archived && !seen.has(row.id)) {
      out.result.archived.push({ id: row.id, name: row.name });
      out.archive.push(row.id);
    }
  }
  if (lock) await lockStoreSkus(db as Tx, tenantId);
  await checkRestoredSkus(db, tenantId, out.variants);
  return out;
}

/** Restores (or, with dryRun, only plans restoring) one of the store's backups. */
export async function restoreBackup(
  db: Database,
  storage: Storage,
  tenantId: string,
  filename: string,
  dryRun: boolean,
): Promise<ProductRestoreResult> {
  const listed = await readBackupProducts(storage, tenantId, filename);
  if (dryRun)
    return { kind: 'products', dryRun, filename, ...(await plan(db, tenantId, listed, false)).result };
  const result = await db.transaction(async (tx) => {
    const planned = await plan(tx, tenantId, listed, true);
    const now = new Date();
    // A new version, so an owner's edit made from the pre-restore product is refused (409).
    for (const { id, columns } of planned.updates) await updateProductRow(tx, tenantId, id, columns, now);
    await archiveProductRows(tx, tenantId, planned.archive, now);
    if (planned.inserts.length) {
      const created = await insertProductRows(
        tx,
        await withHandles(
          tx,
          tenantId,
          planned.inserts.map((columns) => ({ ...columns, tenantId })),
        ),
      );
      planned.result.added = planned.result.added.map((entry, index) => ({
        ...entry,
        id: created[index].id,
      }));
    }
    for (const entry of planned.variants) {
      const productId = entry.productId ?? planned.result.added[entry.insert!].id;
      // A code taken by a write the lock does not cover answers 409, never a 500.
      await restoreVariants(tx, tenantId, productId, entry.wanted, entry.current).catch((error) => {
        throw isUniqueViolation(error) ? restoreSkuClash(entry.name) : error;
      });
    }
    return planned.result;
  });
  return { kind: 'products', dryRun, filename, ...result };
}
