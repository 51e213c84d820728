/**
 * Emailed single-use links (verify an address, reset a password): random, stored only as a hash.
 * Opening one proves the mailbox, the only proof that an address belongs to someone; paying with
 * an address proves nothing about it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { users, verificationTokens } from '../db/schema';
import { ApiError } from '../errors';
import { claimGuestOrdersOfEmail } from '../repositories/orders';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Purpose = 'verify-email' | 'reset-password';
type Account = { id: string; email: string; tenantId: string };

export const ALREADY_VERIFIED = 'This email address is already verified. You can log in.';
export const VERIFIED = 'Email verified successfully! You can now log in.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Text (a store name, a link with `&`) made safe inside an email's HTML. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Stores the hash of a new token and returns the token itself, which only the email carries. */
export async function issueToken(db: Database, user: Account, purpose: Purpose, ttlMs: number, pendingPasswordHash?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(verificationTokens).values({
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
  const [found] = await db
    .select({ token: verificationTokens, user: users })
    .from(verificationTokens)
    .innerJoin(users, and(eq(users.id, verificationTokens.userId), eq(users.tenantId, verificationTokens.tenantId)))
    .where(and(eq(verificationTokens.tenantId, tenantId), eq(verificationTokens.tokenHash, hashToken(token)), eq(verificationTokens.purpose, purpose)))
    .limit(1);
  return found;
}

/** Spends a token exactly once; false when another request spent it first. */
export async function spendToken(tx: Tx, id: string): Promise<boolean> {
  const used = await tx
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationTokens.id, id), isNull(verificationTokens.usedAt)))
    .returning({ id: verificationTokens.id });
  return used.length > 0;
}

/**
 * The owner of the mailbox has shown up: the account is verified, its earlier guest orders become
 * its own, and its other verification links are spent (a second click says "already verified").
 */
export async function confirmMailbox(tx: Tx, user: Account): Promise<void> {
  const newly = await tx
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, user.id), eq(users.tenantId, user.tenantId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (newly.length === 0) return;
  await claimGuestOrdersOfEmail(tx, user.tenantId, user.id, user.email);
  await tx
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationTokens.userId, user.id), eq(verificationTokens.purpose, 'verify-email'), isNull(verificationTokens.usedAt)));
}

/** Why a verification email is sent: each says plainly what opening the link does. */
export type VerificationReason = 'registration' | 'after-purchase' | 'registration-again';

const INTRO: Record<VerificationReason, (store: string) => string> = {
  registration: (store) => `Welcome to ${store}!`,
  'after-purchase': (store) => `Thank you for your order at ${store}. An account was created with this address when the order was paid.`,
  'registration-again': (store) => `Someone asked to create an account at ${store} with this address. If it was you, opening the link verifies the address and sets the password you just chose.`,
};

/** Creates a verification token and emails its link. */
export async function sendVerificationEmail(
  app: FastifyInstance,
  user: Account,
  storeName: string,
  reason: VerificationReason = 'registration',
  pendingPasswordHash?: string,
) {
  const hours = app.config.EMAIL_VERIFICATION_TTL_HOURS;
  const token = await issueToken(app.db, user, 'verify-email', hours * 3_600_000, pendingPasswordHash);
  const link = new URL(`/verify-email/${token}`, app.config.WEB_URL ?? 'http://localhost:3000').toString();
  const intro = INTRO[reason](storeName);
  const outro = `The link is valid for ${hours} hours. If you did not create an account, ignore this email: without it the account cannot sign in.`;
  await app.mailer.send({
    tenantId: user.tenantId,
    to: user.email,
    subject: `Verify your email for ${storeName}`,
    text: `${intro}\n\nPlease verify your email address by opening this link:\n${link}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p>Please verify your email address:</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>${escapeHtml(outro)}</p>`,
  });
}

/**
 * Verifies the address of a verification link. A link whose address is already verified (used
 * before, or verified another way) answers so rather than failing; unknown or expired is a 400.
 */
export async function verifyEmailToken(app: FastifyInstance, tenantId: string, token: string): Promise<{ alreadyVerified: boolean }> {
  const found = await findToken(app.db, tenantId, token, 'verify-email');
  if (!found) throw new ApiError(400, 'TOKEN_INVALID', 'This verification link is not valid.', 'token');
  const { token: row, user } = found;
  if (user.emailVerifiedAt) return { alreadyVerified: true };
  if (row.usedAt) throw new ApiError(400, 'TOKEN_USED', 'This verification link has already been used. You can log in.', 'token');
  if (row.expiresAt.getTime() < Date.now()) throw new ApiError(400, 'TOKEN_EXPIRED', 'This verification link has expired. Please request a new one.', 'token');
  const spent = await app.db.transaction(async (tx) => {
    if (!(await spendToken(tx, row.id))) return false;
    if (row.pendingPasswordHash) {
      // The mailbox chose this password; whoever set the old one loses their sessions.
      await tx
        .update(users)
        .set({ passwordHash: row.pendingPasswordHash, passwordChangedAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(and(eq(users.id, user.id), eq(users.tenantId, tenantId)));
    }
    await confirmMailbox(tx, user);
    return true;
  });
  // Two clicks at once: the other one verified the address.
  return { alreadyVerified: !spent };
}
