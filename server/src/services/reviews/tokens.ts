/** A review link's token: random, mailed once; only its SHA-256 (hex) is kept. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newReviewToken = () => randomBytes(32).toString('base64url');
export const hashReviewToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the token is the one whose hash was kept, compared in constant time. */
export function reviewTokenMatches(kept: string | undefined, token: string): boolean {
  if (!kept) return false;
  const a = Buffer.from(kept, 'hex');
  const b = Buffer.from(hashReviewToken(token), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
