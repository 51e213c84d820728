/** Card confirmation with the built-in test provider (the browser's part of a Stripe payment). */
import type { FastifyInstance } from 'fastify';
import type { TestPaymentProvider } from '../../adapters/payments/test-provider';
import { ApiError, notFound } from '../../errors';
import {
  findPaymentByIntent,
  findPaymentStatus,
  markWaitingPaymentPaid,
  updatePayment,
} from '../../repositories/payments';
import type { Tenant } from '../../types';

const closed = () =>
  new ApiError(
    409,
    'PAYMENT_CLOSED',
    'This payment can no longer be completed. Please start checkout again.',
    'paymentIntentId',
  );

/** Confirms a payment with a test card; a payment canceled meanwhile (e.g. replaced) is never marked paid. */
export async function confirmTestCard(
  app: FastifyInstance,
  tenant: Tenant,
  paymentIntentId: string,
  cardNumber: string,
) {
  if (app.payments.name !== 'test')
    throw notFound('The test payment provider is not in use', 'TEST_PROVIDER_OFF');
  const payment = await findPaymentByIntent(app.db, paymentIntentId, tenant.id);
  if (!payment) throw notFound('Payment not found', 'PAYMENT_NOT_FOUND');
  if (payment.status === 'succeeded') return { status: 'succeeded' as const, paymentIntentId };
  if (payment.status !== 'requires_payment_method') throw closed();
  const outcome = (app.payments as TestPaymentProvider).cardOutcome(cardNumber);
  if (outcome.outcome === 'declined') {
    await updatePayment(app.db, tenant.id, payment.id, { lastError: outcome.message });
    throw new ApiError(402, outcome.code, outcome.message, 'cardNumber');
  }
  if (!(await markWaitingPaymentPaid(app.db, tenant.id, payment.id))) {
    if ((await findPaymentStatus(app.db, tenant.id, payment.id)) !== 'succeeded') throw closed();
  }
  return { status: 'succeeded' as const, paymentIntentId };
}
