/**
 * Postal codes abroad, checked against each country's rule from `postcode-validator`'s data. Both
 * the api's schemas and the browser's forms check through here. A country the library does not
 * know keeps the loose check (letters, digits, spaces and hyphens). US addresses never come here:
 * they keep the spec's ZIP rules and messages.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { z } from 'zod';
import { POSTAL_CODE_PATTERN } from './constants/shipping';

export const POSTAL_CODE_MESSAGES = {
  required: 'Postal code is required',
  invalid: 'Enter a valid postal code',
};

/** Whether `code` is a postal code of `country` (two letters, any case). */
export function isPostalCodeOf(code: string, country: string): boolean {
  const trimmed = code.trim();
  if (!POSTAL_CODE_PATTERN.test(trimmed)) return false;
  const upper = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper) || !postcodeValidatorExistsForCountry(upper)) return true;
  return postcodeValidator(trimmed, upper);
}

/**
 * For an object schema holding `country` and `zipCode`: the postal code must fit the country's
 * rule, named on `zipCode`. Zod runs it once the fields themselves pass.
 */
export function checkPostalCodeOfCountry(
  value: { country?: unknown; zipCode?: unknown },
  ctx: z.RefinementCtx,
): void {
  const { country, zipCode } = value;
  if (typeof country !== 'string' || typeof zipCode !== 'string' || !zipCode.trim()) return;
  if (!POSTAL_CODE_PATTERN.test(zipCode.trim())) return; // the field's own check names it already
  if (!isPostalCodeOf(zipCode, country))
    ctx.addIssue({ code: 'custom', message: POSTAL_CODE_MESSAGES.invalid, path: ['zipCode'] });
}
