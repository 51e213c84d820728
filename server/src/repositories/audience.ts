/** SQL for a store's audience: newsletter sign-ups and storefront page-view and product-click records. */
import type { Database } from '../db/client';
import { analyticsEvents, newsletterSubscribers } from '../db/schema';

export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, 'id' | 'createdAt'>;

/** Adds an address to the store's newsletter; nothing when it is already there. */
export async function insertSubscriber(db: Database, tenantId: string, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ tenantId, email }).onConflictDoNothing();
}

/** Records one page view or product click. */
export async function insertAnalyticsEvent(db: Database, event: NewAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
