/**
 * The gift card code the shopper applied at checkout, kept for the tab (sessionStorage) with what
 * its check said: the card's last four and balance. Read by the payment call, shown by the summary.
 */
export type AppliedGiftCard = { code: string; lastFour: string; balanceCents: number };

const KEY = 'sitka-gift-card-code';
const listeners = new Set<() => void>();
let cached: AppliedGiftCard | null | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const appliedGiftCardStore = {
  getSnapshot(): AppliedGiftCard | null {
    if (cached !== undefined) return cached;
    try {
      cached = JSON.parse(storage()?.getItem(KEY) ?? 'null') as AppliedGiftCard | null;
    } catch {
      cached = null;
    }
    return cached;
  },
  getServerSnapshot: (): AppliedGiftCard | null => null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(card: AppliedGiftCard | null) {
    cached = card;
    if (card) storage()?.setItem(KEY, JSON.stringify(card));
    else storage()?.removeItem(KEY);
    listeners.forEach((listener) => listener());
  },
};
