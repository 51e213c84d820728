'use client';

import { InputField } from '@/components/ui/field';
import type { GiftCardFormValues } from '@/lib/gift-card-form';
import { formatPrice, toDollars } from '@/lib/money';
import { MAX_GIFT_CARD_MESSAGE_LENGTH, type GiftCardSettings } from '@/lib/schemas/gift-cards';

const price = (cents: number) => formatPrice(toDollars(cents));

/** The recipient's details, asked only when the card is for someone else. */
export function RecipientFields({ values, errors, set }: FieldsProps) {
  return (
    <>
      <InputField
        id="gift-recipient-email"
        label="Recipient’s email"
        type="email"
        value={values.recipientEmail}
        error={errors.recipientEmail}
        onChange={(e) => set('recipientEmail', e.target.value)}
      />
      <InputField
        id="gift-recipient-name"
        label="Recipient’s name (optional)"
        value={values.recipientName}
        onChange={(e) => set('recipientName', e.target.value)}
      />
      <InputField
        id="gift-sender-name"
        label="Your name (optional)"
        value={values.senderName}
        onChange={(e) => set('senderName', e.target.value)}
      />
      <label className="field" htmlFor="gift-message">
        <span className="field__label">Message (optional)</span>
        <textarea
          id="gift-message"
          className="input"
          maxLength={MAX_GIFT_CARD_MESSAGE_LENGTH}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
        />
      </label>
      <InputField
        id="gift-deliver-on"
        label="Send it on (leave empty to send once paid)"
        type="date"
        value={values.deliverOn}
        error={errors.deliverOn}
        onChange={(e) => set('deliverOn', e.target.value)}
      />
    </>
  );
}

export type FieldsProps = {
  values: GiftCardFormValues;
  errors: Record<string, string>;
  set: (key: keyof GiftCardFormValues, value: string | boolean) => void;
};

/** The amount: one the shop offers, or a custom one within its limits. */
export function AmountChoice({
  values,
  errors,
  set,
  settings,
}: FieldsProps & { settings: GiftCardSettings }) {
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
          value={values.custom}
          error={errors.custom}
          onChange={(e) => set('custom', e.target.value)}
        />
      )}
    </fieldset>
  );
}
