/**
 * Issuing the gift cards an order bought, in the order's own transaction: each a random code (its
 * hash finds it, the code itself kept encrypted to be mailed), a 'gift_card' line of the order and
 * an 'issue' move. The recipient's mail goes out on its day (mail.ts here, and the job).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatPrice, toDollars } from '@/lib/money';
import type { GiftCardPurchase } from '@/lib/schemas/gift-cards';
import {
  insertGiftCardItems,
  insertGiftCardMove,
  insertGiftCards,
  setOrderGiftCardCents,
} from '@server/repositories/gift-cards';
import type { OrderRow } from '@server/repositories/orders';
import type { Tx } from '@server/repositories/stores';
import { hashGiftCardCode, newGiftCardCode } from './codes';

/** The name of a gift card's line on the order, its invoice and the owner's pages. */
export const giftCardLineName = (cents: number) => `Gift card ${formatPrice(toDollars(cents))}`;

/** What the gift cards a basket buys add to its total. */
export const giftCardsTotal = (cards: GiftCardPurchase[] | null | undefined) =>
  (cards ?? []).reduce((sum, card) => sum + card.amountCents, 0);

/**
 * Inside the order's transaction: the order's gift card lines and cards, and what a card paid of
 * it. Answers the ids of the cards issued.
 */
export async function issueOrderGiftCards(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  payment: { giftCards: GiftCardPurchase[] | null; giftCardCents: number },
): Promise<string[]> {
  if (payment.giftCardCents > 0)
    await setOrderGiftCardCents(tx, order.tenantId, order.id, payment.giftCardCents);
  const purchases = payment.giftCards ?? [];
  if (purchases.length === 0) return [];
  const lines = purchases.map((card) => ({ card, itemId: randomUUID(), code: newGiftCardCode() }));
  await insertGiftCardItems(
    tx,
    lines.map(({ card, itemId }) => ({
      id: itemId,
      tenantId: order.tenantId,
      orderId: order.id,
      productId: null,
      name: giftCardLineName(card.amountCents),
      priceCents: card.amountCents,
      quantity: 1,
      image: null,
      kind: 'gift_card' as const,
    })),
  );
  const cards = await insertGiftCards(
    tx,
    lines.map(({ card, itemId, code }) => ({
      tenantId: order.tenantId,
      codeHash: hashGiftCardCode(code),
      codeEncrypted: app.fieldCrypto.encrypt(code),
      lastFour: code.slice(-4),
      initialCents: card.amountCents,
      balanceCents: card.amountCents,
      orderId: order.id,
      orderItemId: itemId,
      purchaserEmail: order.customerEmail || null,
      recipientEmail: card.recipientEmail,
      recipientName: card.recipientName,
      senderName: card.senderName,
      message: card.message,
      deliverOn: card.deliverOn,
    })),
  );
  for (const card of cards)
    await insertGiftCardMove(tx, {
      tenantId: order.tenantId,
      giftCardId: card.id,
      kind: 'issue',
      amountCents: card.initialCents,
      balanceAfterCents: card.initialCents,
      orderId: order.id,
    });
  return cards.map((card) => card.id);
}
