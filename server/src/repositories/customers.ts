/**
 * SQL for the owner's customer list. A customer's order figures come from one grouped scan of the
 * store's orders joined to the page of accounts; every query names the tenant.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { SortDirection } from '../../../lib/schemas/admin-list';
import type { CustomerSort } from '../../../lib/schemas/admin-customers';
import type { Database } from '../db/client';
import { notionOutbox, orders, profiles, users } from '../db/schema';
import { containsText } from './text-search';

/** Orders that took money: what "total spent" sums. */
export const PAID_STATUSES = ['Paid', 'Shipped', 'Delivered'] as const;

export type CustomerRow = {
  id: string;
  email: string;
  name: string | null;
  phone: string | null;
  lastActiveAt: Date | null;
  orderCount: number;
  spentCents: number;
  /** The customer's page in the store's Notion customers database, once written there. */
  notionPageId: string | null;
};

export type CustomerFilter = { q?: string; activeSince?: Date; active?: boolean };

function orderStats(db: Database, tenantId: string) {
  return db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      spentCents:
        sql<number>`coalesce(sum(case when ${inArray(orders.status, [...PAID_STATUSES])} then ${orders.totalCents} else 0 end), 0)::int`.as(
          'spent_cents',
        ),
      lastOrderAt: sql<Date | null>`max(${orders.createdAt})`.as('last_order_at'),
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), isNotNull(orders.userId)))
    .groupBy(orders.userId)
    .as('stats');
}

function customerQuery(db: Database, tenantId: string, filter: CustomerFilter) {
  const stats = orderStats(db, tenantId);
  // Last activity is the later of a sign-in or refresh and an order (greatest() skips nulls).
  const lastActive = sql<Date | null>`greatest(${users.lastActiveAt}, ${stats.lastOrderAt})`;
  const where: (SQL | undefined)[] = [eq(users.tenantId, tenantId), eq(users.role, 'customer')];
  if (filter.q) where.push(or(containsText(users.email, filter.q), containsText(profiles.name, filter.q)));
  if (filter.activeSince && filter.active !== undefined) {
    where.push(
      filter.active
        ? gte(lastActive, filter.activeSince)
        : sql`(${lastActive} is null or ${lastActive} < ${filter.activeSince})`,
    );
  }
  return { stats, lastActive, where: and(...where) };
}

const toDate = (value: unknown): Date | null =>
  value == null ? null : value instanceof Date ? value : new Date(String(value));

/** One page of the store's customers in the order asked; `phone` sorts elsewhere (it is encrypted). */
export async function findCustomers(
  db: Database,
  tenantId: string,
  filter: CustomerFilter,
  order: { sort: Exclude<CustomerSort, 'phone'>; dir: SortDirection } | null,
  window: { limit: number; offset: number } | null,
): Promise<CustomerRow[]> {
  const { stats, lastActive, where } = customerQuery(db, tenantId, filter);
  const direction = order?.dir === 'desc' ? desc : asc;
  const nullsLast = (expr: SQL) =>
    order?.dir === 'desc' ? sql`${expr} desc nulls last` : sql`${expr} asc nulls last`;
  const sortBy: Record<Exclude<CustomerSort, 'phone'>, SQL> = {
    // Customers who gave no name yet come last either way.
    name: nullsLast(sql`nullif(lower(${profiles.name}), '')`),
    email: direction(users.email),
    lastActive: nullsLast(lastActive),
    orders: direction(sql`coalesce(${stats.orderCount}, 0)`),
    totalSpent: direction(sql`coalesce(${stats.spentCents}, 0)`),
  };
  let query = db
    .select({
      id: users.id,
      email: users.email,
      name: profiles.name,
      phone: profiles.phone,
      lastActiveAt: lastActive,
      orderCount: sql<number>`coalesce(${stats.orderCount}, 0)::int`,
      spentCents: sql<number>`coalesce(${stats.spentCents}, 0)::int`,
      notionPageId: notionOutbox.notionPageId,
    })
    .from(users)
    .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.tenantId, users.tenantId)))
    .leftJoin(stats, eq(stats.userId, users.id))
    .leftJoin(
      notionOutbox,
      and(
        eq(notionOutbox.tenantId, users.tenantId),
        eq(notionOutbox.kind, 'customers'),
        eq(notionOutbox.sourceKey, sql`lower(${users.email})`),
      ),
    )
    .where(where)
    .$dynamic();
  // The id last, so rows that tie keep one order from page to page.
  if (order) query = query.orderBy(sortBy[order.sort], asc(users.id));
  if (window) query = query.limit(window.limit).offset(window.offset);
  const rows = await query;
  return rows.map((row) => ({
    ...row,
    lastActiveAt: toDate(row.lastActiveAt),
    orderCount: Number(row.orderCount),
    spentCents: Number(row.spentCents),
  }));
}

export async function countCustomers(
  db: Database,
  tenantId: string,
  filter: CustomerFilter,
): Promise<number> {
  const { stats, where } = customerQuery(db, tenantId, filter);
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.tenantId, users.tenantId)))
    .leftJoin(stats, eq(stats.userId, users.id))
    .where(where);
  return Number(row.value);
}

/** Every customer of the store by email, for the plain list GET /api/customers answers. */
export async function findAllCustomersByEmail(db: Database, tenantId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      lastActiveAt: users.lastActiveAt,
      name: profiles.name,
      phone: profiles.phone,
    })
    .from(users)
    .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.tenantId, users.tenantId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'customer')))
    .orderBy(asc(users.email));
}
