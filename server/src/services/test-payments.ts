/** Card confirmation with the built-in test provider (the browser's part of a Stripe payment). */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestPaymentProvider } from '../adapters/payments/test-provider';
import { payments } from '../db/schema';
import { ApiError, notFound } from '../errors';
import type { Tenant } from '../types';
import { findPaymentByIntent } from './order-placement';

const closed = () => new ApiError(409, 'PAYMENT_CLOSED', 'This payment can no longer be completed. Please start checkout again.', 'paymentIntentId');

/** Confirms a payment with a test card; a payment canceled meanwhile (e.g. replaced) is never marked paid. */
export async function confirmTestCard(app: FastifyInstance, tenant: Tenant, paymentIntentId: string, cardNumber: string) {
  if (app.payments.name !== 'test') throw notFound('The test payment provider is not in use', 'TEST_PROVIDER_OFF');
  const payment = await findPaymentByIntent(app, paymentIntentId, tenant.id);
  if (!payment) throw notFound('Payment not found', 'PAYMENT_NOT_FOUND');
  if (payment.status === 'succeeded') return { status: 'succeeded' as const, paymentIntentId };
  if (payment.status !== 'requires_payment_method') throw closed();
  const outcome = (app.payments as TestPaymentProvider).cardOutcome(cardNumber);
  if (outcome.outcome === 'declined') {
    await app.db.update(payments).set({ lastError: outcome.message, updatedAt: new Date() }).where(eq(payments.id, payment.id));
    throw new ApiError(402, outcome.code, outcome.message, 'cardNumber');
  }
  const [paid] = await app.db
    .update(payments)
    .set({ status: 'succeeded', lastError: null, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'requires_payment_method')))
    .returning({ id: payments.id });
  if (!paid) {
    const [now] = await app.db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
    if (now?.status !== 'succeeded') throw closed();
  }
  return { status: 'succeeded' as const, paymentIntentId };
}
