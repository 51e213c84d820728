/** The platform's sign-up: one schema for the api's body and the sign-up form. */
import { z } from 'zod';
import { SIGNUP_MESSAGES, slugMessage, slugProblem } from '../constants/platform';
import { MESSAGES } from '../messages';
import { passwordProblems } from '../rules';
import { emailField, text } from './common';

const PASSWORD_MAX_LENGTH = 200;

/**
 * A store address as typed: trimmed and lower-cased, then its shape. A reserved or taken name is
 * the api's to refuse (409, naming the field); the form's live check says so as it is typed.
 */
export const slugSchema = text({ error: SIGNUP_MESSAGES.slugShape })
  .trim()
  .toLowerCase()
  .superRefine((slug, context) => {
    if (slugProblem(slug) === 'shape')
      context.addIssue({ code: 'custom', message: slugMessage(slug, 'shape') });
  });

export const signupBodySchema = z.object({
  email: emailField(),
  password: text({ error: MESSAGES.emailAndPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long` })
    .superRefine((value, context) => {
      const [problem] = passwordProblems(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  storeName: text({ error: SIGNUP_MESSAGES.storeNameRequired })
    .trim()
    .min(1, { error: SIGNUP_MESSAGES.storeNameRequired })
    .max(120, { error: SIGNUP_MESSAGES.storeNameTooLong }),
  slug: slugSchema,
  captchaToken: text().max(4000).optional().nullable(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signupResultSchema = z.object({
  success: z.literal(true),
  /** The new store's own address, `{slug}.{domain}`. */
  storeHost: z.string(),
  message: z.string(),
});
export type SignupResult = z.infer<typeof signupResultSchema>;

export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  /** Why not, in words; null when available. */
  message: z.string().nullable(),
  storeHost: z.string(),
});
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

export const platformSettingsSchema = z.object({
  signupOpen: z.boolean(),
  domain: z.string(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const storeOpeningSchema = z.object({
  open: z.boolean(),
  openedAt: z.string().nullable(),
  /** The store's name as it was signed up (its record, made in the wizard, may not exist yet). */
  storeName: z.string(),
});
export type StoreOpening = z.infer<typeof storeOpeningSchema>;
