import 'server-only';
import type { NextAuthOptions, Session, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { resolveTenant } from '@/lib/api/tenant-hosts';
import { TOKEN_REFRESH_THRESHOLD_SECONDS } from '@/lib/constants/auth';
import { env } from '@/lib/env';
import { MESSAGES } from '@/lib/messages';
import { requestHostname } from '@/lib/tenant-id';
import { loginAtApi, refreshAtApi, secondFactorAtApi } from './api-auth';
import { storeCallbackUrl } from './callback-url';
import { encodeLoginFailure } from './auth-errors';
import { SESSION_MAX_AGE_SECONDS, sessionJwt } from './session-cookie';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** next-auth hands authorize() the request headers as a plain object. */
function headersOf(raw: unknown): Headers {
  const headers = new Headers();
  if (raw && typeof raw === 'object') {
    for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof value === 'string') headers.set(name, value);
    }
  }
  return headers;
}

async function authorize(
  credentials: Record<string, string> | undefined,
  req: { headers?: unknown },
): Promise<User> {
  const headers = headersOf(req.headers);
  // The store is the one of the host the form was posted to, never one the browser names.
  const tenant = await resolveTenant(requestHostname(headers));
  const client = { forwardedFor: headers.get('x-forwarded-for'), userAgent: headers.get('user-agent') };
  // The code step brings the password step's challenge instead of the password.
  const outcome = credentials?.challenge
    ? await secondFactorAtApi(
        tenant,
        {
          challenge: credentials.challenge,
          code: credentials.code || undefined,
          recoveryCode: credentials.recoveryCode || undefined,
        },
        client,
      )
    : await loginAtApi(
        tenant,
        {
          email: (credentials?.email ?? '').trim().toLowerCase(),
          password: credentials?.password ?? '',
          recaptchaToken: credentials?.recaptchaToken || undefined,
        },
        client,
      );
  // next-auth passes only an error's message to the form, so the api's answer travels inside it.
  if (!outcome.ok) throw new Error(encodeLoginFailure(outcome.failure));
  const { result } = outcome;
  return {
    id: result.userId,
    userId: result.userId,
    email: result.email,
    role: result.role,
    staffRole: result.staffRole ?? null,
    tenantId: result.tenantId,
    needsProfile: result.needsProfile,
    apiToken: result.token,
    apiTokenExpires: result.tokenExpiration,
  };
}

/**
 * Keeps the api token fresh: within the threshold of its expiry it is exchanged for a new one. A
 * refused refresh (401/403: the token was revoked) ends the session at once; any other failure
 * (no answer, a 5xx, a bad body) is tried again at the next check while the token lasts, and ends
 * the session once it has run out. The browser asks again at that moment (SessionExpiryWatcher).
 */
export async function refreshIfDue(token: JWT, now = nowSeconds()): Promise<JWT> {
  if (token.error || !token.apiToken || !token.tenantId) return token;
  const expires = token.apiTokenExpires ?? 0;
  if (expires - now > TOKEN_REFRESH_THRESHOLD_SECONDS) return token;
  const outcome = await refreshAtApi(token.tenantId, token.apiToken);
  if (outcome.ok) return { ...token, apiToken: outcome.token, apiTokenExpires: outcome.tokenExpiration };
  if (outcome.ended || expires <= now) {
    console.warn(`[auth] ${MESSAGES.tokenRefreshFailed} for user ${token.userId}`);
    return { ...token, error: 'SessionExpired' };
  }
  return token;
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  useSecureCookies: env.secureCookies,
  // The forms sign in with `redirect: false` and route themselves; these only catch strays.
  pages: { signIn: '/login', error: '/login' },
  providers: [
    CredentialsProvider({
      name: 'Email',
      credentials: {
        email: { type: 'email' },
        password: { type: 'password' },
        recaptchaToken: { type: 'text' },
        challenge: { type: 'text' },
        code: { type: 'text' },
        recoveryCode: { type: 'text' },
      },
      authorize,
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger, session }) {
      if (user) return sessionJwt({ ...user, email: user.email ?? '' });
      // The browser may only report that the profile is now complete; nothing else it sends is kept.
      if (
        trigger === 'update' &&
        (session as { needsProfile?: unknown } | undefined)?.needsProfile === false
      ) {
        token = { ...token, needsProfile: false };
      }
      return refreshIfDue(token);
    },
    async session({ session, token }): Promise<Session> {
      return {
        expires: session.expires,
        user: {
          email: token.email ?? '',
          role: token.role ?? 'customer',
          staffRole: token.staffRole ?? null,
          userId: token.userId ?? '',
          tenantId: token.tenantId ?? '',
          needsProfile: token.needsProfile ?? false,
        },
        ...(token.apiTokenExpires ? { tokenExpires: token.apiTokenExpires } : {}),
        ...(token.error ? { error: token.error } : {}),
      };
    },
  },
};

/**
 * The options for one request to a store: next-auth's redirects stay on that store's own origin
 * (the callback address from the query, the body or next-auth's cookie), whatever they say.
 */
export function authOptionsFor(storeOrigin: string): NextAuthOptions {
  return {
    ...authOptions,
    callbacks: { ...authOptions.callbacks, redirect: ({ url }) => storeCallbackUrl(url, storeOrigin) },
  };
}
