/** SQL for a store's audience: newsletter sign-ups and storefront page-view and product-click records. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyticsEvents, newsletterSubscribers } from '../db/schema';
import type { Tx } from './stores';

export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, 'id' | 'createdAt'>;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/**
 * Puts an address on the store's list as pending with the consent given now and a new confirmation
 * token; true when a confirmation mail is due. An address already confirmed is left as it is
 * (false): signing up again changes nothing. One that unsubscribed starts over as pending.
 */
export async function upsertPendingSubscriber(
  db: Database | Tx,
  row: { tenantId: string; email: string; consentText: string; consentAt: Date; confirmTokenHash: string },
): Promise<boolean> {
  const written = await db
    .insert(newsletterSubscribers)
    .values({ ...row, status: 'pending' })
    .onConflictDoUpdate({
      target: [newsletterSubscribers.tenantId, newsletterSubscribers.email],
      set: {
        status: 'pending',
        consentText: row.consentText,
        consentAt: row.consentAt,
        confirmTokenHash: row.confirmTokenHash,
        confirmedAt: null,
        unsubscribeToken: null,
      },
      setWhere: sql`${newsletterSubscribers.status} <> 'confirmed'`,
    })
    .returning({ email: newsletterSubscribers.email });
  return written.length > 0;
}

/** Confirms the pending address of this token, once: the token is spent. Null when none matches. */
export async function confirmSubscriber(
  db: Database,
  tenantId: string,
  confirmTokenHash: string,
  unsubscribeToken: string,
  at: Date,
): Promise<SubscriberRow | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: at, confirmTokenHash: null, unsubscribeToken })
    .where(
      and(
        eq(newsletterSubscribers.tenantId, tenantId),
        eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash),
        eq(newsletterSubscribers.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Unsubscribes the confirmed address of this token, for good: the token is spent. Null when none matches. */
export async function unsubscribeSubscriber(
  db: Database,
  tenantId: string,
  unsubscribeToken: string,
  at: Date,
): Promise<SubscriberRow | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: at, unsubscribeToken: null })
    .where(
      and(
        eq(newsletterSubscribers.tenantId, tenantId),
        eq(newsletterSubscribers.unsubscribeToken, unsubscribeToken),
        eq(newsletterSubscribers.status, 'confirmed'),
      ),
    )
    .returning();
  return row ?? null;
}

/** The store's whole list, oldest sign-up first. */
export function findSubscribers(db: Database, tenantId: string): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.tenantId, tenantId))
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
}

/** The addresses that confirmed and have not unsubscribed: the only ones marketing mail goes to. */
export function findConfirmedSubscribers(db: Database | Tx, tenantId: string): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.tenantId, tenantId), eq(newsletterSubscribers.status, 'confirmed')))
    .orderBy(asc(newsletterSubscribers.email));
}

/** Records one page view or product click. */
export async function insertAnalyticsEvent(db: Database, event: NewAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
