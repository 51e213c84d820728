/**
 * Gift card codes: 16 characters of an alphabet without look-alikes (no 0/O, 1/I/L), grouped in
 * fours when shown. Only the SHA-256 of a code finds its card; the code is kept encrypted to mail it.
 */
import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@server/errors';
import { findGiftCardByHash, type GiftCardRow } from '@server/repositories/gift-cards';
import type { Database } from '@server/db/client';
import type { Tx } from '@server/repositories/stores';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

/** A new random code (about 79 bits). */
export function newGiftCardCode(): string {
  return Array.from({ length: GIFT_CARD_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A code as typed, without spaces or dashes, in capitals. */
export const normalizeGiftCardCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export const hashGiftCardCode = (code: string) =>
  createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex');

const notFound = (field: string) => new ApiError({ status: 404, code: 'GIFT_CARD_NOT_FOUND', field });

/** The store's card of this code, usable to pay: 404 when there is none, 409 when disabled or empty. */
export async function usableGiftCard(
  db: Database | Tx,
  tenantId: string,
  code: string,
  field = 'code',
): Promise<GiftCardRow> {
  const card = await findGiftCardByHash(db, tenantId, hashGiftCardCode(code));
  if (!card) throw notFound(field);
  if (card.status !== 'active') throw new ApiError({ status: 409, code: 'GIFT_CARD_DISABLED', field });
  if (card.balanceCents <= 0) throw new ApiError({ status: 409, code: 'GIFT_CARD_EMPTY', field });
  return card;
}

/**
 * The shopper's check of a code at checkout: its balance. Limited per address and per store, so
 * codes cannot be guessed in bulk from one place or spread over many.
 */
export async function checkGiftCardCode(app: FastifyInstance, tenantId: string, ip: string, code: string) {
  await app.rateLimit('gift-card-check:ip', ip);
  await app.rateLimit('gift-card-check:store', tenantId);
  const card = await usableGiftCard(app.db, tenantId, code);
  return { lastFour: card.lastFour, balanceCents: card.balanceCents, currency: card.currency };
}
