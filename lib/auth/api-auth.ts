import 'server-only';
import { apiHeaders } from '@/lib/api/client';
import { SERVER_API_TIMEOUT_MS } from '@/lib/constants/api';
import { env } from '@/lib/env';
import { loginResultSchema, refreshResultSchema, type LoginResult } from '@/lib/schemas/auth';
import type { LoginFailure } from './auth-errors';

type Credentials = { email: string; password: string; recaptchaToken?: string | null };

async function post(
  path: string,
  tenant: string,
  init: { body?: unknown; bearer?: string; forwardedFor?: string | null },
) {
  const headers = apiHeaders(tenant);
  headers.set('content-type', 'application/json');
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
  // The api rate-limits sign-ins per address; it trusts the forwarded one from the web.
  if (init.forwardedFor) headers.set('x-forwarded-for', init.forwardedFor);
  return fetch(`${env.API_URL}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(init.body ?? {}),
    cache: 'no-store',
    // The web's server waits briefly; a sign-in the api cannot take now is answered as such.
    signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS),
  });
}

/** Signs in at the api for one store; a failure keeps the api's status, code and words. */
export async function loginAtApi(
  tenant: string,
  credentials: Credentials,
  forwardedFor?: string | null,
): Promise<{ ok: true; result: LoginResult } | { ok: false; failure: LoginFailure }> {
  let response: Response;
  try {
    response = await post('/api/auth/login', tenant, { body: credentials, forwardedFor });
  } catch {
    return { ok: false, failure: { status: 0 } };
  }
  const body = (await response.json().catch(() => null)) as { code?: unknown; error?: unknown } | null;
  if (response.ok) {
    const parsed = loginResultSchema.safeParse(body);
    if (parsed.success) return { ok: true, result: parsed.data };
    return { ok: false, failure: { status: 502 } };
  }
  return {
    ok: false,
    failure: {
      status: response.status,
      code: typeof body?.code === 'string' ? body.code : undefined,
      error: typeof body?.error === 'string' ? body.error : undefined,
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
