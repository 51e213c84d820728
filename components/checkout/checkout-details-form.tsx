'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { AddressFields, PhoneField } from '@/components/account/contact-fields';
import { Field, fieldAria } from '@/components/ui/field';
import { FIELD_LABELS } from '@/lib/rules';
import {
  checkoutFormSchema,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '@/lib/checkout/checkout-form';

type Props = {
  defaultValues: CheckoutFormInput;
  /** A signed-in customer orders under their account's email. */
  emailReadOnly: boolean;
  /** Off while the order is being confirmed or paid: the details then stay as they are. */
  editable: boolean;
  onValid: (values: CheckoutFormValues) => void;
  /** Every change, for keeping the form across reloads. */
  onDraft: (values: CheckoutFormInput) => void;
};

type Name = keyof CheckoutFormInput;

/** Where checkout's test ids are not its control ids; the end-to-end tests find the fields by these. */
const ADDRESS_TEST_IDS = { addressLine2: 'checkout-address2', zipCode: 'checkout-zip' };

/**
 * Who pays and where the goods go, with the shared customer-info rules: each error shows once its
 * field was touched (or Place Order was pressed) and is re-checked on every change.
 */
export function CheckoutDetailsForm({ defaultValues, emailReadOnly, editable, onValid, onDraft }: Props) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'all',
    defaultValues,
  });
  const values = useWatch({ control });
  useEffect(() => {
    onDraft(values as CheckoutFormInput);
  }, [values, onDraft]);

  const errorOf = (name: Name) =>
    touchedFields[name] || isSubmitted
      ? (errors as FieldErrors<CheckoutFormInput>)[name]?.message
      : undefined;

  return (
    <form
      className="checkout-form"
      onSubmit={handleSubmit(onValid)}
      noValidate
      aria-label="Shipping details"
      data-testid="checkout-form"
    >
      <fieldset className="checkout-form__fields" disabled={!editable}>
        <legend className="checkout-form__legend">Contact</legend>
        <Field id="checkout-name" label={FIELD_LABELS.name} error={errorOf('name')}>
          <input
            {...register('name')}
            {...fieldAria('checkout-name', errorOf('name'))}
            className="input"
            autoComplete="name"
            data-testid="checkout-name"
          />
        </Field>
        <Field id="checkout-email" label={FIELD_LABELS.email} error={errorOf('email')}>
          <input
            {...register('email')}
            {...fieldAria('checkout-email', errorOf('email'))}
            className="input"
            type="email"
            autoComplete="email"
            readOnly={emailReadOnly}
            data-testid="checkout-email"
          />
        </Field>
        <PhoneField idPrefix="checkout" register={register} errorOf={errorOf} />
      </fieldset>
      <fieldset className="checkout-form__fields" disabled={!editable}>
        <legend className="checkout-form__legend">Shipping address</legend>
        <AddressFields idPrefix="checkout" register={register} errorOf={errorOf} testIds={ADDRESS_TEST_IDS} />
        <div className={`checkout-ack${errorOf('acknowledged') ? ' field--invalid' : ''}`}>
          <label className="checkout-ack__label">
            <input
              type="checkbox"
              {...register('acknowledged')}
              aria-invalid={errorOf('acknowledged') ? true : undefined}
              aria-describedby={errorOf('acknowledged') ? 'checkout-ack-error' : undefined}
              data-testid="checkout-ack"
            />
            <span>
              I understand that each piece is handcrafted, so size, color and finish may vary slightly from
              the photos, and that no two pieces are exactly alike.
            </span>
          </label>
          {errorOf('acknowledged') && (
            <p id="checkout-ack-error" className="field__error" role="alert">
              {errorOf('acknowledged')}
            </p>
          )}
        </div>
      </fieldset>
      {editable && (
        <button type="submit" className="button button--wide" data-testid="place-order">
          Place Order
        </button>
      )}
    </form>
  );
}
