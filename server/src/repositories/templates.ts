/** SQL for the page templates of a store. Every query names the tenant. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pageTemplates } from '../db/schema';
import type { PageType } from '@/lib/templates';
import type { Tx } from './stores';

export type PageTemplateRow = typeof pageTemplates.$inferSelect;
type PageTemplateValues = Pick<PageTemplateRow, 'templateId' | 'customizations' | 'componentSettings'>;

export function listPageTemplateRows(db: Database, tenantId: string): Promise<PageTemplateRow[]> {
  return db.select().from(pageTemplates).where(eq(pageTemplates.tenantId, tenantId));
}

export async function upsertPageTemplate(
  db: Database | Tx,
  tenantId: string,
  pageType: PageType,
  values: PageTemplateValues,
): Promise<PageTemplateRow> {
  const [row] = await db
    .insert(pageTemplates)
    .values({ tenantId, pageType, ...values })
    .onConflictDoUpdate({
      target: [pageTemplates.tenantId, pageTemplates.pageType],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row;
}

/** Inserts the given page templates for a new store. */
export async function insertPageTemplates(
  db: Database | Tx,
  tenantId: string,
  rows: (PageTemplateValues & { pageType: PageType })[],
): Promise<void> {
  await db.insert(pageTemplates).values(rows.map((row) => ({ tenantId, ...row })));
}

/** The page's row locked for a read-modify-write, created from `initial` when missing. */
export async function lockPageTemplate(
  tx: Tx,
  tenantId: string,
  pageType: PageType,
  initial: PageTemplateValues,
): Promise<PageTemplateRow> {
  await tx
    .insert(pageTemplates)
    .values({ tenantId, pageType, ...initial })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(pageTemplates)
    .where(and(eq(pageTemplates.tenantId, tenantId), eq(pageTemplates.pageType, pageType)))
    .limit(1)
    .for('update');
  return row;
}
