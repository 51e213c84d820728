/**
 * Emailed single-use links (verify an address, reset a password): random, stored only as a hash.
 * Opening one proves the mailbox, the only proof that an address belongs to someone; paying with
 * an address proves nothing about it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import { claimGuestOrdersOfEmail } from '@server/repositories/orders';
import type { Tx } from '@server/repositories/stores';
import { markEmailVerified, setPassword } from '@server/repositories/users';
import {
  findTokenWithUser,
  insertToken,
  markAccountTokensUsed,
  markTokenUsed,
  type TokenPurpose as Purpose,
} from '@server/repositories/verification-tokens';
import { storeLink } from '../stores/domain-lookup';

type Account = { id: string; email: string; tenantId: string };

export const ALREADY_VERIFIED = 'This email address is already verified. You can log in.';
export const VERIFIED = 'Email verified successfully! You can now log in.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Text (a store name, a link with `&`) made safe inside an email's HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Stores the hash of a new token and returns the token itself, which only the email carries. */
export async function issueToken(
  db: Database | Tx,
  user: Account,
  purpose: Purpose,
  ttlMs: number,
  pendingPasswordHash?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, {
    tenantId: user.tenantId,
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
    pendingPasswordHash: pendingPasswordHash ?? null,
  });
  return token;
}

/** A token of this store and purpose with its account, or undefined. */
export async function findToken(db: Database, tenantId: string, token: string, purpose: Purpose) {
  return findTokenWithUser(db, tenantId, hashToken(token), purpose);
}

/** Spends a token exactly once; false when another request spent it first. */
export async function spendToken(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  return markTokenUsed(tx, tenantId, id);
}

/**
 * The owner of the mailbox has shown up: the account is verified, its earlier guest orders become
 * its own, and its other verification links are spent (a second click says "already verified").
 */
export async function confirmMailbox(tx: Tx, user: Account): Promise<void> {
  if (!(await markEmailVerified(tx, user.tenantId, user.id))) return;
  await claimGuestOrdersOfEmail(tx, user.tenantId, user.id, user.email);
  await markAccountTokensUsed(tx, user.tenantId, user.id, 'verify-email');
}

/** Why a verification email is sent: each says plainly what opening the link does. */
export type VerificationReason = 'registration' | 'after-purchase' | 'registration-again' | 'store-signup';

const INTRO: Record<VerificationReason, (store: string) => string> = {
  registration: (store) => `Welcome to ${store}!`,
  'after-purchase': (store) =>
    `Thank you for your order at ${store}. An account was created with this address when the order was paid.`,
  'registration-again': (store) =>
    `Someone asked to create an account at ${store} with this address. If it was you, opening the link verifies the address and sets the password you just chose.`,
  'store-signup': (store) =>
    `Welcome to Sitka! Your store ${store} is made. Verify your address, then sign in at your store's address to set it up; shoppers see it once you open it.`,
};

/**
 * Creates a verification token and queues the mail carrying its link, inside the caller's
 * transaction; returns the mail's id, for `app.mailer.nudge` after the commit.
 */
export async function queueVerificationEmail(
  app: FastifyInstance,
  tx: Tx,
  user: Account,
  storeName: string,
  reason: VerificationReason = 'registration',
  pendingPasswordHash?: string,
): Promise<string> {
  const hours = app.config.EMAIL_VERIFICATION_TTL_HOURS;
  const token = await issueToken(tx, user, 'verify-email', hours * 3_600_000, pendingPasswordHash);
  const link = await storeLink(app, user.tenantId, `/verify-email/${token}`, tx);
  const intro = INTRO[reason](storeName);
  const outro = `The link is valid for ${hours} hours. If you did not create an account, ignore this email: without it the account cannot sign in.`;
  return app.mailer.queue(tx, {
    tenantId: user.tenantId,
    to: user.email,
    subject: `Verify your email for ${storeName}`,
    text: `${intro}\n\nPlease verify your email address by opening this link:\n${link}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p>Please verify your email address:</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>${escapeHtml(outro)}</p>`,
  });
}

/** Creates a verification token and emails its link (token and mail commit together). */
export async function sendVerificationEmail(
  app: FastifyInstance,
  user: Account,
  storeName: string,
  reason: VerificationReason = 'registration',
  pendingPasswordHash?: string,
) {
  const id = await app.db.transaction((tx) =>
    queueVerificationEmail(app, tx, user, storeName, reason, pendingPasswordHash),
  );
  await app.mailer.nudge([id]);
}

/**
 * Verifies the address of a verification link. A link whose address is already verified (used
 * before, or verified another way) answers so rather than failing; unknown or expired is a 400.
 */
export async function verifyEmailToken(
  app: FastifyInstance,
  tenantId: string,
  token: string,
): Promise<{ alreadyVerified: boolean }> {
  const found = await findToken(app.db, tenantId, token, 'verify-email');
  if (!found)
    throw new ApiError({
      status: 400,
      code: 'TOKEN_INVALID',
      message: 'This verification link is not valid.',
      field: 'token',
    });
  const { token: row, user } = found;
  if (user.emailVerifiedAt) return { alreadyVerified: true };
  if (row.usedAt)
    throw new ApiError({
      status: 400,
      code: 'TOKEN_USED',
      message: 'This verification link has already been used. You can log in.',
      field: 'token',
    });
  if (row.expiresAt.getTime() < Date.now())
    throw new ApiError({
      status: 400,
      code: 'TOKEN_EXPIRED',
      message: 'This verification link has expired. Please request a new one.',
      field: 'token',
    });
  const spent = await app.db.transaction(async (tx) => {
    if (!(await spendToken(tx, tenantId, row.id))) return false;
    // The mailbox chose this password; whoever set the old one loses their sessions.
    if (row.pendingPasswordHash) await setPassword(tx, tenantId, user.id, row.pendingPasswordHash);
    await confirmMailbox(tx, user);
    return true;
  });
  // Two clicks at once: the other one verified the address.
  return { alreadyVerified: !spent };
}
