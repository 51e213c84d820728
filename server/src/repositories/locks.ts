/**
 * Every advisory lock the api takes, named once, so no two kinds of work share an id by mistake.
 * Runs that one instance does at a time hold a session lock on one 64-bit key
 * (`DatabaseHandle.withLock`, in memory on PGlite); the per-day roll-up holds a transaction lock
 * on two 32-bit keys, a class and a hash. Checkout holds lock a 64-bit hash of the store and
 * visitor in their own transaction; a hash meeting one of these small ids is not a real risk.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from './stores';

/** The backup run: one instance writes every store's backups and applies the retention. */
export const BACKUP_RUN_LOCK = 741_001;
/** Reconciliation: one instance turns paid payments into orders and gives back expired holds. */
export const RECONCILE_LOCK = 741_002;
/** The nightly analytics roll-up of every store (jobs/analytics.ts). */
export const ANALYTICS_RUN_LOCK = 741_003;
/** The scheduled pull of every connected store's Notion products. */
export const NOTION_SYNC_LOCK = 741_004;
/** Sending the Notion outbox: one drain at a time across instances. */
export const NOTION_OUTBOX_LOCK = 741_005;
/** The scheduled outbox job (claiming its minute); the drain itself holds NOTION_OUTBOX_LOCK. */
export const NOTION_OUTBOX_RUN_LOCK = 741_007;
/** The scheduled email outbox sweep (claiming its minute); rows are claimed one by one as well. */
export const MAIL_OUTBOX_RUN_LOCK = 741_008;
/** The sales fold: one instance adds the recorded sales to the products' counts each minute. */
export const SALES_FOLD_LOCK = 741_009;
/** The activity log's purge of lines older than the retention, once a day. */
export const AUDIT_PURGE_LOCK = 741_010;
/** The back-in-stock emails to customers waiting on a favourite, every few minutes. */
export const BACK_IN_STOCK_LOCK = 741_017;
/** The review request mails' job (claiming its period). */
export const REVIEW_REQUESTS_LOCK = 741_031;
/** The gift card mail: one instance mails the cards due each minute (each card is also marked once). */
export const GIFT_CARD_MAIL_LOCK = 741_021;
/** The basket reminders' run: one instance mails the baskets left behind every five minutes. */
export const BASKET_REMINDERS_LOCK = 741_014;
/** The owner's notices each minute: the low-stock and late-order sweeps, and the single mails waiting. */
export const OWNER_NOTICES_LOCK = 741_051;
/** The owner's daily digest, each morning in store time. */
export const OWNER_DIGEST_LOCK = 741_052;
/** The class of the lock one roll-up of a store's day takes, so two roll-ups of that day take turns. */
export const ROLLUP_DAY_LOCK_CLASS = 741_006;
/** One store's Notion pull is this plus 32 bits of its id's hash: far above the ids above. */
export const PRODUCT_SYNC_LOCK_BASE = 7_410_040_000_000;

/** The lock for one store's Notion pull, shared by the schedule and the owner's button. */
export function productSyncLock(tenantId: string): number {
  return PRODUCT_SYNC_LOCK_BASE + createHash('sha256').update(tenantId).digest().readUInt32BE(0);
}

/** Waits for, then holds until the transaction ends, the lock on one store's roll-up of `day`. */
export async function lockRollupDay(tx: Tx, tenantId: string, day: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ROLLUP_DAY_LOCK_CLASS}, hashtext(${`${tenantId}:${day}`}))`,
  );
}

/** Holds a visitor's checkouts in a store one at a time until the transaction ends. */
export async function lockVisitorCheckouts(tx: Tx, tenantId: string, visitor: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${tenantId}:${visitor}`}, 0))`,
  );
}

/** Holds the checkouts opened from one internet address in a store one at a time until the transaction ends. */
export async function lockAddressCheckouts(tx: Tx, tenantId: string, address: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`checkout-address:${tenantId}:${address}`}, 0))`,
  );
}

/** Holds the store's SKU changes one at a time until the transaction ends (products and variants share them). */
export async function lockStoreSkus(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`skus:${tenantId}`}, 0))`);
}
