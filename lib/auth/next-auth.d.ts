/**
 * What next-auth carries for Sitka. The api token lives only in the encrypted JWT cookie; the
 * session the browser reads holds the account's identity and an `error` flag, never the token.
 */
import type { DefaultSession } from 'next-auth';
import type { SessionError, SessionUser } from './types';

declare module 'next-auth' {
  interface Session extends Omit<DefaultSession, 'user'> {
    user: SessionUser;
    error?: SessionError;
    /** When the api token runs out (seconds since the epoch): the page signs out then unless renewed. */
    tokenExpires?: number;
  }

  /** What authorize() hands to the jwt callback after a successful api login. */
  interface User extends SessionUser {
    id: string;
    apiToken: string;
    /** Seconds since the epoch. */
    apiTokenExpires: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT extends Partial<SessionUser> {
    apiToken?: string;
    apiTokenExpires?: number;
    error?: SessionError;
  }
}
