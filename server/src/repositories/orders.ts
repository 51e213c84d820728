/** SQL for the owner's order screens and the order timeline. Every query names the tenant. */
import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { UNSHIPPED_STATUSES } from '@/lib/order-desk';
import { ORDER_KIND_OF_TYPE } from '@/lib/order-filters';
import type { AdminOrderListQuery } from '@/lib/schemas/admin-orders';
import type { NoticeSettings } from '@/lib/schemas/owner-notices';
import type { Database } from '../db/client';
import { orderEvents, orderItems, orders, payments, profiles, tenants, users } from '../db/schema';
import type { NotionConnectionRow } from './notion-connections';
import { containsText } from './text-search';
import { together } from './together';
import type { Tx } from './stores';

export type OrderRow = typeof orders.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;

/** The name to show: the one given at checkout, else the account's profile. */
const customerName = sql<string>`coalesce(nullif(${orders.customerInfo}->>'name', ''), ${profiles.name}, '')`;
const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.tenantId} = ${orders.tenantId} and ${orderItems.orderId} = ${orders.id})`;

/** The list's query; `today` (store-local 'YYYY-MM-DD') is what a late order's ship-by day is before. */
export type AdminOrderFilter = AdminOrderListQuery & { today: string };

function filterOf(
  tenantId: string,
  query: Pick<AdminOrderFilter, 'q' | 'status' | 'type' | 'late' | 'today'>,
) {
  const where: (SQL | undefined)[] = [eq(orders.tenantId, tenantId)];
  if (query.status !== 'All') where.push(eq(orders.status, query.status));
  // Late: not yet shipped and its day passed (orders_tenant_ship_by_idx: the tenant, then the day).
  if (query.late === 'true')
    where.push(lt(orders.shipBy, query.today), inArray(orders.status, [...UNSHIPPED_STATUSES]));
  if (query.type !== 'All') where.push(eq(orders.kind, ORDER_KIND_OF_TYPE[query.type]));
  if (query.q) {
    where.push(
      or(
        containsText(orders.orderId, query.q),
        containsText(orders.customerEmail, query.q),
        containsText(customerName, query.q),
      ),
    );
  }
  return and(...where);
}

const joinProfile = and(eq(profiles.userId, orders.userId), eq(profiles.tenantId, orders.tenantId));

export async function findAdminOrders(db: Database, tenantId: string, query: AdminOrderFilter) {
  const direction = query.dir === 'desc' ? desc : asc;
  const sortBy: Record<AdminOrderListQuery['sort'], SQL> = {
    createdAt: direction(orders.createdAt),
    total: direction(orders.totalCents),
    status: direction(orders.status),
    // Orders without a day (unpaid, or older) after those with one, either way.
    shipBy: sql`${orders.shipBy} ${sql.raw(query.dir === 'desc' ? 'desc' : 'asc')} nulls last`,
  };
  return (
    db
      .select({ order: orders, customerName, itemCount })
      .from(orders)
      .leftJoin(profiles, joinProfile)
      .where(filterOf(tenantId, query))
      // Ties by time then id, the same way as the key, so one index (orders_tenant_*_idx) read either
      // way gives the page.
      .orderBy(sortBy[query.sort], direction(orders.createdAt), direction(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
  );
}

export async function countAdminOrders(
  db: Database,
  tenantId: string,
  query: AdminOrderFilter,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .leftJoin(profiles, joinProfile)
    .where(filterOf(tenantId, query));
  return Number(row.value);
}

export async function findOrderWithName(db: Database, tenantId: string, id: string) {
  const [row] = await db
    .select({ order: orders, customerName, itemCount, profile: profiles })
    .from(orders)
    .leftJoin(profiles, joinProfile)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .limit(1);
  return row ?? null;
}

/** The store's order paid with this payment intent, or null. */
export async function findOrderOfPaymentIntent(
  db: Database,
  tenantId: string,
  paymentIntentId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.paymentIntentId, paymentIntentId)))
    .limit(1);
  return row ?? null;
}

export async function findOrderItems(db: Database | Tx, tenantId: string, orderId: string) {
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.name));
}

export async function findPaymentOfOrder(db: Database, tenantId: string, providerPaymentId: string) {
  const [row] = await db
    .select({ provider: payments.provider, status: payments.status, currency: payments.currency })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row ?? null;
}

export async function findOrderEvents(
  db: Database | Tx,
  tenantId: string,
  orderId: string,
): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.tenantId, tenantId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.id));
}

/** The order row, locked until the transaction ends, so two status changes never cross. */
export async function lockOrder(tx: Tx, tenantId: string, id: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function setOrderStatus(
  tx: Tx,
  tenantId: string,
  id: string,
  status: OrderStatus,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .returning();
  return row;
}

/** A line of the order's timeline; `from` null marks its creation. */
export async function insertOrderEvent(
  tx: Tx | Database,
  event: {
    tenantId: string;
    orderId: string;
    from: OrderStatus | null;
    to: OrderStatus;
    trackingNumber?: string | null;
    actorId?: string | null;
  },
): Promise<void> {
  await tx.insert(orderEvents).values({
    tenantId: event.tenantId,
    orderId: event.orderId,
    fromStatus: event.from,
    toStatus: event.to,
    trackingNumber: event.trackingNumber ?? null,
    actorId: event.actorId ?? null,
  });
}

/**
 * What a new order's notices need of its store: its name, the emails its notices go to (its owners
 * and its staff with the Orders role), its notice settings (null until saved), its Notion databases.
 */
export type StoreNoticeFacts = {
  storeName: string | null;
  owners: string[];
  noticeSettings: NoticeSettings | null;
  /** The store's linked Notion databases; null when it has no Notion connection. */
  notionDatabaseIds: NotionConnectionRow['databaseIds'] | null;
};

/**
 * The store's notice facts as columns of any query that names the store (`tenantId`): a query that
 * reads something else anyway can bring them without a statement of their own.
 */
export const storeNoticeColumns = (tenantId: string | SQLWrapper) => ({
  storeName: sql<string | null>`(select t.name from tenants t where t.id = ${tenantId})`,
  owners: sql<
    string[]
  >`(select coalesce(array_agg(u.email order by u.email), '{}') from users u where u.tenant_id = ${tenantId} and u.role = 'admin' and (u.staff_role is null or u.staff_role in ('owner', 'orders')))`,
  noticeSettings: sql<NoticeSettings | null>`(select json_build_object('newOrder', s.new_order, 'returnRequest', s.return_request, 'lowStock', s.low_stock, 'shipByLate', s.ship_by_late, 'lowStockThreshold', s.low_stock_threshold, 'dailyDigest', s.daily_digest) from store_notice_settings s where s.tenant_id = ${tenantId})`,
  notionDatabaseIds: sql<
    NotionConnectionRow['databaseIds'] | null
  >`(select c.database_ids from notion_connections c where c.tenant_id = ${tenantId})`,
});

/** The store's name, who its notices go to, its notice settings and its Notion databases, in one query. */
export async function findStoreNoticeFacts(db: Database | Tx, tenantId: string): Promise<StoreNoticeFacts> {
  const [row] = await db.select(storeNoticeColumns(tenantId)).from(tenants).where(eq(tenants.id, tenantId));
  return row ?? { storeName: null, owners: [], noticeSettings: null, notionDatabaseIds: null };
}

export async function findTenantName(db: Database | Tx, tenantId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.name ?? null;
}

/** The order made for this provider payment, if any. */
export async function findOrderByPaymentIntent(
  db: Database | Tx,
  tenantId: string,
  paymentIntentId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.paymentIntentId, paymentIntentId)))
    .limit(1);
  return row;
}

/**
 * A new order with its items and its first event (from nothing to its status), in one statement;
 * `alongside` are further writes of the same change made in that statement too (see together.ts).
 * The order's id is chosen here so its items can name it. Answers the order row. (A paid order from
 * checkout is written by paid-orders.ts, under a name.)
 */
export async function insertOrderWithItems(
  tx: Tx,
  order: NewOrderRow & { status: OrderStatus },
  items: Omit<NewOrderItemRow, 'orderId' | 'tenantId'>[],
  alongside: SQLWrapper[] = [],
): Promise<OrderRow> {
  // Chosen here unless the caller chose it, so the writes beside the order can name it.
  const id = order.id ?? randomUUID();
  const [row] = await together(tx, [
    tx.insert(orderItems).values(items.map((item) => ({ ...item, tenantId: order.tenantId, orderId: id }))),
    tx
      .insert(orderEvents)
      .values({ tenantId: order.tenantId, orderId: id, fromStatus: null, toStatus: order.status }),
    ...alongside,
  ])
    .insert(orders)
    .values({ ...order, id })
    .returning();
  return row;
}

/**
 * A page of the store's orders (only the account's when `userId` is given), newest first, each
 * with its items.
 */
export async function findOrdersWithItems(
  db: Database,
  tenantId: string,
  options: { userId?: string; limit?: number; offset?: number } = {},
): Promise<(OrderRow & { items: OrderItemRow[] })[]> {
  const query = db
    .select()
    .from(orders)
    .where(
      options.userId
        ? and(eq(orders.tenantId, tenantId), eq(orders.userId, options.userId))
        : eq(orders.tenantId, tenantId),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      ),
    );
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.orderId === row.id) }));
}

/** Gives one guest order (no account yet) to an account. */
export async function claimGuestOrder(
  db: Database | Tx,
  tenantId: string,
  orderId: string,
  userId: string,
): Promise<void> {
  await db
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId), isNull(orders.userId)));
}

/** Gives an account the store's guest orders placed with this email. */
export async function claimGuestOrdersOfEmail(
  db: Database | Tx,
  tenantId: string,
  userId: string,
  email: string,
): Promise<void> {
  await db
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.customerEmail, email), isNull(orders.userId)));
}

/** The email of one of the store's accounts, or null. */
export async function findAccountEmail(
  db: Database | Tx,
  tenantId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row?.email ?? null;
}
