/**
 * The contract of two-factor sign-in and signed-in sessions: the code step after the password,
 * setting up an authenticator app, recovery codes, the owner's requirement and the session list.
 */
import { z } from 'zod';
import { TOTP_DIGITS, TWO_FACTOR_MESSAGES } from '../constants/two-factor';
import { text } from './common';

/** Six digits; spaces a person types between groups are dropped. */
export const totpCodeSchema = text({ error: TWO_FACTOR_MESSAGES.codeInvalid })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: TWO_FACTOR_MESSAGES.codeInvalid }));

/** A recovery code as shown (`abcde-fghij`); case and dashes do not matter. */
export const recoveryCodeSchema = text({ error: TWO_FACTOR_MESSAGES.recoveryCodeInvalid })
  .max(40)
  .transform((value) => value.toLowerCase().replace(/[^a-z0-9]/g, ''))
  .pipe(z.string().min(1, { error: TWO_FACTOR_MESSAGES.recoveryCodeInvalid }));

/** The password step's answer for an account with two-factor sign-in: no token yet. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Signed by the api, good for a few minutes, for this person in this store only. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** The code step: the challenge and either a current code or one recovery code. */
export const twoFactorSignInBodySchema = z.object({
  challenge: text().min(1).max(2000),
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});
export type TwoFactorSignInBody = z.infer<typeof twoFactorSignInBodySchema>;

/** What proves the person again before two-factor sign-in is turned off or the codes renewed. */
export const twoFactorProofSchema = z.object({
  code: totpCodeSchema.optional(),
  password: text().max(200).optional(),
});
export type TwoFactorProof = z.infer<typeof twoFactorProofSchema>;

export const twoFactorConfirmBodySchema = z.object({ code: totpCodeSchema });

/** A secret to put in an authenticator app: as an otpauth:// address (the QR code) and as text. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Ten one-time codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The Security page: this person's second factor and the store's rule. */
export const securityStatusSchema = z.object({
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The owner requires two-factor sign-in of every staff member. */
  requireTwoFactor: z.boolean(),
  /** Whether this person may change that rule. */
  isOwner: z.boolean(),
  /** Required and not set up: the back-office answers nothing else until it is. */
  setupRequired: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

export const requireTwoFactorBodySchema = z.object({ requireTwoFactor: z.boolean() });

export const signedInSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this list was asked from. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;
export const signedInSessionsSchema = z.object({ sessions: z.array(signedInSessionSchema) });

export const endedSessionsSchema = z.object({ success: z.literal(true), ended: z.number().int() });
