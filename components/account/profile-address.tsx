'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { AbroadAddressLines, CountrySelect } from '@/components/checkout/international-address-fields';
import { HOME_COUNTRY } from '@/lib/constants/shipping';
import { countryName } from '@/lib/countries';
import { isAbroad, PROFILE_COUNTRIES_ABROAD } from '@/lib/profile-countries';
import { AddressFields } from './contact-fields';

type Name = 'address' | 'addressLine2' | 'city' | 'country' | 'state' | 'zipCode';

type Props = {
  /** The country chosen now. */
  country: string | undefined;
  register: (name: Name) => UseFormRegisterReturn;
  errorOf: (name: Name) => string | undefined;
};

/**
 * The profile's address: a Country select (the home country first, then every other), then the
 * US state and ZIP, or the region and postal code the country abroad uses, as checkout has them.
 */
export function ProfileAddress({ country, register, errorOf }: Props) {
  const common = { idPrefix: 'profile', register, errorOf };
  return (
    <>
      <CountrySelect
        {...common}
        countries={PROFILE_COUNTRIES_ABROAD}
        home={{ value: HOME_COUNTRY, label: countryName(HOME_COUNTRY) }}
      />
      {isAbroad(country) ? <AbroadAddressLines {...common} /> : <AddressFields {...common} />}
    </>
  );
}
