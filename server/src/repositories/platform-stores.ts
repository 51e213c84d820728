/**
 * SQL for the platform operator: every store with its owner and its sold orders of the last days,
 * and a store's status. The only queries that read across stores, for the operator's routes alone.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { StoreStatus } from '@/lib/constants/staff';
import type { Database } from '../db/client';
import { orders, tenants, users } from '../db/schema';
import { isSoldOrder } from './revenue';

export type StoreFiguresRow = {
  id: string;
  name: string;
  createdAt: Date;
  status: StoreStatus;
  suspendedAt: Date | null;
  origin: 'operator' | 'signup';
  ownerEmail: string | null;
  orders: number;
  revenueCents: number;
};

/** One page of the stores, oldest first, with the owner's email and the sold orders since `since`. */
export async function findStoresWithFigures(
  db: Database,
  since: Date,
  limit: number,
  offset: number,
): Promise<StoreFiguresRow[]> {
  const sold = db
    .select({
      tenantId: orders.tenantId,
      orders: sql<number>`count(*)`.as('orders'),
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.as('revenue_cents'),
    })
    .from(orders)
    .where(and(isSoldOrder, sql`${orders.createdAt} >= ${since.toISOString()}::timestamptz`))
    .groupBy(orders.tenantId)
    .as('sold');
  const owner = sql<string | null>`(select ${users.email} from ${users}
    where ${users.tenantId} = ${tenants.id} and ${users.role} = 'admin'
      and (${users.staffRole} = 'owner' or ${users.staffRole} is null)
    order by (${users.staffRole} is null), ${users.createdAt} limit 1)`;
  const rows = await db
    .select({
      id: tenants.id,
      name: tenants.name,
      createdAt: tenants.createdAt,
      status: tenants.status,
      suspendedAt: tenants.suspendedAt,
      origin: tenants.origin,
      ownerEmail: owner,
      orders: sql<number>`coalesce(${sold.orders}, 0)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(${sold.revenueCents}, 0)`.mapWith(Number),
    })
    .from(tenants)
    .leftJoin(sold, eq(sold.tenantId, tenants.id))
    .orderBy(asc(tenants.createdAt), asc(tenants.id))
    .limit(limit)
    .offset(offset);
  return rows;
}

/** How many stores the platform serves. */
export async function countStores(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tenants);
  return row?.total ?? 0;
}

/** A store's status, or null when there is no such store. */
export async function findStoreStatus(db: Database, id: string): Promise<StoreStatus | null> {
  const [row] = await db.select({ status: tenants.status }).from(tenants).where(eq(tenants.id, id)).limit(1);
  return row?.status ?? null;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A store's name, status and suspension time, the row locked for the change; null when none. */
export async function lockStoreStatus(
  tx: Tx,
  id: string,
): Promise<{ name: string; status: StoreStatus; suspendedAt: Date | null } | null> {
  const [row] = await tx
    .select({ name: tenants.name, status: tenants.status, suspendedAt: tenants.suspendedAt })
    .from(tenants)
    .where(eq(tenants.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Sets a store's status, and when it was suspended (cleared on resuming). */
export async function setStoreStatus(tx: Tx, id: string, status: StoreStatus, at: Date): Promise<void> {
  await tx
    .update(tenants)
    .set({ status, suspendedAt: status === 'suspended' ? at : null })
    .where(eq(tenants.id, id));
}
