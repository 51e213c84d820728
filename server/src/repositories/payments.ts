/**
 * SQL for card payments: opening one for a basket, following it at the provider, and closing it.
 * Every query names the store, except the lookups by the provider's payment id, which arrive from
 * the provider naming only that id (globally unique).
 */
import { and, eq, getTableColumns, inArray, min, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';
import { discountRedemptions, payments, stockHolds } from '../db/schema';
import { storeNoticeColumns, type StoreNoticeFacts } from './orders';
import type { Tx } from './stores';
import { preparedQuery, isRootDatabase } from './prepared';
import { together } from './together';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentChanges = Partial<
  Pick<
    PaymentRow,
    | 'status'
    | 'lastError'
    | 'customerInfo'
    | 'customerEmail'
    | 'providerPaymentId'
    | 'providerAccountId'
    | 'clientSecret'
    | 'placedOrderId'
  >
>;

/** Payments that may still be paid: canceling one gives its hold back. */
export const OPEN_PAYMENT_STATUSES = ['requires_payment_method', 'failed'] as const;

const paymentByIntent = (
  db: Database | Tx,
  providerPaymentId: SQLWrapper | string,
  tenantId?: SQLWrapper | string,
) =>
  db
    .select()
    .from(payments)
    .where(
      tenantId
        ? and(eq(payments.providerPaymentId, providerPaymentId), eq(payments.tenantId, tenantId))
        : eq(payments.providerPaymentId, providerPaymentId),
    )
    .limit(1);
const preparedPaymentByIntent = preparedQuery('payment_by_intent', (db, name) =>
  paymentByIntent(db, sql.placeholder('intent'), sql.placeholder('tenant')).prepare(name),
);
const preparedPaymentByIntentAnyStore = preparedQuery('payment_by_intent_any_store', (db, name) =>
  paymentByIntent(db, sql.placeholder('intent')).prepare(name),
);

/** The payment the provider knows by this id (in this store when one is named), or undefined. */
export async function findPaymentByIntent(
  db: Database | Tx,
  providerPaymentId: string,
  tenantId?: string,
): Promise<PaymentRow | undefined> {
  if (!isRootDatabase(db)) return (await paymentByIntent(db, providerPaymentId, tenantId))[0];
  const [row] = tenantId
    ? await preparedPaymentByIntent(db).execute({ intent: providerPaymentId, tenant: tenantId })
    : await preparedPaymentByIntentAnyStore(db).execute({ intent: providerPaymentId });
  return row;
}

/** The store's payments with these ids. */
export async function findPaymentsByIds(
  db: Database | Tx,
  tenantId: string,
  ids: string[],
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), inArray(payments.id, ids)));
}

/**
 * The payment row as it stands, locked until the transaction ends (a second caller waits for the
 * first), with what its order's notices need of the store (read as the statement began: a name or
 * an owner changed meanwhile is as good as one changed a moment later).
 */
export async function lockPayment(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<PaymentRow & { tookCode: boolean } & StoreNoticeFacts> {
  const [row] = await tx
    .select({
      ...getTableColumns(payments),
      // Written with the payment in its hold's transaction, never after: the statement's own view is current.
      tookCode: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.tenantId, tenantId), eq(discountRedemptions.paymentId, id)))})`,
      ...storeNoticeColumns(tenantId),
    })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)))
    .for('update', { of: payments });
  return row;
}

/** The status of the store's payment the provider knows by this id, or undefined when there is none. */
export async function findPaymentStatusByIntent(
  db: Database | Tx,
  tenantId: string,
  providerPaymentId: string,
): Promise<PaymentRow['status'] | undefined> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row?.status;
}

/** A new payment; `alongside` are writes of the same change (its holds) made in its statement (together.ts). */
export async function insertPayment(
  tx: Tx | Database,
  row: NewPaymentRow,
  alongside: SQLWrapper[] = [],
): Promise<void> {
  await together(tx, alongside).insert(payments).values(row);
}

/** The statement that writes these fields of a payment and stamps it updated, to run or to write beside another. */
export const paymentUpdate = (db: Database | Tx, tenantId: string, id: string, changes: PaymentChanges) =>
  db
    .update(payments)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));

/** Writes these fields of a payment and stamps it updated. */
export async function updatePayment(
  db: Database | Tx,
  tenantId: string,
  id: string,
  changes: PaymentChanges,
): Promise<void> {
  await paymentUpdate(db, tenantId, id, changes);
}

/** The store's payment of this provider id while it still waits for its card. */
const waitingIntent = (tenantId: SQLWrapper | string, providerPaymentId: SQLWrapper | string) =>
  and(
    eq(payments.tenantId, tenantId),
    eq(payments.providerPaymentId, providerPaymentId),
    eq(payments.status, 'requires_payment_method'),
  );

const preparedMarkPaid = preparedQuery('mark_waiting_payment_paid', (db, name) =>
  db
    .update(payments)
    .set({ status: 'succeeded', lastError: null, updatedAt: sql`now()` })
    .where(waitingIntent(sql.placeholder('tenant'), sql.placeholder('intent')))
    .returning({ id: payments.id })
    .prepare(name),
);

/** Marks a payment still waiting for its card succeeded; false when none was waiting. */
export async function markWaitingPaymentPaid(
  db: Database,
  tenantId: string,
  providerPaymentId: string,
): Promise<boolean> {
  const rows = await preparedMarkPaid(db).execute({ tenant: tenantId, intent: providerPaymentId });
  return rows.length > 0;
}

/** Keeps a declined card's error on a payment still waiting for its card; false when none was waiting. */
export async function markWaitingPaymentDeclined(
  db: Database | Tx,
  tenantId: string,
  providerPaymentId: string,
  lastError: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ lastError, updatedAt: new Date() })
    .where(waitingIntent(tenantId, providerPaymentId))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Cancels those of these payments that are still open, with the reason given; the ids canceled. */
export async function cancelOpenPayments(
  tx: Tx | Database,
  tenantId: string,
  ids: string[],
  lastError?: string,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(payments)
    .set({ status: 'canceled', ...(lastError ? { lastError } : {}), updatedAt: new Date() })
    .where(
      and(
        eq(payments.tenantId, tenantId),
        inArray(payments.id, ids),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
      ),
    )
    .returning({ id: payments.id });
  return rows.map((row) => row.id);
}

/** The visitor's open payments that hold stock now, with their checkout key's hash and the hold's end. */
export async function findOpenHoldingPayments(tx: Tx | Database, tenantId: string, visitor: string) {
  return tx
    .select({ id: payments.id, keyHash: payments.checkoutKeyHash, expiresAt: min(stockHolds.expiresAt) })
    .from(payments)
    .innerJoin(stockHolds, and(eq(stockHolds.paymentId, payments.id), eq(stockHolds.tenantId, tenantId)))
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.visitor, visitor),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        eq(stockHolds.status, 'held'),
        sql`${stockHolds.expiresAt} > now()`,
      ),
    )
    .groupBy(payments.id);
}
