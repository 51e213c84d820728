/**
 * SQL for a person's data: gathering what a store holds about one account or email (for the
 * download), and removing it (closing an account, the owner's erasure). Every query names the
 * tenant; emails are compared lower-cased, as a customer is a store's lower-cased email.
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  customerNotes,
  discountRedemptions,
  emailOutbox,
  newsletterSubscribers,
  notionOutbox,
  orderEvents,
  orderItems,
  orderRefunds,
  orderTracking,
  orders,
  payments,
  stockHolds,
  taxDocuments,
  users,
} from '../db/schema';
import type { Tx } from './stores';

type Executor = Database | Tx;
export type PersonOrderRow = typeof orders.$inferSelect;

/**
 * Whose orders: the account's (`userId`), and those placed under `email`; with `guestsOnly`, only
 * the email's orders that no account placed (a customer's own closing with a verified email).
 */
export type OrderScope = { userId: string | null; email: string | null; guestsOnly: boolean };

const lowerEmail = (column: typeof orders.customerEmail) => sql`lower(${column})`;

function scopeCondition(scope: OrderScope): SQL | undefined {
  const ofAccount = scope.userId ? eq(orders.userId, scope.userId) : undefined;
  const ofEmail = scope.email
    ? and(
        eq(lowerEmail(orders.customerEmail), scope.email.toLowerCase()),
        scope.guestsOnly ? isNull(orders.userId) : undefined,
      )
    : undefined;
  if (!ofAccount && !ofEmail) return sql`false`;
  return or(ofAccount, ofEmail);
}

/** The account with this email in the store (any case), or undefined. */
export async function findAccountByEmail(db: Executor, tenantId: string, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return row;
}

export async function findAccountById(db: Executor, tenantId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row;
}

/** The person's orders, oldest first. */
export async function findPersonOrders(db: Executor, tenantId: string, scope: OrderScope) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), scopeCondition(scope)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** What hangs off those orders: items, refunds, tracking and tax documents. */
export async function findOrderParts(db: Executor, tenantId: string, orderIds: string[]) {
  if (!orderIds.length) return { items: [], refunds: [], tracking: [], documents: [] };
  const [items, refunds, tracking, documents] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.tenantId, tenantId), inArray(orderItems.orderId, orderIds))),
    db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.tenantId, tenantId), inArray(orderRefunds.orderId, orderIds)))
      .orderBy(asc(orderRefunds.createdAt)),
    db
      .select()
      .from(orderTracking)
      .where(and(eq(orderTracking.tenantId, tenantId), inArray(orderTracking.orderId, orderIds))),
    db
      .select({
        orderId: taxDocuments.orderId,
        kind: taxDocuments.kind,
        number: taxDocuments.number,
        totalCents: taxDocuments.totalCents,
        issuedAt: taxDocuments.issuedAt,
      })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.tenantId, tenantId), inArray(taxDocuments.orderId, orderIds)))
      .orderBy(asc(taxDocuments.issuedAt)),
  ]);
  return { items, refunds, tracking, documents };
}

export async function findNewsletterRow(db: Executor, tenantId: string, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.tenantId, tenantId),
        eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  return row;
}

export async function findNotesAbout(db: Executor, tenantId: string, email: string) {
  return db
    .select({ body: customerNotes.body, createdAt: customerNotes.createdAt })
    .from(customerNotes)
    .where(and(eq(customerNotes.tenantId, tenantId), eq(customerNotes.customerEmail, email.toLowerCase())))
    .orderBy(asc(customerNotes.id));
}

/**
 * Of these orders, the ones still on their way (their order numbers): unpaid, paid and not yet
 * shipped, shipped and not delivered, or refunded in part before being delivered.
 */
export async function findOpenOrderNumbers(db: Executor, tenantId: string, ids: string[]) {
  if (!ids.length) return [];
  const delivered = sql`exists (select 1 from ${orderEvents} where ${orderEvents.tenantId} = ${orders.tenantId} and ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'Delivered')`;
  const rows = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        inArray(orders.id, ids),
        or(
          inArray(orders.status, ['Pending Payment', 'Paid', 'Shipped']),
          and(eq(orders.status, 'Partially Refunded'), sql`not ${delivered}`),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt));
  return rows.map((row) => row.orderId);
}

/** The person's payments: of the account, under the email (when it is known to be theirs), or of their orders. */
function paymentsOf(tenantId: string, userId: string | null, email: string | null, orderIds: string[]) {
  return and(
    eq(payments.tenantId, tenantId),
    or(
      userId ? eq(payments.userId, userId) : undefined,
      email ? eq(sql`lower(${payments.customerEmail})`, email.toLowerCase()) : undefined,
      orderIds.length ? inArray(payments.placedOrderId, orderIds) : undefined,
      orderIds.length ? inArray(payments.orderId, orderIds) : undefined,
    ),
  );
}

/** Whether the person has a checkout in progress: a payment not settled that still holds stock. */
export async function hasOpenCheckout(
  db: Executor,
  tenantId: string,
  who: { userId: string | null; email: string | null },
): Promise<boolean> {
  const held = sql`exists (select 1 from ${stockHolds} where ${stockHolds.paymentId} = ${payments.id} and ${stockHolds.status} = 'held' and ${stockHolds.expiresAt} > now())`;
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        paymentsOf(tenantId, who.userId, who.email, []),
        or(eq(payments.status, 'processing'), and(eq(payments.status, 'requires_payment_method'), held)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Removes the personal fields of orders, keeping their money facts: the email becomes a mailbox
 * that cannot exist (`erased+<id>@invalid`), the checkout details go, and the address keeps only
 * state, postal code and country. The mailed link's token goes too.
 */
export async function scrubOrders(tx: Tx, tenantId: string, ids: string[], at: Date) {
  if (!ids.length) return 0;
  const rows = await tx
    .update(orders)
    .set({
      customerEmail: sql`'erased+' || ${orders.id}::text || '@invalid'`,
      customerInfo: {},
      shippingAddress: sql`case when ${orders.shippingAddress} is null then null else ${orders.shippingAddress} || '{"name":"","address":"","addressLine2":"","city":""}'::jsonb end`,
      guestLinkHash: null,
      userId: null,
      personalDataErasedAt: at,
      updatedAt: at,
    })
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, ids)))
    .returning({ id: orders.id });
  return rows.length;
}

/** Removes the checkout details, email and internet address kept on the person's payments. */
export async function scrubPayments(
  tx: Tx,
  tenantId: string,
  who: { userId: string | null; email: string | null; orderIds: string[] },
) {
  await tx
    .update(payments)
    .set({ customerEmail: null, customerInfo: null, address: null, visitor: null, checkoutKeyHash: null })
    .where(paymentsOf(tenantId, who.userId, who.email, who.orderIds));
}

/** Replaces a once-per-customer code's readable customer key with its one-way hash. */
export async function rekeyRedemptions(tx: Tx, tenantId: string, fromKey: string, toKey: string) {
  await tx
    .update(discountRedemptions)
    .set({ customerKey: toKey })
    .where(and(eq(discountRedemptions.tenantId, tenantId), eq(discountRedemptions.customerKey, fromKey)));
}

/**
 * Deletes what is only about the person: the newsletter row, the owner's notes on them, the mail
 * addressed to them and the Notion rows written of them and their orders.
 */
export async function deletePersonRows(tx: Tx, tenantId: string, email: string, orderIds: string[]) {
  const lower = email.toLowerCase();
  await tx
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.tenantId, tenantId),
        eq(sql`lower(${newsletterSubscribers.email})`, lower),
      ),
    );
  await tx
    .delete(customerNotes)
    .where(and(eq(customerNotes.tenantId, tenantId), eq(customerNotes.customerEmail, lower)));
  await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), eq(sql`lower(${emailOutbox.to})`, lower)));
  await tx
    .delete(notionOutbox)
    .where(
      and(
        eq(notionOutbox.tenantId, tenantId),
        or(
          and(eq(notionOutbox.kind, 'customers'), eq(sql`lower(${notionOutbox.sourceKey})`, lower)),
          orderIds.length
            ? and(eq(notionOutbox.kind, 'orders'), inArray(notionOutbox.sourceKey, orderIds))
            : undefined,
        ),
      ),
    );
}

/** Deletes the account (its profile and tokens go with it); its sessions are refused from then on. */
export async function deleteAccount(tx: Tx, tenantId: string, userId: string) {
  await tx.delete(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}
