/**
 * Authenticator app codes (TOTP, RFC 6238) through `otpauth`: six digits, SHA-1, 30-second steps,
 * as every app reads them. A code is accepted for the step it belongs to, within one step either
 * side of now; the caller then spends that step so the same code cannot be used twice.
 */
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@/lib/constants/two-factor';

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address an app scans: the store's name as issuer, the person's email as label. */
export function totpUri(secret: string, label: string, issuer: string): string {
  return totpFor(secret, label, issuer).toString();
}

/** The time step a right code belongs to, or null when the code is not right near `now`. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}
