/**
 * The built-in test provider: card payments without any outside service, taking Stripe's test
 * card numbers. Intents live in our own payments table; confirming one decides its fate by card.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@server/db/client';
import { findPaymentByIntent } from '@server/repositories/payments';
import type { IntentStatus, PaymentProvider, PaymentRowFacts, ProviderIntent } from './types';
import type { ErrorCode } from '@server/error-codes';

/** Stripe's test cards and what each one does. */
export const TEST_CARDS: Record<
  string,
  { outcome: 'succeeded' } | { outcome: 'declined'; code: ErrorCode; message: string }
> = {
  '4242424242424242': { outcome: 'succeeded' },
  '4000000000000002': { outcome: 'declined', code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': {
    outcome: 'declined',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

export type TestPaymentProvider = PaymentProvider & {
  /** What a card does: the outcome the browser's confirmation reports. */
  cardOutcome(
    cardNumber: string,
  ): (typeof TEST_CARDS)[string] | { outcome: 'declined'; code: 'incorrect_number'; message: string };
};

/** The intent a payment row records: ours is the built-in provider's only record of it. */
function intentOfRow(row: PaymentRowFacts): ProviderIntent {
  // A refund leaves the charge succeeded at the provider, as at Stripe.
  const status: IntentStatus = row.status === 'refunded' ? 'succeeded' : row.status;
  return {
    id: row.providerPaymentId ?? '',
    clientSecret: row.clientSecret ?? '',
    status,
    amountCents: row.amountCents,
  };
}

export function createTestProvider(db: Database): TestPaymentProvider {
  async function read(providerPaymentId: string) {
    const row = await findPaymentByIntent(db, providerPaymentId);
    if (!row) throw new Error(`No such payment intent: ${providerPaymentId}`);
    return intentOfRow(row);
  }
  return {
    name: 'test',
    async createIntent(input) {
      // Deterministic from our payment id, so a retried create gives the same intent.
      const id = `pi_test_${input.paymentId.replace(/^pay_/, '')}`;
      return {
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
      };
    },
    retrieveIntent: read,
    intentOfRow,
    async cancelIntent() {},
    // Always granted; the id follows the key, as a retried call at Stripe answers the same refund.
    async refund(input) {
      const id = `re_test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
      return { id, amountCents: input.amountCents ?? 0, status: 'succeeded', reason: null };
    },
    // No dashboard to refund from: every refund is one we made and recorded.
    async listRefunds() {
      return [];
    },
    parseWebhook() {
      throw new Error('The test provider sends no webhooks');
    },
    cardOutcome(cardNumber) {
      return (
        TEST_CARDS[cardNumber.replace(/\D/g, '')] ?? {
          outcome: 'declined',
          code: 'incorrect_number',
          message: 'Your card number is incorrect.',
        }
      );
    },
  };
}
