/**
 * The gift cards in the basket, beside its pieces: kept in the browser (localStorage) until the
 * order is placed, read with useSyncExternalStore. Each is priced as chosen; the api checks it.
 */
import type { GiftCardPurchase } from '@/lib/schemas/gift-cards';

export type BasketGiftCard = GiftCardPurchase & { id: string };

const KEY = 'sitka-gift-cards';
const EMPTY: BasketGiftCard[] = [];
let cards: BasketGiftCard[] | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): BasketGiftCard[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as BasketGiftCard[]) : [];
  } catch {
    return [];
  }
}

function commit(next: BasketGiftCard[]) {
  cards = next;
  storage()?.setItem(KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

export const giftCardBasket = {
  getSnapshot: (): BasketGiftCard[] => (cards ??= read()),
  getServerSnapshot: (): BasketGiftCard[] => EMPTY,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(card: GiftCardPurchase) {
    const id = `gc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    commit([...giftCardBasket.getSnapshot(), { ...card, id }]);
  },
  remove(id: string) {
    commit(giftCardBasket.getSnapshot().filter((card) => card.id !== id));
  },
  clear() {
    commit([]);
  },
};

/** What the basket's gift cards come to, in cents. */
export const giftCardBasketCents = (list: BasketGiftCard[]) =>
  list.reduce((sum, card) => sum + card.amountCents, 0);

/** The cards as checkout sends them (without the basket's own ids). */
export const giftCardPurchases = (list: BasketGiftCard[]): GiftCardPurchase[] =>
  list.map((card) => ({
    amountCents: card.amountCents,
    recipientEmail: card.recipientEmail,
    recipientName: card.recipientName,
    senderName: card.senderName,
    message: card.message,
    deliverOn: card.deliverOn,
  }));
