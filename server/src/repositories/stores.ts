/** SQL for the store record and its theme history. Every query names the tenant. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  stores,
  storeThemeHistory,
  type StoreDetailsVersion,
  type StorePageTemplateVersion,
  type StoreTheme,
} from '../db/schema';
import type { StoreShipping } from './stock';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;
export type StoreChanges = Partial<
  Pick<
    StoreRow,
    | 'storeName'
    | 'businessInfo'
    | 'theme'
    | 'socialLinks'
    | 'storeHours'
    | 'shippingMethods'
    | 'shippingSettings'
    | 'workCalendar'
  >
>;

/** What the store offers for delivery and at what rates; null when the tenant has no store. */
export async function findStoreShipping(db: Database | Tx, tenantId: string): Promise<StoreShipping | null> {
  const [row] = await db
    .select({ methods: stores.shippingMethods, settings: stores.shippingSettings })
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .limit(1);
  return row ?? null;
}

export async function findStoreByTenant(db: Database | Tx, tenantId: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.tenantId, tenantId)).limit(1);
  return row ?? null;
}

/** The store row, locked until the transaction ends so theme versions are written one at a time. */
export async function lockStore(tx: Tx, tenantId: string, id: string): Promise<StoreRow | null> {
  const [row] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Inserts the tenant's store; null when it already has one (one store per tenant). */
export async function insertStore(tx: Tx | Database, row: NewStoreRow): Promise<StoreRow | null> {
  const [created] = await tx
    .insert(stores)
    .values(row)
    .onConflictDoNothing({ target: stores.tenantId })
    .returning();
  return created ?? null;
}

export async function updateStoreRow(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: StoreChanges,
): Promise<StoreRow> {
  const [row] = await tx
    .update(stores)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, id)))
    .returning();
  return row;
}

/** What one theme version keeps: the theme left, and the pages and details a Save All replaced. */
export type ThemeVersion = {
  theme: StoreTheme;
  pageTemplates?: StorePageTemplateVersion[] | null;
  storeDetails?: StoreDetailsVersion | null;
};

/** Keeps a version the store is leaving, and drops versions beyond the newest `keep`. */
export async function pushThemeVersion(
  tx: Tx,
  tenantId: string,
  storeId: string,
  version: ThemeVersion,
  keep: number,
): Promise<void> {
  await tx.insert(storeThemeHistory).values({
    tenantId,
    storeId,
    theme: version.theme,
    pageTemplates: version.pageTemplates ?? null,
    storeDetails: version.storeDetails ?? null,
  });
  const old = await tx
    .select({ id: storeThemeHistory.id })
    .from(storeThemeHistory)
    .where(and(eq(storeThemeHistory.tenantId, tenantId), eq(storeThemeHistory.storeId, storeId)))
    .orderBy(desc(storeThemeHistory.id))
    .offset(keep);
  if (old.length) {
    await tx.delete(storeThemeHistory).where(
      and(
        eq(storeThemeHistory.tenantId, tenantId),
        inArray(
          storeThemeHistory.id,
          old.map((row) => row.id),
        ),
      ),
    );
  }
}

/** Takes the newest kept version off the history (the one before the current); null when none. */
export async function popThemeVersion(
  tx: Tx,
  tenantId: string,
  storeId: string,
): Promise<ThemeVersion | null> {
  const [latest] = await tx
    .select()
    .from(storeThemeHistory)
    .where(and(eq(storeThemeHistory.tenantId, tenantId), eq(storeThemeHistory.storeId, storeId)))
    .orderBy(desc(storeThemeHistory.id))
    .limit(1);
  if (!latest) return null;
  await tx
    .delete(storeThemeHistory)
    .where(and(eq(storeThemeHistory.tenantId, tenantId), eq(storeThemeHistory.id, latest.id)));
  return { theme: latest.theme, pageTemplates: latest.pageTemplates, storeDetails: latest.storeDetails };
}
