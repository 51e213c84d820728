/**
 * Signed-in sessions: each sign-in starts one and its tokens name it (`sid`), so a person sees
 * where they are signed in and can end a session, or all but the one they are using. An ended
 * session's tokens are refused at the next call (the auth plugin reads the session with the account).
 */
import type { FastifyInstance } from 'fastify';
import type { SignedInSession } from '@/lib/schemas/two-factor';
import { ApiError } from '@server/errors';
import {
  endSession,
  endSessionsExcept,
  insertSession,
  listOpenSessions,
} from '@server/repositories/sessions';
import type { TokenClaims } from '@server/types';

/** Where a sign-in came from, as the session list shows it. */
export type SignInClient = { ip: string | null; userAgent: string | null };

const USER_AGENT_MAX = 500;

/** Starts a session for a person who has just proved who they are; returns its id. */
export async function startSession(
  app: FastifyInstance,
  user: { id: string; tenantId: string },
  client: SignInClient | undefined,
  twoFactor: boolean,
): Promise<string> {
  const row = await insertSession(app.db, {
    tenantId: user.tenantId,
    userId: user.id,
    userAgent: client?.userAgent?.slice(0, USER_AGENT_MAX) || null,
    ip: client?.ip || null,
    twoFactorAt: twoFactor ? new Date() : null,
  });
  return row.id;
}

/** The caller's open sessions, the one asking marked `current`. */
export async function listSessions(
  app: FastifyInstance,
  claims: TokenClaims,
): Promise<{ sessions: SignedInSession[] }> {
  const rows = await listOpenSessions(app.db, claims.tenant, claims.sub);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === claims.sid,
    })),
  };
}

/** Ends one of the caller's own sessions (this one too, which is signing out here). */
export async function endOwnSession(app: FastifyInstance, claims: TokenClaims, id: string) {
  if (!(await endSession(app.db, claims.tenant, claims.sub, id)))
    throw new ApiError({ status: 404, code: 'SESSION_NOT_FOUND' });
  return { success: true as const };
}

/** Ends every session of the caller but the one asking. */
export async function endOtherSessions(app: FastifyInstance, claims: TokenClaims) {
  const ended = await endSessionsExcept(app.db, claims.tenant, claims.sub, claims.sid);
  return { success: true as const, ended };
}
