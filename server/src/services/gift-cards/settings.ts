/** What gift cards a store sells, and whether a buyer's chosen amount is one of them. */
import { formatPrice, toDollars } from '@/lib/money';
import {
  DEFAULT_GIFT_CARD_AMOUNTS_CENTS,
  DEFAULT_GIFT_CARD_CUSTOM_MAX_CENTS,
  DEFAULT_GIFT_CARD_CUSTOM_MIN_CENTS,
  GIFT_CARD_MESSAGES,
} from '@/lib/constants/gift-cards';
import type { GiftCardPurchase, GiftCardSettings } from '@/lib/schemas/gift-cards';
import type { Database } from '@server/db/client';
import { ApiError } from '@server/errors';
import { findGiftCardSettings, upsertGiftCardSettings } from '@server/repositories/gift-cards';
import type { Tx } from '@server/repositories/stores';

/** The store's settings; a store whose owner never set them sells none (the defaults otherwise). */
export async function giftCardSettingsOf(db: Database | Tx, tenantId: string): Promise<GiftCardSettings> {
  const row = await findGiftCardSettings(db, tenantId);
  return {
    enabled: row?.enabled ?? false,
    amountsCents: row?.amountsCents ?? DEFAULT_GIFT_CARD_AMOUNTS_CENTS,
    customAllowed: row?.customAllowed ?? true,
    customMinCents: row?.customMinCents ?? DEFAULT_GIFT_CARD_CUSTOM_MIN_CENTS,
    customMaxCents: row?.customMaxCents ?? DEFAULT_GIFT_CARD_CUSTOM_MAX_CENTS,
  };
}

/** Saves the owner's settings (the amounts sorted, once each). */
export async function saveGiftCardSettings(db: Database, tenantId: string, body: GiftCardSettings) {
  const amountsCents = [...new Set(body.amountsCents)].sort((a, b) => a - b);
  await upsertGiftCardSettings(db, { tenantId, ...body, amountsCents });
  return giftCardSettingsOf(db, tenantId);
}

/**
 * Refuses cards the store does not sell: gift cards off (400 naming `giftCards`), or an amount
 * neither offered nor a custom amount within the limits (400 naming `giftCards.N.amountCents`).
 */
export async function checkGiftCardPurchases(db: Database | Tx, tenantId: string, cards: GiftCardPurchase[]) {
  if (cards.length === 0) return;
  const settings = await giftCardSettingsOf(db, tenantId);
  if (!settings.enabled) throw new ApiError({ status: 400, code: 'GIFT_CARDS_OFF', field: 'giftCards' });
  cards.forEach((card, index) => {
    if (settings.amountsCents.includes(card.amountCents)) return;
    const inRange =
      settings.customAllowed &&
      card.amountCents >= settings.customMinCents &&
      card.amountCents <= settings.customMaxCents;
    if (inRange) return;
    const [min, max] = [settings.customMinCents, settings.customMaxCents].map((c) =>
      formatPrice(toDollars(c)),
    );
    throw new ApiError({
      status: 400,
      code: 'GIFT_CARD_AMOUNT',
      message: settings.customAllowed
        ? GIFT_CARD_MESSAGES.customRange(min, max)
        : GIFT_CARD_MESSAGES.amountNotOffered,
      field: `giftCards.${index}.amountCents`,
    });
  });
}
