/**
 * Where a basket is kept in the browser: one localStorage entry per user, and one for guests.
 * Storage may be missing, full or hold anything; reads then give an empty basket and writes
 * are skipped, so the basket still works for the page's lifetime.
 */
import { parseCartItem, type CartItem } from './cart-item';

export const GUEST_CART_KEY = 'sitka:cart:guest';

/** The storage key of a user's basket, or of the guest basket when nobody is signed in. */
export function cartKey(userId: string | null): string {
  return userId ? `sitka:cart:${userId}` : GUEST_CART_KEY;
}

/** The basket stored under `key`; lines that do not parse are dropped. */
export function readCart(storage: Storage | null, key: string): CartItem[] {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const line = parseCartItem(entry);
      return line ? [line] : [];
    });
  } catch {
    return [];
  }
}

export function writeCart(storage: Storage | null, key: string, items: CartItem[]): void {
  try {
    storage?.setItem(key, JSON.stringify(items));
  } catch {
    // Full or disabled storage: the basket lives on in memory.
  }
}

export function removeCart(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
