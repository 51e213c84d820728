/**
 * A payment replaced by a newer one of the same checkout is closed at the provider too, so its
 * card form can no longer be paid. If the shopper paid it in another tab just before, the
 * provider refuses to cancel: that payment then gets its order at once, for exactly what it
 * charged (its stock is taken again, or the payment is refunded when the stock is gone).
 */
import type { FastifyInstance } from 'fastify';
import { findPaymentsByIds, updatePayment } from '@server/repositories/payments';
import { placeOrderForPayment } from '../orders/placement';

export async function closeReplacedPayments(
  app: FastifyInstance,
  tenantId: string,
  paymentIds: string[],
): Promise<void> {
  if (paymentIds.length === 0) return;
  const rows = await findPaymentsByIds(app.db, tenantId, paymentIds);
  for (const payment of rows) {
    if (!payment.providerPaymentId) continue;
    // Stripe refuses to cancel a payment that went through; either way its status decides.
    const cancelError = await app.payments
      .cancelIntent(payment.providerPaymentId, payment.providerAccountId)
      .then(
        () => null,
        (error: unknown) => error,
      );
    try {
      const intent = await app.payments.retrieveIntent(payment.providerPaymentId, payment.providerAccountId);
      if (intent.status === 'succeeded') await placeOrderForPayment(app, payment, intent);
      else if (intent.status === 'processing') {
        // Still settling: the reconciliation job makes its order (or refunds it) once it does.
        await updatePayment(app.db, tenantId, payment.id, { status: 'processing' });
      } else if (cancelError)
        app.log.warn(
          { err: cancelError, paymentId: payment.id },
          'a replaced payment could not be canceled at the provider',
        );
    } catch (error) {
      app.log.error({ err: error, paymentId: payment.id }, 'a replaced payment could not be closed');
    }
  }
}
