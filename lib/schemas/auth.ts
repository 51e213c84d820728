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
