/** What a person's authenticator app shows, for the two-factor walks. */
import { Secret, TOTP } from 'otpauth';
import { TOTP_PERIOD_SECONDS } from '../../../lib/constants/two-factor';

const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;

/** The code the app shows now, with the time it was read (its step is spent once the code is used). */
export function currentCode(secret: string): { code: string; readAt: number } {
  const readAt = Date.now();
  return { code: TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: readAt }), readAt };
}

/**
 * A code of a later step than the one read at `after`, as an app shows it a step on: the step after
 * that one, or now's when time has moved past it. The api takes a code one step either side of now,
 * so the sign-in needs no wait for the clock, and the spent step is never offered again.
 */
export function laterCode(secret: string, after: number): string {
  const timestamp = Math.max((Math.floor(after / PERIOD_MS) + 1) * PERIOD_MS, Date.now());
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
}
