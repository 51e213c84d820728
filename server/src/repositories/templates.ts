/** SQL for the page templates of a store. Every query names the tenant. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pageTemplates } from '../db/schema';
import type { PageType } from '../../../lib/templates';
import type { Tx } from './stores';

export type PageTemplateRow = typeof pageTemplates.$inferSelect;
type PageTemplateValues = Pick<PageTemplateRow, 'templateId' | 'customizations' | 'componentSettings'>;

export function listPageTemplateRows(db: Database, tenantId: string): Promise<PageTemplateRow[]> {
  return db.select().from(pageTemplates).where(eq(pageTemplates.tenantId, tenantId));
}

export async function findPageTemplateRow(db: Database, tenantId: string, pageType: PageType): Promise<PageTemplateRow | null> {
  const [row] = await db
    .select()
    .from(pageTemplates)
    .where(and(eq(pageTemplates.tenantId, tenantId), eq(pageTemplates.pageType, pageType)))
    .limit(1);
  return row ?? null;
}

export async function upsertPageTemplate(db: Database | Tx, tenantId: string, pageType: PageType, values: PageTemplateValues): Promise<PageTemplateRow> {
  const [row] = await db
    .insert(pageTemplates)
    .values({ tenantId, pageType, ...values })
    .onConflictDoUpdate({ target: [pageTemplates.tenantId, pageTemplates.pageType], set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function deletePageTemplate(db: Database, tenantId: string, pageType: PageType): Promise<void> {
  await db.delete(pageTemplates).where(and(eq(pageTemplates.tenantId, tenantId), eq(pageTemplates.pageType, pageType)));
}

/** The page's row locked for a read-modify-write, created from `initial` when missing. */
export async function lockPageTemplate(tx: Tx, tenantId: string, pageType: PageType, initial: PageTemplateValues): Promise<PageTemplateRow> {
  await tx.insert(pageTemplates).values({ tenantId, pageType, ...initial }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(pageTemplates)
    .where(and(eq(pageTemplates.tenantId, tenantId), eq(pageTemplates.pageType, pageType)))
    .limit(1)
    .for('update');
  return row;
}
