import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { encode, getToken, type JWT } from 'next-auth/jwt';
import { env } from '@/lib/env';
import type { Role } from '@/lib/routing';
import type { SessionUser } from './types';

/** How long the session cookie lives; the api token inside is refreshed long before. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** next-auth's own cookie name, so its handlers and ours read and write the same cookie. */
export const SESSION_COOKIE = env.secureCookies
  ? '__Secure-next-auth.session-token'
  : 'next-auth.session-token';

type CookieSource = { getAll(): { name: string; value: string }[] };

/**
 * The decrypted session JWT from the request's cookies, or null. Only the cookie counts: the empty
 * headers keep next-auth from reading an Authorization header as a session.
 */
export async function readSessionToken(cookies: CookieSource): Promise<JWT | null> {
  if (!env.NEXTAUTH_SECRET) return null;
  const req = { cookies, headers: new Headers() } as unknown as NextRequest;
  return getToken({
    req,
    secret: env.NEXTAUTH_SECRET,
    secureCookie: env.secureCookies,
    cookieName: SESSION_COOKIE,
  });
}

/**
 * The role a session grants on this host right now: none when it belongs to another store, was
 * flagged expired, or its api token has run out. `stale` tells a lapsed session from no session.
 */
export function sessionRole(
  token: JWT | null,
  tenant: string,
  nowSeconds = Date.now() / 1000,
): { role: Role | null; stale: boolean } {
  if (!token?.role || !token.apiToken) return { role: null, stale: false };
  if (token.tenantId !== tenant) return { role: null, stale: false };
  if (token.error || (token.apiTokenExpires ?? 0) <= nowSeconds) return { role: null, stale: true };
  return { role: token.role, stale: false };
}

/** The session JWT for an account and its api token; the one shape both sign-in paths write. */
export function sessionJwt(user: SessionUser & { apiToken: string; apiTokenExpires: number }): JWT {
  return {
    sub: user.userId,
    email: user.email,
    role: user.role,
    staffRole: user.staffRole ?? null,
    userId: user.userId,
    tenantId: user.tenantId,
    needsProfile: user.needsProfile,
    apiToken: user.apiToken,
    apiTokenExpires: user.apiTokenExpires,
  };
}

const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: env.secureCookies };

/** Replaces the session cookie, e.g. after the api issued a new token. */
export async function writeSessionCookie(response: NextResponse, token: JWT): Promise<void> {
  if (!env.NEXTAUTH_SECRET) return;
  const value = await encode({ token, secret: env.NEXTAUTH_SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
  response.cookies.set(SESSION_COOKIE, value, { ...cookieOptions, maxAge: SESSION_MAX_AGE_SECONDS });
}

/** Ends the session in this browser. */
export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(SESSION_COOKIE, '', { ...cookieOptions, maxAge: 0 });
}
