'use client';

import { POLICY_PATHS } from '@/lib/constants/policies';
import type { CheckoutDetails } from '@/lib/schemas/checkout';
import { CardPayment, type CardPaymentProps } from './card-payment';
import type { OpenPayment } from './use-checkout';
import '@/app/styles/checkout.css';

type Props = Pick<CardPaymentProps, 'publishableKey' | 'onAttempt' | 'onError' | 'onPaid'> & {
  payment: OpenPayment;
  billing: CheckoutDetails;
  /** The order is being placed for a paid payment. */
  placing: boolean;
  onRetryOrder: () => void;
  /** Back to the details (step 1); the card is not charged until Pay. */
  onEditDetails: () => void;
};

/**
 * The payment step: the card form for what the payment holds; once paid and the order still
 * failed, a button that places the order again without charging again.
 */
export function PaymentStep({ payment, billing, placing, onRetryOrder, onEditDetails, ...card }: Props) {
  return (
    <section className="checkout-step" aria-labelledby="payment-title" data-testid="payment-step">
      <h2 id="payment-title" className="checkout-step__title">
        Payment
      </h2>
      {!payment.paid && !placing && (
        <button
          type="button"
          className="button button--ghost"
          onClick={onEditDetails}
          data-testid="edit-details"
        >
          Change details
        </button>
      )}
      {payment.paid ? (
        <button
          type="button"
          className="button button--wide"
          disabled={placing}
          onClick={onRetryOrder}
          data-testid="retry-order"
        >
          {placing ? 'Placing your order…' : 'Your payment went through: try placing the order again'}
        </button>
      ) : (
        <CardPayment {...card} intent={payment.intent} billing={billing} />
      )}
      <p data-testid="checkout-terms">
        By placing your order you agree to the{' '}
        <a href={POLICY_PATHS.terms} target="_blank" rel="noopener">
          Terms of sale<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
    </section>
  );
}
