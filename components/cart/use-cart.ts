'use client';

import { useSyncExternalStore } from 'react';
import { cartCount } from '@/lib/cart/cart-rules';
import { cartStore, type CartState } from '@/lib/cart/cart-store';

// The server knows no basket: it renders an empty one, and the browser's fills in after hydration.
const SERVER_STATE: CartState = { ready: false, ownerId: null, items: [], notes: {} };
const serverSnapshot = () => SERVER_STATE;

/** The basket's state; change it through `cartStore`. */
export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, serverSnapshot);
}

/** How many pieces the basket holds. */
export function useCartCount(): number {
  return cartCount(useCart().items);
}
