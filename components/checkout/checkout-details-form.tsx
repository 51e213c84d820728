'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { Form } from '@/components/ui/form';
import { AddressFields, NameEmailFields, PhoneField } from '@/components/account/contact-fields';
import {
  checkoutFormSchemaFor,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '@/lib/checkout/checkout-form';
import type { ShippingMethod } from '@/lib/constants/shipping';
import type { ConsentRequiredFor } from '@/lib/constants/consent';
import { reminderConsentRequired } from '@/lib/basket-reminders';
import { checkoutMethods, chosenMethod, type CheckoutShipping } from '@/lib/shipping';
import { DeliveryChoice, PickupNote } from './delivery-choice';
import { InternationalAddressFields } from './international-address-fields';
import { ReminderConsentField } from './reminder-consent-field';
import '@/app/styles/checkout.css';

type Props = {
  defaultValues: CheckoutFormInput;
  /** A signed-in customer orders under their account's email. */
  emailReadOnly: boolean;
  /** Off while the order is being paid: the details then stay as they are. */
  editable: boolean;
  /** The payment is being opened for these details. */
  busy?: boolean;
  onValid: (values: CheckoutFormValues) => void;
  /** Every change, for keeping the form across reloads. */
  onDraft: (values: CheckoutFormInput) => void;
  /** The store's delivery methods and settings; the spec's flat national shipping when absent. */
  shipping?: CheckoutShipping;
  /** The basket's items, in cents, for the methods' prices. */
  subtotalCents?: number;
  /** What the basket weighs, packaging included, for the methods' prices by weight. */
  parcelGrams?: number;
  /** Whom the store asks before a basket reminder; null or absent: the store sends none. */
  reminderConsentFor?: ConsentRequiredFor | null;
};

type Name = keyof CheckoutFormInput;

/** Where checkout's test ids are not its control ids; the end-to-end tests find the fields by these. */
const ADDRESS_TEST_IDS = { addressLine2: 'checkout-address2', zipCode: 'checkout-zip' };

/** An address for shipping, none for pickup: the form's rules follow the method picked. */
function resolverFor(available: ShippingMethod[]): Resolver<CheckoutFormInput, unknown, CheckoutFormValues> {
  return (values, context, options) =>
    (
      zodResolver(
        checkoutFormSchemaFor(chosenMethod(available, values.shippingMethod) ?? 'national', values.country),
      ) as unknown as Resolver<CheckoutFormInput, unknown, CheckoutFormValues>
    )(values, context, options);
}

type AddressProps = {
  method: ShippingMethod | null;
  shipping?: CheckoutShipping;
  register: UseFormRegister<CheckoutFormInput>;
  errorOf: (name: Name) => string | undefined;
};

/** Where the goods go, as the method needs it: a US address, one abroad, or pickup's where and how. */
function AddressFor({ method, shipping, register, errorOf }: AddressProps) {
  if (method === 'pickup') return <PickupNote settings={shipping?.settings ?? null} />;
  if (method === 'international')
    return (
      <InternationalAddressFields
        countries={shipping?.settings?.countries ?? []}
        register={register}
        errorOf={errorOf}
      />
    );
  return (
    <AddressFields idPrefix="checkout" register={register} errorOf={errorOf} testIds={ADDRESS_TEST_IDS} />
  );
}

/**
 * Who pays and where the goods go, with the shared customer-info rules: each error shows once its
 * field was touched (or Place Order was pressed) and is re-checked on every change.
 */
export function CheckoutDetailsForm(props: Props) {
  const { defaultValues, emailReadOnly, onValid, onDraft, shipping, subtotalCents = 0, busy = false } = props;
  const { parcelGrams = 0 } = props;
  const editable = props.editable && !busy;
  const available = checkoutMethods(shipping?.offered, shipping?.settings);
  const resolver = resolverFor(available);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver,
    mode: 'all',
    defaultValues,
  });
  const { register } = form;
  const { errors, touchedFields, isSubmitted } = form.formState;
  const values = useWatch({ control: form.control });
  const method = chosenMethod(available, values.shippingMethod);
  useEffect(() => {
    onDraft(values as CheckoutFormInput);
  }, [values, onDraft]);
  const phoneCountry = method === 'international' ? values.country : undefined;
  const { reminderConsentFor } = props;
  const askReminder = reminderConsentFor
    ? reminderConsentRequired(reminderConsentFor, method, values.country)
    : false;
  const errorOf = (name: Name) =>
    touchedFields[name] || isSubmitted
      ? (errors as FieldErrors<CheckoutFormInput>)[name]?.message
      : undefined;

  return (
    <Form
      form={form}
      onSubmit={onValid}
      label="Shipping details"
      className="checkout-form"
      testId="checkout-form"
    >
      <fieldset className="checkout-form__fields" disabled={!editable}>
        <legend className="checkout-form__legend">Contact</legend>
        <NameEmailFields
          idPrefix="checkout"
          register={register}
          errorOf={errorOf}
          emailReadOnly={emailReadOnly}
          emailAutoComplete="email"
        />
        <PhoneField idPrefix="checkout" register={register} errorOf={errorOf} country={phoneCountry} />
      </fieldset>
      {available.length > 1 && (
        <fieldset className="checkout-form__fields" disabled={!editable}>
          <legend className="checkout-form__legend">Delivery</legend>
          <DeliveryChoice
            available={available}
            chosen={method}
            settings={shipping?.settings ?? null}
            subtotalCents={subtotalCents}
            grams={parcelGrams}
            country={values.country}
            register={register}
          />
        </fieldset>
      )}
      <fieldset className="checkout-form__fields" disabled={!editable}>
        <legend className="checkout-form__legend">
          {method === 'pickup' ? 'Local pickup' : 'Shipping address'}
        </legend>
        <AddressFor method={method} shipping={shipping} register={register} errorOf={errorOf} />
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
        {askReminder && <ReminderConsentField register={register} />}
      </fieldset>
      {props.editable && (
        <button type="submit" className="button button--wide" disabled={busy} data-testid="place-order">
          {busy ? 'Preparing payment…' : 'Place Order'}
        </button>
      )}
    </Form>
  );
}
