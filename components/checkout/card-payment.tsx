'use client';

import { lazy, Suspense, useEffect } from 'react';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';
import type { PaymentIntent } from '@/lib/client/checkout';
import { MESSAGES } from '@/lib/messages';
import type { CheckoutDetails } from '@/lib/schemas/checkout';
import { TestCardForm } from './test-card-form';

// Stripe's script and React bindings load only for stores that take payments through Stripe.
const StripeCardForm = lazy(() =>
  withChunkTimeout(import('./stripe-card-form')).then((module) => ({ default: module.StripeCardForm })),
);

export type CardPaymentProps = {
  intent: PaymentIntent;
  /** Stripe's publishable key; without it a Stripe payment cannot be confirmed here. */
  publishableKey?: string;
  /** The shopper's details for Stripe's billing details; a backorder's payment has none. */
  billing?: CheckoutDetails;
  /** What the Pay button says it charges: the intent's amount unless given. */
  amountCents?: number;
  /** The card went through. */
  onPaid: () => void;
  /** The card was refused or could not be tried; the form stays for another attempt. */
  onError: (message: string) => void;
  /** A new attempt starts: the previous error can go. */
  onAttempt: () => void;
};

/**
 * Card confirmation, whichever provider the api opened the payment with: the built-in test
 * provider (our own card form) or Stripe (Stripe Elements). The rest of checkout is the same.
 */
export function CardPayment(props: CardPaymentProps) {
  const { intent, publishableKey, onError } = props;
  const unavailable = intent.provider === 'stripe' && !publishableKey;

  useEffect(() => {
    if (unavailable) onError(MESSAGES.paymentSystemUnavailable);
  }, [unavailable, onError]);

  // A gift card pays it all: there is no card to confirm, only the order to place.
  if (intent.amount === 0)
    return (
      <button
        type="button"
        className="button button--primary button--wide"
        onClick={props.onPaid}
        data-testid="gift-card-place"
      >
        Place order (paid by gift card)
      </button>
    );
  if (intent.provider === 'test') return <TestCardForm {...props} />;
  if (unavailable) return null;
  return (
    <Suspense fallback={<p role="status">Loading the payment form…</p>}>
      <StripeCardForm {...props} publishableKey={publishableKey!} />
    </Suspense>
  );
}
