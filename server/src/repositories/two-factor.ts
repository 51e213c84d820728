/** SQL for a person's authenticator app and recovery codes. Every query names the tenant. */
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storeStaffSettings, userRecoveryCodes, userTwoFactor } from '../db/schema';
import type { Tx } from './stores';

type Executor = Database | Tx;
export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

/** The person's authenticator app, set up or being set up; null when none. */
export async function findTwoFactor(
  db: Executor,
  tenantId: string,
  userId: string,
): Promise<TwoFactorRow | null> {
  const [row] = await db
    .select()
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), eq(userTwoFactor.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

/** Starts (or starts again) setting up an app with a new encrypted secret; not on until confirmed. */
export async function savePendingSecret(
  db: Executor,
  tenantId: string,
  userId: string,
  secret: string,
): Promise<void> {
  await db
    .insert(userTwoFactor)
    .values({ tenantId, userId, secret })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret, enabledAt: null, lastUsedStep: null },
      where: eq(userTwoFactor.tenantId, tenantId),
    });
}

/**
 * Spends a time step: true only when it is later than the last one used, so a code works once
 * even when two requests bring it at the same moment. `enable` turns the app on with it.
 */
export async function spendStep(
  db: Executor,
  tenantId: string,
  userId: string,
  step: number,
  enable = false,
): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step, ...(enable ? { enabledAt: new Date() } : {}) })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        eq(userTwoFactor.tenantId, tenantId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Turns the app off: the secret and the recovery codes go. */
export async function deleteTwoFactor(db: Executor, tenantId: string, userId: string): Promise<void> {
  await db
    .delete(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), eq(userTwoFactor.tenantId, tenantId)));
  await db
    .delete(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.tenantId, tenantId)));
}

/** Replaces the person's recovery codes with these hashes. */
export async function replaceRecoveryCodes(
  db: Executor,
  tenantId: string,
  userId: string,
  hashes: string[],
): Promise<void> {
  await db
    .delete(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.tenantId, tenantId)));
  await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ tenantId, userId, codeHash })));
}

/** Spends the unused recovery code with this hash; false when there is none (wrong, or used already). */
export async function spendRecoveryCode(
  db: Executor,
  tenantId: string,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.tenantId, tenantId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

/** How many of the person's recovery codes are still unused. */
export async function countUnusedRecoveryCodes(
  db: Executor,
  tenantId: string,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.tenantId, tenantId),
        isNull(userRecoveryCodes.usedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Whether the store's owner requires two-factor sign-in of its staff. */
export async function findRequireTwoFactor(db: Executor, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ requireTwoFactor: storeStaffSettings.requireTwoFactor })
    .from(storeStaffSettings)
    .where(eq(storeStaffSettings.tenantId, tenantId))
    .limit(1);
  return row?.requireTwoFactor ?? false;
}

/** Sets the store's rule, creating its settings row on first use. */
export async function saveRequireTwoFactor(
  db: Executor,
  tenantId: string,
  requireTwoFactor: boolean,
): Promise<void> {
  await db
    .insert(storeStaffSettings)
    .values({ tenantId, requireTwoFactor })
    .onConflictDoUpdate({
      target: storeStaffSettings.tenantId,
      set: { requireTwoFactor, updatedAt: new Date() },
    });
}
