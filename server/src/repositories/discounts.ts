/**
 * SQL for discount codes and their redemptions. A checkout locks the code's row while it counts
 * its uses, so two shoppers taking the last use take turns. Every query names the store.
 */
import { and, asc, eq, gt, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  discountCodes,
  discountRedemptions,
  orderRefunds,
  orders,
  payments,
  productCategories,
  products,
} from '../db/schema';
import type { Tx } from './stores';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type NewDiscountCode = Omit<typeof discountCodes.$inferInsert, 'tenantId' | 'id'>;
export type RedemptionRow = typeof discountRedemptions.$inferSelect;
type Db = Database | Tx;

/** The store's codes, newest first, with their paid uses, revenue (less refunds) and discount given. */
export async function listDiscountRows(db: Db, tenantId: string) {
  const refunded = sql<number>`coalesce((select sum(${orderRefunds.amountCents}) from ${orderRefunds}
    where ${orderRefunds.tenantId} = ${tenantId} and ${orderRefunds.orderId} = ${orders.id}), 0)`;
  const used = db
    .select({
      codeId: discountRedemptions.codeId,
      uses: sql<number>`count(*)::int`.as('uses'),
      revenue: sql<number>`coalesce(sum(${orders.totalCents} - ${refunded}), 0)::int`.as('revenue'),
      discounted: sql<number>`coalesce(sum(${orders.discountCents}), 0)::int`.as('discounted'),
    })
    .from(discountRedemptions)
    .innerJoin(orders, and(eq(orders.tenantId, tenantId), eq(orders.id, discountRedemptions.orderId)))
    .where(and(eq(discountRedemptions.tenantId, tenantId), eq(discountRedemptions.status, 'used')))
    .groupBy(discountRedemptions.codeId)
    .as('used');
  return db
    .select({
      code: discountCodes,
      uses: sql<number>`coalesce(${used.uses}, 0)`,
      revenue: sql<number>`coalesce(${used.revenue}, 0)`,
      discounted: sql<number>`coalesce(${used.discounted}, 0)`,
    })
    .from(discountCodes)
    .leftJoin(used, eq(used.codeId, discountCodes.id))
    .where(eq(discountCodes.tenantId, tenantId))
    .orderBy(sql`${discountCodes.createdAt} desc`, asc(discountCodes.id));
}

export async function countDiscountRows(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountCodes)
    .where(eq(discountCodes.tenantId, tenantId));
  return row?.n ?? 0;
}

export async function insertDiscountRow(db: Db, tenantId: string, values: NewDiscountCode) {
  const [row] = await db
    .insert(discountCodes)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateDiscountRow(db: Db, tenantId: string, id: string, values: NewDiscountCode) {
  const [row] = await db
    .update(discountCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(discountCodes.tenantId, tenantId), eq(discountCodes.id, id)))
    .returning();
  return row;
}

export async function deleteDiscountRow(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .delete(discountCodes)
    .where(and(eq(discountCodes.tenantId, tenantId), eq(discountCodes.id, id)))
    .returning({ id: discountCodes.id, code: discountCodes.code });
  return row;
}

/** A code by its text; with `lock`, its row stays locked until the transaction ends. */
export async function findCodeByText(
  db: Db,
  tenantId: string,
  code: string,
  lock = false,
): Promise<DiscountCodeRow | undefined> {
  const query = db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.tenantId, tenantId), eq(discountCodes.code, code)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A code by id, its row locked until the transaction ends. */
export async function lockCodeById(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.tenantId, tenantId), eq(discountCodes.id, id)))
    .for('update');
  return row;
}

/** Held redemptions of a code not yet expired, besides those of some payments. */
export async function countLiveHolds(db: Db, tenantId: string, codeId: string, except: string[] = []) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.tenantId, tenantId),
        eq(discountRedemptions.codeId, codeId),
        eq(discountRedemptions.status, 'held'),
        gt(discountRedemptions.expiresAt, sql`now()`),
        except.length ? notInArray(discountRedemptions.paymentId, except) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether a customer has used the code, or holds it in another checkout not yet expired: a use
 * under one of their keys (the readable one, or its hash once erased), or (signed in) a use of a
 * payment of their account, whatever email it carried.
 */
export async function customerHasCode(
  db: Db,
  tenantId: string,
  codeId: string,
  customer: { keys: string[]; userId: string | null },
  except: string[] = [],
): Promise<boolean> {
  const ofAccount = customer.userId
    ? inArray(
        discountRedemptions.paymentId,
        db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.tenantId, tenantId), eq(payments.userId, customer.userId))),
      )
    : undefined;
  const rows = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.tenantId, tenantId),
        eq(discountRedemptions.codeId, codeId),
        or(inArray(discountRedemptions.customerKey, customer.keys), ofAccount),
        except.length ? notInArray(discountRedemptions.paymentId, except) : undefined,
        or(
          eq(discountRedemptions.status, 'used'),
          and(eq(discountRedemptions.status, 'held'), gt(discountRedemptions.expiresAt, sql`now()`)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Releases a customer's expired holds of a code, so they do not stand in the way of a new one. */
export async function releaseExpiredHolds(tx: Tx, tenantId: string, codeId: string, customerKey: string) {
  await tx
    .update(discountRedemptions)
    .set({ status: 'released' })
    .where(
      and(
        eq(discountRedemptions.tenantId, tenantId),
        eq(discountRedemptions.codeId, codeId),
        eq(discountRedemptions.customerKey, customerKey),
        eq(discountRedemptions.status, 'held'),
        lte(discountRedemptions.expiresAt, sql`now()`),
      ),
    );
}

export async function insertRedemption(tx: Tx, values: typeof discountRedemptions.$inferInsert) {
  await tx.insert(discountRedemptions).values(values);
}

/** The held codes of some payments (replaced or canceled) are given back. */
export async function releaseRedemptions(tx: Tx | Database, tenantId: string, paymentIds: string[]) {
  if (paymentIds.length === 0) return;
  await tx
    .update(discountRedemptions)
    .set({ status: 'released' })
    .where(
      and(
        eq(discountRedemptions.tenantId, tenantId),
        inArray(discountRedemptions.paymentId, paymentIds),
        eq(discountRedemptions.status, 'held'),
      ),
    );
}

export async function findRedemptionOfPayment(db: Db, tenantId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.tenantId, tenantId), eq(discountRedemptions.paymentId, paymentId)));
  return row;
}

/** The redemption counts for its paid order: marked used and the code's uses counted once. */
export async function markRedemptionUsed(tx: Tx, row: RedemptionRow, orderId: string) {
  await tx
    .update(discountRedemptions)
    .set({ status: 'used', orderId })
    .where(and(eq(discountRedemptions.tenantId, row.tenantId), eq(discountRedemptions.id, row.id)));
  if (!row.codeId) return;
  await tx
    .update(discountCodes)
    .set({ usesCount: sql`${discountCodes.usesCount} + 1` })
    .where(and(eq(discountCodes.tenantId, row.tenantId), eq(discountCodes.id, row.codeId)));
}

/**
 * One use of a code counted for a sale made by hand in the back-office: there is no payment to
 * hold it, so the use is counted at once, in the sale's transaction (the code's row locked by it).
 */
export async function countCodeUse(tx: Tx, tenantId: string, codeId: string) {
  await tx
    .update(discountCodes)
    .set({ usesCount: sql`${discountCodes.usesCount} + 1` })
    .where(and(eq(discountCodes.tenantId, tenantId), eq(discountCodes.id, codeId)));
}

/** Each product's categories, for codes on chosen categories. */
export async function categoriesOfProducts(db: Db, tenantId: string, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(and(eq(productCategories.tenantId, tenantId), inArray(productCategories.productId, productIds)));
  const byProduct = new Map<string, string[]>();
  for (const row of rows)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.categoryId]);
  return byProduct;
}

/** Which of some product ids are the store's. */
export async function findStoreProductIds(db: Db, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)));
  return new Set(rows.map((row) => row.id));
}
