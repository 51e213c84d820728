/**
 * A person's own two-factor sign-in, from the back-office's Security page: setting up an
 * authenticator app (a new secret, on once a first code from the app proves it was added), ten
 * recovery codes shown once, turning it off or renewing the codes (each after a current code or the
 * password), and the owner's rule that every staff member uses it.
 */
import type { FastifyInstance } from 'fastify';
import type { SecurityStatus, TwoFactorProof, TwoFactorSetup } from '@/lib/schemas/two-factor';
import { ApiError } from '@server/errors';
import {
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  findRequireTwoFactor,
  findTwoFactor,
  savePendingSecret,
  saveRequireTwoFactor,
} from '@server/repositories/two-factor';
import { findUser, type UserRow } from '@server/repositories/users';
import type { Tenant, TokenClaims } from '@server/types';
import { storeNameOf } from './accounts';
import { verifyPassword } from './passwords';
import { newTotpSecret, totpUri } from './totp';
import {
  admitSecondFactor,
  issueRecoveryCodes,
  recordWrongSecondFactor,
  spendAppCode,
} from './two-factor-codes';

async function caller(app: FastifyInstance, claims: TokenClaims): Promise<UserRow> {
  const user = await findUser(app.db, claims.tenant, claims.sub);
  if (!user) throw new ApiError({ status: 401, code: 'TOKEN_REVOKED' });
  return user;
}

const isOwner = (user: UserRow) => user.role === 'admin' && user.staffRole === 'owner';

/** The caller's second factor and the store's rule, for the Security page. */
export async function securityStatus(app: FastifyInstance, claims: TokenClaims): Promise<SecurityStatus> {
  const user = await caller(app, claims);
  const row = await findTwoFactor(app.db, user.tenantId, user.id);
  const requireTwoFactor = await findRequireTwoFactor(app.db, user.tenantId);
  const twoFactorEnabled = Boolean(row?.enabledAt);
  return {
    twoFactorEnabled,
    recoveryCodesLeft: twoFactorEnabled ? await countUnusedRecoveryCodes(app.db, user.tenantId, user.id) : 0,
    requireTwoFactor,
    isOwner: isOwner(user),
    setupRequired: requireTwoFactor && user.role === 'admin' && !twoFactorEnabled,
  };
}

/** A new secret for the caller's app (replacing a set-up never confirmed); 409 when already on. */
export async function startTwoFactorSetup(
  app: FastifyInstance,
  tenant: Tenant,
  claims: TokenClaims,
): Promise<TwoFactorSetup> {
  const user = await caller(app, claims);
  const row = await findTwoFactor(app.db, user.tenantId, user.id);
  if (row?.enabledAt) throw new ApiError({ status: 409, code: 'TWO_FACTOR_ALREADY_ENABLED' });
  const secret = newTotpSecret();
  await savePendingSecret(app.db, user.tenantId, user.id, app.fieldCrypto.encrypt(secret));
  return { secret, otpauthUri: totpUri(secret, user.email, await storeNameOf(app, tenant)) };
}

/** Turns the app on with its first code; answers the ten recovery codes, shown this once. */
export async function confirmTwoFactorSetup(
  app: FastifyInstance,
  claims: TokenClaims,
  code: string,
  ip: string,
): Promise<{ recoveryCodes: string[] }> {
  const user = await caller(app, claims);
  const row = await findTwoFactor(app.db, user.tenantId, user.id);
  if (!row) throw new ApiError({ status: 409, code: 'TWO_FACTOR_SETUP_NOT_STARTED' });
  if (row.enabledAt) throw new ApiError({ status: 409, code: 'TWO_FACTOR_ALREADY_ENABLED' });
  await admitSecondFactor(app, user, ip);
  if (!(await spendAppCode(app, user, code, true))) {
    await recordWrongSecondFactor(app, user);
    throw new ApiError({ status: 400, code: 'TWO_FACTOR_CODE_INVALID', field: 'code' });
  }
  return { recoveryCodes: await issueRecoveryCodes(app.db, user) };
}

/** The person proves it is them again: a current app code or the password. */
async function requireProof(app: FastifyInstance, user: UserRow, proof: TwoFactorProof, ip: string) {
  const row = await findTwoFactor(app.db, user.tenantId, user.id);
  if (!row?.enabledAt) throw new ApiError({ status: 409, code: 'TWO_FACTOR_NOT_ENABLED' });
  if (!proof.code && !proof.password)
    throw new ApiError({ status: 400, code: 'TWO_FACTOR_PROOF_REQUIRED', field: 'code' });
  await admitSecondFactor(app, user, ip);
  if (proof.code) {
    if (await spendAppCode(app, user, proof.code)) return;
    await recordWrongSecondFactor(app, user);
    throw new ApiError({ status: 400, code: 'TWO_FACTOR_CODE_INVALID', field: 'code' });
  }
  if (await verifyPassword(user.passwordHash, proof.password!)) return;
  await recordWrongSecondFactor(app, user);
  throw new ApiError({ status: 400, code: 'WRONG_PASSWORD', field: 'password' });
}

/** Turns the caller's app off, unless the store requires it of its staff. */
export async function turnOffTwoFactor(
  app: FastifyInstance,
  claims: TokenClaims,
  proof: TwoFactorProof,
  ip: string,
) {
  const user = await caller(app, claims);
  if (user.role === 'admin' && (await findRequireTwoFactor(app.db, user.tenantId)))
    throw new ApiError({ status: 409, code: 'TWO_FACTOR_REQUIRED_BY_STORE' });
  await requireProof(app, user, proof, ip);
  await app.db.transaction((tx) => deleteTwoFactor(tx, user.tenantId, user.id));
  return { success: true as const };
}

/** Ten new recovery codes for the caller; the old ones stop working. */
export async function renewRecoveryCodes(
  app: FastifyInstance,
  claims: TokenClaims,
  proof: TwoFactorProof,
  ip: string,
): Promise<{ recoveryCodes: string[] }> {
  const user = await caller(app, claims);
  await requireProof(app, user, proof, ip);
  return { recoveryCodes: await app.db.transaction((tx) => issueRecoveryCodes(tx, user)) };
}

/** The owner's rule: every staff member signs in with a second factor (the owner first of all). */
export async function setRequireTwoFactor(app: FastifyInstance, claims: TokenClaims, value: boolean) {
  const user = await caller(app, claims);
  if (!isOwner(user)) throw new ApiError({ status: 403, code: 'OWNER_ONLY' });
  if (value && !(await findTwoFactor(app.db, user.tenantId, user.id))?.enabledAt)
    throw new ApiError({ status: 409, code: 'TWO_FACTOR_OWN_FIRST', field: 'requireTwoFactor' });
  await saveRequireTwoFactor(app.db, user.tenantId, value);
  return { requireTwoFactor: value };
}
