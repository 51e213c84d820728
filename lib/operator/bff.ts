import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { callApi } from '@/lib/api/client';
import { isCrossSite } from '@/lib/api/forward';
import { env } from '@/lib/env';
import {
  OPERATOR_MESSAGES,
  OPERATOR_STORES_PATH,
  OPERATOR_TOKEN_HEADER,
  operatorStorePath,
} from '@/lib/schemas/operator-stores';

/**
 * The operator's page's calls, /api/operator/*: signing in with the operator token (checked by the
 * api, then kept in an httpOnly, same-site-strict cookie sent only to these paths), the stores, and
 * suspending or resuming one. The browser never holds the token after the sign-in form.
 */
const COOKIE = 'sitka_operator';
const COOKIE_PATH = '/api/operator';
const COOKIE_HOURS = 8;
const TIMEOUT_MS = 10_000;

const json = (status: number, body: unknown) => NextResponse.json(body, { status });
const notFound = () => json(404, { error: 'Not found', code: 'NOT_FOUND' });
const signedOut = () => json(401, { error: OPERATOR_MESSAGES.signInFailed, code: 'INVALID_OPERATOR_TOKEN' });

function askApi(path: string, token: string, method = 'GET'): Promise<Response> {
  return callApi(`${env.API_URL}${path}`, {
    method,
    headers: { [OPERATOR_TOKEN_HEADER]: token },
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** The api's answer as the browser gets it (its status and JSON body). */
async function relay(response: Response): Promise<Response> {
  const body = await response.json().catch(() => ({ error: OPERATOR_MESSAGES.actionFailed }));
  return json(response.status, body);
}

function setCookie(response: NextResponse, token: string | null) {
  response.cookies.set(COOKIE, token ?? '', {
    httpOnly: true,
    sameSite: 'strict',
    // The operator's token: never over plain HTTP in production, whatever NEXTAUTH_URL says.
    secure: env.secureCookies || env.NODE_ENV === 'production',
    path: COOKIE_PATH,
    maxAge: token ? COOKIE_HOURS * 3600 : 0,
  });
  return response;
}

/** POST: the token is tried on the api and kept when it is accepted; DELETE: signed out. */
async function session(request: NextRequest): Promise<Response> {
  if (request.method === 'DELETE') return setCookie(new NextResponse(null, { status: 204 }), null);
  if (request.method !== 'POST') return notFound();
  const body = (await request.json().catch(() => null)) as { token?: unknown } | null;
  const token = typeof body?.token === 'string' ? body.token.trim() : '';
  if (!token || token.length > 512) return signedOut();
  const answer = await askApi(`${OPERATOR_STORES_PATH}?page=1`, token).catch(() => null);
  if (!answer) return json(503, { error: OPERATOR_MESSAGES.signInUnavailable, code: 'API_UNAVAILABLE' });
  if (answer.status === 401 || answer.status === 403) return signedOut();
  if (!answer.ok) return json(503, { error: OPERATOR_MESSAGES.signInUnavailable, code: 'API_UNAVAILABLE' });
  return setCookie(new NextResponse(null, { status: 204 }), token);
}

/** The api call a page's call stands for, or null when there is none. */
function apiCall(request: NextRequest, rest: string[]): { path: string; method: string } | null {
  if (request.method === 'GET' && rest.length === 0) {
    const page = Number(request.nextUrl.searchParams.get('page') ?? '1');
    return {
      path: `${OPERATOR_STORES_PATH}?page=${Number.isInteger(page) && page > 0 ? page : 1}`,
      method: 'GET',
    };
  }
  const [id, action] = rest;
  if (request.method === 'POST' && rest.length === 2 && (action === 'suspend' || action === 'resume'))
    return { path: operatorStorePath(id, action), method: 'POST' };
  return null;
}

/** /api/operator/{session | stores[/:id/(suspend|resume)]}. */
export async function handleOperator(request: NextRequest, segments: string[]): Promise<Response> {
  if (isCrossSite(request))
    return json(403, { error: 'Cross-site request refused', code: 'FORBIDDEN_ORIGIN' });
  const [name, ...rest] = segments;
  if (name === 'session' && rest.length === 0) return session(request);
  if (name !== 'stores') return notFound();
  const call = apiCall(request, rest);
  if (!call) return notFound();
  const token = request.cookies.get(COOKIE)?.value;
  if (!token) return signedOut();
  try {
    const answer = await askApi(call.path, token, call.method);
    // A token the api no longer takes (rotated): the cookie goes with it.
    if (answer.status === 401) return setCookie(signedOut(), null);
    return relay(answer);
  } catch {
    return json(503, { error: OPERATOR_MESSAGES.signInUnavailable, code: 'API_UNAVAILABLE' });
  }
}
