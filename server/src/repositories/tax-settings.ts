/** SQL for a store's tax settings: one row per store, none until the owner first saves. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storeTaxSettings } from '../db/schema';
import type { Tx } from './stores';

export type TaxSettingsRow = typeof storeTaxSettings.$inferSelect;
export type TaxSettingsValues = Omit<typeof storeTaxSettings.$inferInsert, 'tenantId' | 'updatedAt'>;
type Db = Database | Tx;

export async function findTaxSettingsRow(db: Db, tenantId: string): Promise<TaxSettingsRow | null> {
  const [row] = await db.select().from(storeTaxSettings).where(eq(storeTaxSettings.tenantId, tenantId));
  return row ?? null;
}

/** Writes the store's settings whole, inserting the row the first time. */
export async function saveTaxSettingsRow(
  db: Db,
  tenantId: string,
  values: TaxSettingsValues,
): Promise<TaxSettingsRow> {
  const [row] = await db
    .insert(storeTaxSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: storeTaxSettings.tenantId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
