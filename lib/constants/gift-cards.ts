/**
 * Gift cards: money held for a buyer, not a discount. A card is bought at checkout like a piece,
 * mailed to its recipient with a code, and pays part or all of later orders.
 */

/** The shop's Gift cards page, open to every visitor whatever their role. */
export const GIFT_CARDS_PATH = '/gift-cards';

/** A card can pay (active) or the owner has stopped it (disabled). */
export const GIFT_CARD_STATUSES = ['active', 'disabled'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/**
 * What moves a card's balance: bought (issued), taken by a payment (charge), given back when that
 * payment did not become an order (release), a refund to the card, or the owner's adjustment.
 */
export const GIFT_CARD_MOVES = ['issue', 'charge', 'release', 'refund', 'adjust'] as const;
export type GiftCardMove = (typeof GIFT_CARD_MOVES)[number];

/** The amounts a store offers when its owner has not chosen (cents). */
export const DEFAULT_GIFT_CARD_AMOUNTS_CENTS = [2500, 5000, 10000];
/** A custom amount's limits when the owner has not set them (cents). */
export const DEFAULT_GIFT_CARD_CUSTOM_MIN_CENTS = 1000;
export const DEFAULT_GIFT_CARD_CUSTOM_MAX_CENTS = 50000;

/** What the shopper and the owner are told about gift cards (api and pages say the same). */
export const GIFT_CARD_MESSAGES = {
  notFound: 'That gift card code was not found.',
  disabled: 'This gift card can no longer be used.',
  empty: 'This gift card has no balance left.',
  notOffered: 'This store does not sell gift cards.',
  amountNotOffered: 'Choose one of the amounts offered.',
  balanceChanged: 'The gift card’s balance changed. Please check your total and try again.',
  cardNotFound: 'Gift card not found',
  spent: 'This gift card has been used, so it cannot be refunded.',
  customRange: (min: string, max: string) => `Enter an amount from ${min} to ${max}.`,
};
