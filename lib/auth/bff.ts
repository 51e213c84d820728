import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { forwardToApi, isCrossSite, storeUnavailable } from '@/lib/api/forward';
import { SESSION_ENDING_CODES } from '@/lib/constants/auth';
import { resolveTenant, TenantUnavailableError } from '@/lib/api/tenant-hosts';
import { MESSAGES } from '@/lib/messages';
import { refreshResultSchema, registerResultSchema } from '@/lib/schemas/auth';
import { requestHostname } from '@/lib/tenant-id';
import {
  clearSessionCookie,
  readSessionToken,
  sessionJwt,
  sessionRole,
  writeSessionCookie,
} from './session-cookie';
import { SESSION_EXPIRED_CODE } from './types';

const json = (status: number, body: unknown) => NextResponse.json(body, { status });

/**
 * The session is over: say so, and, only when the api itself refused the session's token, drop
 * the cookie so the next page is a guest's.
 */
function sessionExpired({ clear }: { clear: boolean }): NextResponse {
  const response = json(401, { error: MESSAGES.sessionExpired, code: SESSION_EXPIRED_CODE });
  if (clear) clearSessionCookie(response);
  return response;
}

type Caller = { tenant: string; bearer?: string; token: Awaited<ReturnType<typeof readSessionToken>> };

/** The host's store, or a 503 when it cannot be named right now (never another store). */
async function hostTenant(request: NextRequest): Promise<string | Response> {
  try {
    return await resolveTenant(requestHostname(request.headers));
  } catch (error) {
    if (error instanceof TenantUnavailableError) return storeUnavailable();
    throw error;
  }
}

/**
 * Who is calling: the host's store and, when the session belongs to it, its api token. A session
 * whose api token has run out or was refused by the api is over; another store's session grants
 * nothing here, yet it is not ours to end (the host may only look like another store's while the
 * api is slow to say whose it is).
 */
async function identify(request: NextRequest): Promise<Caller | Response> {
  const tenant = await hostTenant(request);
  if (tenant instanceof Response) return tenant;
  const token = await readSessionToken(request.cookies);
  if (!token?.apiToken || token.tenantId !== tenant) return { tenant, token: null };
  if (sessionRole(token, tenant).stale) return sessionExpired({ clear: true });
  return { tenant, bearer: token.apiToken, token };
}

/**
 * The shop's own reads: products and their images are the same for everyone (spec §6: product
 * calls carry no bearer token), so no session is read for them and none can make them fail. A
 * lapsed or another store's cookie must not turn the live catalog into the backup one.
 */
const PUBLIC_READS = new Set(['products', 'images']);

function isPublicRead(request: Request, segments: string[]): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && PUBLIC_READS.has(segments[0] ?? '');
}

/**
 * Whether the api refused the session's token itself (bad, expired or revoked), as opposed to
 * another 401 of the route (an API key it wants, say): only the former ends the session.
 */
export async function refusedToken(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'string' && SESSION_ENDING_CODES.includes(body.code);
}

/** Any api call, with the session's token; the api's refusal of that token ends the session. */
export async function forwardWithSession(request: NextRequest, segments: string[]): Promise<Response> {
  if (isPublicRead(request, segments)) return forwardToApi(request, segments);
  const caller = await identify(request);
  if (caller instanceof Response) return caller;
  const response = await forwardToApi(request, segments, { tenant: caller.tenant, bearer: caller.bearer });
  if (caller.bearer && (await refusedToken(response))) return sessionExpired({ clear: true });
  return response;
}

type AccountRoute = {
  /** The method, or the methods, the route takes; the api says which of its paths take which. */
  method: string | readonly string[];
  api: (rest: string[]) => string[] | null;
  signedIn?: boolean;
};

/** The person's own second factor (POST setup, enable, disable, recovery-codes; PUT the owner's requirement). */
const TWO_FACTOR_ACTIONS = new Set(['setup', 'enable', 'disable', 'recovery-codes', 'requirement']);

/** The person's sessions: the list, one by id, or end-others. */
function sessionsPath(rest: string[]): string[] | null {
  if (rest.length === 0) return ['auth', 'sessions'];
  if (rest.length === 1 && /^[0-9a-z-]{1,64}$/i.test(rest[0])) return ['auth', 'sessions', rest[0]];
  return null;
}

/** The api's account calls the browser may make; /api/auth/* itself belongs to next-auth. */
const ACCOUNT_ROUTES: Record<string, AccountRoute> = {
  register: { method: 'POST', api: (rest) => (rest.length === 0 ? ['auth', 'register'] : null) },
  'verify-email': {
    method: 'GET',
    api: (rest) => (rest.length === 1 ? ['auth', 'verify-email', rest[0]] : null),
  },
  'resend-verification': {
    method: 'POST',
    api: (rest) => (rest.length === 0 ? ['auth', 'resend-verification'] : null),
  },
  'forgot-password': {
    method: 'POST',
    api: (rest) => (rest.length === 0 ? ['auth', 'forgot-password'] : null),
  },
  'reset-password': {
    method: 'POST',
    api: (rest) => (rest.length === 0 ? ['auth', 'reset-password'] : null),
  },
  password: {
    method: 'PUT',
    api: (rest) => (rest.length === 0 ? ['auth', 'password'] : null),
    signedIn: true,
  },
  logout: { method: 'POST', api: (rest) => (rest.length === 0 ? ['auth', 'logout'] : null), signedIn: true },
  security: {
    method: 'GET',
    api: (rest) => (rest.length === 0 ? ['auth', 'security'] : null),
    signedIn: true,
  },
  'two-factor': {
    method: ['POST', 'PUT'],
    api: (rest) =>
      rest.length === 1 && TWO_FACTOR_ACTIONS.has(rest[0]) ? ['auth', 'two-factor', rest[0]] : null,
    signedIn: true,
  },
  sessions: { method: ['GET', 'POST', 'DELETE'], api: sessionsPath, signedIn: true },
};

const takes = (route: AccountRoute, method: string) =>
  typeof route.method === 'string' ? route.method === method : route.method.includes(method);

/**
 * /api/account/{name}: registration, verification, password recovery and change, logout, and the
 * Security page's calls (the second factor, signed-in sessions).
 */
export async function handleAccount(request: NextRequest, segments: string[]): Promise<Response> {
  const [name, ...rest] = segments;
  const route = Object.hasOwn(ACCOUNT_ROUTES, name ?? '') ? ACCOUNT_ROUTES[name] : undefined;
  const apiPath = route?.api(rest);
  if (!route || !apiPath) return json(404, { error: 'Not found', code: 'NOT_FOUND' });
  if (!takes(route, request.method))
    return json(405, { error: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' });
  if (isCrossSite(request))
    return json(403, { error: 'Cross-site request refused', code: 'FORBIDDEN_ORIGIN' });

  if (name === 'logout') {
    const caller = await identify(request);
    // Signing out works even for a session the api already ended; the cookie goes either way.
    if (!(caller instanceof Response) && caller.bearer) await forwardToApi(request, apiPath, caller);
    const response = json(200, { success: true });
    clearSessionCookie(response);
    return response;
  }
  if (!route.signedIn) {
    // Registration, verification and recovery do not depend on a session, so a stale cookie cannot block them.
    const tenant = await hostTenant(request);
    if (tenant instanceof Response) return tenant;
    const response = await forwardToApi(request, apiPath, { tenant });
    return name === 'register' && response.ok ? signInAfterRegistration(response, tenant) : response;
  }
  const caller = await identify(request);
  if (caller instanceof Response) return caller;
  if (!caller.bearer) return sessionExpired({ clear: false });

  const response = await forwardToApi(request, apiPath, { tenant: caller.tenant, bearer: caller.bearer });
  if (await refusedToken(response)) return sessionExpired({ clear: true });
  if (name !== 'password' || !response.ok || !caller.token) return response;

  // A new password ends every other session; this one carries on with the token the api issued,
  // which goes into the cookie and never into the page.
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const parsed = refreshResultSchema.safeParse(body);
  if (!parsed.success) return json(502, { error: MESSAGES.generic, code: 'UPSTREAM_INVALID' });
  const answer = json(200, { success: true, message: typeof body?.message === 'string' ? body.message : '' });
  await writeSessionCookie(answer, {
    ...caller.token,
    apiToken: parsed.data.token,
    apiTokenExpires: parsed.data.tokenExpiration,
  });
  return answer;
}

/**
 * A registration may sign the new customer in at once (after a purchase). The api's token then goes
 * into the session cookie, and the page learns only that it is signed in.
 */
async function signInAfterRegistration(response: Response, tenant: string): Promise<Response> {
  const body = await response.json().catch(() => null);
  const parsed = registerResultSchema.safeParse(body);
  if (!parsed.success) return json(502, { error: MESSAGES.generic, code: 'UPSTREAM_INVALID' });
  const { login, ...answer } = parsed.data;
  const signedIn = Boolean(login && login.tenantId === tenant);
  const out = json(response.status, { ...answer, signedIn });
  if (login && signedIn) {
    await writeSessionCookie(
      out,
      sessionJwt({ ...login, apiToken: login.token, apiTokenExpires: login.tokenExpiration }),
    );
  }
  return out;
}
