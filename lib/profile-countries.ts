/**
 * Where a customer's profile may say they live: the home country, plus the countries the store
 * ships to abroad when it offers international shipping (as checkout lists it).
 */
import { HOME_COUNTRY } from './constants/shipping';
import { abroadProfileBodySchema } from './schemas/profile-abroad';
import { profileBodySchema } from './schemas/profile';
import type { CheckoutShipping } from './shipping';
import { checkoutMethods } from './shipping';

/** The countries abroad a profile may name; none when the store does not ship internationally. */
export function profileCountriesOf(shipping: CheckoutShipping | undefined): string[] {
  if (!shipping || !checkoutMethods(shipping.offered, shipping.settings).includes('international')) return [];
  return (shipping.settings?.countries ?? []).filter((code) => code !== HOME_COUNTRY);
}

/** Whether the profile's country is abroad (a US profile, or one without a country, is not). */
export function isAbroad(country: string | undefined): country is string {
  return !!country && country !== HOME_COUNTRY;
}

/** The rules a profile follows: abroad, that country's; at home, the spec's state and ZIP. */
export function profileSchemaFor(country: string | undefined) {
  return isAbroad(country) ? abroadProfileBodySchema : profileBodySchema;
}
