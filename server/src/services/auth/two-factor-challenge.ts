/**
 * The challenge of sign-in's code step. A right password for an account with two-factor sign-in answers a
 * challenge: a token for this step only (`purpose`), for this person in this store, good for five
 * minutes and only while the password stays the same (two-factor-sign-in.ts takes it back).
 */
import type { FastifyInstance } from 'fastify';
import { TWO_FACTOR_CHALLENGE_SECONDS } from '@/lib/constants/two-factor';
import type { TwoFactorChallenge } from '@/lib/schemas/two-factor';
import { ApiError } from '@server/errors';
import { findTwoFactor } from '@server/repositories/two-factor';
import { findUser, type UserRow } from '@server/repositories/users';
import type { Tenant, TokenClaims } from '@server/types';

/** Whether the person signs in with a second factor. */
export async function hasTwoFactor(app: FastifyInstance, user: UserRow): Promise<boolean> {
  const row = await findTwoFactor(app.db, user.tenantId, user.id);
  return Boolean(row?.enabledAt);
}

/** The password step's answer for an account with two-factor sign-in. */
export function twoFactorChallenge(app: FastifyInstance, user: UserRow): TwoFactorChallenge {
  const claims: TokenClaims = {
    sub: user.id,
    tenant: user.tenantId,
    role: user.role,
    ver: user.tokenVersion,
    purpose: 'two-factor',
  };
  return {
    twoFactorRequired: true,
    challenge: app.jwt.sign(claims, { expiresIn: TWO_FACTOR_CHALLENGE_SECONDS }),
  };
}

const challengeInvalid = () =>
  new ApiError({ status: 401, code: 'TWO_FACTOR_CHALLENGE_INVALID', field: 'challenge' });

/** The person a challenge was given to, while it is good; else 401. */
export async function challengedUser(
  app: FastifyInstance,
  tenant: Tenant,
  challenge: string,
): Promise<UserRow> {
  let claims: TokenClaims;
  try {
    claims = app.jwt.verify<TokenClaims>(challenge);
  } catch {
    throw challengeInvalid();
  }
  if (claims.purpose !== 'two-factor' || claims.tenant !== tenant.id) throw challengeInvalid();
  const user = await findUser(app.db, tenant.id, claims.sub);
  if (!user || user.tokenVersion !== claims.ver || user.role !== claims.role) throw challengeInvalid();
  return user;
}
