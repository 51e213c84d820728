/** What an order's page shows of its refunds, and which of Refund and Cancel it offers. */
import type { FastifyInstance } from 'fastify';
import { toDollars } from '@/lib/money';
import { canCancel, canRefund } from '@/lib/order-status';
import type { OrderRefund, OrderRefundFacts } from '@/lib/schemas/order-refunds';
import { findRefundsOfOrder } from '@server/repositories/order-refunds';
import { findOrderItems, type OrderRow } from '@server/repositories/orders';
import type { Tx } from '@server/repositories/stores';
import { stockKeyOf, stockLineOfKey } from '../checkout/holds';

/**
 * How many of an order line's pieces were taken from stock, so the most a restock may put back.
 * A backorder's pieces are made to order: it takes nothing from stock (it is placed only when
 * none is left), so cancelling or refunding it puts nothing back. A regular order took every piece
 * it sold when its payment's stock was held.
 */
export function piecesTakenFromStock(order: Pick<OrderRow, 'kind'>, item: { quantity: number }): number {
  return order.kind === 'backorder' ? 0 : item.quantity;
}

/** The order's refunds so far, what is left of its total, and the pieces not yet back in stock. */
export async function refundState(db: FastifyInstance['db'] | Tx, order: OrderRow) {
  const items = await findOrderItems(db, order.tenantId, order.id);
  const refunds = await findRefundsOfOrder(db, order.tenantId, order.id);
  const refundedCents = refunds.reduce((sum, row) => sum + row.refund.amountCents, 0);
  // Keyed by product, or product and variant (stockKeyOf): a variant's pieces go back to it.
  // Only what was taken from stock can go back (cancel and refund-with-restock alike).
  const returnable = new Map<string, number>();
  for (const item of items) {
    const taken = piecesTakenFromStock(order, item);
    if (item.productId && taken > 0) {
      const key = stockKeyOf({ productId: item.productId, variantId: item.variantId });
      returnable.set(key, (returnable.get(key) ?? 0) + taken);
    }
  }
  for (const { refund } of refunds)
    for (const line of refund.restocked)
      returnable.set(stockKeyOf(line), (returnable.get(stockKeyOf(line)) ?? 0) - line.quantity);
  return { items, refunds, refundedCents, leftCents: order.totalCents - refundedCents, returnable };
}
export type RefundState = Awaited<ReturnType<typeof refundState>>;

/** What the order page shows of refunds, and which of Refund and Cancel it offers. */
export async function orderRefundFacts(
  app: FastifyInstance,
  order: OrderRow,
): Promise<OrderRefundFacts & { byEvent: Map<number, OrderRefund> }> {
  const state = await refundState(app.db, order);
  const byEvent = new Map<number, OrderRefund>();
  const refunds = state.refunds.map(({ refund, by }) => {
    const shown: OrderRefund = {
      id: refund.id,
      amount: toDollars(refund.amountCents),
      reason: refund.reason,
      restocked: refund.restocked,
      by,
      at: refund.createdAt.toISOString(),
    };
    if (refund.eventId !== null) byEvent.set(refund.eventId, shown);
    return shown;
  });
  return {
    refunds,
    refunded: toDollars(state.refundedCents),
    refundable: toDollars(Math.max(state.leftCents, 0)),
    // Paid through Sitka, or outside it (a sale made by hand in cash or on a card reader).
    canRefund:
      canRefund(order) && state.leftCents > 0 && (order.paymentIntentId !== null || order.paidWith !== null),
    canCancel: canCancel(order),
    returnable: [...state.returnable]
      .filter(([, quantity]) => quantity > 0)
      .map(([key, quantity]) => ({ ...stockLineOfKey(key), quantity })),
    byEvent,
  };
}
