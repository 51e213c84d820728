'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { InputField } from '@/components/ui/field';
import { giftCardBasket } from '@/lib/cart/gift-card-basket';
import { emptyGiftCardForm, readGiftCardForm, type GiftCardFormValues } from '@/lib/gift-card-form';
import type { GiftCardSettings } from '@/lib/schemas/gift-cards';
import { AmountChoice, bound, RecipientFields } from './gift-card-fields';

/** Choose an amount, for yourself or someone else, and add the card to the basket. */
export function GiftCardForm({ settings }: { settings: GiftCardSettings }) {
  const router = useRouter();
  const [values, setValues] = useState(() => emptyGiftCardForm(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof GiftCardFormValues, value: string | boolean) =>
    setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readGiftCardForm(values, settings);
    if ('errors' in read) return setErrors(read.errors);
    giftCardBasket.add(read.card);
    router.push('/cart');
  };
  const fields = { values, errors, set };
  return (
    <form className="gift-card-form" onSubmit={submit} noValidate data-testid="gift-card-form">
      <AmountChoice {...fields} settings={settings} />
      <fieldset className="field">
        <legend className="field__label">Who is it for?</legend>
        <label className="choice">
          <input
            type="radio"
            name="gift-for"
            checked={values.forSomeoneElse}
            onChange={() => set('forSomeoneElse', true)}
          />{' '}
          Someone else
        </label>
        <label className="choice">
          <input
            type="radio"
            name="gift-for"
            checked={!values.forSomeoneElse}
            onChange={() => set('forSomeoneElse', false)}
          />{' '}
          Myself
        </label>
      </fieldset>
      {values.forSomeoneElse ? (
        <RecipientFields {...fields} />
      ) : (
        <InputField
          id="gift-own-email"
          label="Your email (the code is sent there)"
          type="email"
          {...bound(fields, 'ownEmail')}
        />
      )}
      <button type="submit" className="button button--primary" data-testid="gift-card-add">
        Add gift card to basket
      </button>
    </form>
  );
}
