/** SQL for emailed single-use links, stored as hashes. Every query names the tenant. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, verificationTokens } from '../db/schema';
import type { Tx } from './stores';

type Executor = Database | Tx;
export type TokenPurpose = 'verify-email' | 'reset-password';
export type NewVerificationToken = Omit<
  typeof verificationTokens.$inferInsert,
  'id' | 'usedAt' | 'createdAt'
>;

/** Stores a token's hash. */
export async function insertToken(db: Executor, row: NewVerificationToken): Promise<void> {
  await db.insert(verificationTokens).values(row);
}

/** The store's token with this hash and purpose, with its account; undefined when none. */
export async function findTokenWithUser(
  db: Executor,
  tenantId: string,
  tokenHash: string,
  purpose: TokenPurpose,
) {
  const [found] = await db
    .select({ token: verificationTokens, user: users })
    .from(verificationTokens)
    .innerJoin(
      users,
      and(eq(users.id, verificationTokens.userId), eq(users.tenantId, verificationTokens.tenantId)),
    )
    .where(
      and(
        eq(verificationTokens.tenantId, tenantId),
        eq(verificationTokens.tokenHash, tokenHash),
        eq(verificationTokens.purpose, purpose),
      ),
    )
    .limit(1);
  return found;
}

/** Marks one token used; false when it already was. */
export async function markTokenUsed(db: Executor, tenantId: string, id: string): Promise<boolean> {
  const used = await db
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationTokens.id, id),
        eq(verificationTokens.tenantId, tenantId),
        isNull(verificationTokens.usedAt),
      ),
    )
    .returning({ id: verificationTokens.id });
  return used.length > 0;
}

/** Marks every unused token of the account for this purpose used. */
export async function markAccountTokensUsed(
  db: Executor,
  tenantId: string,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationTokens.tenantId, tenantId),
        eq(verificationTokens.userId, userId),
        eq(verificationTokens.purpose, purpose),
        isNull(verificationTokens.usedAt),
      ),
    );
}
