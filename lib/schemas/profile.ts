import { z } from 'zod';
import { NAME_PATTERN, US_STATES, ZIP_PATTERN, formatPhoneInput, invalidField, normalizePhone } from '../rules';
import type { CustomerProfile } from './auth';
import { emailSchema } from './common';

/** A person's or a city's name: 2 to 50 letters, spaces, apostrophes or hyphens. */
export const nameRule = (field: string) => z.string().trim().regex(NAME_PATTERN, { error: invalidField(field) });

/** Phone in any of the spec's forms, normalised to its digits. */
export const phoneRule = z
  .string()
  .trim()
  .max(18, { error: invalidField('phone') })
  .transform((value, ctx) => {
    const digits = normalizePhone(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: invalidField('phone') });
      return z.NEVER;
    }
    return digits;
  });

export const zipRule = z.string().trim().max(10).regex(ZIP_PATTERN, { error: invalidField('zipCode') });
export const stateRule = z.enum(US_STATES, { error: 'Select a valid state' });

/** The customer info form and PUT /api/user-profile. */
export const profileBodySchema = z.object({
  name: nameRule('name'),
  email: emailSchema,
  phone: phoneRule,
  address: z.string().trim().min(1, { error: 'Address is required' }).max(200),
  addressLine2: z.string().trim().max(200).optional().default(''),
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
