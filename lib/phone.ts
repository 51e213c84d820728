/**
 * Phone numbers, read and written through `libphonenumber-js`, the one home of their rules: the
 * checkout's and the profile's forms, the api's schemas and every page showing a saved number
 * use these. A number is kept in E.164 ('+19075550142', '+442079460958'); one typed without a
 * leading + is read as a number of the address's country (the store's, the US, when none is
 * known), so '(907) 555-0142' keeps working. Numbers saved before (their digits, '9075550142')
 * are read the same way when shown.
 */
import {
  AsYouType,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { HOME_COUNTRY } from './constants/shipping';
import { countryName } from './countries';

/** The field error of a number that is not one. */
export const PHONE_INVALID_MESSAGE = `Enter a valid phone number; for a number outside the ${countryName(HOME_COUNTRY)}, start with + and its country code`;

/** The country a number without + belongs to: the one given when known, else the store's. */
function defaultCountryOf(country: string | null | undefined): CountryCode {
  const code = country?.trim().toUpperCase() ?? '';
  return code && isSupportedCountry(code) ? code : (HOME_COUNTRY as CountryCode);
}

function parse(value: string, country?: string | null) {
  try {
    return parsePhoneNumberFromString(value.trim(), defaultCountryOf(country));
  } catch {
    return undefined;
  }
}

/**
 * A phone number as kept: E.164 ('+442079460958'), or null when `value` is not a valid number.
 * Without a leading +, `value` is read as a number of `country` (the store's when not given).
 */
export function toE164(value: string, country?: string | null): string | null {
  const parsed = parse(value, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A saved number as shown: in the store's national form when it is a number of the store's
 * country ('(907) 555-0142'), else in international form ('+44 20 7946 0958'). A value saved
 * before numbers were kept in E.164 (digits only) is read as the store's; anything that still
 * cannot be read is shown as it was saved.
 */
export function displayPhone(stored: string | null | undefined): string {
  const value = stored?.trim() ?? '';
  if (!value) return '';
  const parsed = parse(value);
  if (!parsed || !parsed.isPossible()) return value;
  return parsed.country === HOME_COUNTRY || (!parsed.country && parsed.countryCallingCode === '1')
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/**
 * A number while it is typed, grouped as its country writes it: '(907) 555-01' for the store's
 * country (or the address's, when given), '+44 20 7946 0958' once it starts with +. Never
 * rewrites a number abroad into the store's country's form. A deletion (`inputType` of the input
 * event) is left as the shopper made it, so a bracket or a space can be deleted.
 */
export function formatPhoneAsTyped(value: string, country?: string | null, inputType = ''): string {
  if (inputType.startsWith('delete') || !/\d/.test(value)) return value;
  return new AsYouType(defaultCountryOf(country)).input(value);
}
