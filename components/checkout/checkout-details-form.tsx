'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
import {
  checkoutFormSchema,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '@/lib/checkout/checkout-form';
import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '@/lib/constants';
import { formatPhoneInput, US_STATES } from '@/lib/rules';

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

const TEXT_FIELDS: {
  name: Name;
  label: string;
  autoComplete: string;
  maxLength?: number;
  testId?: string;
}[] = [
  { name: 'address', label: 'Address', autoComplete: 'address-line1', testId: 'checkout-address' },
  {
    name: 'addressLine2',
    label: 'Address line 2 (optional)',
    autoComplete: 'address-line2',
    testId: 'checkout-address2',
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2', testId: 'checkout-city' },
];

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
  const phone = register('phone');
  const input = (name: Name, autoComplete: string, testId: string, maxLength?: number) => (
    <input
      {...register(name)}
      {...fieldAria(`checkout-${name}`, errorOf(name))}
      className="input"
      autoComplete={autoComplete}
      maxLength={maxLength}
      data-testid={testId}
    />
  );

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
        <Field id="checkout-name" label="Full name" error={errorOf('name')}>
          {input('name', 'name', 'checkout-name')}
        </Field>
        <Field id="checkout-email" label="Email" error={errorOf('email')}>
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
        <Field id="checkout-phone" label="Phone" error={errorOf('phone')}>
          <input
            {...phone}
            {...fieldAria('checkout-phone', errorOf('phone'))}
            onChange={(event) => {
              event.target.value = formatPhoneInput(event.target.value);
              return phone.onChange(event);
            }}
            className="input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            data-testid="checkout-phone"
          />
        </Field>
      </fieldset>
      <fieldset className="checkout-form__fields" disabled={!editable}>
        <legend className="checkout-form__legend">Shipping address</legend>
        {TEXT_FIELDS.map(({ name, label, autoComplete, testId }) => (
          <Field key={name} id={`checkout-${name}`} label={label} error={errorOf(name)}>
            {input(name, autoComplete, testId ?? `checkout-${name}`)}
          </Field>
        ))}
        <div className="profile-form__row">
          <Field id="checkout-state" label="State" error={errorOf('state')}>
            <select
              {...register('state')}
              {...fieldAria('checkout-state', errorOf('state'))}
              className="input"
              autoComplete="address-level1"
              data-testid="checkout-state"
            >
              <option value="">Select a state</option>
              {US_STATES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </Field>
          <Field id="checkout-zipCode" label="ZIP code" error={errorOf('zipCode')}>
            {input('zipCode', 'postal-code', 'checkout-zip', ZIP_MAX_LENGTH)}
          </Field>
        </div>
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
