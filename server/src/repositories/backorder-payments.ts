/**
 * SQL for paying a backorder: the links the owner mails, the backorder's payments, and marking
 * it Paid. Every query names the store.
 */
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { backorderPaymentLinks, orders, payments } from '../db/schema';
import { OPEN_PAYMENT_STATUSES } from './payments';
import type { Tx } from './stores';

export async function insertPaymentLink(
  tx: Tx,
  link: { tenantId: string; orderId: string; tokenHash: string; requestedBy: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(backorderPaymentLinks).values(link);
}

/** Whether a link with this token's hash opens this order of the store and has not expired. */
export async function isPaymentLinkValid(
  db: Database,
  tenantId: string,
  orderId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: backorderPaymentLinks.id })
    .from(backorderPaymentLinks)
    .where(
      and(
        eq(backorderPaymentLinks.tenantId, tenantId),
        eq(backorderPaymentLinks.orderId, orderId),
        eq(backorderPaymentLinks.tokenHash, tokenHash),
        gt(backorderPaymentLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** When payment of the order was last requested, or null. */
export async function findLastPaymentRequest(
  db: Database,
  tenantId: string,
  orderId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: backorderPaymentLinks.createdAt })
    .from(backorderPaymentLinks)
    .where(and(eq(backorderPaymentLinks.tenantId, tenantId), eq(backorderPaymentLinks.orderId, orderId)))
    .orderBy(desc(backorderPaymentLinks.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** The ids of the order's payments still open (not paid, not closed). */
export async function findOpenPaymentsOfOrder(
  db: Database | Tx,
  tenantId: string,
  orderId: string,
): Promise<{ id: string; providerPaymentId: string | null; providerAccountId: string | null }[]> {
  return db
    .select({
      id: payments.id,
      providerPaymentId: payments.providerPaymentId,
      providerAccountId: payments.providerAccountId,
    })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.orderId, orderId),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
      ),
    );
}

/** Marks the backorder Paid by this provider payment; answers the order as it now stands. */
export async function markBackorderPaid(tx: Tx, tenantId: string, orderId: string, paymentIntentId: string) {
  const [row] = await tx
    .update(orders)
    .set({ status: 'Paid', paymentIntentId, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .returning();
  return row;
}
