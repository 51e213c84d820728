/** Orders as their customers see them: they belong to accounts, never to a typed email. */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Order } from '../../../lib/schemas/order';
import { toDollars } from '../../../lib/money';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema';
import type { Tenant } from '../types';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every order of an account at the store, newest first, with its items. */
export async function listOrderHistory(db: Database, tenant: Tenant, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenant.id), eq(orders.userId, userId)))
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

/** Gives one guest order (no account yet) to an account. */
export async function claimGuestOrder(db: Database | Tx, tenantId: string, orderId: string, userId: string): Promise<void> {
  await db
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId), isNull(orders.userId)));
}

/**
 * Gives an account the guest orders placed with its email. Only called once the mailbox has been
 * proved (a verification or reset link): paying with an email proves nothing about owning it.
 */
export async function claimGuestOrdersOfEmail(db: Database | Tx, tenantId: string, userId: string, email: string): Promise<void> {
  await db
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.customerEmail, email), isNull(orders.userId)));
}
