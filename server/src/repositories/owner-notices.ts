/**
 * SQL for what the owner is told: the store's notice settings (one row, none until the owner
 * saves), the notices themselves (one per thing told, unsent until mailed) and the low-stock alerts
 * that keep a piece or size from being told twice while it stays low. Every query names the store.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { OwnerNoticeKind } from '@/lib/constants/owner-notices';
import type { Database } from '../db/client';
import {
  lowStockAlerts,
  orders,
  ownerNotices,
  products,
  productVariants,
  storeNoticeSettings,
  users,
} from '../db/schema';
import type { Tx } from './stores';

type Db = Database | Tx;
export type NoticeSettingsRow = typeof storeNoticeSettings.$inferSelect;
export type NoticeSettingsValues = Omit<typeof storeNoticeSettings.$inferInsert, 'tenantId' | 'updatedAt'>;
export type OwnerNoticeRow = typeof ownerNotices.$inferSelect;

export async function findNoticeSettingsRow(db: Db, tenantId: string): Promise<NoticeSettingsRow | null> {
  const [row] = await db.select().from(storeNoticeSettings).where(eq(storeNoticeSettings.tenantId, tenantId));
  return row ?? null;
}

/** Writes the store's settings whole, inserting the row the first time. */
export async function saveNoticeSettingsRow(
  db: Db,
  tenantId: string,
  values: NoticeSettingsValues,
): Promise<NoticeSettingsRow> {
  const [row] = await db
    .insert(storeNoticeSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: storeNoticeSettings.tenantId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** The people a store's notices go to: its owners and its staff with the Orders role. */
export async function findNoticeRecipients(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.role, 'admin'),
        or(isNull(users.staffRole), inArray(users.staffRole, ['owner', 'orders'])),
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

/** A notice, unless this thing was told already; answers the row written, or null. */
export async function insertOwnerNotice(
  tx: Tx,
  values: Pick<OwnerNoticeRow, 'tenantId' | 'kind' | 'subjectKey' | 'detail'> & { sentAt?: Date | null },
): Promise<OwnerNoticeRow | null> {
  const [row] = await tx.insert(ownerNotices).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Marks these notices of the store sent at `at`. */
export async function markNoticesSent(tx: Tx, tenantId: string, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(ownerNotices)
    .set({ sentAt: at })
    .where(and(eq(ownerNotices.tenantId, tenantId), inArray(ownerNotices.id, ids)));
}

/**
 * Takes the store's unsent notices, marking them sent at `at` (so a second taker finds none), the
 * oldest first.
 */
export async function claimUnsentNotices(tx: Tx, tenantId: string, at: Date): Promise<OwnerNoticeRow[]> {
  const rows = await tx
    .update(ownerNotices)
    .set({ sentAt: at })
    .where(and(eq(ownerNotices.tenantId, tenantId), isNull(ownerNotices.sentAt)))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** A piece or size at or under the threshold: its product, its variant ('' for none), its stock. */
export type LowStockRow = {
  productId: string;
  variantKey: string;
  name: string;
  variantName: string | null;
  stock: number;
};

/** The store's listed pieces without sizes, and its sizes, whose counted stock is at most `threshold`. */
export async function findLowStock(db: Db, tenantId: string, threshold: number): Promise<LowStockRow[]> {
  const pieces = await db
    .select({ productId: products.id, name: products.name, stock: products.totalInventory })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.archived, false),
        isNotNull(products.totalInventory),
        sql`${products.totalInventory} <= ${threshold}`,
        notExists(
          db
            .select({ id: productVariants.id })
            .from(productVariants)
            .where(and(eq(productVariants.tenantId, tenantId), eq(productVariants.productId, products.id))),
        ),
      ),
    );
  const sizes = await db
    .select({
      productId: productVariants.productId,
      variantKey: sql<string>`${productVariants.id}::text`,
      name: products.name,
      variantName: productVariants.name,
      stock: productVariants.totalInventory,
    })
    .from(productVariants)
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.tenantId, tenantId)))
    .where(
      and(
        eq(productVariants.tenantId, tenantId),
        eq(products.archived, false),
        isNotNull(productVariants.totalInventory),
        sql`${productVariants.totalInventory} <= ${threshold}`,
      ),
    );
  return [
    ...pieces.map((row) => ({ ...row, variantKey: '', variantName: null, stock: row.stock ?? 0 })),
    ...sizes.map((row) => ({ ...row, stock: row.stock ?? 0 })),
  ];
}

export async function findLowStockAlerts(db: Db, tenantId: string) {
  return db.select().from(lowStockAlerts).where(eq(lowStockAlerts.tenantId, tenantId));
}

/** The store's alert for this piece or size, unless it has one; answers the row written, or null. */
export async function insertLowStockAlert(tx: Tx, tenantId: string, row: LowStockRow) {
  const [alert] = await tx
    .insert(lowStockAlerts)
    .values({ tenantId, productId: row.productId, variantKey: row.variantKey, stock: row.stock })
    .onConflictDoNothing()
    .returning();
  return alert ?? null;
}

/** Drops the store's alerts of these pieces and sizes (no longer low), so their next fall tells again. */
export async function deleteLowStockAlerts(
  db: Db,
  tenantId: string,
  keys: { productId: string; variantKey: string }[],
): Promise<void> {
  for (const key of keys)
    await db
      .delete(lowStockAlerts)
      .where(
        and(
          eq(lowStockAlerts.tenantId, tenantId),
          eq(lowStockAlerts.productId, key.productId),
          eq(lowStockAlerts.variantKey, key.variantKey),
        ),
      );
}

/** The store's paid orders, not shipped, whose ship-by day is before `today` and that were not told of. */
export async function findLateOrdersUntold(db: Db, tenantId: string, today: string) {
  return db
    .select({ id: orders.id, orderId: orders.orderId, shipBy: orders.shipBy })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.status, 'Paid'),
        lt(orders.shipBy, today),
        notExists(
          db
            .select({ id: ownerNotices.id })
            .from(ownerNotices)
            .where(
              and(
                eq(ownerNotices.tenantId, tenantId),
                eq(ownerNotices.kind, 'ship_by_late' satisfies OwnerNoticeKind),
                eq(ownerNotices.subjectKey, sql`${orders.id}::text`),
              ),
            ),
        ),
      ),
    );
}

/** The stores with notices not mailed yet (the send's only cross-store read: each is then read by its id). */
export async function storesWithUnsentNotices(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantId: ownerNotices.tenantId })
    .from(ownerNotices)
    .where(isNull(ownerNotices.sentAt));
  return rows.map((row) => row.tenantId);
}
