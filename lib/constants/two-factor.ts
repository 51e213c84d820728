/**
 * Two-factor sign-in (TOTP, RFC 6238) and signed-in sessions: the numbers both sides agree on and
 * the words the api answers with, which the back-office shows as they are.
 */

/** An authenticator app's code: six digits, a new one every 30 seconds, HMAC-SHA1 (what every app reads). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of now: the previous one (a code typed as it turned) and the next (a fast clock). */
export const TOTP_WINDOW = 1;

export const RECOVERY_CODE_COUNT = 10;
/** How long the password step stays good for the code step. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 300;
/** A session's "last seen" moves at most this often, so a busy page does not write on every call. */
export const SESSION_SEEN_EVERY_SECONDS = 60;

/** The api's code for a back-office call refused until the person sets up two-factor sign-in. */
export const TWO_FACTOR_SETUP_REQUIRED_CODE = 'TWO_FACTOR_SETUP_REQUIRED';

export const TWO_FACTOR_MESSAGES = {
  challengeInvalid: 'Your sign-in has expired. Please enter your email and password again.',
  codeInvalid: 'That code is not right. Check your authenticator app and try again.',
  recoveryCodeInvalid: 'That recovery code is not right, or it has been used already.',
  codeRequired: 'Enter the code from your authenticator app, or a recovery code.',
  setupRequired: 'This store requires two-factor sign-in. Set it up to continue.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  setupNotStarted: 'Start setting up two-factor sign-in first.',
  requiredByStore: 'This store requires two-factor sign-in for its staff, so it cannot be turned off.',
  ownFirst: 'Turn on two-factor sign-in for yourself before requiring it for everyone.',
  ownerOnly: 'Only the store owner can change this.',
  proofRequired: 'Enter a code from your authenticator app or your password.',
  sessionNotFound: 'Session not found',
} as const;
