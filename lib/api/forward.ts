import 'server-only';
import {
  API_BODY_LIMIT_BYTES,
  API_KEY_HEADER,
  SERVER_API_TIMEOUT_MS,
  TENANT_HEADER,
  UPSTREAM_UNAVAILABLE,
} from '@/lib/constants/api';
import { CONSENT_HEADER, COUNTRY_HEADERS } from '@/lib/constants/consent';
import { BACKUP_LIST_TIMEOUT_MS, BACKUP_RUN_TIMEOUT_MS } from '@/lib/constants/backups';
import { PRODUCT_CSV_MAX_BYTES } from '@/lib/constants/product-csv';
import { consentChoiceOf } from '@/lib/consent-cookie';
import { env } from '@/lib/env';
import { MESSAGES } from '@/lib/messages';
import { requestHostname, requestOrigin } from '@/lib/tenant-id';
import { apiBreakerOpen, callApi } from './client';
import { resolveTenant, TenantUnavailableError } from './tenant-hosts';

// Only these travel from the browser to the api; the tenant and the key are the web's to set.
const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'if-none-match',
  'if-modified-since',
  'user-agent',
  // Names one refund the owner means, so a retried press refunds once (the api keeps it per order).
  'idempotency-key',
  // The visitor's country as the edge names it: whether analytics must wait for consent (lib/consent.ts).
  ...COUNTRY_HEADERS,
];
// Length and encoding are left out: fetch has already decoded the body it streams on.
// The api's sandboxing of what it serves (an uploaded SVG's policy) travels on with the file.
const RESPONSE_HEADERS = [
  'content-type',
  'etag',
  'cache-control',
  'retry-after',
  'last-modified',
  'location',
  'content-disposition',
  'x-request-id',
  'content-security-policy',
  'x-content-type-options',
  'cross-origin-resource-policy',
];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** No answer from the api; while the breaker is open, the browser is told when to try again. */
const unavailable = () =>
  Response.json(UPSTREAM_UNAVAILABLE, {
    status: 502,
    headers: apiBreakerOpen() ? { 'retry-after': '5' } : {},
  });

/** The api's own answer to a body over its limit, given here before the api cuts the upload off. */
const bodyTooLarge = () =>
  Response.json(
    { error: 'Request body is too large', code: 'CTP_BODY_TOO_LARGE', field: 'body' },
    { status: 413 },
  );

/** Passes a body on until it grows past `limit` bytes, then fails the upload and says so. */
function limitBody(
  body: ReadableStream<Uint8Array>,
  limit: number,
  onOver: () => void,
): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          onOver();
          controller.error(new Error('request body over the limit'));
        } else controller.enqueue(chunk);
      },
    }),
  );
}

/** The host's store cannot be named right now; never answered as another store. */
export const storeUnavailable = () =>
  Response.json(
    { error: MESSAGES.storeUnavailable, code: 'STORE_UNAVAILABLE' },
    { status: 503, headers: { 'retry-after': '5' } },
  );

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

/**
 * How long a call may take, in ms; null: as long as the browser stays (an event stream). Most calls
 * get the web's usual wait; the owner's backups are slower by nature (spec §9).
 */
export function upstreamTimeoutMs(method: string, segments: string[]): number | null {
  if (isCatalogCsv(segments)) return BACKUP_RUN_TIMEOUT_MS;
  if (isCatalogImportEvents(segments)) return null;
  if (segments[0] !== 'backups') return SERVER_API_TIMEOUT_MS;
  if (segments.length === 3 && segments[2] === 'process-images') return null;
  if (method === 'POST' && (segments[1] === 'run' || segments[2] === 'restore')) return BACKUP_RUN_TIMEOUT_MS;
  // The list, and a download (a backup with its images may be large; a store backup is the whole store).
  if (method === 'GET' && (segments.length <= 2 || (segments.length === 3 && segments[2] === 'download')))
    return BACKUP_LIST_TIMEOUT_MS;
  return SERVER_API_TIMEOUT_MS;
}

/** The catalog's CSV export and import: a whole catalog, larger and slower than other calls. */
const isCatalogCsv = (segments: string[]) =>
  segments.length === 3 &&
  segments[0] === 'admin' &&
  segments[1] === 'products' &&
  (segments[2] === 'export' || segments[2] === 'import');

/** A catalog import's progress stream: it lasts as long as the import runs. */
const isCatalogImportEvents = (segments: string[]) =>
  segments.length === 5 &&
  segments[0] === 'admin' &&
  segments[1] === 'products' &&
  segments[2] === 'imports' &&
  segments[4] === 'events';

/** The largest body passed on: a catalog file (plus its multipart framing), else the api's limit. */
const bodyLimitOf = (segments: string[]) =>
  isCatalogCsv(segments) ? PRODUCT_CSV_MAX_BYTES + 64 * 1024 : API_BODY_LIMIT_BYTES;

const isEventStream = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/event-stream');

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
export async function forwardToApi(
  request: Request,
  segments: string[],
  options: ForwardOptions = {},
): Promise<Response> {
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
  // The visitor's analytics choice, read from its cookie here: the browser's own header never passes.
  const consent = consentChoiceOf(request.headers.get('cookie'));
  if (consent) headers.set(CONSENT_HEADER, consent);
  // The web server has set this from the connection itself (scripts/web-server.ts, lib/forwarded.ts).
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);

  const search = new URL(request.url).search;
  const url = `${env.API_URL}/api/${segments.map(encodeURIComponent).join('/')}${search}`;
  const hasBody = !['GET', 'HEAD'].includes(request.method);
  // The api answers 413 and closes the connection mid-upload, which fetch reports as a failure;
  // a body known to be too large is refused here, one that grows too large is cut off here.
  const bodyLimit = bodyLimitOf(segments);
  if (hasBody && Number(request.headers.get('content-length')) > bodyLimit) return bodyTooLarge();
  let overLimit = false;
  const body =
    hasBody && request.body ? limitBody(request.body, bodyLimit, () => (overLimit = true)) : undefined;
  const timeoutMs = upstreamTimeoutMs(request.method, segments);
  let upstream: Response;
  try {
    upstream = await callApi(url, {
      method: request.method,
      headers,
      body,
      // Node needs half-duplex to stream a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
      cache: 'no-store',
      redirect: 'manual',
      signal:
        timeoutMs === null
          ? request.signal
          : AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
    } as RequestInit);
  } catch {
    return overLimit ? bodyTooLarge() : unavailable();
  }
  const responseHeaders = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  if (isEventStream(upstream)) {
    // Each event goes out as it comes: no compression or proxy may hold it back.
    responseHeaders.set('cache-control', 'no-cache, no-transform');
    responseHeaders.set('x-accel-buffering', 'no');
  }
  const bodiless = request.method === 'HEAD' || upstream.status === 204 || upstream.status === 304;
  return new Response(bodiless ? null : upstream.body, { status: upstream.status, headers: responseHeaders });
}
