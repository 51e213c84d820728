/**
 * SQL for the owner's customers. A customer is a lower-cased email of the store: an account's
 * (role customer) or an order's, guests included, so an account made later with the same email is
 * the same customer. Their id is derived from the store and the email (`customerIdSql`), so it
 * stays the same when a guest registers. Every query names the tenant.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@/lib/schemas/admin-list';
import type { CustomerSort } from '@/lib/schemas/admin-customers';
import { PAID_STATUSES } from '@/lib/order-status';
import type { Database } from '../db/client';
import { customerNotes, notionOutbox, orders, profiles, users } from '../db/schema';
import { containsText } from './text-search';

/** Orders that took money: what "total spent" sums. */
export type CustomerRow = {
  id: string;
  email: string;
  /** The account's user id; null for a guest. */
  userId: string | null;
  /** The account's profile name, else the name given at the latest order. */
  name: string | null;
  /** Encrypted: the profile's phone, else the latest order's. */
  phone: string | null;
  lastActiveAt: Date | null;
  orderCount: number;
  spentCents: number;
  firstOrderAt: Date | null;
  lastOrderAt: Date | null;
  emailVerifiedAt: Date | null;
  accountCreatedAt: Date | null;
  /** The customer's page in the store's Notion customers database, once written there. */
  notionPageId: string | null;
};

export type CustomerFilter = {
  q?: string;
  activeSince?: Date;
  active?: boolean;
  /** Also list sign-ups that never verified their email nor ordered (hidden otherwise). */
  unverified?: boolean;
  /** Only the customer with this id. */
  id?: string;
};

/** A customer's id: a uuid made from the store and the lower-cased email. */
const customerIdSql = (tenantId: string, email: SQL | string) =>
  sql<string>`md5(${tenantId} || ':' || ${email})::uuid`;

/** The store's customer accounts, each by its lower-cased email. */
function accountsOf(db: Database, tenantId: string) {
  return db
    .select({
      userId: sql<string>`${users.id}`.as('account_user_id'),
      email: sql<string>`lower(${users.email})`.as('account_email'),
      emailVerifiedAt: sql<Date | null>`${users.emailVerifiedAt}`.as('account_verified_at'),
      createdAt: sql<Date>`${users.createdAt}`.as('account_created_at'),
      lastActiveAt: sql<Date | null>`${users.lastActiveAt}`.as('account_last_active_at'),
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'customer')))
    .as('accounts');
}

/** Figures per email; an order whose buyer's details were erased belongs to no customer any more. */
function orderStats(db: Database, tenantId: string) {
  return db
    .select({
      email: sql<string>`lower(${orders.customerEmail})`.as('stats_email'),
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      spentCents:
        sql<number>`coalesce(sum(case when ${inArray(orders.status, [...PAID_STATUSES])} then ${orders.totalCents} else 0 end), 0)::int`.as(
          'spent_cents',
        ),
      firstOrderAt: sql<Date | null>`min(${orders.createdAt})`.as('first_order_at'),
      lastOrderAt: sql<Date | null>`max(${orders.createdAt})`.as('last_order_at'),
      lastName: sql<
        string | null
      >`(array_agg(${orders.customerInfo}->>'name' order by ${orders.createdAt} desc))[1]`.as('last_name'),
      lastPhone: sql<
        string | null
      >`(array_agg(${orders.customerInfo}->>'phone' order by ${orders.createdAt} desc))[1]`.as('last_phone'),
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), isNull(orders.personalDataErasedAt)))
    .groupBy(sql`lower(${orders.customerEmail})`)
    .as('stats');
}

function customerQuery(db: Database, tenantId: string, filter: CustomerFilter) {
  // Accounts and order emails joined in full: every account, and every buyer with or without one.
  const accounts = accountsOf(db, tenantId);
  const stats = orderStats(db, tenantId);
  const email = sql<string>`coalesce(${accounts.email}, ${stats.email})`;
  const id = customerIdSql(tenantId, email);
  const name = sql<string | null>`coalesce(nullif(${profiles.name}, ''), ${stats.lastName})`;
  // Last activity is the later of a sign-in or refresh and an order (greatest() skips nulls).
  const lastActive = sql<Date | null>`greatest(${accounts.lastActiveAt}, ${stats.lastOrderAt})`;
  const where: (SQL | undefined)[] = [];
  if (filter.id) where.push(sql`${id} = ${filter.id}::uuid`);
  if (filter.q) where.push(or(containsText(email, filter.q), containsText(name, filter.q)));
  if (!filter.unverified && !filter.id)
    where.push(
      sql`not (${accounts.userId} is not null and ${accounts.emailVerifiedAt} is null and ${stats.orderCount} is null)`,
    );
  if (filter.activeSince && filter.active !== undefined) {
    where.push(
      filter.active
        ? gte(lastActive, filter.activeSince)
        : sql`(${lastActive} is null or ${lastActive} < ${filter.activeSince})`,
    );
  }
  const from = db
    .select({
      id: id.as('customer_id'),
      email: email.as('customer_email'),
      userId: accounts.userId,
      name: name.as('customer_name'),
      phone: sql<string | null>`coalesce(nullif(${profiles.phone}, ''), ${stats.lastPhone})`.as(
        'customer_phone',
      ),
      lastActiveAt: lastActive.as('last_active'),
      orderCount: sql<number>`coalesce(${stats.orderCount}, 0)::int`.as('orders_count'),
      spentCents: sql<number>`coalesce(${stats.spentCents}, 0)::int`.as('spent'),
      firstOrderAt: stats.firstOrderAt,
      lastOrderAt: stats.lastOrderAt,
      emailVerifiedAt: accounts.emailVerifiedAt,
      accountCreatedAt: accounts.createdAt,
      notionPageId: notionOutbox.notionPageId,
    })
    .from(accounts)
    .fullJoin(stats, eq(stats.email, accounts.email))
    .leftJoin(profiles, and(eq(profiles.userId, accounts.userId), eq(profiles.tenantId, tenantId)))
    .leftJoin(
      notionOutbox,
      and(
        eq(notionOutbox.tenantId, tenantId),
        eq(notionOutbox.kind, 'customers'),
        eq(notionOutbox.sourceKey, email),
      ),
    )
    .where(and(...where))
    .$dynamic();
  return { query: from, stats, email, name, lastActive };
}

const toDate = (value: unknown): Date | null =>
  value == null ? null : value instanceof Date ? value : new Date(String(value));

const toRow = (row: Record<string, unknown>): CustomerRow =>
  ({
    ...row,
    lastActiveAt: toDate(row.lastActiveAt),
    firstOrderAt: toDate(row.firstOrderAt),
    lastOrderAt: toDate(row.lastOrderAt),
    emailVerifiedAt: toDate(row.emailVerifiedAt),
    accountCreatedAt: toDate(row.accountCreatedAt),
    orderCount: Number(row.orderCount),
    spentCents: Number(row.spentCents),
  }) as CustomerRow;

/** One page of the store's customers in the order asked; `phone` sorts elsewhere (it is encrypted). */
export async function findCustomers(
  db: Database,
  tenantId: string,
  filter: CustomerFilter,
  order: { sort: Exclude<CustomerSort, 'phone'>; dir: SortDirection } | null,
  window: { limit: number; offset: number } | null,
): Promise<CustomerRow[]> {
  const { query, stats, email, name, lastActive } = customerQuery(db, tenantId, filter);
  const direction = order?.dir === 'desc' ? desc : asc;
  const nullsLast = (expr: SQL) =>
    order?.dir === 'desc' ? sql`${expr} desc nulls last` : sql`${expr} asc nulls last`;
  const sortBy: Record<Exclude<CustomerSort, 'phone'>, SQL> = {
    // Customers who gave no name yet come last either way.
    name: nullsLast(sql`nullif(lower(${name}), '')`),
    email: direction(email),
    lastActive: nullsLast(lastActive),
    orders: direction(sql`coalesce(${stats.orderCount}, 0)`),
    totalSpent: direction(sql`coalesce(${stats.spentCents}, 0)`),
  };
  let page = query;
  // The email last, so rows that tie keep one order from page to page.
  if (order) page = page.orderBy(sortBy[order.sort], asc(email));
  if (window) page = page.limit(window.limit).offset(window.offset);
  return (await page).map(toRow);
}

export async function countCustomers(
  db: Database,
  tenantId: string,
  filter: CustomerFilter,
): Promise<number> {
  const { query } = customerQuery(db, tenantId, filter);
  const [row] = await db.select({ value: count() }).from(query.as('matches'));
  return Number(row.value);
}

/** The store's customer with this id, or null. */
export async function findCustomerById(
  db: Database,
  tenantId: string,
  id: string,
): Promise<CustomerRow | null> {
  const [row] = await findCustomers(db, tenantId, { id }, null, { limit: 1, offset: 0 });
  return row ?? null;
}

/** A customer's orders, newest first (the lower-cased email matches). */
export async function findOrdersOfEmail(db: Database, tenantId: string, email: string) {
  return db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      status: orders.status,
      kind: orders.kind,
      totalCents: orders.totalCents,
      customerInfo: orders.customerInfo,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(sql`lower(${orders.customerEmail})`, email)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The address saved on the customer's account, if any. */
export async function findProfileOfUser(db: Database, tenantId: string, userId: string) {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The owner's notes on a customer, newest first, with who wrote each. */
export async function findCustomerNotes(db: Database, tenantId: string, email: string) {
  return db
    .select({
      id: customerNotes.id,
      body: customerNotes.body,
      createdAt: customerNotes.createdAt,
      author: users.email,
    })
    .from(customerNotes)
    .leftJoin(users, and(eq(users.id, customerNotes.authorId), eq(users.tenantId, tenantId)))
    .where(and(eq(customerNotes.tenantId, tenantId), eq(customerNotes.customerEmail, email)))
    .orderBy(desc(customerNotes.id));
}

export async function insertCustomerNote(
  db: Database,
  note: { tenantId: string; customerEmail: string; body: string; authorId: string | null },
) {
  const [row] = await db.insert(customerNotes).values(note).returning();
  return row;
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
