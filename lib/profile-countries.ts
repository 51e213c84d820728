/**
 * Where a customer's profile may say they live: the home country, or any other country, with the
 * address rules checkout has for it (a US state and ZIP at home; abroad, an optional region and
 * that country's postal code). Not only the countries a store ships to: a shopper abroad must be
 * able to complete the profile every first sign-in asks for.
 */
import { HOME_COUNTRY } from './constants/shipping';
import { EVERY_COUNTRY } from './countries';
import { abroadProfileBodySchemaFor } from './schemas/profile-abroad';
import { profileBodySchema } from './schemas/profile';

/** The countries abroad a profile may name: every country but the home one. */
export const PROFILE_COUNTRIES_ABROAD: readonly string[] = EVERY_COUNTRY.filter(
  (code) => code !== HOME_COUNTRY,
);

/** Whether the profile's country is abroad (a US profile, or one without a country, is not). */
export function isAbroad(country: string | undefined): country is string {
  return !!country && country !== HOME_COUNTRY;
}

/** The rules a profile follows: abroad, that country's; at home, the spec's state and ZIP. */
export function profileSchemaFor(country: string | undefined) {
  return isAbroad(country) ? abroadProfileBodySchemaFor(country) : profileBodySchema;
}
