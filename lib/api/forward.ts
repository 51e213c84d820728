import 'server-only';
import { API_KEY_HEADER, SERVER_API_TIMEOUT_MS, TENANT_HEADER } from '@/lib/constants';
import { env } from '@/lib/env';
import { MESSAGES } from '@/lib/messages';
import { requestHostname, requestOrigin } from '@/lib/tenant';
import { apiBreakerOpen, callApi } from './client';
import { resolveTenant, TenantUnavailableError } from './tenants';

// Only these travel from the browser to the api; the tenant and the key are the web's to set.
const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'if-none-match', 'if-modified-since', 'user-agent'];
// Length and encoding are left out: fetch has already decoded the body it streams on.
const RESPONSE_HEADERS = ['content-type', 'etag', 'cache-control', 'retry-after', 'last-modified', 'location', 'x-request-id'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** No answer from the api; while the breaker is open, the browser is told when to try again. */
const unavailable = () =>
  Response.json({ error: 'The store service is unavailable', code: 'UPSTREAM_UNAVAILABLE' }, { status: 502, headers: apiBreakerOpen() ? { 'retry-after': '5' } : {} });

/** The host's store cannot be named right now; never answered as another store. */
export const storeUnavailable = () =>
  Response.json({ error: MESSAGES.storeUnavailable, code: 'STORE_UNAVAILABLE' }, { status: 503, headers: { 'retry-after': '5' } });

/**
 * A state-changing call must come from this site: a browser always sends Origin on those, and it
 * must be this site's whole origin (scheme, host and port), not merely the same host name.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || SAFE_METHODS.has(request.method)) return false;
  try {
    return new URL(origin).origin !== new URL(requestOrigin(request.headers)).origin;
  } catch {
    return true;
  }
}

type ForwardOptions = {
  /** The store, when the caller has resolved it already. */
  tenant?: string;
  /** The api token of the session, sent as a bearer header. */
  bearer?: string;
};

/**
 * Forwards a browser call to `/api/{segments}` on the api, streaming both bodies. The tenant comes
 * from the host name, never from the browser; the bearer token from the session, never from the
 * browser either. A dead api answers 502 with the usual error shape.
 */
export async function forwardToApi(request: Request, segments: string[], options: ForwardOptions = {}): Promise<Response> {
  if (isCrossSite(request)) {
    return Response.json({ error: 'Cross-site request refused', code: 'FORBIDDEN_ORIGIN' }, { status: 403 });
  }
  if (segments.some((segment) => segment === '.' || segment === '..' || segment === '')) {
    return Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  }
  let tenant = options.tenant;
  try {
    tenant ??= await resolveTenant(requestHostname(request.headers));
  } catch (error) {
    if (error instanceof TenantUnavailableError) return storeUnavailable();
    throw error;
  }
  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(TENANT_HEADER, tenant);
  if (env.SITKA_API_KEY) headers.set(API_KEY_HEADER, env.SITKA_API_KEY);
  if (options.bearer) headers.set('authorization', `Bearer ${options.bearer}`);
  // The web server has set this from the connection itself (scripts/web-server.ts, lib/forwarded.ts).
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);

  const search = new URL(request.url).search;
  const url = `${env.API_URL}/api/${segments.map(encodeURIComponent).join('/')}${search}`;
  const hasBody = !['GET', 'HEAD'].includes(request.method);
  let upstream: Response;
  try {
    upstream = await callApi(url, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      // Node needs half-duplex to stream a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(SERVER_API_TIMEOUT_MS)]),
    } as RequestInit);
  } catch {
    return unavailable();
  }
  const responseHeaders = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  const bodiless = request.method === 'HEAD' || upstream.status === 204 || upstream.status === 304;
  return new Response(bodiless ? null : upstream.body, { status: upstream.status, headers: responseHeaders });
}
