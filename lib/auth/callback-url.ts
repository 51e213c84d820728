import 'server-only';
import { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { safeReturnPath } from '@/lib/routing';
import { requestOrigin } from '@/lib/tenant-id';

/** The origin of the store a request was made to: its host, over https when sessions are. */
export function storeOriginOf(headers: Headers): string {
  const origin = new URL(requestOrigin(headers));
  if (env.secureCookies) origin.protocol = 'https:';
  return origin.origin;
}

/**
 * next-auth's `callbackUrl` kept on the store's own origin, as the absolute address next-auth
 * wants: a path on this site, or an address of this very origin, keeps its path; anything else (a
 * look-alike host, another site, a value that is no address at all) becomes the store's home.
 */
export function storeCallbackUrl(value: unknown, origin: string): string {
  const home = `${origin}/`;
  if (typeof value !== 'string' || !value) return home;
  let url: URL;
  try {
    url = value.startsWith('/') ? new URL(value, origin) : new URL(value);
  } catch {
    return home;
  }
  if (url.origin !== origin) return home;
  return `${origin}${safeReturnPath(`${url.pathname}${url.search}${url.hash}`, '/')}`;
}

/**
 * The request with every `callbackUrl` it carries (query, form or JSON body) put through
 * `storeCallbackUrl`, so next-auth only ever sees an address of the store's own origin.
 */
export async function withStoreCallbackUrl(request: NextRequest, origin: string): Promise<NextRequest> {
  const url = new URL(request.url);
  const queried = url.searchParams.has('callbackUrl');
  if (queried)
    url.searchParams.set('callbackUrl', storeCallbackUrl(url.searchParams.get('callbackUrl'), origin));
  const type = request.headers.get('content-type') ?? '';
  const form = type.includes('application/x-www-form-urlencoded');
  const json = type.includes('application/json');
  if (request.method !== 'POST' || !(form || json)) return queried ? new NextRequest(url, request) : request;

  const text = await request.text();
  let body = text;
  if (form) {
    const params = new URLSearchParams(text);
    if (params.has('callbackUrl'))
      params.set('callbackUrl', storeCallbackUrl(params.get('callbackUrl'), origin));
    body = params.toString();
  } else {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && 'callbackUrl' in parsed) {
        body = JSON.stringify({
          ...parsed,
          callbackUrl: storeCallbackUrl((parsed as { callbackUrl: unknown }).callbackUrl, origin),
        });
      }
    } catch {
      // Not JSON after all: next-auth answers it as it would.
    }
  }
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new NextRequest(url, { method: request.method, headers, body });
}
