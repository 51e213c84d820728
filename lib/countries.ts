/**
 * Country names from the ISO 3166-1 code, in English, from the Unicode CLDR data the browser and
 * Node carry (Intl.DisplayNames), and the list of countries from libphonenumber-js' data (every
 * country one can live and have a phone number in): no hand-kept list.
 */
import { getCountries } from 'libphonenumber-js';

/** Every country's two-letter code. */
export const EVERY_COUNTRY: readonly string[] = getCountries();

const names = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
})();

/** 'Canada' for 'CA'; the code itself when the name is not known. */
export function countryName(code: string): string {
  return names?.of(code) ?? code;
}
