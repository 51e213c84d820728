import 'server-only';
import { apiHeaders } from '@/lib/api/client';
import { SERVER_API_TIMEOUT_MS } from '@/lib/constants/api';
import { env } from '@/lib/env';
import { loginResultSchema, refreshResultSchema, type LoginResult } from '@/lib/schemas/auth';
import { twoFactorChallengeSchema } from '@/lib/schemas/two-factor';
import { TWO_FACTOR_REQUIRED, type LoginFailure } from './auth-errors';

type Credentials = { email: string; password: string; recaptchaToken?: string | null };

async function post(
  path: string,
  tenant: string,
  init: { body?: unknown; bearer?: string; forwardedFor?: string | null; userAgent?: string | null },
) {
  const headers = apiHeaders(tenant);
  headers.set('content-type', 'application/json');
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
  // The api rate-limits sign-ins per address; it trusts the forwarded one from the web.
  if (init.forwardedFor) headers.set('x-forwarded-for', init.forwardedFor);
  // The person's session list names the browser they signed in with.
  if (init.userAgent) headers.set('user-agent', init.userAgent);
  return fetch(`${env.API_URL}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(init.body ?? {}),
    cache: 'no-store',
    // The web's server waits briefly; a sign-in the api cannot take now is answered as such.
    signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS),
  });
}

type LoginOutcome = { ok: true; result: LoginResult } | { ok: false; failure: LoginFailure };
type Client = { forwardedFor?: string | null; userAgent?: string | null };

/**
 * Signs in at the api for one store; a failure keeps the api's status, code and words. A password
 * step that asks for the code answers a failure of its own, carrying the challenge to the form.
 */
export async function loginAtApi(
  tenant: string,
  credentials: Credentials,
  client: Client = {},
): Promise<LoginOutcome> {
  return signInAt('/api/auth/login', tenant, credentials, client);
}

/** Sign-in's code step: the challenge and a current code, or a recovery code. */
export async function secondFactorAtApi(
  tenant: string,
  body: { challenge: string; code?: string; recoveryCode?: string },
  client: Client = {},
): Promise<LoginOutcome> {
  return signInAt('/api/auth/two-factor', tenant, body, client);
}

async function signInAt(path: string, tenant: string, body: unknown, client: Client): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await post(path, tenant, { body, ...client });
  } catch {
    return { ok: false, failure: { status: 0 } };
  }
  const answer = (await response.json().catch(() => null)) as { code?: unknown; error?: unknown } | null;
  if (response.ok) {
    const parsed = loginResultSchema.safeParse(answer);
    if (parsed.success) return { ok: true, result: parsed.data };
    const challenge = twoFactorChallengeSchema.safeParse(answer);
    if (challenge.success)
      return {
        ok: false,
        failure: { status: 401, code: TWO_FACTOR_REQUIRED, challenge: challenge.data.challenge },
      };
    return { ok: false, failure: { status: 502 } };
  }
  return {
    ok: false,
    failure: {
      status: response.status,
      code: typeof answer?.code === 'string' ? answer.code : undefined,
      error: typeof answer?.error === 'string' ? answer.error : undefined,
    },
  };
}

export type RefreshOutcome =
  | { ok: true; token: string; tokenExpiration: number }
  /** `ended`: the api refused the token (revoked or expired); otherwise it may work later. */
  | { ok: false; ended: boolean };

/** Exchanges a still-valid api token for a fresh one. */
export async function refreshAtApi(tenant: string, apiToken: string): Promise<RefreshOutcome> {
  try {
    const response = await post('/api/auth/refresh-token', tenant, { bearer: apiToken });
    if (response.status === 401 || response.status === 403) return { ok: false, ended: true };
    if (!response.ok) return { ok: false, ended: false };
    const parsed = refreshResultSchema.safeParse(await response.json());
    return parsed.success
      ? { ok: true, token: parsed.data.token, tokenExpiration: parsed.data.tokenExpiration }
      : { ok: false, ended: false };
  } catch {
    return { ok: false, ended: false };
  }
}
