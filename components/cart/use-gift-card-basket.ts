'use client';

import { useSyncExternalStore } from 'react';
import { giftCardBasket, type BasketGiftCard } from '@/lib/cart/gift-card-basket';

/** The gift cards in the basket (none on the server's render). */
export function useGiftCardBasket(): BasketGiftCard[] {
  return useSyncExternalStore(
    giftCardBasket.subscribe,
    giftCardBasket.getSnapshot,
    giftCardBasket.getServerSnapshot,
  );
}
