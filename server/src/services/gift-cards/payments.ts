/**
 * A gift card paying at checkout. The card's share is read before the card payment is opened (for
 * the rest), then taken inside the hold's transaction with the card locked: a balance that fell
 * meanwhile (another checkout spent it) is refused with 409, so a card never goes below zero. A
 * payment that does not become an order gives its share back once (its 'release' move).
 */
import type { FastifyInstance } from 'fastify';
import type { ProviderIntent } from '@server/adapters/payments/types';
import { ApiError } from '@server/errors';
import {
  findGiftCardByHash,
  findPaymentMoves,
  giveToGiftCard,
  heldByPayments,
  insertGiftCardMove,
  lockGiftCard,
  lockGiftCardByHash,
  setPaymentGiftCards,
  takeFromGiftCard,
} from '@server/repositories/gift-cards';
import type { PaymentRow } from '@server/repositories/payments';
import type { Tx } from '@server/repositories/stores';
import { hashGiftCardCode, usableGiftCard } from './codes';

/**
 * What the card would pay of `dueCents` (the whole charge), read before anything is held; what the
 * shopper's own payments this checkout replaces hold of it counts as theirs to take again.
 */
export async function giftCardShare(
  app: FastifyInstance,
  tenantId: string,
  code: string,
  dueCents: number,
  replacing: string[] = [],
) {
  const card = await findGiftCardByHash(app.db, tenantId, hashGiftCardCode(code));
  const held = card ? await heldByPayments(app.db, tenantId, card.id, replacing) : 0;
  if (card && held > 0 && card.status === 'active') {
    return { card, cents: Math.min(card.balanceCents + held, dueCents) };
  }
  const usable = await usableGiftCard(app.db, tenantId, code, 'giftCardCode');
  return { card: usable, cents: Math.min(usable.balanceCents, dueCents) };
}

const balanceChanged = () =>
  new ApiError({ status: 409, code: 'GIFT_CARD_BALANCE_CHANGED', field: 'giftCardCode' });

/**
 * Inside the hold's transaction, the payment written: takes `cents` from the card of `code` with
 * its row locked and records the charge (once per payment). 409 when the card no longer covers it.
 */
export async function chargeGiftCard(
  tx: Tx,
  payment: { tenantId: string; id: string },
  code: string,
  cents: number,
): Promise<string> {
  const card = await lockGiftCardByHash(tx, payment.tenantId, hashGiftCardCode(code));
  if (!card) throw new ApiError({ status: 404, code: 'GIFT_CARD_NOT_FOUND', field: 'giftCardCode' });
  if (card.status !== 'active')
    throw new ApiError({ status: 409, code: 'GIFT_CARD_DISABLED', field: 'giftCardCode' });
  const after = await takeFromGiftCard(tx, payment.tenantId, card.id, cents);
  if (after === undefined) throw balanceChanged();
  await insertGiftCardMove(tx, {
    tenantId: payment.tenantId,
    giftCardId: card.id,
    kind: 'charge',
    amountCents: -cents,
    balanceAfterCents: after,
    paymentId: payment.id,
  });
  await setPaymentGiftCards(tx, payment.tenantId, payment.id, { giftCardId: card.id, giftCardCents: cents });
  return card.id;
}

/** Gives back what these payments took from cards, once each (a payment released already gives nothing). */
export async function releaseGiftCardCharges(tx: Tx, tenantId: string, paymentIds: string[]): Promise<void> {
  for (const paymentId of paymentIds) {
    const moves = await findPaymentMoves(tx, tenantId, paymentId);
    const charge = moves.find((move) => move.kind === 'charge');
    if (!charge) continue;
    // The card locked first: two releases of one payment take turns, and the second finds the first's move.
    await lockGiftCard(tx, tenantId, charge.giftCardId);
    const again = await findPaymentMoves(tx, tenantId, paymentId);
    if (again.some((move) => move.kind === 'release')) continue;
    const after = await giveToGiftCard(tx, tenantId, charge.giftCardId, -charge.amountCents);
    await insertGiftCardMove(tx, {
      tenantId,
      giftCardId: charge.giftCardId,
      kind: 'release',
      amountCents: -charge.amountCents,
      balanceAfterCents: after,
      paymentId,
    });
  }
}

/** The provider id of a payment the card paid whole: there is no card payment behind it. */
export const giftCardOnlyIntentId = (paymentId: string) => `gift_${paymentId.replace(/^pay_/, '')}`;

/** A payment the card paid whole has succeeded as it was written: no provider to ask. */
export function giftCardOnlyIntent(payment: PaymentRow): ProviderIntent | undefined {
  if (payment.amountCents !== 0 || payment.giftCardCents <= 0) return undefined;
  const status = payment.status === 'refunded' || payment.status === 'succeeded' ? 'succeeded' : 'canceled';
  return { id: payment.providerPaymentId ?? '', clientSecret: '', status, amountCents: 0 };
}
