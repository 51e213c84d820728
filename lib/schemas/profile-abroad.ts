/**
 * A customer's profile with an address abroad: the profile's fields, with the country, the region
 * and the postal code checkout takes abroad (that country's postal code rule). Without a country,
 * the profile keeps the spec's US state and ZIP rules.
 */
import { z } from 'zod';
import { abroadAddressRules, internationalAddressSchema } from './checkout';
import { phoneFor, profileBodySchema, type ProfileBody } from './profile';

const abroad = internationalAddressSchema.shape;

/**
 * A profile abroad. Given the country (a form knows it as the shopper picks it), the phone is
 * checked as that country's number as soon as it is typed; else once the whole profile is read.
 */
export const abroadProfileBodySchemaFor = (country?: string) =>
  abroadAddressRules(
    profileBodySchema.extend({
      phone: country ? phoneFor(country) : abroad.phone,
      country: abroad.country,
      state: abroad.state,
      zipCode: abroad.zipCode,
    }),
  );

export const abroadProfileBodySchema = abroadProfileBodySchemaFor();

/** A profile as saved: a US state, or abroad a region (any text) with the country's two letters. */
export type ProfileRequestBody = Omit<ProfileBody, 'state'> & { state: string; country?: string };

/** PUT /api/user-profile, either kind; each refusal named by its field. */
export const profileRequestSchema = z
  .record(z.string(), z.unknown(), { error: 'The profile must be an object' })
  .transform((body, ctx): ProfileRequestBody => {
    const abroadCountry = typeof body.country === 'string' && body.country.trim() !== '';
    const parsed = (abroadCountry ? abroadProfileBodySchema : profileBodySchema).safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
    return z.NEVER;
  });
