/**
 * Stripe's events, each handled once: an event is recorded as handled only after its handling
 * succeeded, so a delivery that failed (e.g. Stripe itself did not answer) is handled in full when
 * Stripe sends it again. The handling is idempotent too, so one that fails half-way is safe to retry.
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentEvent } from '@server/adapters/payments/types';
import { findPaymentByIntent, updatePayment } from '@server/repositories/payments';
import { isWebhookEventHandled, recordWebhookEvent } from '@server/repositories/webhook-events';
import { placeOrderForPayment } from '../orders/placement';
import { syncProviderRefunds } from '../orders/refunds';
import { applyAccountUpdate } from '../stores/stripe-connect';
import { cancelPayment } from './checkout';

const REFUND_EVENTS = new Set([
  'charge.refunded',
  'charge.refund.updated',
  'refund.created',
  'refund.updated',
]);

/** Handles one verified Stripe event; `duplicate` when it was handled before. */
export async function handleStripeEvent(
  app: FastifyInstance,
  event: PaymentEvent,
): Promise<{ duplicate: boolean }> {
  if (await isWebhookEventHandled(app.db, event.id)) return { duplicate: true };

  const payment = event.providerPaymentId
    ? await findPaymentByIntent(app.db, event.providerPaymentId)
    : undefined;
  if (payment && event.type === 'payment_intent.succeeded') await placeOrderForPayment(app, payment);
  if (payment && event.type === 'payment_intent.payment_failed')
    await updatePayment(app.db, payment.tenantId, payment.id, { lastError: 'Payment failed' });
  if (payment && event.type === 'payment_intent.canceled')
    await cancelPayment(app, payment.tenantId, payment.id);
  // A refund made in Stripe's dashboard (or one of ours, told back): the order follows.
  if (payment && REFUND_EVENTS.has(event.type)) await syncProviderRefunds(app, payment);
  // A store's connected account finished (or reopened) onboarding.
  if (event.type === 'account.updated' && event.accountId) await applyAccountUpdate(app, event.accountId);

  await recordWebhookEvent(app.db, { id: event.id, provider: 'stripe', type: event.type });
  return { duplicate: false };
}
