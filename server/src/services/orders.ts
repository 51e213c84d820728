/** Orders as their customers see them. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Order } from '../../../lib/schemas/order';
import { toDollars } from '../../../lib/money';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema';
import type { Tenant } from '../types';

/** Every order placed with an email at the store, newest first, with its items. */
export async function listOrderHistory(db: Database, tenant: Tenant, email: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenant.id), eq(orders.customerEmail, email)))
    .orderBy(desc(orders.createdAt));
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
