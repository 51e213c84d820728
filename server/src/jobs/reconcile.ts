/**
 * Reconciliation: no paid order is ever lost and no stock stays held forever. Finds payments that
 * succeeded without an order (a browser that vanished, a lost webhook) and makes the order; gives
 * back the stock of holds that expired without a payment.
 */
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, payments, stockHolds } from '../db/schema';
import { cancelPayment } from '../services/checkout/checkout';
import { placeOrderForPayment } from '../services/orders/placement';

export async function reconcilePayments(app: FastifyInstance, now = new Date()): Promise<{ ordersCreated: number; holdsReleased: number; refunded: number }> {
  const result = { ordersCreated: 0, holdsReleased: 0, refunded: 0 };
  const open = await app.db
    .select({ payment: payments })
    .from(payments)
    .leftJoin(orders, eq(orders.paymentIntentId, payments.providerPaymentId))
    .where(and(isNotNull(payments.providerPaymentId), isNull(orders.id), inArray(payments.status, ['requires_payment_method', 'processing', 'succeeded']), lt(payments.createdAt, new Date(now.getTime() - 10_000))))
    .limit(500);
  const expired = new Set(
    (
      await app.db
        .selectDistinct({ paymentId: stockHolds.paymentId })
        .from(stockHolds)
        .where(and(eq(stockHolds.status, 'held'), lt(stockHolds.expiresAt, now)))
    ).map((row) => row.paymentId),
  );

  for (const { payment } of open) {
    try {
      const intent = await app.payments.retrieveIntent(payment.providerPaymentId!, payment.providerAccountId);
      if (intent.status === 'succeeded') {
        const placed = await placeOrderForPayment(app, payment);
        if ('refunded' in placed) result.refunded += 1;
        else if (placed.created) result.ordersCreated += 1;
      } else if (expired.has(payment.id) && intent.status !== 'processing') {
        await app.payments.cancelIntent(payment.providerPaymentId!, payment.providerAccountId).catch(() => undefined);
        await cancelPayment(app, payment.tenantId, payment.id);
        result.holdsReleased += 1;
      }
    } catch (error) {
      app.log.error({ err: error, paymentId: payment.id }, 'reconciliation of a payment failed');
    }
  }
  // Holds whose payment never reached the provider (setup failed half-way).
  const orphaned = await app.db
    .select({ paymentId: payments.id, tenantId: payments.tenantId })
    .from(payments)
    .where(and(isNull(payments.providerPaymentId), eq(payments.status, 'requires_payment_method'), sql`exists (select 1 from stock_holds h where h.payment_id = ${payments.id} and h.status = 'held' and h.expires_at < ${now})`));
  for (const row of orphaned) {
    await cancelPayment(app, row.tenantId, row.paymentId);
    result.holdsReleased += 1;
  }
  return result;
}
