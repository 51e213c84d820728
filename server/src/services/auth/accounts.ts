/** Accounts: sign-in, token refresh, logout and password change (registration: registration.ts). */
import type { FastifyInstance } from 'fastify';
import { TOKEN_REVOKED_CODE } from '@/lib/constants/auth';
import type { LoginBody, LoginResult } from '@/lib/schemas/auth';
import { passwordProblems } from '@/lib/rules';
import { ApiError } from '@server/errors';
import { findStoreByTenant } from '@server/repositories/stores';
import {
  bumpTokenVersion,
  findUser,
  findUserByEmail,
  setPassword,
  touchLastActive,
  type UserRow,
} from '@server/repositories/users';
import type { Tenant, TokenClaims } from '@server/types';
import type { TwoFactorChallenge } from '@/lib/schemas/two-factor';
import { endSession, endSessionsExcept } from '@server/repositories/sessions';
import { startSession, type SignInClient } from './sessions';
import { hasTwoFactor, twoFactorChallenge } from './two-factor-challenge';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { getProfileRow, toCustomerProfile } from '../customers/profiles';
import { sendVerificationEmail } from './verification';
import { admitSignIn, recordFailedSignIn } from './sign-in-limits';

const INVALID = () => new ApiError({ status: 401, code: 'INVALID_CREDENTIALS' });
export const captchaFailed = () =>
  new ApiError({ status: 400, code: 'CAPTCHA_FAILED', field: 'recaptchaToken' });

/** Refuses a new password that breaks the rules: 400 naming `password`, every problem listed. */
export function refuseWeakPassword(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length)
    throw new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: problems[0],
      field: 'password',
      errors: problems.map((msg) => ({ param: 'password', msg })),
    });
}

/** The name the store's emails are signed with. */
export async function storeNameOf(app: FastifyInstance, tenant: Tenant): Promise<string> {
  const store = await findStoreByTenant(app.db, tenant.id);
  return store?.storeName ?? tenant.name;
}

/** A signed access token for a user and its expiry (seconds since the epoch). */
export function issueToken(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'tenantId' | 'role' | 'tokenVersion'>,
  sessionId: string | undefined,
) {
  const claims: TokenClaims = {
    sub: user.id,
    tenant: user.tenantId,
    role: user.role,
    ver: user.tokenVersion,
    ...(sessionId ? { sid: sessionId } : {}),
  };
  const token = app.jwt.sign(claims);
  return { token, tokenExpiration: app.jwt.decode<{ exp: number }>(token)!.exp };
}

/**
 * Signs a user in: the same answer for an unknown email and a wrong password. With two-factor
 * sign-in on, a right password answers a challenge for the code step instead of a token.
 */
export async function login(
  app: FastifyInstance,
  tenant: Tenant,
  body: LoginBody,
  client: SignInClient & { ip: string },
): Promise<LoginResult | TwoFactorChallenge> {
  const { ip } = client;
  const attempt = { tenant, email: body.email, ip };
  await admitSignIn(app, attempt);
  if (!(await app.captcha.verify(body.recaptchaToken, ip))) throw captchaFailed();
  const user = await findUserByEmail(app.db, tenant.id, body.email);
  if (!user) {
    await verifyAgainstDummy(body.password);
    await recordFailedSignIn(app, attempt);
    throw INVALID();
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    await recordFailedSignIn(app, attempt);
    throw INVALID();
  }
  // Unverified: a customer, or a store's owner who signed up and has not opened the emailed link.
  // (Back-office accounts of before staff roles, without one, were made verified.)
  if (!user.emailVerifiedAt && (user.role === 'customer' || user.staffRole)) {
    throw new ApiError({ status: 403, code: 'EMAIL_NOT_VERIFIED' });
  }
  if (await hasTwoFactor(app, user)) return twoFactorChallenge(app, user);
  return signInResult(app, tenant, user, client);
}

/** The Login result for a user who has just proved who they are: a new session and its token. */
export async function signInResult(
  app: FastifyInstance,
  tenant: Tenant,
  user: UserRow,
  client?: SignInClient,
  twoFactor = false,
): Promise<LoginResult> {
  const profile = await getProfileRow(app, tenant.id, user.id);
  await touchLastActive(app.db, user.tenantId, user.id);
  const sessionId = await startSession(app, user, client, twoFactor);
  return {
    success: true,
    ...issueToken(app, user, sessionId),
    email: user.email,
    role: user.role,
    staffRole: user.role === 'admin' ? user.staffRole : null,
    userId: user.id,
    tenantId: tenant.id,
    needsProfile: user.role === 'customer' && (!profile || !profile.name),
    customerProfile: profile ? toCustomerProfile(app, user.email, tenant.id, profile) : null,
  };
}

/** Sends a new link if the account exists and is unverified; answers the same either way. */
export async function resendVerification(app: FastifyInstance, tenant: Tenant, email: string, ip: string) {
  await app.rateLimit('resend:ip', ip);
  await app.rateLimit('resend:account', `${tenant.id}:${email}`);
  const user = await findUserByEmail(app.db, tenant.id, email);
  if (user && !user.emailVerifiedAt) {
    await sendVerificationEmail(app, user, await storeNameOf(app, tenant));
  }
  return {
    success: true as const,
    message: 'If your account still needs verifying, a new link is on its way.',
  };
}

async function currentUser(app: FastifyInstance, claims: TokenClaims): Promise<UserRow> {
  const user = await findUser(app.db, claims.tenant, claims.sub);
  if (!user) throw new ApiError({ status: 401, code: TOKEN_REVOKED_CODE });
  return user;
}

/** A fresh token for the same session (same token version). */
export async function refresh(app: FastifyInstance, claims: TokenClaims, ip: string) {
  await app.rateLimit('refresh:ip', ip);
  await app.rateLimit('refresh:account', claims.sub);
  const user = await currentUser(app, claims);
  await touchLastActive(app.db, user.tenantId, user.id);
  return { success: true as const, ...issueToken(app, user, claims.sid) };
}

/**
 * Signs out here: the token's session ends and its tokens with it; the person's other sessions go
 * on. A token from before sessions (no `sid`) ends every token by bumping the version.
 */
export async function logout(app: FastifyInstance, claims: TokenClaims) {
  if (claims.sid) await endSession(app.db, claims.tenant, claims.sub, claims.sid);
  else await bumpTokenVersion(app.db, claims.tenant, claims.sub);
  return { success: true as const };
}

/**
 * Changes the password when the current one is right. Every other session ends (their tokens carry
 * the old version and their rows are closed); this one goes on with a new token of the same session.
 */
export async function changePassword(
  app: FastifyInstance,
  claims: TokenClaims,
  currentPassword: string,
  newPassword: string,
) {
  await app.rateLimit('password:account', claims.sub);
  const user = await currentUser(app, claims);
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    throw new ApiError({ status: 400, code: 'WRONG_PASSWORD', field: 'currentPassword' });
  const problems = passwordProblems(newPassword);
  if (problems.length)
    throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: problems[0], field: 'newPassword' });
  const passwordHash = await hashPassword(newPassword);
  const updated = await app.db.transaction(async (tx) => {
    await endSessionsExcept(tx, user.tenantId, user.id, claims.sid);
    return setPassword(tx, user.tenantId, user.id, passwordHash);
  });
  return {
    success: true as const,
    message: 'Your password has been changed.',
    ...issueToken(app, updated, claims.sid),
  };
}
