import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { storeOriginOf, withStoreCallbackUrl } from '@/lib/auth/callback-url';
import { authOptionsFor } from '@/lib/auth/options';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth: sign-in with the api's credentials, the session endpoint, CSRF and sign-out. Its
 * callback address is checked against the store's own origin before next-auth sees it.
 */
async function handler(request: NextRequest, context: Context): Promise<Response> {
  const origin = storeOriginOf(request.headers);
  return NextAuth(await withStoreCallbackUrl(request, origin), context, authOptionsFor(origin));
}

export { handler as GET, handler as POST };
