/** SQL for the owner's dashboard figures. Every query names the tenant. */
import { and, asc, count, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, products } from '../db/schema';

export async function countOrdersWithStatus(db: Database, tenantId: string, status: 'Paid'): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.status, status)));
  return Number(row.value);
}

const lowStockOf = (tenantId: string, threshold: number) =>
  and(
    eq(products.tenantId, tenantId),
    eq(products.archived, false),
    isNotNull(products.totalInventory),
    lt(products.totalInventory, threshold),
  );

/** The first `limit` listed products with a stock below `threshold` (unlimited is never low), lowest first. */
export async function findLowStock(db: Database, tenantId: string, threshold: number, limit: number) {
  const rows = await db
    .select({ id: products.id, name: products.name, totalInventory: products.totalInventory })
    .from(products)
    .where(lowStockOf(tenantId, threshold))
    .orderBy(asc(products.totalInventory), asc(products.name), asc(products.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, totalInventory: row.totalInventory ?? 0 }));
}

export async function countLowStock(db: Database, tenantId: string, threshold: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(lowStockOf(tenantId, threshold));
  return Number(row.value);
}
