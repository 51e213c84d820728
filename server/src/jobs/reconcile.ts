/**
 * Reconciliation: no paid order is ever lost and no stock stays held forever. Finds payments that
 * succeeded without an order (a browser that vanished, a lost webhook) and makes the order; gives
 * back the stock of holds that expired without a payment.
 */
import type { FastifyInstance } from 'fastify';
import {
  findExpiredHoldPaymentIds,
  findOrphanedHoldPayments,
  findPaymentsWithoutOrder,
} from '../repositories/reconcile';
import { cancelPayment } from '../services/checkout/checkout';
import { placeOrderForPayment } from '../services/orders/placement';
import { giftCardOnlyIntent } from '../services/gift-cards/payments';

/** A backorder's payment holds no stock; one left unpaid this long is closed like an expired hold. */
const BACKORDER_PAYMENT_OPEN_MS = 24 * 3_600_000;
const abandonedBackorderPayment = (payment: { orderId: string | null; createdAt: Date }, now: Date) =>
  payment.orderId !== null && now.getTime() - payment.createdAt.getTime() > BACKORDER_PAYMENT_OPEN_MS;

export async function reconcilePayments(
  app: FastifyInstance,
  now = new Date(),
): Promise<{ ordersCreated: number; holdsReleased: number; refunded: number }> {
  const result = { ordersCreated: 0, holdsReleased: 0, refunded: 0 };
  const open = await findPaymentsWithoutOrder(app.db, new Date(now.getTime() - 10_000), 500);
  const expired = await findExpiredHoldPaymentIds(app.db, now);

  for (const payment of open) {
    try {
      // A payment a gift card paid whole has no card payment to ask about.
      const intent =
        giftCardOnlyIntent(payment) ??
        (await app.payments.retrieveIntent(payment.providerPaymentId!, payment.providerAccountId));
      if (intent.status === 'succeeded') {
        const placed = await placeOrderForPayment(app, payment, intent);
        if ('refunded' in placed) result.refunded += 1;
        else if (placed.created) result.ordersCreated += 1;
      } else if (
        (expired.has(payment.id) || abandonedBackorderPayment(payment, now)) &&
        intent.status !== 'processing'
      ) {
        await app.payments
          .cancelIntent(payment.providerPaymentId!, payment.providerAccountId)
          .catch(() => undefined);
        await cancelPayment(app, payment.tenantId, payment.id);
        result.holdsReleased += 1;
      }
    } catch (error) {
      app.log.error({ err: error, paymentId: payment.id }, 'reconciliation of a payment failed');
    }
  }
  // Holds whose payment never reached the provider (setup failed half-way).
  for (const row of await findOrphanedHoldPayments(app.db, now)) {
    await cancelPayment(app, row.tenantId, row.paymentId);
    result.holdsReleased += 1;
  }
  return result;
}
