'use client';

import type { ChangeEvent } from 'react';
import { InputField } from '@/components/ui/field';
import type { GiftCardFormValues } from '@/lib/gift-card-form';
import { formatPrice, toDollars } from '@/lib/money';
import { MAX_GIFT_CARD_MESSAGE_LENGTH, type GiftCardSettings } from '@/lib/schemas/gift-cards';

const price = (cents: number) => formatPrice(toDollars(cents));

/** The recipient's details, asked only when the card is for someone else. */
export function RecipientFields(fields: FieldsProps) {
  return (
    <>
      <InputField
        id="gift-recipient-email"
        label="Recipient’s email"
        type="email"
        {...bound(fields, 'recipientEmail')}
      />
      <InputField
        id="gift-recipient-name"
        label="Recipient’s name (optional)"
        {...bound(fields, 'recipientName')}
      />
      <InputField id="gift-sender-name" label="Your name (optional)" {...bound(fields, 'senderName')} />
      <label className="field" htmlFor="gift-message">
        <span className="field__label">Message (optional)</span>
        <textarea
          id="gift-message"
          className="input"
          maxLength={MAX_GIFT_CARD_MESSAGE_LENGTH}
          value={fields.values.message}
          onChange={(e) => fields.set('message', e.target.value)}
        />
      </label>
      <InputField
        id="gift-deliver-on"
        label="Send it on (leave empty to send once paid)"
        type="date"
        {...bound(fields, 'deliverOn')}
      />
    </>
  );
}

export type FieldsProps = {
  values: GiftCardFormValues;
  errors: Record<string, string>;
  set: (key: keyof GiftCardFormValues, value: string | boolean) => void;
};

type TextKey = {
  [K in keyof GiftCardFormValues]: GiftCardFormValues[K] extends string ? K : never;
}[keyof GiftCardFormValues];

/** A text field's value, its error and its change, bound to the form's `key`. */
export function bound({ values, errors, set }: FieldsProps, key: TextKey) {
  return {
    value: values[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  };
}

/** The amount: one the shop offers, or a custom one within its limits. */
export function AmountChoice({ settings, ...fields }: FieldsProps & { settings: GiftCardSettings }) {
  const { values, set } = fields;
  const choices = [...settings.amountsCents.map(String), ...(settings.customAllowed ? ['custom'] : [])];
  return (
    <fieldset className="field">
      <legend className="field__label">Amount</legend>
      {choices.map((choice) => (
        <label key={choice} className="choice">
          <input
            type="radio"
            name="gift-amount"
            value={choice}
            checked={values.choice === choice}
            onChange={() => set('choice', choice)}
          />{' '}
          {choice === 'custom' ? 'Another amount' : price(Number(choice))}
        </label>
      ))}
      {values.choice === 'custom' && (
        <InputField
          id="gift-custom"
          label={`Amount in dollars (${price(settings.customMinCents)}–${price(settings.customMaxCents)})`}
          inputMode="decimal"
          {...bound(fields, 'custom')}
        />
      )}
    </fieldset>
  );
}
