import { NextResponse, type NextRequest } from 'next/server';
import { resolveTenant } from '@/lib/api/tenants';
import { TENANT_HEADER } from '@/lib/constants';
import { requestHostname } from '@/lib/tenant';

/**
 * Picks the store from the host name and rewrites each page request to `/{tenant}{path}`, so pages
 * under `app/[tenant]` are cached per store while the address bar never shows the tenant. The
 * tenant also travels as a request header, replacing any value the browser sent.
 */
export async function proxy(request: NextRequest) {
  const tenant = await resolveTenant(requestHostname(request.headers));
  const url = request.nextUrl.clone();
  url.pathname = `/${tenant}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
  const headers = new Headers(request.headers);
  headers.set(TENANT_HEADER, tenant);
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Pages only: the BFF, backups, Next's own assets and any file with an extension are left alone.
  matcher: ['/((?!api/|api$|_next/|backups/|.*\\.[^/]+$).*)'],
};
