import { z } from 'zod';
import {
  FIELD_LABELS,
  NAME_PATTERN,
  US_STATES,
  ZIP_PATTERN,
  formatPhoneInput,
  invalidField,
  normalizePhone,
  requiredField,
} from '../rules';
import { PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from '../constants/validation';
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

/** Phone in any of the spec's forms, normalised to its digits. */
export const phoneRule = required('phone')
  .max(PHONE_MAX_LENGTH, { error: invalidField(FIELD_LABELS.phone) })
  .transform((value, ctx) => {
    const digits = normalizePhone(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: invalidField(FIELD_LABELS.phone) });
      return z.NEVER;
    }
    return digits;
  });

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
    phone: formatPhoneInput(profile.phone),
    address: profile.address,
    addressLine2: profile.addressLine2,
    city: profile.city,
    state: profile.state as ProfileInput['state'],
    zipCode: profile.zipCode,
  };
}
