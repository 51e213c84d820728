/**
 * An order's sale and its refunds told to a tax provider that keeps its own ledger (Stripe Tax).
 * The built-in table keeps none: its calculations carry no reference, and nothing is sent. Both
 * run after the order's (or the refund's) transaction committed: the money has moved by then, so
 * a provider that fails is logged for the owner to settle in the provider's dashboard, never a
 * reason to refuse the order or the refund.
 */
import type { FastifyInstance } from 'fastify';
import { findPaymentByIntent, mergePaymentTax, type PaymentRow } from '@server/repositories/payments';
import type { OrderRow } from '@server/repositories/orders';
import { taxProviderOf } from '../tax';
import { storedTaxOf } from '../checkout/tax';

/** The provider that made a calculation with a reference: only Stripe Tax gives one. */
const ledgerProvider = (app: FastifyInstance, tenantId: string) =>
  taxProviderOf(app, tenantId, { provider: 'stripe' });

/** Records the sale of a new order made from `payment`, keeping the provider's reference on the payment. */
export async function recordOrderTax(app: FastifyInstance, payment: PaymentRow, order: OrderRow) {
  const calculation = storedTaxOf(payment.tax);
  if (!calculation?.reference) return;
  try {
    const provider = await ledgerProvider(app, payment.tenantId);
    const { reference } = await provider.recordTransaction({ orderId: order.id, calculation });
    if (reference)
      await mergePaymentTax(app.db, payment.tenantId, payment.id, { transactionReference: reference });
  } catch (error) {
    app.log.error({ err: error, orderId: order.id }, 'tax: the sale could not be recorded with the provider');
  }
}

/** Reverses the tax of a refund made on `order` with the provider that recorded its sale. */
export async function reverseRefundTax(
  app: FastifyInstance,
  order: Pick<OrderRow, 'id' | 'tenantId' | 'paymentIntentId'>,
  refund: { id: string; amountCents: number; full: boolean },
) {
  if (!order.paymentIntentId) return;
  const payment = await findPaymentByIntent(app.db, order.paymentIntentId, order.tenantId);
  const stored = payment?.tax as { transactionReference?: string } | null | undefined;
  if (!stored?.transactionReference) return;
  try {
    const provider = await ledgerProvider(app, order.tenantId);
    await provider.reverse({
      orderId: order.id,
      amountCents: refund.amountCents,
      transactionReference: stored.transactionReference,
      refundId: refund.id,
      full: refund.full,
    });
  } catch (error) {
    app.log.error(
      { err: error, orderId: order.id },
      'tax: the refund could not be reversed with the provider',
    );
  }
}
