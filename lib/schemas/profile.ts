import { z } from 'zod';
import { FIELD_LABELS, NAME_PATTERN, US_STATES, ZIP_PATTERN, invalidField, requiredField } from '../rules';
import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '../constants/validation';
import { displayPhone, PHONE_INVALID_MESSAGE, toE164 } from '../phone';
import type { CustomerProfile } from './auth';
import { emailSchema, text } from './common';

type Labelled = keyof typeof FIELD_LABELS;

/** A required text field: trimmed, and '{Label} is required' when nothing is left. */
const required = (field: Labelled) =>
  text({ error: requiredField(FIELD_LABELS[field]) })
    .trim()
    .min(1, { error: requiredField(FIELD_LABELS[field]), abort: true });

/** A person's or a city's name (NAME_PATTERN), compared and stored in NFC. */
export const nameRule = (field: 'name' | 'city') =>
  required(field)
    .normalize('NFC')
    .regex(NAME_PATTERN, { error: invalidField(FIELD_LABELS[field]) });

/** A phone as typed, before it is read as a number of some country: required, not too long. */
const phoneText = required('phone').max(PHONE_MAX_LENGTH, { error: PHONE_INVALID_MESSAGE });

/**
 * Phone in any common form, kept in E.164: without a leading + it is a number of `country` (the
 * address's, in a form that knows it) or, failing that, of the store's country.
 */
export const phoneFor = (country?: string) =>
  phoneText.transform((value, ctx) => {
    const phone = (country ? toE164(value, country) : null) ?? toE164(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

/** Phone in any common form, kept in E.164; without a leading + it is the store's country's. */
export const phoneRule = phoneFor();

/**
 * Phone beside an address abroad: a number with + must be valid already, one without is checked
 * as the address's country's by phoneOfCountry (it needs the country, which this field cannot see).
 */
export const phoneAbroadRule = phoneText.refine(
  (value) => (value.startsWith('+') ? !!toE164(value) : /^\d{4,15}$/.test(value.replace(/[\s().-]/g, ''))),
  { error: PHONE_INVALID_MESSAGE },
);

/**
 * For an address abroad (`country`, `phone`): the phone in E.164, read as that country's without +
 * (or, when it is none of that country's, as the store's: a visitor's own number from home).
 */
export function phoneOfCountry<T extends { phone: string; country?: string }>(
  value: T,
  ctx: z.RefinementCtx,
): T {
  const phone = toE164(value.phone, value.country) ?? toE164(value.phone);
  if (phone) return { ...value, phone };
  ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE, path: ['phone'] });
  return z.NEVER;
}

export const zipRule = required('zipCode')
  .max(ZIP_MAX_LENGTH, { error: invalidField(FIELD_LABELS.zipCode) })
  .regex(ZIP_PATTERN, { error: invalidField(FIELD_LABELS.zipCode) });

/** Empty: 'State is required'; anything but one of the 50 codes: 'Select a valid state'. */
export const stateRule = z.enum(US_STATES, {
  error: (issue) =>
    issue.input === '' || issue.input === undefined
      ? requiredField(FIELD_LABELS.state)
      : 'Select a valid state',
});

/** The customer info form and PUT /api/user-profile. */
export const profileBodySchema = z.object({
  name: nameRule('name'),
  email: emailSchema,
  phone: phoneRule,
  address: required('address').max(200),
  addressLine2: text().trim().max(200).optional().default(''),
  city: nameRule('city'),
  state: stateRule,
  zipCode: zipRule,
});
export type ProfileBody = z.output<typeof profileBodySchema>;
export type ProfileInput = z.input<typeof profileBodySchema>;

/** A saved profile as form values: the phone shown as it would be typed, blank fields left blank. */
export function profileInputOf(profile: CustomerProfile): ProfileInput {
  return {
    name: profile.name,
    email: profile.email,
    phone: displayPhone(profile.phone),
    address: profile.address,
    addressLine2: profile.addressLine2,
    city: profile.city,
    state: profile.state as ProfileInput['state'],
    zipCode: profile.zipCode,
  };
}
