import { z } from 'zod';
import { emailSchema } from './common';

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Email and password are required' }).min(1, { error: 'Email and password are required' }).max(200),
  recaptchaToken: z.string().max(4000).optional().nullable(),
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
  email: emailSchema,
  password: z
    .string({ error: 'Email and password are required' })
    .min(1, { error: 'Email and password are required' })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long` }),
  /** Ignored: registration always creates a customer. */
  role: z.string().max(20).optional(),
  recaptchaToken: z.string().max(4000).optional().nullable(),
  /** Ignored: the store comes from the request. */
  tenantId: z.string().max(64).optional().nullable(),
  isDevelopment: z.boolean().optional(),
  /** Post-purchase registration: the profile from checkout and the payment of the order to link. */
  customerInfo: z
    .object({ name: z.string().max(100), phone: z.string().max(30), address: z.string().max(200), city: z.string().max(100), state: z.string().max(2), zipCode: z.string().max(10) })
    .partial()
    .optional(),
  paymentIntentId: z.string().min(3).max(200).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  code: z.string().optional(),
  /** Present after post-purchase registration, which signs the new customer in at once. */
  login: loginResultSchema.optional(),
});

export const refreshResultSchema = z.object({ success: z.literal(true), token: z.string(), tokenExpiration: z.number().int() });

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, { error: 'Current password is required' }).max(200),
  newPassword: z.string().min(1, { error: 'New password is required' }).max(200),
});

export const resendVerificationBodySchema = z.object({ email: emailSchema });

/** The answer to a verification link; a link whose address is already verified says so. */
export const verifyEmailResultSchema = z.object({ success: z.literal(true), message: z.string(), alreadyVerified: z.boolean() });

export const forgotPasswordBodySchema = z.object({
  email: emailSchema,
  recaptchaToken: z.string().max(4000).optional().nullable(),
});

export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'This password reset link is not valid. Please request a new one.' }).min(10).max(200),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
});

/** Where a password reset link leads: the new-password view of the auth form. */
export const passwordResetPath = (token: string) => `/login?${new URLSearchParams({ tab: 'reset', token })}`;
