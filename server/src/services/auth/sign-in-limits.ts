/**
 * Sign-in throttling. Every attempt counts per address; only failed ones count per account, so
 * the owner signing in never spends the account's allowance. An account over its allowance is
 * not locked: with reCAPTCHA configured, a passed check is enough to try (the owner passes it);
 * without it, the account answers 429 until its window ends.
 */
import type { FastifyInstance } from 'fastify';
import type { Tenant } from '@server/types';

export type SignInAttempt = { tenant: Tenant; email: string; ip: string };

const accountKey = (attempt: SignInAttempt) => `${attempt.tenant.id}:${attempt.email}`;

/**
 * Throws 429 before a password is looked at. With reCAPTCHA on, the caller's security check (made
 * on every sign-in) stands in for the account's limit.
 */
export async function admitSignIn(app: FastifyInstance, attempt: SignInAttempt): Promise<void> {
  await app.rateLimit('login:ip', attempt.ip);
  if (app.captcha.enabled) return;
  const limited = await app.rateLimits.exhausted('login:account', accountKey(attempt));
  if (limited) throw app.rateLimits.tooMany(limited.msBeforeNext);
}

/** Counts a failed sign-in against the account. */
export async function recordFailedSignIn(app: FastifyInstance, attempt: SignInAttempt): Promise<void> {
  await app.rateLimits.record('login:account', accountKey(attempt));
}
