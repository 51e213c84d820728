import 'server-only';
import { cookies } from 'next/headers';
import { getServerSession, type Session } from 'next-auth';
import { cache } from 'react';
import { authOptions } from './options';
import { readSessionToken, sessionRole } from './session-cookie';
import type { SessionUser } from './types';

export type AppSession =
  | { user: SessionUser; session: Session; expired: false }
  /** `expired`: there was a session, but its token is no longer accepted. */
  | { user: null; session: null; expired: boolean };

/**
 * The signed-in account for a page of `tenant`, checked on the server (layouts run this whatever
 * the proxy decided). A session of another store counts as none.
 */
export const getAppSession = cache(async (tenant: string): Promise<AppSession> => {
  let session: Session | null = null;
  try {
    session = await getServerSession(authOptions);
  } catch (error) {
    console.error('[auth] The session could not be read:', (error as Error).message);
  }
  if (!session?.user?.role) return { user: null, session: null, expired: false };
  if (session.error) return { user: null, session: null, expired: true };
  if (session.user.tenantId !== tenant) return { user: null, session: null, expired: false };
  return { user: session.user, session, expired: false };
});

/** The api token of this request's session, for server-side reads; null when there is none for `tenant`. */
export const getApiToken = cache(async (tenant: string): Promise<string | null> => {
  const token = await readSessionToken(await cookies());
  return sessionRole(token, tenant).role ? (token?.apiToken ?? null) : null;
});
