import { NextResponse, type NextRequest } from 'next/server';
import { resolveTenant } from '@/lib/api/tenants';
import { readSessionToken, sessionRole } from '@/lib/auth/session-cookie';
import { TENANT_HEADER } from '@/lib/constants';
import { routeFor } from '@/lib/routing';
import { requestHostname } from '@/lib/tenant';

/**
 * Picks the store from the host name, applies the route guard for the visitor's role (read from
 * the session cookie), and rewrites each page request to `/{tenant}{path}`, so pages under
 * `app/[tenant]` are cached per store while the address bar never shows the tenant. The tenant
 * also travels as a request header, replacing any value the browser sent. These redirects are
 * coarse; the protected layouts check the session again, and the api a third time.
 */
export async function proxy(request: NextRequest) {
  const tenant = await resolveTenant(requestHostname(request.headers));
  const { role, stale } = sessionRole(await readSessionToken(request.cookies), tenant);
  const decision = routeFor(request.nextUrl.pathname, role);

  if (decision.redirect) {
    const target = new URL(decision.redirect, request.nextUrl);
    if (decision.keepQuery) target.search = request.nextUrl.search;
    // A session that lapsed is told so on the sign-in form.
    if (stale && target.pathname === '/login') target.searchParams.set('expired', 'true');
    return NextResponse.redirect(target);
  }

  const url = request.nextUrl.clone();
  url.pathname = `/${tenant}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
  const headers = new Headers(request.headers);
  headers.set(TENANT_HEADER, tenant);
  // Next's internal marker for requests it makes to itself; from outside it must not pass.
  headers.delete('x-middleware-subrequest');
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Pages only: the BFF, backups, Next's own assets and any file with an extension are left alone.
  matcher: ['/((?!api/|api$|_next/|backups/|.*\\.[^/]+$).*)'],
};
