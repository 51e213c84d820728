/** SQL for the accounts of a store (customers and owners). Every query names the tenant. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storeStaffSettings, users, userSessions, userTwoFactor } from '../db/schema';
import { namedQuery } from './prepared';
import type { Tx } from './stores';

type Executor = Database | Tx;
export type UserRow = typeof users.$inferSelect;

/** The store's account with this email, or null. */
export async function findUserByEmail(
  db: Executor,
  tenantId: string,
  email: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return row ?? null;
}

/** The store's account with this id, or null. */
export async function findUser(db: Executor, tenantId: string, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

/** What a token is checked against: the account, its session (when the token names one) and its store's rule. */
export type TokenState = Pick<UserRow, 'tokenVersion' | 'role' | 'staffRole'> & {
  /** The token's session: found and still open, and when it was last seen; null without a `sid`. */
  session: { open: boolean; lastSeenAt: Date } | null;
  twoFactorEnabled: boolean;
  requireTwoFactor: boolean;
};

const preparedTokenState = namedQuery('find_token_state', (db) =>
  db
    .select({
      tokenVersion: users.tokenVersion,
      role: users.role,
      staffRole: users.staffRole,
      sessionId: userSessions.id,
      sessionEndedAt: userSessions.endedAt,
      sessionLastSeenAt: userSessions.lastSeenAt,
      twoFactorEnabledAt: userTwoFactor.enabledAt,
      requireTwoFactor: storeStaffSettings.requireTwoFactor,
    })
    .from(users)
    .leftJoin(
      userSessions,
      and(
        eq(userSessions.id, sql.placeholder('session')),
        eq(userSessions.userId, users.id),
        eq(userSessions.tenantId, users.tenantId),
      ),
    )
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .leftJoin(storeStaffSettings, eq(storeStaffSettings.tenantId, users.tenantId))
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.tenantId, sql.placeholder('tenant'))))
    .limit(1),
);

/**
 * The account's token version and role, the token's session, whether the person has a second
 * factor on and whether the store requires one, in one query (each join reads a primary key);
 * null when the account is gone. Every signed-in request asks it, so it is built once.
 */
export async function findTokenState(
  db: Executor,
  tenantId: string,
  id: string,
  sessionId?: string,
): Promise<TokenState | null> {
  const [row] = await preparedTokenState(db, { tenant: tenantId, id, session: sessionId ?? null });
  if (!row) return null;
  return {
    tokenVersion: row.tokenVersion,
    role: row.role,
    staffRole: row.staffRole,
    session: !sessionId
      ? null
      : {
          open: Boolean(row.sessionId) && !row.sessionEndedAt,
          lastSeenAt: row.sessionLastSeenAt ?? new Date(0),
        },
    twoFactorEnabled: Boolean(row.twoFactorEnabledAt),
    requireTwoFactor: row.requireTwoFactor ?? false,
  };
}

/** Records that the account was active now. */
export async function touchLastActive(db: Executor, tenantId: string, id: string): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveAt: new Date() })
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId)));
}

/** Ends every token of the account by bumping its token version. */
export async function bumpTokenVersion(db: Executor, tenantId: string, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId)));
}

/** Sets a new password hash and ends the account's tokens; returns the updated account. */
export async function setPassword(
  db: Executor,
  tenantId: string,
  id: string,
  passwordHash: string,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId)))
    .returning();
  return row;
}

/** Inserts an unverified customer; null when the store already has an account with this email. */
export async function insertCustomer(
  db: Executor,
  tenantId: string,
  email: string,
  passwordHash: string,
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ tenantId, email, passwordHash, role: 'customer' })
    .onConflictDoNothing({ target: [users.tenantId, users.email] })
    .returning();
  return row ?? null;
}

/** Inserts a store owner whose address counts as verified. */
export async function insertAdmin(
  db: Executor,
  tenantId: string,
  email: string,
  passwordHash: string,
  /** An owner who signed up themselves proves the address by its emailed link first. */
  verified = true,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      tenantId,
      email,
      passwordHash,
      role: 'admin',
      staffRole: 'owner',
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning();
  return row;
}

/** Marks the address verified; false when it already was. */
export async function markEmailVerified(db: Executor, tenantId: string, id: string): Promise<boolean> {
  const newly = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return newly.length > 0;
}
