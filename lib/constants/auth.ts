/**
 * Sessions and accounts: token refresh and checks, the codes that end a session, password resets,
 * API key names.
 */
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 300;
export const AUTH_RECHECK_MS = 300_000;
export const ADMIN_TOKEN_CHECK_MS = 60_000;
/** The security check (reCAPTCHA) is usable this long after its script loads. */
export const RECAPTCHA_INIT_DELAY_MS = 1_500;
/** A password reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/**
 * The api's codes for a bearer token it no longer takes (bad or expired, or revoked by logout or a
 * new password): the only 401s after which the web ends the session. Any other 401 (an API key a
 * route wants, a wrong password) leaves the session as it is.
 */
export const TOKEN_INVALID_CODE = 'INVALID_TOKEN';
export const TOKEN_REVOKED_CODE = 'TOKEN_REVOKED';
export const SESSION_ENDING_CODES: readonly string[] = [TOKEN_INVALID_CODE, TOKEN_REVOKED_CODE];
export const API_KEY_NAME_MAX = 100;
