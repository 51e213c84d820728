'use client';

import type { UseFormRegister } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
import type { CheckoutFormInput } from '@/lib/checkout/checkout-form';
import { countryName } from '@/lib/countries';
import { FIELD_LABELS } from '@/lib/rules';

type Name = 'address' | 'addressLine2' | 'city' | 'country' | 'state' | 'zipCode';
type Props = {
  /** The countries the store ships to, as codes. */
  countries: string[];
  register: UseFormRegister<CheckoutFormInput>;
  errorOf: (name: Name) => string | undefined;
};

const LINES = [
  { name: 'address', label: FIELD_LABELS.address, autoComplete: 'address-line1', testId: 'checkout-address' },
  {
    name: 'addressLine2',
    label: FIELD_LABELS.addressLine2,
    autoComplete: 'address-line2',
    testId: 'checkout-address2',
  },
  { name: 'city', label: FIELD_LABELS.city, autoComplete: 'address-level2', testId: 'checkout-city' },
  {
    name: 'state',
    label: 'State, province or region (optional)',
    autoComplete: 'address-level1',
    testId: 'checkout-region',
  },
  { name: 'zipCode', label: 'Postal code', autoComplete: 'postal-code', testId: 'checkout-zip' },
] as const;

/** An address abroad: the country among those the store ships to, then the lines that country uses. */
export function InternationalAddressFields({ countries, register, errorOf }: Props) {
  const sorted = [...countries].sort((a, b) => countryName(a).localeCompare(countryName(b)));
  return (
    <>
      <Field id="checkout-country" label="Country" error={errorOf('country')}>
        <select
          {...register('country')}
          {...fieldAria('checkout-country', errorOf('country'))}
          className="input"
          autoComplete="country"
          data-testid="checkout-country"
        >
          <option value="">Select a country</option>
          {sorted.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
      </Field>
      {LINES.map(({ name, label, autoComplete, testId }) => (
        <Field key={name} id={`checkout-${name}`} label={label} error={errorOf(name)}>
          <input
            {...register(name)}
            {...fieldAria(`checkout-${name}`, errorOf(name))}
            className="input"
            autoComplete={autoComplete}
            data-testid={testId}
          />
        </Field>
      ))}
    </>
  );
}
