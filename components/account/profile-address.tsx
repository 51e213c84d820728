'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { AbroadAddressLines, CountrySelect } from '@/components/checkout/international-address-fields';
import { HOME_COUNTRY } from '@/lib/constants/shipping';
import { countryName } from '@/lib/countries';
import { isAbroad } from '@/lib/profile-countries';
import { AddressFields } from './contact-fields';

type Name = 'address' | 'addressLine2' | 'city' | 'country' | 'state' | 'zipCode';

type Props = {
  /** The countries abroad the store ships to; none keeps the spec's US-only address. */
  countries: string[];
  /** The country chosen now. */
  country: string | undefined;
  register: (name: Name) => UseFormRegisterReturn;
  errorOf: (name: Name) => string | undefined;
};

/**
 * The profile's address: with countries abroad, a Country select (the home country first), then
 * the US state and ZIP, or the region and postal code the country abroad uses, as checkout has them.
 */
export function ProfileAddress({ countries, country, register, errorOf }: Props) {
  const common = { idPrefix: 'profile', register, errorOf };
  if (countries.length === 0) return <AddressFields {...common} />;
  return (
    <>
      <CountrySelect
        {...common}
        countries={countries}
        home={{ value: HOME_COUNTRY, label: countryName(HOME_COUNTRY) }}
      />
      {isAbroad(country) ? <AbroadAddressLines {...common} /> : <AddressFields {...common} />}
    </>
  );
}
