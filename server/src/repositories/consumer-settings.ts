/**
 * SQL for what a store owes its buyers and asks of its visitors (return window, consent, legal
 * identity): one row per store, none until the owner first saves; readers get the defaults then.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storeConsumerSettings } from '../db/schema';
import type { Tx } from './stores';

export type ConsumerSettingsRow = typeof storeConsumerSettings.$inferSelect;
export type ConsumerSettingsValues = Omit<
  typeof storeConsumerSettings.$inferInsert,
  'tenantId' | 'updatedAt'
>;
type Db = Database | Tx;
export type ConsumerSettings = Pick<
  ConsumerSettingsRow,
  'returnDays' | 'returnsFor' | 'consentRequiredFor' | 'legalName' | 'companyRegistration'
>;

/** The settings a store has before its owner saves any. */
export const DEFAULT_CONSUMER_SETTINGS = {
  returnDays: 14,
  returnsFor: 'everyone',
  consentRequiredFor: 'eu',
  legalName: null,
  companyRegistration: null,
} as const satisfies ConsumerSettings;

export async function findConsumerSettingsRow(db: Db, tenantId: string): Promise<ConsumerSettingsRow | null> {
  const [row] = await db
    .select()
    .from(storeConsumerSettings)
    .where(eq(storeConsumerSettings.tenantId, tenantId));
  return row ?? null;
}

/** The store's settings, or the defaults when its owner has saved none. */
export async function findConsumerSettings(db: Db, tenantId: string): Promise<ConsumerSettings> {
  const row = await findConsumerSettingsRow(db, tenantId);
  if (!row) return { ...DEFAULT_CONSUMER_SETTINGS };
  const { returnDays, returnsFor, consentRequiredFor, legalName, companyRegistration } = row;
  return { returnDays, returnsFor, consentRequiredFor, legalName, companyRegistration };
}

/** Writes the store's settings whole, inserting the row the first time. */
export async function saveConsumerSettingsRow(
  db: Db,
  tenantId: string,
  values: ConsumerSettingsValues,
): Promise<ConsumerSettingsRow> {
  const [row] = await db
    .insert(storeConsumerSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: storeConsumerSettings.tenantId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
