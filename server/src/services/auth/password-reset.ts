/**
 * Forgotten passwords: an emailed single-use link (stored hashed, valid an hour) leads to a new
 * password. Using it proves the mailbox, so it also verifies the address, and it ends every session.
 */
import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_TTL_MINUTES } from '@/lib/constants/auth';
import { passwordResetPath } from '@/lib/schemas/auth';
import { endSessionsExcept } from '@server/repositories/sessions';
import { ApiError } from '@server/errors';
import { findUserByEmail, setPassword } from '@server/repositories/users';
import { markAccountTokensUsed } from '@server/repositories/verification-tokens';
import type { Tenant } from '@server/types';
import { captchaFailed, refuseWeakPassword, storeNameOf } from './accounts';
import { hashPassword } from './passwords';
import { confirmMailbox, escapeHtml, findToken, issueToken, spendToken } from './verification';
import { storeLink } from '../stores/domain-lookup';

export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a link to reset your password. It is valid for 1 hour.';
export const RESET_DONE = 'Your password has been reset. You can now log in.';

type Account = { id: string; email: string; tenantId: string };

/** Mails a reset link to an account of the store (token and mail commit together). */
export async function sendPasswordResetEmail(
  app: FastifyInstance,
  user: Account,
  storeName: string,
): Promise<void> {
  const note = `The link works once and is valid for ${PASSWORD_RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`;
  const id = await app.db.transaction(async (tx) => {
    const token = await issueToken(tx, user, 'reset-password', PASSWORD_RESET_TTL_MINUTES * 60_000);
    const link = await storeLink(app, user.tenantId, passwordResetPath(token), tx);
    return app.mailer.queue(tx, {
      tenantId: user.tenantId,
      to: user.email,
      subject: `Reset your password for ${storeName}`,
      text: `To choose a new password for your ${storeName} account, open this link:\n${link}\n\n${note}`,
      html: `<p>To choose a new password for your ${escapeHtml(storeName)} account:</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>${escapeHtml(note)}</p>`,
    });
  });
  await app.mailer.nudge([id]);
}

/**
 * Sends a reset link when the address has an account (verified or not). The answer is the same
 * either way, and the mail goes out after the answer so its timing says nothing either.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  tenant: Tenant,
  email: string,
  recaptchaToken: string | null | undefined,
  ip: string,
) {
  await app.rateLimit('forgot:ip', ip);
  await app.rateLimit('forgot:account', `${tenant.id}:${email}`);
  if (!(await app.captcha.verify(recaptchaToken, ip))) throw captchaFailed();
  const user = await findUserByEmail(app.db, tenant.id, email);
  if (user) {
    void storeNameOf(app, tenant)
      .then((storeName) => sendPasswordResetEmail(app, user, storeName))
      .catch((error) => app.log.error({ err: error }, 'password reset email failed'));
  }
  return { success: true as const, message: RESET_REQUESTED };
}

/** Sets a new password from a reset link; every session of the account ends. */
export async function resetPassword(
  app: FastifyInstance,
  tenant: Tenant,
  token: string,
  password: string,
  ip: string,
) {
  await app.rateLimit('reset:ip', ip);
  const found = await findToken(app.db, tenant.id, token, 'reset-password');
  if (!found)
    throw new ApiError({
      status: 400,
      code: 'TOKEN_INVALID',
      message: 'This password reset link is not valid. Please request a new one.',
      field: 'token',
    });
  const { token: row, user } = found;
  if (row.usedAt)
    throw new ApiError({
      status: 400,
      code: 'TOKEN_USED',
      message: 'This password reset link has already been used. Please request a new one.',
      field: 'token',
    });
  if (row.expiresAt.getTime() < Date.now())
    throw new ApiError({
      status: 400,
      code: 'TOKEN_EXPIRED',
      message: 'This password reset link has expired. Please request a new one.',
      field: 'token',
    });
  refuseWeakPassword(password);
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    if (!(await spendToken(tx, tenant.id, row.id)))
      throw new ApiError({
        status: 400,
        code: 'TOKEN_USED',
        message: 'This password reset link has already been used. Please request a new one.',
        field: 'token',
      });
    await setPassword(tx, tenant.id, user.id, passwordHash);
    await endSessionsExcept(tx, tenant.id, user.id, undefined);
    // Older reset links of the account stop working too.
    await markAccountTokensUsed(tx, tenant.id, user.id, 'reset-password');
    await confirmMailbox(tx, user);
  });
  return { success: true as const, message: RESET_DONE };
}
