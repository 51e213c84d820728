'use client';

import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Choice } from '@/components/ui/choice';
import { Fieldset } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import type { ShippingDetailsInput, ShippingFormInput } from '@/lib/schemas/shipping-form';
import { RateKindChoice, useByWeight, WeightRatesFields } from './weight-rates-fields';

const METHODS = [
  { key: 'local', label: 'Local Pickup', hint: 'Shoppers collect their order from your studio.' },
  { key: 'national', label: 'National Shipping', hint: 'You ship within the country.' },
  { key: 'international', label: 'International Shipping', hint: 'You ship abroad.' },
] as const;

type DetailName = Exclude<keyof ShippingDetailsInput, 'weightRates'>;

/** One text input of the shipping details, with its label, hint and error. */
function DetailInput({ name, label, hint }: { name: DetailName; label: string; hint?: string }) {
  const id = `shipping-${name}`;
  const textarea = name === 'pickupInstructions';
  return (
    <FormField
      name={`shippingDetails.${name}`}
      id={id}
      label={label}
      hint={hint}
      testId={id}
      control={textarea ? 'textarea' : 'input'}
      rows={textarea ? 3 : undefined}
      inputMode={textarea || name === 'countries' || name === 'pickupAddress' ? undefined : 'decimal'}
    />
  );
}

/**
 * A shipping method's rate (by weight, the tables below set it) and its free-over amount, and
 * whatever else that method asks.
 */
function RateFieldset({
  method,
  legend,
  children,
}: {
  method: 'national' | 'international';
  legend: string;
  children?: ReactNode;
}) {
  const byWeight = useByWeight();
  return (
    <Fieldset legend={legend} className="shipping-fields">
      {!byWeight && <DetailInput name={`${method}Rate`} label="Rate ($)" />}
      <DetailInput
        name={`${method}FreeOver`}
        label="Free over ($)"
        hint="Leave blank to always charge the rate."
      />
      {children}
    </Fieldset>
  );
}

/** How shipping is priced and, by weight, the tables. */
function ShippingRates() {
  const byWeight = useByWeight();
  return (
    <>
      <RateKindChoice />
      {byWeight && <WeightRatesFields />}
    </>
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
      <Fieldset legend="Shipping methods" className="wizard-choices">
        {METHODS.map(({ key, label, hint }) => (
          <Choice
            key={key}
            type="checkbox"
            label={label}
            hint={hint}
            {...register(`shippingMethods.${key}`)}
            data-testid={`wizard-shipping-${key}`}
          />
        ))}
      </Fieldset>
      {methods?.local && (
        <Fieldset legend="Local pickup" className="shipping-fields">
          <DetailInput name="pickupAddress" label="Pickup address" />
          <DetailInput name="pickupInstructions" label="Pickup instructions" />
        </Fieldset>
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
      {(methods?.national || methods?.international) && <ShippingRates />}
    </>
  );
}
