/**
 * The tax within a refund. A refund's amount is gross, as charged: `taxCents` is the part of it
 * that is tax given back. Refunding named pieces for exactly what they cost gives back their own
 * tax lines; any other amount gives back the order's tax in proportion to it; the refund that
 * leaves nothing to refund gives back all the tax not yet returned, so an order's refunds return
 * its tax to the cent.
 */
import { findTaxLinesOfOrders } from '@server/repositories/order-tax-lines';
import type { OrderRow } from '@server/repositories/orders';
import type { Tx } from '@server/repositories/stores';
import { divideHalfUp } from '../tax/rounding';
import type { RefundState } from './refund-facts';

type NamedPiece = { productId: string; variantId?: string | null; quantity: number };

/** The named pieces' price (after their discount, with their tax when it was added) and their tax; null if one is not the order's. */
async function piecesTax(tx: Tx, order: OrderRow, state: RefundState, pieces: NamedPiece[]) {
  const lines = await findTaxLinesOfOrders(tx, order.tenantId, [order.id]);
  let grossCents = 0;
  let taxCents = 0;
  for (const piece of pieces) {
    const item = state.items.find(
      (row) => row.productId === piece.productId && (row.variantId ?? null) === (piece.variantId ?? null),
    );
    if (!item || piece.quantity > item.quantity) return null;
    const itemTax = lines
      .filter((line) => line.orderItemId === item.id)
      .reduce((sum, line) => sum + line.amountCents, 0);
    const share = (cents: number) =>
      divideHalfUp(BigInt(cents) * BigInt(piece.quantity), BigInt(item.quantity));
    const tax = share(itemTax);
    grossCents +=
      share(item.priceCents * item.quantity - item.discountCents) + (order.pricesIncludeTax ? 0 : tax);
    taxCents += tax;
  }
  return { grossCents, taxCents };
}

/** The tax given back by a refund of `amountCents` of the order (its `pieces` when the owner named them). */
export async function refundTaxCents(
  tx: Tx,
  order: OrderRow,
  state: RefundState,
  amountCents: number,
  pieces?: NamedPiece[],
): Promise<number> {
  const returned = state.refunds.reduce((sum, { refund }) => sum + refund.taxCents, 0);
  const left = Math.max(order.taxCents - returned, 0);
  if (left === 0 || order.totalCents <= 0) return 0;
  if (amountCents >= state.leftCents) return left;
  if (pieces?.length) {
    const named = await piecesTax(tx, order, state, pieces);
    if (named && named.grossCents === amountCents) return Math.min(named.taxCents, left);
  }
  return Math.min(divideHalfUp(BigInt(order.taxCents) * BigInt(amountCents), BigInt(order.totalCents)), left);
}
