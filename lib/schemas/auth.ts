import { z } from 'zod';
import { STAFF_ROLES } from '../constants/staff';
import { MESSAGES } from '../messages';
import { emailField, emailSchema, text } from './common';

/** Sign-in and registration: either one missing reads the same (spec §5). */
const credentialEmail = emailField(MESSAGES.emailAndPasswordRequired);

export const loginBodySchema = z.object({
  email: credentialEmail,
  password: text({ error: MESSAGES.emailAndPasswordRequired })
    .min(1, { error: MESSAGES.emailAndPasswordRequired })
    .max(200),
  recaptchaToken: text().max(4000).optional().nullable(),
  isDevelopment: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const roleSchema = z.enum(['customer', 'admin']);

export const customerProfileSchema = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** Two-letter code of an address abroad; '' or absent for a US address. */
  country: z.string().optional(),
  tenantId: z.string(),
  isNewProfile: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** The spec's Login result. */
export const loginResultSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  email: z.string(),
  role: roleSchema,
  /** The person's place in the store's back-office; null for a customer. */
  staffRole: z.enum(STAFF_ROLES).nullable().optional(),
  userId: z.string(),
  tenantId: z.string(),
  /** Seconds since the epoch, as the token's exp claim. */
  tokenExpiration: z.number().int(),
  needsProfile: z.boolean(),
  customerProfile: customerProfileSchema.nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Longer than any password manager makes; past it, argon2 would only be made to work for nothing. */
const PASSWORD_MAX_LENGTH = 200;

export const registerBodySchema = z.object({
  email: credentialEmail,
  password: text({ error: MESSAGES.emailAndPasswordRequired })
    .min(1, { error: MESSAGES.emailAndPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long` }),
  /** Ignored: registration always creates a customer. */
  role: text().max(20).optional(),
  recaptchaToken: text().max(4000).optional().nullable(),
  /** Ignored: the store comes from the request. */
  tenantId: text().max(64).optional().nullable(),
  isDevelopment: z.boolean().optional(),
  /** Post-purchase registration: the profile from checkout and the payment of the order to link. */
  customerInfo: z
    .object({
      name: text().max(100),
      phone: text().max(30),
      address: text().max(200),
      city: text().max(100),
      state: text().max(2),
      zipCode: text().max(10),
    })
    .partial()
    .optional(),
  paymentIntentId: text().min(3).max(200).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  code: z.string().optional(),
  /** Present after post-purchase registration, which signs the new customer in at once. */
  login: loginResultSchema.optional(),
});

export const refreshResultSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  tokenExpiration: z.number().int(),
});

export const changePasswordBodySchema = z.object({
  currentPassword: text().min(1, { error: 'Current password is required' }).max(200),
  newPassword: text().min(1, { error: 'New password is required' }).max(200),
});

export const resendVerificationBodySchema = z.object({ email: emailSchema });

/** The answer to a verification link; a link whose address is already verified says so. */
export const verifyEmailResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  alreadyVerified: z.boolean(),
});

export const forgotPasswordBodySchema = z.object({
  email: emailSchema,
  recaptchaToken: text().max(4000).optional().nullable(),
});

export const resetPasswordBodySchema = z.object({
  token: text({ error: 'This password reset link is not valid. Please request a new one.' }).min(10).max(200),
  password: text({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
});

/** Where a password reset link leads: the new-password view of the auth form. */
export const passwordResetPath = (token: string) => `/login?${new URLSearchParams({ tab: 'reset', token })}`;
