'use client';

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { MESSAGES } from '@/lib/messages';
import { formatPrice, toDollars } from '@/lib/money';
import type { CardPaymentProps } from './card-payment';
import '@/app/styles/checkout.css';

// One Stripe instance per key and account for the page's lifetime, as Stripe asks.
const instances = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string, stripeAccount?: string): Promise<Stripe | null> {
  const key = `${publishableKey}|${stripeAccount ?? ''}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined).catch(() => null);
    instances.set(key, instance);
  }
  return instance;
}

function StripeCardFields(props: CardPaymentProps) {
  const { intent, billing, amountCents = intent.amount, onPaid, onError, onAttempt } = props;
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return onError(MESSAGES.paymentSystemUnavailable);
    onAttempt();
    setBusy(true);
    try {
      const result = await stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: {
          card,
          // A backorder's payment has no checkout details: the card alone is sent.
          billing_details: billing && {
            name: billing.name,
            email: billing.email,
            phone: billing.phone,
            // Local pickup gives no address: the card's own billing address stands.
            ...('address' in billing
              ? {
                  address: {
                    line1: billing.address,
                    line2: billing.addressLine2 || undefined,
                    city: billing.city,
                    state: billing.state,
                    postal_code: billing.zipCode,
                    // The real country of an address abroad; a US address names none.
                    country: ('country' in billing && billing.country) || 'US',
                  },
                }
              : {}),
          },
        },
      });
      if (result.error) onError(result.error.message || MESSAGES.paymentFailed);
      else if (result.paymentIntent?.status === 'succeeded') onPaid();
      else onError(MESSAGES.paymentFailedShort);
    } catch {
      onError(MESSAGES.paymentFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card-form" onSubmit={pay} noValidate aria-label="Card details">
      <div className="card-form__stripe">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <button
        type="submit"
        className="button button--primary button--wide"
        disabled={busy || !stripe}
        data-testid="pay-button"
      >
        {busy ? 'Processing…' : `Pay ${formatPrice(toDollars(amountCents))}`}
      </button>
    </form>
  );
}

/** Card confirmation through Stripe Elements, with the shopper's details as billing details. */
export function StripeCardForm(props: CardPaymentProps & { publishableKey: string }) {
  const { publishableKey, intent, onError } = props;
  const stripe = stripeFor(publishableKey, intent.stripeAccount);

  useEffect(() => {
    let live = true;
    // Stripe's script could not be loaded (blocked, offline): nothing here can take the card.
    void stripe.then((instance) => {
      if (live && !instance) onError(MESSAGES.paymentSystemUnavailable);
    });
    return () => {
      live = false;
    };
  }, [stripe, onError]);

  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
