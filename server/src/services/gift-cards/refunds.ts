/**
 * Refunds of orders a gift card paid for: the card gets back first, up to what it paid (less what
 * refunds gave it already), and the card payment the rest. Each refund gives to the card once
 * (its 'refund' move, unique per refund). An order that bought gift cards is refunded in full only
 * while they are unspent; they are then disabled, their balance gone with the money.
 */
import { ApiError } from '@server/errors';
import {
  disableUnspentGiftCard,
  findGiftCardsOfOrder,
  giveToGiftCard,
  insertGiftCardMove,
  lockGiftCard,
  refundedToCards,
} from '@server/repositories/gift-cards';
import type { OrderRow } from '@server/repositories/orders';
import { findPaymentByIntent } from '@server/repositories/payments';
import type { Tx } from '@server/repositories/stores';

/** What of a refund of `amountCents` goes back to the gift card that paid the order. */
export async function giftCardPartOfRefund(tx: Tx, order: OrderRow, amountCents: number): Promise<number> {
  if (order.giftCardCents <= 0) return 0;
  const left = order.giftCardCents - (await refundedToCards(tx, order.tenantId, order.id));
  return Math.max(0, Math.min(amountCents, left));
}

/** Gives `cents` of refund `refundId` back to the card that paid the order, once per refund. */
export async function refundToGiftCard(tx: Tx, order: OrderRow, refundId: string, cents: number) {
  if (cents <= 0 || !order.paymentIntentId) return;
  const payment = await findPaymentByIntent(tx, order.paymentIntentId, order.tenantId);
  if (!payment?.giftCardId) return;
  await lockGiftCard(tx, order.tenantId, payment.giftCardId);
  const after = await giveToGiftCard(tx, order.tenantId, payment.giftCardId, cents);
  await insertGiftCardMove(tx, {
    tenantId: order.tenantId,
    giftCardId: payment.giftCardId,
    kind: 'refund',
    amountCents: cents,
    balanceAfterCents: after,
    orderId: order.id,
    refundId,
  });
}

/** Before an order is refunded in full: the gift cards it bought are disabled, or 422 when one was spent. */
export async function withdrawOrderGiftCards(tx: Tx, order: OrderRow): Promise<void> {
  const cards = await findGiftCardsOfOrder(tx, order.tenantId, order.id);
  for (const card of cards) {
    if (card.status === 'disabled' && card.balanceCents === 0) continue;
    const disabled = await disableUnspentGiftCard(tx, order.tenantId, card.id);
    if (!disabled) throw new ApiError({ status: 422, code: 'GIFT_CARD_SPENT', field: 'amount' });
    await insertGiftCardMove(tx, {
      tenantId: order.tenantId,
      giftCardId: card.id,
      kind: 'adjust',
      amountCents: -card.initialCents,
      balanceAfterCents: 0,
      orderId: order.id,
      note: 'Refunded',
    });
  }
}
