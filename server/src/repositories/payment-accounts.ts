/**
 * SQL for a store's card payment account (one per store). Every query names the store, except the
 * provider's account update, which arrives naming only the provider's account id.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentAccounts } from '../db/schema';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;
export type AccountProvider = 'stripe' | 'test';
export type AccountStatus = PaymentAccountRow['accountStatus'];

/** The store's account with this provider, or null (an account of the other provider does not count). */
export async function findPaymentAccount(
  db: Database,
  tenantId: string,
  provider: AccountProvider,
): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.tenantId, tenantId), eq(paymentAccounts.provider, provider)))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps `accountId` as the store's account, pending onboarding, and answers the store's account:
 * the one already kept when the store has one with this provider (two owners connecting at once
 * keep the first), else this one, replacing an account of the other provider.
 */
export async function saveNewPaymentAccount(
  db: Database,
  tenantId: string,
  provider: AccountProvider,
  accountId: string,
): Promise<PaymentAccountRow> {
  await db
    .insert(paymentAccounts)
    .values({ tenantId, provider, accountId, accountStatus: 'pending' })
    .onConflictDoUpdate({
      target: paymentAccounts.tenantId,
      set: { provider, accountId, accountStatus: 'pending', updatedAt: sql`now()` },
      setWhere: ne(paymentAccounts.provider, provider),
    });
  const row = await findPaymentAccount(db, tenantId, provider);
  if (!row) throw new Error(`the payment account of ${tenantId} was not kept`);
  return row;
}

/** Sets the status of the store's account with this provider; false when it has none. */
export async function setStoreAccountStatus(
  db: Database,
  tenantId: string,
  provider: AccountProvider,
  status: AccountStatus,
): Promise<boolean> {
  const rows = await db
    .update(paymentAccounts)
    .set({ accountStatus: status, updatedAt: new Date() })
    .where(and(eq(paymentAccounts.tenantId, tenantId), eq(paymentAccounts.provider, provider)))
    .returning({ tenantId: paymentAccounts.tenantId });
  return rows.length > 0;
}

/** The store holding this provider account, or null when none does. */
export async function findPaymentAccountById(
  db: Database,
  provider: AccountProvider,
  accountId: string,
): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

/** Sets the status of whichever store holds this provider account; the store's id, or null when none does. */
export async function setAccountStatusById(
  db: Database,
  provider: AccountProvider,
  accountId: string,
  status: AccountStatus,
): Promise<string | null> {
  const [row] = await db
    .update(paymentAccounts)
    .set({ accountStatus: status, updatedAt: new Date() })
    .where(and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.accountId, accountId)))
    .returning({ tenantId: paymentAccounts.tenantId });
  return row?.tenantId ?? null;
}
