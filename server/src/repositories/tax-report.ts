/**
 * SQL for the tax report: the tax lines of the orders a store sold in a span, by jurisdiction and
 * rate, and the refunds made in the span with the tax lines of their orders to share their tax
 * by. Every query names the tenant.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderRefunds, orderTaxLines, orders } from '../db/schema';
import { isSoldOrder, within, type Span } from './revenue';

/** Per jurisdiction and rate: the orders sold in the span taxed there, their taxable amount and tax. */
export async function soldTaxByRate(db: Database, tenantId: string, span: Span) {
  return db
    .select({
      jurisdiction: orderTaxLines.jurisdiction,
      rate: orderTaxLines.rate,
      orders: sql<number>`count(distinct ${orderTaxLines.orderId})`.mapWith(Number),
      taxableCents: sql<number>`coalesce(sum(${orderTaxLines.taxableCents}), 0)`.mapWith(Number),
      taxCents: sql<number>`coalesce(sum(${orderTaxLines.amountCents}), 0)`.mapWith(Number),
    })
    .from(orderTaxLines)
    .innerJoin(orders, and(eq(orders.tenantId, orderTaxLines.tenantId), eq(orders.id, orderTaxLines.orderId)))
    .where(and(eq(orderTaxLines.tenantId, tenantId), isSoldOrder, within(orders.createdAt, span)))
    .groupBy(orderTaxLines.jurisdiction, orderTaxLines.rate);
}

/**
 * The refunds made in the span that gave tax back, each with its order's tax by jurisdiction and
 * rate (one row per refund and jurisdiction; a refund whose order has no tax lines comes once,
 * with a null jurisdiction).
 */
export async function refundedTaxByOrderRate(db: Database, tenantId: string, span: Span) {
  return db
    .select({
      refundId: orderRefunds.id,
      refundTaxCents: orderRefunds.taxCents,
      jurisdiction: orderTaxLines.jurisdiction,
      rate: orderTaxLines.rate,
      taxableCents: sql<number>`coalesce(sum(${orderTaxLines.taxableCents}), 0)`.mapWith(Number),
      taxCents: sql<number>`coalesce(sum(${orderTaxLines.amountCents}), 0)`.mapWith(Number),
    })
    .from(orderRefunds)
    .leftJoin(
      orderTaxLines,
      and(eq(orderTaxLines.tenantId, orderRefunds.tenantId), eq(orderTaxLines.orderId, orderRefunds.orderId)),
    )
    .where(
      and(
        eq(orderRefunds.tenantId, tenantId),
        gt(orderRefunds.taxCents, 0),
        within(orderRefunds.createdAt, span),
      ),
    )
    .groupBy(orderRefunds.id, orderRefunds.taxCents, orderTaxLines.jurisdiction, orderTaxLines.rate)
    .orderBy(asc(orderRefunds.id), asc(orderTaxLines.jurisdiction), asc(orderTaxLines.rate));
}
