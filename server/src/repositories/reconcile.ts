/**
 * SQL for reconciliation, which goes over every store at once: payments that may lack their order,
 * and stock holds that expired. Each payment row names its store, and the work on it is the store's.
 */
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, payments, stockHolds } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** Payments sent to the provider before `before` that are not settled as failed and have no order yet. */
export async function findPaymentsWithoutOrder(
  db: Database,
  before: Date,
  limit: number,
): Promise<PaymentRow[]> {
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .leftJoin(orders, eq(orders.paymentIntentId, payments.providerPaymentId))
    .where(
      and(
        isNotNull(payments.providerPaymentId),
        isNull(orders.id),
        inArray(payments.status, ['requires_payment_method', 'processing', 'succeeded']),
        lt(payments.createdAt, before),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.payment);
}

/** The payments holding stock whose hold expired before `now`. */
export async function findExpiredHoldPaymentIds(db: Database, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ paymentId: stockHolds.paymentId })
    .from(stockHolds)
    .where(and(eq(stockHolds.status, 'held'), lt(stockHolds.expiresAt, now)));
  return new Set(rows.map((row) => row.paymentId));
}

/** Payments that never reached the provider (set up half-way) whose stock hold expired before `now`. */
export function findOrphanedHoldPayments(
  db: Database,
  now: Date,
): Promise<{ paymentId: string; tenantId: string }[]> {
  return db
    .select({ paymentId: payments.id, tenantId: payments.tenantId })
    .from(payments)
    .where(
      and(
        isNull(payments.providerPaymentId),
        eq(payments.status, 'requires_payment_method'),
        sql`exists (select 1 from stock_holds h where h.payment_id = ${payments.id} and h.status = 'held' and h.expires_at < ${now})`,
      ),
    );
}
