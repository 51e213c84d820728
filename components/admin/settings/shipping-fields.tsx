'use client';

import type { ReactNode } from 'react';
import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
import type { ShippingDetailsInput, ShippingFormInput } from '@/lib/schemas/shipping-form';

const METHODS = [
  { key: 'local', label: 'Local Pickup', hint: 'Shoppers collect their order from your studio.' },
  { key: 'national', label: 'National Shipping', hint: 'You ship within the country.' },
  { key: 'international', label: 'International Shipping', hint: 'You ship abroad.' },
] as const;

type DetailName = keyof ShippingDetailsInput;

/** One text input of the shipping details, with its label, hint and error. */
function DetailInput({ name, label, hint }: { name: DetailName; label: string; hint?: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ShippingFormInput>();
  const id = `shipping-${name}`;
  const error = (errors.shippingDetails as FieldErrors<ShippingDetailsInput> | undefined)?.[name]?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const aria = fieldAria(id, error);
  return (
    <Field id={id} label={label} error={error} hint={hint && <small id={hintId}>{hint}</small>}>
      {name === 'pickupInstructions' ? (
        <textarea
          {...register(`shippingDetails.${name}`)}
          {...aria}
          className="input"
          rows={3}
          data-testid={id}
        />
      ) : (
        <input
          {...register(`shippingDetails.${name}`)}
          {...aria}
          aria-describedby={[aria['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined}
          inputMode={name === 'countries' || name === 'pickupAddress' ? undefined : 'decimal'}
          className="input"
          data-testid={id}
        />
      )}
    </Field>
  );
}

/** A shipping method's rate and its free-over amount, and whatever else that method asks. */
function RateFieldset({
  method,
  legend,
  children,
}: {
  method: 'national' | 'international';
  legend: string;
  children?: ReactNode;
}) {
  return (
    <fieldset className="shipping-fields">
      <legend className="field__label">{legend}</legend>
      <DetailInput name={`${method}Rate`} label="Rate ($)" />
      <DetailInput
        name={`${method}FreeOver`}
        label="Free over ($)"
        hint="Leave blank to always charge the rate."
      />
      {children}
    </fieldset>
  );
}

/**
 * The methods a store offers and, for each one offered, what it needs: pickup's address and
 * instructions, each shipping rate with its free-over amount, the countries shipped abroad to.
 */
export function ShippingFields() {
  const { register, control } = useFormContext<ShippingFormInput>();
  const methods = useWatch({ control, name: 'shippingMethods' });
  return (
    <>
      <fieldset className="wizard-choices">
        <legend className="field__label">Shipping methods</legend>
        {METHODS.map(({ key, label, hint }) => (
          <label key={key} className="wizard-choice">
            <input
              type="checkbox"
              {...register(`shippingMethods.${key}`)}
              data-testid={`wizard-shipping-${key}`}
            />
            <span>
              {label}
              <small className="wizard-choice__hint">{hint}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {methods?.local && (
        <fieldset className="shipping-fields">
          <legend className="field__label">Local pickup</legend>
          <DetailInput name="pickupAddress" label="Pickup address" />
          <DetailInput name="pickupInstructions" label="Pickup instructions" />
        </fieldset>
      )}
      {methods?.national && <RateFieldset method="national" legend="National shipping" />}
      {methods?.international && (
        <RateFieldset method="international" legend="International shipping">
          <DetailInput
            name="countries"
            label="Countries shipped to"
            hint="Two-letter country codes, separated by commas: CA, GB, FR."
          />
        </RateFieldset>
      )}
    </>
  );
}
