/** Card confirmation with the built-in test provider (the browser's part of a Stripe payment). */
import type { FastifyInstance } from 'fastify';
import type { TestPaymentProvider } from '@server/adapters/payments/test-provider';
import { ApiError } from '@server/errors';
import {
  findPaymentStatusByIntent,
  markWaitingPaymentDeclined,
  markWaitingPaymentPaid,
} from '@server/repositories/payments';
import type { Tenant } from '@server/types';

const closed = () => new ApiError({ status: 409, code: 'PAYMENT_CLOSED', field: 'paymentIntentId' });

/**
 * Confirms a payment with a test card; a payment canceled meanwhile (e.g. replaced) is never marked
 * paid. The card's outcome is written by one conditional update of a payment still waiting; only
 * when none was waiting is the payment read, to tell which answer applies.
 */
export async function confirmTestCard(
  app: FastifyInstance,
  tenant: Tenant,
  paymentIntentId: string,
  cardNumber: string,
) {
  if (app.payments.name !== 'test') throw new ApiError({ status: 404, code: 'TEST_PROVIDER_OFF' });
  const outcome = (app.payments as TestPaymentProvider).cardOutcome(cardNumber);
  const written =
    outcome.outcome === 'declined'
      ? await markWaitingPaymentDeclined(app.db, tenant.id, paymentIntentId, outcome.message)
      : await markWaitingPaymentPaid(app.db, tenant.id, paymentIntentId);
  if (!written) {
    const status = await findPaymentStatusByIntent(app.db, tenant.id, paymentIntentId);
    if (!status) throw new ApiError({ status: 404, code: 'PAYMENT_NOT_FOUND' });
    if (status !== 'succeeded') throw closed();
  } else if (outcome.outcome === 'declined')
    throw new ApiError({ status: 402, code: outcome.code, message: outcome.message, field: 'cardNumber' });
  return { status: 'succeeded' as const, paymentIntentId };
}
