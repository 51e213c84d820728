'use client';

import { useMemo } from 'react';
import type { UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldAria } from '@/components/ui/field';
import type { CheckoutFormInput } from '@/lib/checkout/checkout-form';
import { countryName } from '@/lib/countries';
import { FIELD_LABELS } from '@/lib/rules';

type Name = 'address' | 'addressLine2' | 'city' | 'country' | 'state' | 'zipCode';
type LineName = Exclude<Name, 'country'>;

/** A form's own `register` and `errorOf`; each control's id is `${idPrefix}-${name}`. */
type Bound<N extends string> = {
  idPrefix?: string;
  register: (name: N) => UseFormRegisterReturn;
  errorOf: (name: N) => string | undefined;
};

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

type CountryProps = Bound<'country'> & {
  countries: readonly string[];
  /** A first choice before the countries abroad (the home country); else "Select a country". */
  home?: { value: string; label: string };
};

/** The country, among those the store ships to, sorted by name. */
export function CountrySelect({ idPrefix = 'checkout', countries, register, errorOf, home }: CountryProps) {
  const id = `${idPrefix}-country`;
  // The profile lists every country: sorted and drawn once, not at each keystroke of the form.
  const options = useMemo(
    () =>
      countries
        .map((code) => ({ code, name: countryName(code) }))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        )),
    [countries],
  );
  return (
    <Field id={id} label="Country" error={errorOf('country')}>
      <select
        {...register('country')}
        {...fieldAria(id, errorOf('country'))}
        className="input"
        autoComplete="country"
        data-testid={id}
      >
        {home ? <option value={home.value}>{home.label}</option> : <option value="">Select a country</option>}
        {options}
      </select>
    </Field>
  );
}

/** The lines an address abroad uses: street, city, an optional region and the postal code. */
export function AbroadAddressLines({ idPrefix = 'checkout', register, errorOf }: Bound<LineName>) {
  return (
    <>
      {LINES.map(({ name, label, autoComplete, testId }) => (
        <Field key={name} id={`${idPrefix}-${name}`} label={label} error={errorOf(name)}>
          <input
            {...register(name)}
            {...fieldAria(`${idPrefix}-${name}`, errorOf(name))}
            className="input"
            autoComplete={autoComplete}
            data-testid={idPrefix === 'checkout' ? testId : `${idPrefix}-${name}`}
          />
        </Field>
      ))}
    </>
  );
}

/** An address abroad: the country among those the store ships to, then the lines that country uses. */
export function InternationalAddressFields({ countries, register, errorOf }: Props) {
  return (
    <>
      <CountrySelect countries={countries} register={register} errorOf={errorOf} />
      <AbroadAddressLines register={register} errorOf={errorOf} />
    </>
  );
}
