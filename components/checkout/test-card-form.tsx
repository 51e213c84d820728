'use client';

import { useState, type FormEvent } from 'react';
import {
  cardProblems,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardFields,
} from '@/lib/checkout/card-input';
import { confirmTestPayment } from '@/lib/client/checkout';
import { MESSAGES } from '@/lib/messages';
import { formatPrice, toDollars } from '@/lib/money';
import type { CardPaymentProps } from './card-payment';
import '@/app/styles/checkout.css';

/**
 * The built-in test provider's card form (Stripe's test numbers: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined). Fields are formatted while typed and lightly checked before
 * the provider is asked; a refused card leaves the form ready for another.
 */
export function TestCardForm(props: CardPaymentProps) {
  const { intent, amountCents = intent.amount, onPaid, onError, onAttempt } = props;
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = checked ? cardProblems(card) : {};

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(cardProblems(card)).length > 0) return;
    onAttempt();
    setBusy(true);
    const result = await confirmTestPayment(intent.paymentIntentId, card.number);
    setBusy(false);
    if ('error' in result) onError(result.error);
    else onPaid();
  };

  const field = (
    name: keyof CardFields,
    label: string,
    format: (value: string) => string,
    props: Record<string, string | number>,
  ) => (
    <div className={`field${problems[name] ? ' field--invalid' : ''}`}>
      <label htmlFor={`card-${name}`} className="field__label">
        {label}
      </label>
      <input
        id={`card-${name}`}
        className="input"
        inputMode="numeric"
        value={card[name]}
        onChange={(event) => setCard((current) => ({ ...current, [name]: format(event.target.value) }))}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `card-${name}-error` : undefined}
        {...props}
      />
      {problems[name] && (
        <p id={`card-${name}-error`} className="field__error" role="alert">
          {problems[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="card-form" onSubmit={pay} noValidate aria-label="Card details">
      {field('number', 'Card number', formatCardNumber, {
        autoComplete: 'cc-number',
        placeholder: '4242 4242 4242 4242',
        maxLength: 23,
        'data-testid': 'card-number',
      })}
      <div className="card-form__row">
        {field('expiry', 'Expiry (MM/YY)', formatExpiry, {
          autoComplete: 'cc-exp',
          placeholder: 'MM/YY',
          maxLength: 5,
          'data-testid': 'card-expiry',
        })}
        {field('cvc', 'CVC', formatCvc, {
          autoComplete: 'cc-csc',
          placeholder: '123',
          maxLength: 4,
          'data-testid': 'card-cvc',
        })}
      </div>
      <p className="card-form__note" data-testid="test-mode-notice">
        {MESSAGES.testModeNotice}
      </p>
      <button
        type="submit"
        className="button button--primary button--wide"
        disabled={busy}
        data-testid="pay-button"
      >
        {busy ? 'Processing…' : `Pay ${formatPrice(toDollars(amountCents))}`}
      </button>
    </form>
  );
}
