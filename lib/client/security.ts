/**
 * The Security page's calls through the BFF (/api/account/…): the person's second factor, the
 * owner's requirement and signed-in sessions. Each answers the api's result or `{ error, code?, field? }`.
 */
import { jsonRequest } from '@/lib/auth/client-session';
import {
  endedSessionsSchema,
  recoveryCodesSchema,
  requireTwoFactorBodySchema,
  securityStatusSchema,
  signedInSessionsSchema,
  twoFactorSetupSchema,
  type SecurityStatus,
  type SignedInSession,
  type TwoFactorProof,
} from '@/lib/schemas/two-factor';
import { callBff, parseWith, type ClientResult } from './bff-call';

export const SECURITY_PATH = '/api/account/security';
export const SESSIONS_PATH = '/api/account/sessions';

export const SECURITY_MESSAGES = {
  loadFailed: 'Your security settings could not be loaded. Please try again.',
  saveFailed: 'That could not be done just now. Please try again.',
} as const;

const ok = () => ({ success: true as const });

/** For SWR: the person's second factor and the store's rule, or a thrown error to show. */
export async function fetchSecurity(path: string = SECURITY_PATH): Promise<SecurityStatus> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(securityStatusSchema),
    SECURITY_MESSAGES.loadFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** For SWR: the person's open sessions, this one marked. */
export async function fetchSessions(path: string = SESSIONS_PATH): Promise<SignedInSession[]> {
  const result = await callBff(
    path,
    { method: 'GET', cache: 'no-store' },
    parseWith(signedInSessionsSchema),
    SECURITY_MESSAGES.loadFailed,
  );
  if ('error' in result) throw new Error(result.error);
  return result.sessions;
}

const post = <T>(
  action: string,
  body: unknown,
  parse: (value: unknown) => T | null,
  method: 'POST' | 'PUT' = 'POST',
) =>
  callBff(
    `/api/account/two-factor/${action}`,
    jsonRequest(method, body),
    parse,
    SECURITY_MESSAGES.saveFailed,
  );

/** A new secret for the authenticator app, and its otpauth:// address. */
export const startTwoFactorSetup = () => post('setup', {}, parseWith(twoFactorSetupSchema));

/** Turns two-factor sign-in on with the app's first code; the ten recovery codes, shown once. */
export const enableTwoFactor = (code: string): Promise<ClientResult<{ recoveryCodes: string[] }>> =>
  post('enable', { code }, parseWith(recoveryCodesSchema));

/** Turns it off, after a current code or the password. */
export const disableTwoFactor = (proof: TwoFactorProof) => post('disable', proof, ok);

/** Ten new recovery codes, after a current code or the password. */
export const renewRecoveryCodes = (
  proof: TwoFactorProof,
): Promise<ClientResult<{ recoveryCodes: string[] }>> =>
  post('recovery-codes', proof, parseWith(recoveryCodesSchema));

/** The owner's rule for every staff member. */
export const setRequireTwoFactor = (requireTwoFactor: boolean) =>
  post('requirement', { requireTwoFactor }, parseWith(requireTwoFactorBodySchema), 'PUT');

/** Ends one session of the person's. */
export const endSession = (id: string) =>
  callBff(
    `${SESSIONS_PATH}/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
    ok,
    SECURITY_MESSAGES.saveFailed,
  );

/** Ends every session of the person's but this one. */
export const endOtherSessions = () =>
  callBff(
    `${SESSIONS_PATH}/end-others`,
    jsonRequest('POST', {}),
    parseWith(endedSessionsSchema),
    SECURITY_MESSAGES.saveFailed,
  );
