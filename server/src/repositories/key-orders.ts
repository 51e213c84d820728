/** SQL for the store's orders as a store API key reads them. Every query names the tenant. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Order } from '../../../lib/schemas/order';
import { toDollars } from '../../../lib/money';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema';
import type { Tenant } from '../types';

/** A page of the store's orders, newest first, with items and totals (no customer contact details). */
export async function listStoreOrders(db: Database, tenant: Tenant, limit: number, offset: number): Promise<Order[]> {
  const rows = await db
    .select({ id: orders.id, orderId: orders.orderId, status: orders.status, kind: orders.kind, createdAt: orders.createdAt, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.tenantId, tenant.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenant.id), inArray(orderItems.orderId, rows.map((row) => row.id))));
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    type: row.kind,
    createdAt: row.createdAt.toISOString(),
    total: toDollars(row.totalCents),
    tenantName: tenant.name,
    products: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({ id: item.productId, name: item.name, price: toDollars(item.priceCents), quantity: item.quantity, image: item.image })),
  }));
}
