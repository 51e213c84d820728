/** SQL for signed-in sessions: one row a sign-in, named by its tokens' `sid`. Every query names the tenant. */
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userSessions } from '../db/schema';
import type { Tx } from './stores';

type Executor = Database | Tx;
export type SessionRow = typeof userSessions.$inferSelect;

/** Starts a session for a person who has just signed in. */
export async function insertSession(
  db: Executor,
  session: {
    tenantId: string;
    userId: string;
    userAgent: string | null;
    ip: string | null;
    twoFactorAt: Date | null;
  },
): Promise<SessionRow> {
  const [row] = await db.insert(userSessions).values(session).returning();
  return row;
}

/** The person's sessions still open, the most recently seen first. */
export async function listOpenSessions(
  db: Executor,
  tenantId: string,
  userId: string,
): Promise<SessionRow[]> {
  return db
    .select()
    .from(userSessions)
    .where(
      and(eq(userSessions.tenantId, tenantId), eq(userSessions.userId, userId), isNull(userSessions.endedAt)),
    )
    .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.id))
    .limit(200);
}

/** Ends one open session of the person; false when there is none by that id. */
export async function endSession(
  db: Executor,
  tenantId: string,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .update(userSessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(userSessions.id, id),
        eq(userSessions.tenantId, tenantId),
        eq(userSessions.userId, userId),
        isNull(userSessions.endedAt),
      ),
    )
    .returning({ id: userSessions.id });
  return rows.length > 0;
}

/** Ends every open session of the person but `keep` (all of them without it); returns how many ended. */
export async function endSessionsExcept(
  db: Executor,
  tenantId: string,
  userId: string,
  keep: string | undefined,
): Promise<number> {
  const rows = await db
    .update(userSessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(userSessions.tenantId, tenantId),
        eq(userSessions.userId, userId),
        isNull(userSessions.endedAt),
        keep ? ne(userSessions.id, keep) : undefined,
      ),
    )
    .returning({ id: userSessions.id });
  return rows.length;
}

/** Moves the session's "last seen" to now, unless it moved within `seconds`. */
export async function touchSession(db: Executor, id: string, seconds: number): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastSeenAt: new Date() })
    .where(
      and(
        eq(userSessions.id, id),
        lt(userSessions.lastSeenAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
}
