/**
 * SQL for baskets left behind: the stores that remind, the checkouts due a reminder, the one
 * reminder row per basket (written with its mail), its link, the unsubscribes and the orders that
 * came back.
 */
import { and, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  basketReminders,
  emailSuppressions,
  orders,
  payments,
  productVariants,
  products,
  storeBasketReminderSettings,
  storeConsumerSettings,
  tenants,
} from '../db/schema';
import type { Tx } from './stores';

type Db = Database | Tx;
export type BasketReminderRow = typeof basketReminders.$inferSelect;
export type NewBasketReminder = Omit<typeof basketReminders.$inferInsert, 'id' | 'sentAt'>;

export async function findReminderSettings(db: Db, tenantId: string) {
  const [row] = await db
    .select()
    .from(storeBasketReminderSettings)
    .where(eq(storeBasketReminderSettings.tenantId, tenantId));
  return row ?? null;
}

export async function upsertReminderSettings(
  db: Db,
  tenantId: string,
  values: { enabled: boolean; delayHours: number },
) {
  await db
    .insert(storeBasketReminderSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({
      target: storeBasketReminderSettings.tenantId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** Every store with reminders on: its name, delay and whom it asks for consent. */
export async function findRemindingStores(db: Db) {
  return db
    .select({
      tenantId: storeBasketReminderSettings.tenantId,
      name: tenants.name,
      delayHours: storeBasketReminderSettings.delayHours,
      consentRequiredFor: sql<'eu' | 'everyone'>`coalesce(${storeConsumerSettings.consentRequiredFor}, 'eu')`,
    })
    .from(storeBasketReminderSettings)
    .innerJoin(tenants, eq(tenants.id, storeBasketReminderSettings.tenantId))
    .leftJoin(storeConsumerSettings, eq(storeConsumerSettings.tenantId, storeBasketReminderSettings.tenantId))
    .where(eq(storeBasketReminderSettings.enabled, true));
}

/**
 * The store's checkouts with an email, neither paid nor made an order, opened between `after` and
 * `before`, each the newest of its browser's checkout key, with no reminder yet, no order from the
 * address since, and the address not unsubscribed. Oldest first.
 */
export async function findLeftBaskets(
  db: Db,
  tenantId: string,
  window: { after: Date; before: Date; limit: number },
) {
  return db
    .select({
      id: payments.id,
      email: payments.customerEmail,
      customerInfo: payments.customerInfo,
      shippingMethod: payments.shippingMethod,
      items: payments.items,
      checkoutKeyHash: payments.checkoutKeyHash,
      reminderConsent: payments.reminderConsent,
    })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        sql`${payments.customerEmail} is not null`,
        sql`${payments.status} not in ('succeeded', 'refunded')`,
        isNull(payments.placedOrderId),
        isNull(payments.orderId),
        lte(payments.createdAt, window.before),
        gt(payments.createdAt, window.after),
        sql`not exists (select 1 from payments newer where newer.tenant_id = ${payments.tenantId}
          and newer.checkout_key_hash = ${payments.checkoutKeyHash} and newer.created_at > ${payments.createdAt})`,
        sql`not exists (select 1 from basket_reminders r where r.tenant_id = ${payments.tenantId}
          and r.basket_key = coalesce(${payments.checkoutKeyHash}, ${payments.id}))`,
        sql`not exists (select 1 from orders o where o.tenant_id = ${payments.tenantId}
          and lower(o.customer_email) = lower(${payments.customerEmail}) and o.created_at > ${payments.createdAt})`,
        sql`not exists (select 1 from email_suppressions s where s.tenant_id = ${payments.tenantId}
          and s.email = lower(${payments.customerEmail}) and s.kind = 'basket_reminders')`,
      ),
    )
    .orderBy(payments.createdAt)
    .limit(window.limit);
}

/** Writes the basket's one reminder; null when it has one already (another run wrote it). */
export async function insertReminder(tx: Tx, row: NewBasketReminder): Promise<string | null> {
  const [written] = await tx
    .insert(basketReminders)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: basketReminders.id });
  return written?.id ?? null;
}

/** The names of these products and sizes, for the mail. */
export async function findPieceNames(db: Db, tenantId: string, productIds: string[], variantIds: string[]) {
  const [productRows, variantRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(and(eq(products.tenantId, tenantId), inArray(products.id, productIds)))
      : [],
    variantIds.length
      ? db
          .select({ id: productVariants.id, name: productVariants.name })
          .from(productVariants)
          .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.id, variantIds)))
      : [],
  ]);
  return {
    products: new Map(productRows.map((row) => [row.id, row.name])),
    variants: new Map(variantRows.map((row) => [row.id, row.name])),
  };
}

export async function findReminderByToken(db: Db, tenantId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(basketReminders)
    .where(and(eq(basketReminders.tenantId, tenantId), eq(basketReminders.tokenHash, tokenHash)));
  return row ?? null;
}

/** Marks the link opened, the first time. */
export async function markReminderOpened(db: Db, tenantId: string, id: string) {
  await db
    .update(basketReminders)
    .set({ openedAt: sql`coalesce(${basketReminders.openedAt}, now())` })
    .where(and(eq(basketReminders.tenantId, tenantId), eq(basketReminders.id, id)));
}

/** The address asks for no more reminders from the store (once is enough: a second is no change). */
export async function insertSuppression(db: Db, tenantId: string, email: string) {
  await db
    .insert(emailSuppressions)
    .values({ tenantId, email: email.toLowerCase(), kind: 'basket_reminders' })
    .onConflictDoNothing();
}

/** Marks the address's reminders sent since `since` and not yet recovered as brought back by this order. */
export async function markRemindersRecovered(
  db: Db,
  tenantId: string,
  email: string,
  orderId: string,
  since: Date,
) {
  await db
    .update(basketReminders)
    .set({ recoveredOrderId: orderId, recoveredAt: sql`now()` })
    .where(
      and(
        eq(basketReminders.tenantId, tenantId),
        sql`lower(${basketReminders.email}) = lower(${email})`,
        gt(basketReminders.sentAt, since),
        isNull(basketReminders.recoveredOrderId),
      ),
    );
}

/** The store's reminders, newest first, with the number of the order each brought back. */
export async function findSentReminders(db: Db, tenantId: string, limit: number) {
  return db
    .select({
      id: basketReminders.id,
      email: basketReminders.email,
      sentAt: basketReminders.sentAt,
      items: basketReminders.items,
      openedAt: basketReminders.openedAt,
      recoveredOrderId: basketReminders.recoveredOrderId,
      recoveredOrderNumber: orders.orderId,
    })
    .from(basketReminders)
    .leftJoin(
      orders,
      and(eq(orders.id, basketReminders.recoveredOrderId), eq(orders.tenantId, basketReminders.tenantId)),
    )
    .where(eq(basketReminders.tenantId, tenantId))
    .orderBy(desc(basketReminders.sentAt))
    .limit(limit);
}

/** How many reminders the store sent, and how many brought an order. */
export async function countReminders(db: Db, tenantId: string) {
  const [row] = await db
    .select({ reminded: count(), cameBack: count(basketReminders.recoveredOrderId) })
    .from(basketReminders)
    .where(eq(basketReminders.tenantId, tenantId));
  return { reminded: Number(row?.reminded ?? 0), cameBack: Number(row?.cameBack ?? 0) };
}
