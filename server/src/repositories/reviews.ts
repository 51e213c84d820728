/**
 * SQL for reviews from verified buyers: the store's settings, the orders due a request mail and the
 * request rows, the reviews of an order's lines, a product's published reviews and rating, and the
 * owner's list. Every query names the store.
 */
import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { ReviewStatus } from '@/lib/constants/reviews';
import type { Database } from '../db/client';
import {
  orderEvents,
  orderItems,
  orders,
  productReviews,
  products,
  reviewRequests,
  storeReviewSettings,
} from '../db/schema';
import type { Tx } from './stores';

type Db = Database | Tx;
export type ReviewRow = typeof productReviews.$inferSelect;
export type ReviewSettingsRow = typeof storeReviewSettings.$inferSelect;
export type ReviewSettingsValues = Pick<
  ReviewSettingsRow,
  'enabled' | 'requestDays' | 'shippedExtraDays' | 'publishAtOnce'
>;

export async function findReviewSettings(db: Db, tenantId: string): Promise<ReviewSettingsValues | null> {
  const [row] = await db
    .select()
    .from(storeReviewSettings)
    .where(eq(storeReviewSettings.tenantId, tenantId))
    .limit(1);
  return row ?? null;
}

export async function saveReviewSettingsRow(db: Db, tenantId: string, values: ReviewSettingsValues) {
  await db
    .insert(storeReviewSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: storeReviewSettings.tenantId, set: { ...values, updatedAt: new Date() } });
}

/** The newest moment the order reached `status` (an order_events line), as SQL. */
const reachedAt = (status: 'Delivered' | 'Shipped') =>
  sql`(select max(${orderEvents.createdAt}) from ${orderEvents}
       where ${orderEvents.tenantId} = ${orders.tenantId} and ${orderEvents.orderId} = ${orders.id}
         and ${orderEvents.toStatus} = ${status})`;

export type DueOrder = Pick<typeof orders.$inferSelect, 'id' | 'orderId' | 'customerEmail' | 'customerInfo'>;

/**
 * The store's orders due a request: Delivered (or handed over) between `since` and `deliveredBy`,
 * or Shipped with no delivery between `since` and `shippedBy`; never asked before; with a piece.
 */
export async function findOrdersDueReviewRequest(
  db: Db,
  tenantId: string,
  when: { since: Date; deliveredBy: Date; shippedBy: Date },
  limit: number,
): Promise<DueOrder[]> {
  const delivered = reachedAt('Delivered');
  const shipped = reachedAt('Shipped');
  return db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      customerEmail: orders.customerEmail,
      customerInfo: orders.customerInfo,
    })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        sql`not exists (select 1 from ${reviewRequests} where ${reviewRequests.orderId} = ${orders.id})`,
        sql`exists (select 1 from ${orderItems} where ${orderItems.tenantId} = ${orders.tenantId}
              and ${orderItems.orderId} = ${orders.id} and ${orderItems.kind} = 'piece')`,
        sql`((${orders.status} = 'Delivered' and ${delivered} between ${when.since} and ${when.deliveredBy})
           or (${orders.status} = 'Shipped' and ${shipped} between ${when.since} and ${when.shippedBy}))`,
      ),
    )
    .limit(limit);
}

/** Writes the order's request row; false when it had one already (another run asked first). */
export async function insertReviewRequest(
  tx: Tx,
  row: { tenantId: string; orderId: string; tokenHash: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(reviewRequests)
    .values(row)
    .onConflictDoNothing()
    .returning({ orderId: reviewRequests.orderId });
  return inserted.length > 0;
}

/** The order a request token opens, when its hash is this order's. */
export async function findReviewRequest(db: Db, tenantId: string, orderId: string) {
  const [row] = await db
    .select({ tokenHash: reviewRequests.tokenHash })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.tenantId, tenantId), eq(reviewRequests.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

/** The order's piece lines, in order. */
export function findPieceLines(db: Db, tenantId: string, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      name: orderItems.name,
      variantName: orderItems.variantName,
      image: orderItems.image,
    })
    .from(orderItems)
    .where(
      and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId), eq(orderItems.kind, 'piece')),
    )
    .orderBy(orderItems.id);
}

export function findReviewsOfOrder(db: Db, tenantId: string, orderId: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.tenantId, tenantId), eq(productReviews.orderId, orderId)));
}

export type NewReview = Pick<
  ReviewRow,
  | 'tenantId'
  | 'orderItemId'
  | 'orderId'
  | 'productId'
  | 'rating'
  | 'title'
  | 'body'
  | 'photo'
  | 'authorName'
  | 'status'
>;

/** Writes the line's review, or replaces the one it has (one per line); answers it as saved. */
export async function upsertReview(tx: Tx, review: NewReview): Promise<ReviewRow> {
  const { rating, title, body, photo, status } = review;
  const [row] = await tx
    .insert(productReviews)
    .values(review)
    .onConflictDoUpdate({
      target: productReviews.orderItemId,
      set: { rating, title, body, photo, status, updatedAt: new Date() },
    })
    .returning();
  return row;
}

/** The line's review, locked for the edit. */
export async function lockReviewOfLine(tx: Tx, tenantId: string, orderItemId: string) {
  const [row] = await tx
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.tenantId, tenantId), eq(productReviews.orderItemId, orderItemId)))
    .for('update');
  return row ?? null;
}

const published = (tenantId: string, productId: string) =>
  and(
    eq(productReviews.tenantId, tenantId),
    eq(productReviews.productId, productId),
    eq(productReviews.status, 'published'),
  );

/** A page of the product's published reviews, newest first. */
export function findPublishedReviews(
  db: Db,
  tenantId: string,
  productId: string,
  page: { limit: number; offset: number },
): Promise<ReviewRow[]> {
  return db
    .select()
    .from(productReviews)
    .where(published(tenantId, productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The product's published reviews' average stars and count. */
export async function findReviewSummary(db: Db, tenantId: string, productId: string) {
  const [row] = await db
    .select({ average: avg(productReviews.rating), count: count() })
    .from(productReviews)
    .where(published(tenantId, productId));
  return { average: row?.average == null ? null : Number(row.average), count: Number(row?.count ?? 0) };
}

const adminWhere = (tenantId: string, status?: ReviewStatus, id?: string) =>
  and(
    eq(productReviews.tenantId, tenantId),
    status ? eq(productReviews.status, status) : undefined,
    id ? eq(productReviews.id, id) : undefined,
  );

/** A page of the store's reviews (of one status, when named), newest first, with product and order. */
export function findStoreReviews(
  db: Db,
  tenantId: string,
  query: { status?: ReviewStatus; id?: string; limit: number; offset: number },
) {
  return db
    .select({
      review: productReviews,
      productName: sql<string>`coalesce(${products.name}, ${orderItems.name})`,
      orderNumber: orders.orderId,
    })
    .from(productReviews)
    .innerJoin(orders, eq(orders.id, productReviews.orderId))
    .innerJoin(orderItems, eq(orderItems.id, productReviews.orderItemId))
    .leftJoin(products, eq(products.id, productReviews.productId))
    .where(adminWhere(tenantId, query.status, query.id))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countStoreReviews(db: Db, tenantId: string, status?: ReviewStatus) {
  const [row] = await db.select({ count: count() }).from(productReviews).where(adminWhere(tenantId, status));
  return Number(row?.count ?? 0);
}

/** One of the store's reviews, locked for the owner's answer. */
export async function lockStoreReview(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.tenantId, tenantId), eq(productReviews.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateStoreReview(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<Pick<ReviewRow, 'status' | 'reply' | 'repliedAt'>>,
) {
  await tx
    .update(productReviews)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(productReviews.tenantId, tenantId), eq(productReviews.id, id)));
}
