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
import { jsonText, placeholdersOf, placeholderValues, namedQueries, namedQuery } from './prepared';
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
const preparedPaymentByIntent = namedQuery('payment_by_intent', (db) =>
  paymentByIntent(db, sql.placeholder('intent'), sql.placeholder('tenant')),
);
const preparedPaymentByIntentAnyStore = namedQuery('payment_by_intent_any_store', (db) =>
  paymentByIntent(db, sql.placeholder('intent')),
);

/** The payment the provider knows by this id (in this store when one is named), or undefined. */
export async function findPaymentByIntent(
  db: Database | Tx,
  providerPaymentId: string,
  tenantId?: string,
): Promise<PaymentRow | undefined> {
  const [row] = tenantId
    ? await preparedPaymentByIntent(db, { intent: providerPaymentId, tenant: tenantId })
    : await preparedPaymentByIntentAnyStore(db, { intent: providerPaymentId });
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

const preparedLockPayment = namedQuery('lock_payment', (db) => {
  const [tenantId, id] = [sql.placeholder('tenant'), sql.placeholder('id')];
  return db
    .select({
      ...getTableColumns(payments),
      // Written with the payment in its hold's transaction, never after: the statement's own view is current.
      tookCode: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.tenantId, tenantId), eq(discountRedemptions.paymentId, id)))})`,
      ...storeNoticeColumns(tenantId),
    })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)))
    .for('update', { of: payments });
});

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
  const [row] = await preparedLockPayment(tx, { tenant: tenantId, id });
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

const checkoutPaymentColumns = [
  'id',
  'tenantId',
  'provider',
  'providerPaymentId',
  'providerAccountId',
  'clientSecret',
  'amountCents',
  'currency',
  'items',
  'customerEmail',
  'userId',
  'visitor',
  'address',
  'checkoutKeyHash',
  'reminderConsent',
  'shippingMethod',
  'shippingCents',
  'taxCents',
] as const;
/** The columns a checkout writes to its new payment, every one of them given (null where none). */
export type CheckoutPaymentRow = Required<
  Pick<NewPaymentRow, (typeof checkoutPaymentColumns)[number] | 'customerInfo' | 'tax'>
>;
const holdLineColumns = ['productId', 'variantId', 'quantity'] as const;

/** A checkout's payment with a hold on each of `count` lines until `expiresAt`, in one statement. */
const preparedPaymentHolding = namedQueries('insert_payment_holding', (db, [count]) =>
  together(db, [
    db.insert(stockHolds).values(
      Array.from({ length: count }, (_, line) => ({
        ...placeholdersOf(holdLineColumns, `l${line}_`),
        tenantId: sql.placeholder('tenantId'),
        paymentId: sql.placeholder('id'),
        expiresAt: sql.placeholder('expiresAt'),
      })),
    ),
  ])
    .insert(payments)
    .values({
      ...placeholdersOf(checkoutPaymentColumns),
      // Not through the column's encoder, which would write no details as JSON null (jsonText).
      customerInfo: sql`${sql.placeholder('customerInfo')}::jsonb`,
      tax: sql`${sql.placeholder('tax')}::jsonb`,
    }),
);

/**
 * A checkout's new payment and the holds on its lines until `expiresAt`, written together in one
 * statement (together.ts), under a name per number of lines.
 */
export async function insertPaymentHolding(
  tx: Tx,
  row: CheckoutPaymentRow,
  lines: { productId: string; variantId?: string | null; quantity: number }[],
  expiresAt: Date,
): Promise<void> {
  const values: Record<string, unknown> = {
    ...placeholderValues(checkoutPaymentColumns, row),
    customerInfo: jsonText(row.customerInfo),
    tax: jsonText(row.tax),
    expiresAt,
  };
  lines.forEach((line, index) =>
    Object.assign(values, placeholderValues(holdLineColumns, line, `l${index}_`)),
  );
  await preparedPaymentHolding(tx, [lines.length], values);
}

/** Writes these fields of a payment and stamps it updated. */
export async function updatePayment(
  db: Database | Tx,
  tenantId: string,
  id: string,
  changes: PaymentChanges,
): Promise<void> {
  await db
    .update(payments)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
}

/** The store's payment of this provider id while it still waits for its card. */
const waitingIntent = (tenantId: SQLWrapper | string, providerPaymentId: SQLWrapper | string) =>
  and(
    eq(payments.tenantId, tenantId),
    eq(payments.providerPaymentId, providerPaymentId),
    eq(payments.status, 'requires_payment_method'),
  );

const preparedMarkPaid = namedQuery('mark_waiting_payment_paid', (db) =>
  db
    .update(payments)
    .set({ status: 'succeeded', lastError: null, updatedAt: sql`now()` })
    .where(waitingIntent(sql.placeholder('tenant'), sql.placeholder('intent')))
    .returning({ id: payments.id }),
);

/** Marks a payment still waiting for its card succeeded; false when none was waiting. */
export async function markWaitingPaymentPaid(
  db: Database,
  tenantId: string,
  providerPaymentId: string,
): Promise<boolean> {
  const rows = await preparedMarkPaid(db, { tenant: tenantId, intent: providerPaymentId });
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

const preparedOpenHoldingPayments = namedQuery('open_holding_payments', (db) => {
  const tenantId = sql.placeholder('tenant');
  return db
    .select({ id: payments.id, keyHash: payments.checkoutKeyHash, expiresAt: min(stockHolds.expiresAt) })
    .from(payments)
    .innerJoin(stockHolds, and(eq(stockHolds.paymentId, payments.id), eq(stockHolds.tenantId, tenantId)))
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.visitor, sql.placeholder('visitor')),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        eq(stockHolds.status, 'held'),
        sql`${stockHolds.expiresAt} > now()`,
      ),
    )
    .groupBy(payments.id);
});

/** The visitor's open payments that hold stock now, with their checkout key's hash and the hold's end. */
export function findOpenHoldingPayments(tx: Tx | Database, tenantId: string, visitor: string) {
  return preparedOpenHoldingPayments(tx, { tenant: tenantId, visitor });
}

const preparedAddressHoldingPayments = namedQuery('address_holding_payments', (db) => {
  const tenantId = sql.placeholder('tenant');
  return db
    .select({ id: payments.id, expiresAt: min(stockHolds.expiresAt) })
    .from(payments)
    .innerJoin(stockHolds, and(eq(stockHolds.paymentId, payments.id), eq(stockHolds.tenantId, tenantId)))
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.address, sql.placeholder('address')),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        eq(stockHolds.status, 'held'),
        sql`${stockHolds.expiresAt} > now()`,
      ),
    )
    .groupBy(payments.id);
});

/** The open payments holding stock now that were opened from an internet address, by anyone, with the hold's end. */
export function findAddressHoldingPayments(tx: Tx | Database, tenantId: string, address: string) {
  return preparedAddressHoldingPayments(tx, { tenant: tenantId, address });
}

/** Adds `fields` to the tax answer kept on a payment (the provider's reference for its recorded sale). */
export async function mergePaymentTax(
  db: Database | Tx,
  tenantId: string,
  id: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await db
    .update(payments)
    .set({ tax: sql`coalesce(${payments.tax}, '{}'::jsonb) || ${JSON.stringify(fields)}::jsonb` })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
}
