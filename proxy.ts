import { NextResponse, type NextRequest } from 'next/server';
import { mirrorNewestBackup } from '@/lib/api/backups';
import { resolveHost, TenantUnavailableError, type HostStore } from '@/lib/api/tenant-hosts';
import { deniedAdminPage, NO_ACCESS_HEADER } from '@/lib/admin-areas';
import { readSessionToken, sessionRole } from '@/lib/auth/session-cookie';
import { staffRoleOf } from '@/lib/auth/staff-role';
import { TENANT_HEADER } from '@/lib/constants/api';
import { CONSENT_COOKIE, CONSENT_OUTSIDE } from '@/lib/constants/consent';
import { PLATFORM_SEGMENT } from '@/lib/constants/platform';
import { outsideMarkFor, visitorCountry } from '@/lib/consent';
import { consentCookieOf } from '@/lib/consent-cookie';
import { env } from '@/lib/env';
import { MESSAGES } from '@/lib/messages';
import { COMING_SOON_SEGMENT, showsComingSoon } from '@/lib/opening';
import { isPlatformHost } from '@/lib/platform-hosts';
import { isStorePage, routeFor } from '@/lib/routing';
import { isOldAddress } from '@/lib/product-address';
import { findRedirect, redirectTarget } from '@/lib/api/redirects';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { requestHostname } from '@/lib/tenant-id';

const csp = () =>
  contentSecurityPolicy({
    realtimeUrl: env.realtimeUrl,
    recaptcha: Boolean(env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY),
    dev: env.NODE_ENV === 'development',
  });

/** The host's store cannot be named right now: say so, and show no other store in its place. */
function storeUnavailable(): NextResponse {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Temporarily unavailable</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>Temporarily unavailable</h1><p>${MESSAGES.storeUnavailable}</p></body></html>`;
  return new NextResponse(page, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': '5',
      'cache-control': 'no-store',
      'content-security-policy': csp(),
    },
  });
}

/**
 * Picks the store from the host name, applies the route guard for the visitor's role (read from
 * the session cookie), and rewrites each page request to `/{tenant}{path}`, so pages under
 * `app/[tenant]` are cached per store while the address bar never shows the tenant. The tenant
 * also travels as a request header, replacing any value the browser sent, and so does whether the
 * admin's role reaches the back-office page asked for (lib/admin-areas.ts). These redirects are
 * coarse; the protected layouts check the session again, and the api a third time.
 */
export async function proxy(request: NextRequest) {
  const hostname = requestHostname(request.headers);
  if (isPlatformHost(hostname, { domain: env.PLATFORM_DOMAIN, hosts: env.PLATFORM_HOSTS })) {
    const response = platformPage(request);
    response.headers.set('content-security-policy', csp());
    return response;
  }
  let store: HostStore;
  try {
    store = await resolveHost(hostname);
  } catch (error) {
    if (error instanceof TenantUnavailableError) return storeUnavailable();
    throw error;
  }
  // The web's copy of the store's backup, kept fresh here rather than inside a cached page's render.
  void mirrorNewestBackup(store.tenant);
  const response = await route(request, store);
  response.headers.set('content-security-policy', csp());
  return response;
}

/** The platform's own pages (home, sign-up, sign-in), under `app/platform`: no store, no session. */
function platformPage(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${PLATFORM_SEGMENT}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
  const headers = new Headers(request.headers);
  headers.delete(TENANT_HEADER);
  headers.delete('x-middleware-subrequest');
  return NextResponse.rewrite(url, { request: { headers } });
}

/**
 * An old address (a product's id, Shopify's `/products/…` and `/collections/…`) or a path no page
 * serves: a permanent redirect when the store's redirects, or its catalog, say where it went. Only
 * such paths ask the api (its answer cached a minute), never the shop's own pages.
 */
async function movedTo(request: NextRequest, tenant: string): Promise<NextResponse | null> {
  const path = request.nextUrl.pathname;
  if (!isOldAddress(path) && isStorePage(path)) return null;
  const to = await findRedirect(tenant, path);
  if (!to) return null;
  return NextResponse.redirect(new URL(redirectTarget(to, request.nextUrl.search), request.nextUrl), 308);
}

async function route(request: NextRequest, { tenant, opened }: HostStore): Promise<NextResponse> {
  const moved = await movedTo(request, tenant);
  if (moved) return moved;
  const token = await readSessionToken(request.cookies);
  const { role, stale } = sessionRole(token, tenant);
  const decision = routeFor(request.nextUrl.pathname, role, request.nextUrl.search);

  if (decision.redirect) {
    const target = new URL(decision.redirect, request.nextUrl);
    if (decision.keepQuery) target.search = request.nextUrl.search;
    // A session that lapsed is told so on the sign-in form.
    if (stale && target.pathname === '/login') target.searchParams.set('expired', 'true');
    return NextResponse.redirect(target);
  }

  const url = request.nextUrl.clone();
  url.pathname = `/${tenant}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
  // A store its owner has not opened: shoppers see "coming soon" wherever they land.
  if (showsComingSoon(request.nextUrl.pathname, role, opened))
    url.pathname = `/${tenant}/${COMING_SOON_SEGMENT}`;
  const headers = new Headers(request.headers);
  headers.set(TENANT_HEADER, tenant);
  // A back-office page the admin's role does not reach is answered as such by its layout.
  headers.delete(NO_ACCESS_HEADER);
  const staffRole = staffRoleOf(role ? { role, staffRole: token?.staffRole } : null);
  if (role === 'admin' && deniedAdminPage(request.nextUrl.pathname, staffRole))
    headers.set(NO_ACCESS_HEADER, '1');
  // Next's internal marker for requests it makes to itself; from outside it must not pass.
  headers.delete('x-middleware-subrequest');
  return markConsentRegion(request, NextResponse.rewrite(url, { request: { headers } }));
}

/**
 * The cached page cannot know the visitor's country; its banner reads the consent cookie instead.
 * A visitor the 'eu' setting does not ask is marked `outside` for this browsing session (no id,
 * no lasting cookie); every other visitor is asked unless they chose (lib/consent.ts).
 */
function markConsentRegion(request: NextRequest, response: NextResponse): NextResponse {
  const mark = outsideMarkFor(
    consentCookieOf(request.headers.get('cookie')),
    visitorCountry((name) => request.headers.get(name)),
  );
  if (mark === 'set')
    response.cookies.set(CONSENT_COOKIE, CONSENT_OUTSIDE, { path: '/', sameSite: 'lax', httpOnly: false });
  else if (mark === 'clear') response.cookies.delete(CONSENT_COOKIE);
  return response;
}

export const config = {
  // Every page, whatever its last segment looks like (`/north/x.y` is a page address too, and is
  // rewritten to the host's store like any other). Left alone: the BFF, backups, sitemap parts, Next's own assets,
  // files at the root (`/robots.txt`, `/icon.svg`) and the files of public/'s folders
  // (PUBLIC_FOLDERS in lib/tenant-id.ts, names no store may take). A literal, as Next reads it.
  matcher: [
    '/((?!api/|api$|_next/|backups/|sitemap/|[^/]+\\.[^/]+$|(?:events|gallery|templates)/[^/]+\\.[^/]+$).*)',
  ],
};
