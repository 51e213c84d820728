/** The owner's Gift cards page: the store's cards, one card's history, and stopping or restarting one. */
import type { AdminGiftCard, AdminGiftCardDetail } from '@/lib/schemas/gift-cards';
import { GIFT_CARD_MESSAGES } from '@/lib/constants/gift-cards';
import type { Database } from '@server/db/client';
import { toDollars } from '@/lib/money';
import { findPaymentByIntent } from '@server/repositories/payments';
import { ApiError } from '@server/errors';
import {
  findGiftCard,
  findGiftCardWithOrder,
  insertGiftCardMove,
  listGiftCardMoves,
  listGiftCards,
  lockGiftCard,
  setGiftCardStatus,
  type GiftCardRow,
} from '@server/repositories/gift-cards';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function cardView(row: { card: GiftCardRow; orderNumber: string | null }): AdminGiftCard {
  const { card } = row;
  return {
    id: card.id,
    lastFour: card.lastFour,
    initialCents: card.initialCents,
    balanceCents: card.balanceCents,
    status: card.status,
    recipientEmail: card.recipientEmail,
    recipientName: card.recipientName,
    purchaserEmail: card.purchaserEmail,
    orderId: card.orderId,
    orderNumber: row.orderNumber,
    deliverOn: card.deliverOn,
    sentAt: iso(card.sentAt),
    createdAt: iso(card.createdAt)!,
  };
}

export async function listStoreGiftCards(db: Database, tenantId: string) {
  return { giftCards: (await listGiftCards(db, tenantId)).map(cardView) };
}

const notFound = () =>
  new ApiError({ status: 404, code: 'GIFT_CARD_NOT_FOUND', message: GIFT_CARD_MESSAGES.cardNotFound });

/** A card with its history, oldest move first. */
export async function giftCardDetail(
  db: Database,
  tenantId: string,
  id: string,
): Promise<AdminGiftCardDetail> {
  const row = await findGiftCardWithOrder(db, tenantId, id);
  if (!row) throw notFound();
  const moves = await listGiftCardMoves(db, tenantId, id);
  return {
    ...cardView(row),
    moves: moves.map((move) => ({
      id: move.id,
      kind: move.kind,
      amountCents: move.amountCents,
      balanceAfterCents: move.balanceAfterCents,
      orderId: move.orderId,
      note: move.note,
      createdAt: iso(move.createdAt)!,
    })),
  };
}

/** The owner disables a card (it can no longer pay) or enables it again; the history says who. */
export async function setStoreGiftCardStatus(
  db: Database,
  tenantId: string,
  id: string,
  status: GiftCardRow['status'],
  actorId: string,
) {
  await db.transaction(async (tx) => {
    const card = await lockGiftCard(tx, tenantId, id);
    if (!card) throw notFound();
    if (card.status === status) return;
    await setGiftCardStatus(tx, tenantId, id, status);
    await insertGiftCardMove(tx, {
      tenantId,
      giftCardId: id,
      kind: 'adjust',
      amountCents: 0,
      balanceAfterCents: card.balanceCents,
      actorId,
      note: status === 'disabled' ? 'Disabled' : 'Enabled',
    });
  });
  return giftCardDetail(db, tenantId, id);
}

/** What a gift card paid of an order, named by its last four ("Gift card ····ABCD −$X"); null when none did. */
export async function giftCardPaidOf(
  db: Database,
  order: { tenantId: string; giftCardCents: number; paymentIntentId: string | null },
): Promise<{ lastFour: string; amount: number } | null> {
  if (order.giftCardCents <= 0 || !order.paymentIntentId) return null;
  const payment = await findPaymentByIntent(db, order.paymentIntentId, order.tenantId);
  const card = payment?.giftCardId ? await findGiftCard(db, order.tenantId, payment.giftCardId) : undefined;
  return card ? { lastFour: card.lastFour, amount: toDollars(order.giftCardCents) } : null;
}
