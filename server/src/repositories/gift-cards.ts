/**
 * SQL for gift cards: the store's settings, its cards and their moves. A card's balance only moves
 * by a conditional update (never below zero) written with its move in the same transaction.
 */
import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { giftCardMoves, giftCards, orderItems, orders, payments, storeGiftCardSettings } from '../db/schema';
import type { Tx } from './stores';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCardRow = typeof giftCards.$inferInsert;
export type GiftCardMoveRow = typeof giftCardMoves.$inferSelect;
export type NewGiftCardMove = typeof giftCardMoves.$inferInsert;
export type GiftCardSettingsRow = typeof storeGiftCardSettings.$inferSelect;

/** The store's gift card settings, or undefined when the owner never set them (cards off). */
export async function findGiftCardSettings(db: Database | Tx, tenantId: string) {
  const [row] = await db
    .select()
    .from(storeGiftCardSettings)
    .where(eq(storeGiftCardSettings.tenantId, tenantId));
  return row as GiftCardSettingsRow | undefined;
}

/** Writes the store's gift card settings (one row per store). */
export async function upsertGiftCardSettings(
  db: Database | Tx,
  row: Omit<typeof storeGiftCardSettings.$inferInsert, 'updatedAt'>,
): Promise<GiftCardSettingsRow> {
  const [saved] = await db
    .insert(storeGiftCardSettings)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({ target: storeGiftCardSettings.tenantId, set: { ...row, updatedAt: new Date() } })
    .returning();
  return saved;
}

/** The store's card whose code hashes to this, if any. */
export async function findGiftCardByHash(db: Database | Tx, tenantId: string, codeHash: string) {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.codeHash, codeHash)));
  return row as GiftCardRow | undefined;
}

/** The store's card of this id, if any. */
export async function findGiftCard(db: Database | Tx, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, id)));
  return row as GiftCardRow | undefined;
}

/** New cards, written together. */
export async function insertGiftCards(tx: Tx, rows: NewGiftCardRow[]): Promise<GiftCardRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(giftCards).values(rows).returning();
}

/** A move of a card's balance (its history). */
export async function insertGiftCardMove(tx: Tx, row: NewGiftCardMove): Promise<void> {
  await tx.insert(giftCardMoves).values(row);
}

/** Takes `cents` from an active card only while its balance covers them; the balance after, or undefined. */
export async function takeFromGiftCard(tx: Tx, tenantId: string, id: string, cents: number) {
  const [row] = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${cents}::int`, updatedAt: new Date() })
    .where(
      and(
        eq(giftCards.tenantId, tenantId),
        eq(giftCards.id, id),
        eq(giftCards.status, 'active'),
        gte(giftCards.balanceCents, cents),
      ),
    )
    .returning({ balanceCents: giftCards.balanceCents });
  return row?.balanceCents;
}

/** Gives `cents` back to a card; the balance after. */
export async function giveToGiftCard(tx: Tx, tenantId: string, id: string, cents: number) {
  const [row] = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${cents}::int`, updatedAt: new Date() })
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, id)))
    .returning({ balanceCents: giftCards.balanceCents });
  return row?.balanceCents ?? 0;
}

/** The payment's charge on a card and whether it was released already (locks the charge's card row). */
export async function findPaymentMoves(tx: Tx, tenantId: string, paymentId: string) {
  return tx
    .select()
    .from(giftCardMoves)
    .where(and(eq(giftCardMoves.tenantId, tenantId), eq(giftCardMoves.paymentId, paymentId)));
}

/** Sets a card's status; the card as it now is. */
export async function setGiftCardStatus(
  db: Database | Tx,
  tenantId: string,
  id: string,
  status: GiftCardRow['status'],
) {
  const [row] = await db
    .update(giftCards)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, id)))
    .returning();
  return row as GiftCardRow | undefined;
}

/** Disables a card only if nothing was ever taken from it (balance still the initial); the card or undefined. */
export async function disableUnspentGiftCard(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .update(giftCards)
    .set({ status: 'disabled', balanceCents: 0, updatedAt: new Date() })
    .where(
      and(
        eq(giftCards.tenantId, tenantId),
        eq(giftCards.id, id),
        sql`${giftCards.balanceCents} = ${giftCards.initialCents}`,
      ),
    )
    .returning();
  return row as GiftCardRow | undefined;
}

const cardListColumns = {
  card: giftCards,
  orderNumber: orders.orderId,
};

/** The store's cards, newest first, with the number of the order that bought each. */
export async function listGiftCards(db: Database | Tx, tenantId: string, limit = 500) {
  return db
    .select(cardListColumns)
    .from(giftCards)
    .leftJoin(orders, and(eq(orders.id, giftCards.orderId), eq(orders.tenantId, tenantId)))
    .where(eq(giftCards.tenantId, tenantId))
    .orderBy(desc(giftCards.createdAt))
    .limit(limit);
}

/** One card with its order's number. */
export async function findGiftCardWithOrder(db: Database | Tx, tenantId: string, id: string) {
  const [row] = await db
    .select(cardListColumns)
    .from(giftCards)
    .leftJoin(orders, and(eq(orders.id, giftCards.orderId), eq(orders.tenantId, tenantId)))
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, id)));
  return row;
}

/** A card's moves, oldest first. */
export async function listGiftCardMoves(db: Database | Tx, tenantId: string, id: string) {
  return db
    .select()
    .from(giftCardMoves)
    .where(and(eq(giftCardMoves.tenantId, tenantId), eq(giftCardMoves.giftCardId, id)))
    .orderBy(giftCardMoves.id);
}

/** Cards issued for an order (its confirmation and admin page). */
export async function findGiftCardsOfOrder(db: Database | Tx, tenantId: string, orderId: string) {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.orderId, orderId)));
}

/** Cards whose mail is due by `today` (a store-local day is at most a day off UTC: checked per store). */
export async function findUnsentGiftCards(db: Database | Tx, latestDay: string, limit = 100) {
  return db
    .select({ id: giftCards.id, tenantId: giftCards.tenantId, deliverOn: giftCards.deliverOn })
    .from(giftCards)
    .where(
      and(isNull(giftCards.sentAt), or(isNull(giftCards.deliverOn), lte(giftCards.deliverOn, latestDay))),
    )
    .limit(limit);
}

/** Marks a card's mail sent unless it was already; the card when this call marked it. */
export async function markGiftCardSent(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .update(giftCards)
    .set({ sentAt: new Date() })
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, id), isNull(giftCards.sentAt)))
    .returning();
  return row as GiftCardRow | undefined;
}

/** What refunds gave back to cards for this order so far. */
export async function refundedToCards(tx: Tx, tenantId: string, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${giftCardMoves.amountCents}), 0)::int` })
    .from(giftCardMoves)
    .where(
      and(
        eq(giftCardMoves.tenantId, tenantId),
        eq(giftCardMoves.orderId, orderId),
        eq(giftCardMoves.kind, 'refund'),
        gte(giftCardMoves.amountCents, 0),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** The card of this code, locked until the transaction ends (two payments of one card take turns). */
export async function lockGiftCardByHash(tx: Tx, tenantId: string, codeHash: string) {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.codeHash, codeHash)))
    .for('update');
  return row as GiftCardRow | undefined;
}

/** The card of this id, locked until the transaction ends. */
export async function lockGiftCard(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, id)))
    .for('update');
  return row as GiftCardRow | undefined;
}

/** Writes what a gift card paid of a payment and the cards it buys (the rest is amountCents). */
export async function setPaymentGiftCards(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<
    Pick<typeof payments.$inferInsert, 'giftCardId' | 'giftCardCents' | 'giftCards' | 'status'>
  >,
): Promise<void> {
  await tx
    .update(payments)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
}

/** Writes what a gift card paid of an order. */
export async function setOrderGiftCardCents(tx: Tx, tenantId: string, id: string, cents: number) {
  await tx
    .update(orders)
    .set({ giftCardCents: cents })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
}

/** The gift card lines of an order, written beside its pieces. */
export async function insertGiftCardItems(tx: Tx, rows: (typeof orderItems.$inferInsert)[]) {
  if (rows.length) await tx.insert(orderItems).values(rows);
}

/** What these payments took from a card and have not given back (a checkout's own earlier payments). */
export async function heldByPayments(
  db: Database | Tx,
  tenantId: string,
  cardId: string,
  paymentIds: string[],
): Promise<number> {
  if (paymentIds.length === 0) return 0;
  const [row] = await db
    .select({ cents: sql<number>`coalesce(-sum(${giftCardMoves.amountCents}), 0)::int` })
    .from(giftCardMoves)
    .where(
      and(
        eq(giftCardMoves.tenantId, tenantId),
        eq(giftCardMoves.giftCardId, cardId),
        inArray(giftCardMoves.paymentId, paymentIds),
        inArray(giftCardMoves.kind, ['charge', 'release']),
      ),
    );
  return Number(row?.cents ?? 0);
}
