/** Single-use email verification tokens: random, stored only as a hash, valid for a day. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, verificationTokens } from '../db/schema';
import { ApiError } from '../errors';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a token for a user and emails the verification link. */
export async function sendVerificationEmail(app: FastifyInstance, user: { id: string; email: string; tenantId: string }, storeName: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + app.config.EMAIL_VERIFICATION_TTL_HOURS * 3_600_000);
  await app.db.insert(verificationTokens).values({ tenantId: user.tenantId, userId: user.id, tokenHash: hashToken(token), expiresAt });
  const link = new URL(`/verify-email/${token}`, app.config.WEB_URL ?? 'http://localhost:3000').toString();
  await app.mailer.send({
    tenantId: user.tenantId,
    to: user.email,
    subject: `Verify your email for ${storeName}`,
    text: `Welcome to ${storeName}!\n\nPlease verify your email address by opening this link:\n${link}\n\nThe link is valid for ${app.config.EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not create an account, you can ignore this email.`,
    html: `<p>Welcome to ${storeName}!</p><p>Please verify your email address:</p><p><a href="${link}">Verify my email</a></p><p>The link is valid for ${app.config.EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not create an account, you can ignore this email.</p>`,
  });
}

/** Marks the token used and the user verified; a used, expired or unknown token is a 400. */
export async function verifyEmailToken(app: FastifyInstance, tenantId: string, token: string): Promise<void> {
  const [row] = await app.db
    .select()
    .from(verificationTokens)
    .where(and(eq(verificationTokens.tenantId, tenantId), eq(verificationTokens.tokenHash, hashToken(token)), eq(verificationTokens.purpose, 'verify-email')))
    .limit(1);
  if (!row) throw new ApiError(400, 'TOKEN_INVALID', 'This verification link is not valid.');
  if (row.usedAt) throw new ApiError(400, 'TOKEN_USED', 'This verification link has already been used. You can log in.');
  if (row.expiresAt.getTime() < Date.now()) throw new ApiError(400, 'TOKEN_EXPIRED', 'This verification link has expired. Please request a new one.');
  await app.db.transaction(async (tx) => {
    const used = await tx
      .update(verificationTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationTokens.id, row.id), isNull(verificationTokens.usedAt)))
      .returning({ id: verificationTokens.id });
    if (used.length === 0) throw new ApiError(400, 'TOKEN_USED', 'This verification link has already been used. You can log in.');
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(and(eq(users.id, row.userId), eq(users.tenantId, tenantId)));
  });
}
