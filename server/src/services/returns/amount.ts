/**
 * What accepting a request refunds: the asked pieces as they were paid (their price less their
 * share of the line's discount, with their tax when it was added on top), the way the refund form
 * suggests it and refund-tax.ts reads named pieces back. A request for every piece of the order
 * refunds all that is left of it, shipping included (a withdrawal from the whole contract).
 */
import { findTaxLinesOfOrders } from '@server/repositories/order-tax-lines';
import type { OrderRow } from '@server/repositories/orders';
import type { ReturnableItemRow, ReturnRequestRow } from '@server/repositories/returns';
import type { Tx } from '@server/repositories/stores';
import type { Database } from '@server/db/client';
import { divideHalfUp } from '../tax/rounding';

type Piece = Pick<ReturnableItemRow, 'id' | 'priceCents' | 'quantity' | 'discountCents'>;

const wholeOrder = (request: Pick<ReturnRequestRow, 'items'>, items: Piece[]) =>
  items.every(
    (item) =>
      request.items
        .filter((line) => line.orderItemId === item.id)
        .reduce((sum, line) => sum + line.quantity, 0) >= item.quantity,
  );

/** The refund for `request`, in cents, never more than `leftCents` (what is left to refund). */
export async function returnRefundCents(
  db: Database | Tx,
  order: OrderRow,
  request: Pick<ReturnRequestRow, 'items'>,
  items: Piece[],
  leftCents: number,
): Promise<number> {
  if (leftCents <= 0) return 0;
  if (wholeOrder(request, items)) return leftCents;
  const taxLines = await findTaxLinesOfOrders(db, order.tenantId, [order.id]);
  let cents = 0;
  for (const line of request.items) {
    const item = items.find((each) => each.id === line.orderItemId);
    if (!item) continue;
    const share = (amount: number) =>
      divideHalfUp(BigInt(amount) * BigInt(line.quantity), BigInt(item.quantity));
    const tax = taxLines
      .filter((taxLine) => taxLine.orderItemId === item.id)
      .reduce((sum, taxLine) => sum + taxLine.amountCents, 0);
    cents +=
      share(item.priceCents * item.quantity - item.discountCents) + (order.pricesIncludeTax ? 0 : share(tax));
  }
  return Math.min(cents, leftCents);
}
